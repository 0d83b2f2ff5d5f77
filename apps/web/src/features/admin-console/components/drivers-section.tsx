import { useState } from 'react';
import { adminApi, useAdminAction, useAdminDrivers } from '@/api/admin.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { DriverDetail } from './driver-detail.tsx';
import { ActionError, QueryState, when } from './query-state.tsx';

/**
 * Drivers: online state, last position (opens a map), suspend or reinstate with a reason; a driver's name opens
 * their application details, documents, bank account and internal notes.
 */
export function DriversSection() {
  const [q, setQ] = useState('');
  const [reason, setReason] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const drivers = useAdminDrivers(q.trim());
  const status = useAdminAction((x: { id: string; suspend: boolean }) =>
    adminApi.driverStatus(x.id, x.suspend, reason.trim()),
  );
  return (
    <section aria-labelledby="drivers-heading" className="space-y-4">
      <h2 id="drivers-heading" className="text-lg font-bold">
        Drivers
      </h2>
      <div className="flex flex-wrap gap-3">
        <div className="min-w-56 flex-1">
          <Label htmlFor="driver-search">Search by e-mail or name</Label>
          <Input id="driver-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        <div className="min-w-56 flex-1">
          <Label htmlFor="driver-reason">Reason for a suspension or reinstatement</Label>
          <Input id="driver-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
      </div>
      <ActionError error={status.error} />
      <QueryState
        query={drivers}
        label="drivers"
        isEmpty={(d) => d.drivers.length === 0}
        empty="No drivers yet."
      >
        {(d) => (
          <ul className="divide-y rounded-xl border bg-card" aria-label="Drivers">
            {d.drivers.map((x) => (
              <li key={x.user_id} className="flex flex-wrap items-center gap-2 p-3 text-sm">
                <button
                  type="button"
                  className="font-semibold underline-offset-2 hover:underline"
                  aria-expanded={open === x.user_id}
                  onClick={() => setOpen(open === x.user_id ? null : x.user_id)}
                >
                  {x.name}
                  <span className="sr-only">: details, documents and notes</span>
                </button>
                <span className="text-muted-foreground">{x.email}</span>
                <Badge
                  variant={
                    x.status === 'approved' ? 'success' : x.status === 'suspended' ? 'destructive' : 'muted'
                  }
                >
                  {x.status}
                </Badge>
                <Badge variant={x.is_online ? 'default' : 'outline'}>
                  {x.is_online ? 'Online' : 'Offline'}
                </Badge>
                {x.last_latitude !== null && x.last_longitude !== null ? (
                  <a
                    className="text-primary underline"
                    href={`https://www.openstreetmap.org/?mlat=${x.last_latitude}&mlon=${x.last_longitude}#map=16/${x.last_latitude}/${x.last_longitude}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    Last position {when(x.location_updated_at)}
                  </a>
                ) : (
                  <span className="text-muted-foreground">No position yet</span>
                )}
                <span className="ml-auto">
                  {x.status === 'suspended' ? (
                    <Button
                      size="sm"
                      disabled={status.isPending || reason.trim().length < 3}
                      onClick={() => status.mutate({ id: x.user_id, suspend: false })}
                    >
                      Reinstate
                    </Button>
                  ) : x.status === 'approved' ? (
                    <Button
                      size="sm"
                      variant="destructive"
                      disabled={status.isPending || reason.trim().length < 3}
                      onClick={() => status.mutate({ id: x.user_id, suspend: true })}
                    >
                      Suspend
                    </Button>
                  ) : null}
                </span>
                {open === x.user_id ? <DriverDetail id={x.user_id} /> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
