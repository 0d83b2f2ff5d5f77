import { useState } from 'react';
import { type AdminRestaurant, adminApi, useAdminAction } from '@/api/admin.ts';
import { ConfirmWithReasonDialog } from '@/components/confirm-with-reason-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ActionError } from './query-state.tsx';

/** A venue's state for operators: suspended by an admin, live, or not live yet (its owner's go-live checklist). */
export function VenueStateBadge({ v }: { v: Pick<AdminRestaurant, 'is_active' | 'suspended_at'> }) {
  if (v.suspended_at) return <Badge variant="destructive">Suspended</Badge>;
  return v.is_active ? <Badge variant="success">Live</Badge> : <Badge variant="muted">Not live yet</Badge>;
}

/**
 * Suspend or reinstate a venue, each confirmed in a dialog with the reason (kept, shown to the owners in their
 * portal, e-mailed, audited). Reinstating restores the venue's state before the suspension
 * (docs/decisions/049-suspension-wins.md).
 */
export function VenueSuspension({ v }: { v: AdminRestaurant }) {
  const suspended = v.suspended_at !== null;
  const [open, setOpen] = useState(false);
  const action = useAdminAction((r: string) => adminApi.venueActive(v.id, suspended, r));

  return (
    <div className="space-y-2">
      {suspended ? (
        <p>
          Suspended {new Date(v.suspended_at!).toLocaleString('en-ZA')} because: {v.suspended_reason}
        </p>
      ) : null}
      <Button
        type="button"
        size="sm"
        variant={suspended ? 'default' : 'destructive'}
        onClick={() => {
          action.reset();
          setOpen(true);
        }}
      >
        {suspended ? 'Reinstate venue' : 'Suspend venue'}
      </Button>
      <ConfirmWithReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={suspended ? `Reinstate ${v.name}?` : `Suspend ${v.name}?`}
        description={
          suspended
            ? 'It returns to how it was before the suspension: live again if it was live, otherwise back to its go-live checklist.'
            : 'Customers stop seeing it at once, and its owners cannot change it or go live until an admin reinstates it.'
        }
        reasonLabel="Reason (shown to the owners and e-mailed to them)"
        confirmLabel={suspended ? 'Reinstate' : 'Suspend'}
        destructive={!suspended}
        pending={action.isPending}
        error={<ActionError error={action.error} />}
        onConfirm={(reason) => action.mutate(reason, { onSuccess: () => setOpen(false) })}
      />
    </div>
  );
}
