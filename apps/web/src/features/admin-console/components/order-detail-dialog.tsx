import { EXCEPTION_LABELS, type ExceptionKind } from '@lekker/core/contracts/admin';
import { REFUND_BEARER_LABELS } from '@lekker/core/contracts/refund-bearer';
import { formatRand } from '@lekker/core/money';
import {
  isDriverAcceptable,
  isTerminal,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '@lekker/core/order-status';
import { type FormEvent, useId, useState } from 'react';
import { type AdminOrderDetail, adminApi, useAdminAction, useAdminOrder } from '@/api/admin.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { CollectionFact } from './collection-fact.tsx';
import { ReassignForm, UnassignButton } from './driver-assignment.tsx';
import { FailedDeliveryCase, hasDoorstep } from './failed-delivery.tsx';
import { OrderMessages } from './order-messages.tsx';
import { ActionError, lateness, QueryState, when } from './query-state.tsx';
import { needsAction, RefundActions } from './refund-actions.tsx';
import { RefundForm } from './refund-form.tsx';

const LEDGER_LABELS: Record<string, string> = {
  food_subtotal: 'Food subtotal',
  discount: 'Discount (marketplace)',
  venue_discount: 'Discount (venue promotion)',
  delivery_fee: 'Delivery fee',
  commission: 'Commission',
  provider_fee: 'PayFast fee',
  venue_net: 'Venue net',
  driver_pay: 'Driver pay',
  cash_collected: 'Cash collected by driver',
  refund: 'Refund',
  venue_refund: 'Refund borne by the venue',
  tip: 'Tip (paid by the customer)',
  driver_tip: 'Tip to the driver',
};

/** One order for an operator: what happened, its money, and the actions (cancel, refund, unassign, note). */
export function OrderDetailDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const order = useAdminOrder(orderId);
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Order {order.data?.order.order_number ?? ''}</DialogTitle>
          <DialogDescription>
            Timeline, money and actions. Every action is kept in the audit log.
          </DialogDescription>
        </DialogHeader>
        <QueryState query={order} label="the order">
          {(d) => <OrderBody d={d} />}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}

