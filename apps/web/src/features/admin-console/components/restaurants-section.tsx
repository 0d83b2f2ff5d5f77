import { useState } from 'react';
import { useAdminRestaurants } from '@/api/admin.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { QueryState } from './query-state.tsx';
import { VenueDetail } from './venue-detail.tsx';
import { VenueStateBadge } from './venue-suspension.tsx';

/**
 * Venues: status, commission, 30-day orders; open one to suspend or reinstate it (a reason, confirmed in a dialog), set
 * its commission, edit its details, and see its bank account, orders, reviews and history.
 */
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
                  <VenueStateBadge v={v} />
                  {v.is_open ? null : <Badge variant="muted">Closed</Badge>}
                  <span className="text-sm text-muted-foreground">{v.address ?? ''}</span>
                  <span className="ml-auto text-sm">
                    {v.commission_rate_bps / 100} % · {v.orders_30d} orders in 30 days
                  </span>
                </button>
                {open === v.id ? <VenueDetail v={v} /> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
