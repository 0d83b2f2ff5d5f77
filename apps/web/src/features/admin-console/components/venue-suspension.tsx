import { type FormEvent, useId, useState } from 'react';
import { type AdminRestaurant, adminApi, useAdminAction } from '@/api/admin.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const action = useAdminAction((r: string) => adminApi.venueActive(v.id, suspended, r));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return setError('Give a reason of at least 3 characters.');
    setError(null);
    action.mutate(reason.trim(), {
      onSuccess: () => {
        setReason('');
        setOpen(false);
      },
    });
  };

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
          setReason('');
          setError(null);
          setOpen(true);
        }}
      >
        {suspended ? 'Reinstate venue' : 'Suspend venue'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{suspended ? `Reinstate ${v.name}?` : `Suspend ${v.name}?`}</DialogTitle>
            <DialogDescription>
              {suspended
                ? 'It returns to how it was before the suspension: live again if it was live, otherwise back to its go-live checklist.'
                : 'Customers stop seeing it at once, and its owners cannot change it or go live until an admin reinstates it.'}
            </DialogDescription>
          </DialogHeader>
          <form onSubmit={submit} className="space-y-3" noValidate>
            <div className="space-y-2">
              <Label htmlFor={`${id}-reason`}>Reason (shown to the owners and e-mailed to them)</Label>
              <Textarea
                id={`${id}-reason`}
                rows={3}
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
            {error ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
            <ActionError error={action.error} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant={suspended ? 'default' : 'destructive'}
                disabled={action.isPending}
              >
                {suspended ? 'Reinstate' : 'Suspend'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