function OrderBody({ d }: { d: AdminOrderDetail }) {
  const t = useT();
  const o = d.order;
  const live = !isTerminal(o.status);
  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{ORDER_STATUS_LABELS[o.status as OrderStatus]}</Badge>
        {o.exception ? (
          <Badge variant="destructive">{EXCEPTION_LABELS[o.exception as ExceptionKind]}</Badge>
        ) : null}
        {o.refund_status ? (
          <Badge variant={o.refund_status === 'owed' ? 'secondary' : 'success'}>
            {o.refund_status === 'owed' ? 'Refund owed' : 'Refunded'}
          </Badge>
        ) : null}
        <span className="text-muted-foreground">{lateness(o.minutes_late)}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">Venue</dt>
        <dd>{o.restaurant.name}</dd>
        <dt className="text-muted-foreground">Customer</dt>
        <dd>
          {o.customer.name} · {o.customer.email}
          {o.customer.phone ? ` · ${o.customer.phone}` : ''}
        </dd>
        <dt className="text-muted-foreground">Driver</dt>
        <dd>{o.fulfilment === 'collection' ? <CollectionFact /> : (o.driver?.name ?? 'None')}</dd>
        <dt className="text-muted-foreground">Payment</dt>
        <dd>
          {o.payment_method === 'cash' ? 'Cash on delivery' : 'PayFast'} · total {formatRand(o.total_cents)} ·
          paid online {formatRand(d.paid_cents)} · refundable {formatRand(d.refundable_cents)}
        </dd>
        {d.tip_cents > 0 ? (
          <>
            <dt className="text-muted-foreground">{t('tips.admin.label')}</dt>
            <dd>{t('tips.admin.value', { amount: formatRand(d.tip_cents) })}</dd>
          </>
        ) : null}
        {d.cancel_reason ? (
          <>
            <dt className="text-muted-foreground">Cancelled</dt>
            <dd>{d.cancel_reason}</dd>
          </>
        ) : null}
      </dl>

      {hasDoorstep(d) ? <FailedDeliveryCase d={d} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {live ? <CancelForm id={o.id} /> : null}
        {d.refundable_cents > 0 ? (
          <RefundForm id={o.id} max={d.refundable_cents} delivered={o.status === 'delivered'} />
        ) : null}
        {isDriverAcceptable(o.status) ? <ReassignForm id={o.id} hasDriver={o.driver !== null} /> : null}
        {o.driver && isDriverAcceptable(o.status) ? <UnassignButton id={o.id} /> : null}
        <NoteForm id={o.id} />
      </div>

      <section aria-label="Timeline">
        <h3 className="mb-1 font-semibold">Timeline</h3>
        <ol className="space-y-1">
          {d.events.map((e) => (
            <li key={`${e.at}-${e.to_status}`}>
              {when(e.at)} · {ORDER_STATUS_LABELS[e.to_status as OrderStatus]} ({e.actor_role})
              {e.note ? ` — ${e.note}` : ''}
            </li>
          ))}
        </ol>
      </section>
      {d.ledger.length > 0 ? (
        <section aria-label="Ledger">
          <h3 className="mb-1 font-semibold">Ledger</h3>
          <table className="w-full">
            <tbody>
              {d.ledger.map((l) => (
                <tr key={l.id} className="border-b last:border-0">
                  <th scope="row" className="py-1 text-left font-normal">
                    {LEDGER_LABELS[l.kind] ?? l.kind}
                  </th>
                  <td className="py-1 text-right font-mono">{formatRand(l.amount_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {d.refunds.length > 0 ? (
        <section aria-label="Refunds">
          <h3 className="mb-1 font-semibold">Refunds</h3>
          <ul>
            {d.refunds.map((r) => (
              <li key={r.id} data-testid="admin-refund">
                {when(r.created_at)} · {formatRand(r.amount_cents)} · {r.status}
                {r.provider_reference ? ` · ref ${r.provider_reference}` : ''} · {r.reason}
                {r.bearer ? ` · borne by ${REFUND_BEARER_LABELS[r.bearer].toLowerCase()}` : ''}
                {r.error ? ` · ${r.error}` : ''}
                {r.resolution ? ` · resolved: ${r.resolution}` : ''}
                {needsAction(r) ? <RefundActions orderId={o.id} refund={r} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <OrderMessages orderId={o.id} />
      <section aria-label="Notes and audit">
        <h3 className="mb-1 font-semibold">Notes and admin actions</h3>
        {d.audit.length === 0 ? (
          <p className="text-muted-foreground">None yet.</p>
        ) : (
          <ul className="space-y-1">
            {d.audit.map((a) => (
              <li key={a.id}>
                {when(a.created_at)} · <span className="font-semibold">{a.actor_email ?? 'system'}</span> ·{' '}
                {a.summary}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CancelForm({ id }: { id: string }) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const cancel = useAdminAction((r: string) => adminApi.cancel(id, r));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    cancel.mutate(reason.trim());
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-xl border p-3" aria-label="Cancel the order">
      <Label htmlFor={reasonId}>Cancel with a reason</Label>
      <Input
        id={reasonId}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        minLength={3}
      />
      <ActionError error={cancel.error} />
      <Button type="submit" variant="destructive" size="sm" disabled={cancel.isPending}>
        Cancel order
      </Button>
    </form>
  );
}

function NoteForm({ id }: { id: string }) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const add = useAdminAction((n: string) => adminApi.note(id, n));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(note.trim(), { onSuccess: () => setNote('') });
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-xl border p-3" aria-label="Internal note">
      <Label htmlFor={noteId}>Internal note</Label>
      <Textarea id={noteId} value={note} onChange={(e) => setNote(e.target.value)} required rows={2} />
      <ActionError error={add.error} />
      <Button type="submit" size="sm" variant="outline" disabled={add.isPending}>
        Add note
      </Button>
    </form>
  );
}
