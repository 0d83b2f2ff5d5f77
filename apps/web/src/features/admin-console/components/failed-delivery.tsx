import { FAILED_DELIVERY_OUTCOMES, type FailedDeliveryOutcome } from '@lekker/core/doorstep';
import { ORDER_STATUS_LABELS } from '@lekker/core/order-status';
import { type AdminOrderDetail, useAdminAction } from '@/api/admin.ts';
import { resolveFailedDelivery, reviewHandover } from '@/api/doorstep.ts';
import { Button } from '@/components/ui/button.tsx';
import type { MessageId } from '@/lib/i18n/i18n.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';
import { ActionError, when } from './query-state.tsx';

const OUTCOME_KEYS: Record<FailedDeliveryOutcome, MessageId> = {
  return_to_venue: 'doorstep.admin.return',
  discard: 'doorstep.admin.discard',
  redeliver: 'doorstep.admin.redeliver',
};

/** Whether the case file has anything of the doorstep to show. */
export const hasDoorstep = (d: AdminOrderDetail) =>
  d.order.status === 'undeliverable' ||
  d.order.status === 'handover_review' ||
  d.doorstep.leave_at_door ||
  d.doorstep.wait_started_at !== null ||
  d.doorstep.photo_url !== null;

/**
 * The doorstep in the admin's case file (docs/product.md#when-the-door-does-not-open): the customer's choice, the
 * wait, the driver's photo and note, and for an order that could not be delivered its outcome (decision 064).
 */
export function FailedDeliveryCase({ d }: { d: AdminOrderDetail }) {
  const t = useT();
  const { doorstep } = d;
  const resolve = useAdminAction((outcome: FailedDeliveryOutcome) =>
    resolveFailedDelivery(d.order.id, outcome),
  );
  const review = useAdminAction((approve: boolean) => reviewHandover(d.order.id, approve));
  const open = d.order.status === 'undeliverable';
  const handover = d.order.status === 'handover_review';
  const title = handover ? t('doorstep.admin.handoverTitle') : t('doorstep.admin.title');
  const saved = (order: { status: keyof typeof ORDER_STATUS_LABELS }) =>
    toast.success(t('doorstep.admin.done', { status: ORDER_STATUS_LABELS[order.status].toLowerCase() }));
  return (
    <section aria-label={title} className="space-y-2 rounded-xl border p-3">
      <h3 className="font-semibold">{title}</h3>
      {handover ? <p>{t('doorstep.admin.handoverExplain')}</p> : null}
      {doorstep.leave_at_door ? <p>{t('doorstep.admin.leaveAtDoor')}</p> : null}
      {doorstep.wait_started_at ? (
        <p>{t('doorstep.admin.waitStarted', { time: when(doorstep.wait_started_at) })}</p>
      ) : null}
      {doorstep.note ? (
        <p>
          <span className="text-muted-foreground">{t('doorstep.admin.note')}:</span> {doorstep.note}
        </p>
      ) : null}
      {doorstep.photo_url ? (
        <a href={doorstep.photo_url} target="_blank" rel="noreferrer" className="font-semibold underline">
          {t('doorstep.admin.photo')}
        </a>
      ) : null}
      {open ? (
        <fieldset className="space-y-2">
          <legend className="font-semibold">{t('doorstep.admin.choose')}</legend>
          <p className="text-muted-foreground">{t('doorstep.admin.money')}</p>
          <div className="flex flex-wrap gap-2">
            {FAILED_DELIVERY_OUTCOMES.map((outcome) => (
              <Button
                key={outcome}
                type="button"
                size="sm"
                variant={outcome === 'redeliver' ? 'default' : 'outline'}
                disabled={resolve.isPending}
                onClick={() => resolve.mutate(outcome, { onSuccess: saved })}
              >
                {t(OUTCOME_KEYS[outcome])}
              </Button>
            ))}
          </div>
          <ActionError error={resolve.error} />
        </fieldset>
      ) : null}
      {handover ? (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            disabled={review.isPending}
            onClick={() => review.mutate(true, { onSuccess: saved })}
          >
            {t('doorstep.admin.approve')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={review.isPending}
            onClick={() => review.mutate(false, { onSuccess: saved })}
          >
            {t('doorstep.admin.reject')}
          </Button>
          <ActionError error={review.error} />
        </div>
      ) : null}
    </section>
  );
}
