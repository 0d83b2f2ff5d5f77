import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { type AdminRestaurants, adminApi, useAdminAction, useAdminRestaurants } from '../api/admin-api.ts';
import { AuditTrail } from './audit-section.tsx';
import { ActionError, QueryState } from './query-state.tsx';

type Venue = AdminRestaurants['restaurants'][number];

/** Venues: status, commission, 30-day orders; suspend or activate with a reason (e-mailed to the owners). */
export function RestaurantsSection() {
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const venues = useAdminRestaurants(q.trim());
  return (
    <section aria-labelledby="venues-heading" className="space-y-4">
      <h2 id="venues-heading" className="text-lg font-bold">
        Restaurants
      </h2>
      <div className="max-w-md">
        <Label htmlFor="venue-search">Search by name or address</Label>
        <Input id="venue-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <QueryState
        query={venues}
        label="restaurants"
        isEmpty={(d) => d.restaurants.length === 0}
        empty="No venues match."
      >
        {(d) => (
          <ul className="divide-y rounded-xl border bg-card" aria-label="Restaurants">
            {d.restaurants.map((v) => (
              <li key={v.id} className="p-3">
                <button
                  type="button"
                  className="flex w-full flex-wrap items-center gap-2 text-left"
                  aria-expanded={open === v.id}
                  onClick={() => setOpen(open === v.id ? null : v.id)}
                >
                  <span className="font-semibold">{v.name}</span>
                  <Badge variant={v.is_active ? 'success' : 'destructive'}>
                    {v.is_active ? 'Active' : 'Suspended'}
                  </Badge>
                  {v.is_open ? null : <Badge variant="muted">Closed</Badge>}
                  <span className="text-sm text-muted-foreground">{v.address ?? ''}</span>
                  <span className="ml-auto text-sm">
                    {v.commission_rate_bps / 100} % · {v.orders_30d} orders in 30 days
                  </span>
                </button>
                {open === v.id ? <VenuePanel v={v} /> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function VenuePanel({ v }: { v: Venue }) {
  const [reason, setReason] = useState('');
  const [rate, setRate] = useState(String(v.commission_rate_bps / 100));
  const status = useAdminAction((r: string) => adminApi.venueActive(v.id, !v.is_active, r));
  const commission = useAdminAction((bps: number) => adminApi.commission(v.id, bps));
  const bps = Math.round(Number(rate.replace(',', '.')) * 100);
  return (
    <div className="mt-3 grid gap-4 md:grid-cols-2">
      <div className="space-y-2 text-sm">
        <p>Owners: {v.owners.map((o) => o.email).join(', ') || 'none'}</p>
        {v.suspended_reason ? <p>Suspended because: {v.suspended_reason}</p> : null}
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            status.mutate(reason.trim(), { onSuccess: () => setReason('') });
          }}
        >
          <Label htmlFor={`reason-${v.id}`}>Reason (e-mailed to the owners)</Label>
          <Input
            id={`reason-${v.id}`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            minLength={3}
          />
          <ActionError error={status.error} />
          <Button
            type="submit"
            size="sm"
            variant={v.is_active ? 'destructive' : 'default'}
            disabled={status.isPending}
          >
            {v.is_active ? 'Suspend' : 'Activate'}
          </Button>
        </form>
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (Number.isFinite(bps)) commission.mutate(bps);
          }}
        >
          <Label htmlFor={`rate-${v.id}`}>Commission (%)</Label>
          <Input
            id={`rate-${v.id}`}
            inputMode="decimal"
            value={rate}
            onChange={(e) => setRate(e.target.value)}
          />
          <ActionError error={commission.error} />
          <Button type="submit" size="sm" variant="outline" disabled={commission.isPending}>
            Save commission
          </Button>
        </form>
      </div>
      <AuditTrail targetType="restaurant" targetId={v.id} />
    </div>
  );
}
