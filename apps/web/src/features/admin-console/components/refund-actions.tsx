import { formatRand } from '@lekker/core/money';
import { type FormEvent, useId, useState } from 'react';
import { type AdminOrderDetail, adminApi, useAdminAction } from '@/api/admin.ts';
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

type Refund = AdminOrderDetail['refunds'][number];

/** A refund still waiting for PayFast, or one that failed, that no admin has resolved: it needs someone. */
export const needsAction = (r: Refund) => (r.status === 'pending' || r.status === 'failed') && !r.resolved_at;

/**
 * Retry and Mark resolved for a pending or failed refund (docs/decisions/045-pending-refunds.md), each confirmed in a
 * dialog; resolving asks for the reason the audit log keeps.
 */
export function RefundActions({ orderId, refund }: { orderId: string; refund: Refund }) {
  const [open, setOpen] = useState<'retry' | 'resolve' | null>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const retry = useAdminAction(() => adminApi.retryRefund(orderId, refund.id));
  const resolve = useAdminAction((r: string) => adminApi.resolveRefund(orderId, refund.id, r));
  const action = open === 'resolve' ? resolve : retry;
  const amount = formatRand(refund.amount_cents);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const done = { onSuccess: () => setOpen(null) };
    if (open === 'resolve') resolve.mutate(reason.trim(), done);
    else retry.mutate(undefined, done);
  };
  return (
    <span className="ml-2 inline-flex gap-1">
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen('retry')}>
        Retry
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => {
          setReason('');
          setOpen('resolve');
        }}
      >
        Mark resolved
      </Button>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {open === 'resolve' ? `Mark the ${amount} refund resolved` : `Retry the ${amount} refund`}
            </DialogTitle>
            <DialogDescription>
              {open === 'retry'
                ? refund.status === 'pending'
                  ? 'PayFast is asked first; if it has no record of this refund, it is sent again.'
                  : 'The amount is sent to PayFast again on the same payment.'
                : refund.status === 'pending'
                  ? 'Only if you confirmed in PayFast that this refund went through: it is recorded as refunded.'
                  : 'The failed refund leaves the list. Any amount still owed stays owed.'}
            </DialogDescription>
          </DialogHeader>
          <form
            onSubmit={submit}
            className="space-y-3"
            aria-label={open === 'resolve' ? 'Mark resolved' : 'Retry'}
          >
            {open === 'resolve' ? (
              <div className="space-y-1">
                <Label htmlFor={reasonId}>Reason</Label>
                <Textarea
                  id={reasonId}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  required
                  minLength={3}
                />
              </div>
            ) : null}
            <ActionError error={action.error} />
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => setOpen(null)}>
                Keep it as it is
              </Button>
              <Button
                type="submit"
                disabled={action.isPending || (open === 'resolve' && reason.trim().length < 3)}
              >
                {open === 'resolve' ? 'Mark resolved' : 'Retry refund'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </span>
  );
}
