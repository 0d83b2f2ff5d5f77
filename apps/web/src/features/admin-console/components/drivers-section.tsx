import { useState } from 'react';
import { type AdminDriver, adminApi, useAdminAction, useAdminDrivers } from '@/api/admin.ts';
import { ConfirmWithReasonDialog } from '@/components/confirm-with-reason-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { DriverDetail } from './driver-detail.tsx';
import { ActionError, QueryState, when } from './query-state.tsx';

/**
 * Drivers: online state, last position (opens a map), suspend or reinstate — each confirmed with a typed reason in
 * the shared dialog (docs/decisions/053); a driver's name opens their application details, documents, bank account
 * and internal notes. Each button names its driver for screen readers ("Suspend Thabo M.").
 */
export function DriversSection() {
  const [q, setQ] = useState('');
  const [confirming, setConfirming] = useState<{ driver: AdminDriver; suspend: boolean } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const drivers = useAdminDrivers(q.trim());
  const status = useAdminAction((x: { id: string; suspend: boolean; reason: string }) =>
    adminApi.driverStatus(x.id, x.suspend, x.reason),
  );
  const ask = (driver: AdminDriver, suspend: boolean) => {
    status.reset();
    setConfirming({ driver, suspend });
  };
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
      </div>
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
                    <Button size="sm" aria-label={`Reinstate ${x.name}`} onClick={() => ask(x, false)}>
                      Reinstate
                    </Button>
                  ) : x.status === 'approved' ? (
                    <Button
                      size="sm"
                      variant="destructive"
                      aria-label={`Suspend ${x.name}`}
                      onClick={() => ask(x, true)}
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
      <ConfirmWithReasonDialog
        open={confirming !== null}
        onOpenChange={(next) => !next && setConfirming(null)}
        title={confirming ? `${confirming.suspend ? 'Suspend' : 'Reinstate'} ${confirming.driver.name}?` : ''}
        description={
          confirming?.suspend
            ? 'They go offline at once, and their jobs not yet picked up go back to the other drivers.'
            : 'They can go online and take jobs again.'
        }
        confirmLabel={confirming?.suspend ? 'Suspend driver' : 'Reinstate driver'}
        destructive={confirming?.suspend}
        pending={status.isPending}
        error={<ActionError error={status.error} />}
        onConfirm={(reason) =>
          confirming &&
          status.mutate(
            { id: confirming.driver.user_id, suspend: confirming.suspend, reason },
            { onSuccess: () => setConfirming(null) },
          )
        }
      />
    </section>
  );
}
