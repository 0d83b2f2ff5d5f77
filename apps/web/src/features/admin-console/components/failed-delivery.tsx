import { FAILED_DELIVERY_OUTCOMES, type FailedDeliveryOutcome } from '@lekker/core/doorstep';
import { ORDER_STATUS_LABELS } from '@lekker/core/order-status';
import { type AdminOrderDetail, useAdminAction } from '@/api/admin.ts';
import { resolveFailedDelivery } from '@/api/doorstep.ts';
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
  const open = d.order.status === 'undeliverable';
  return (
    <section aria-label={t('doorstep.admin.title')} className="space-y-2 rounded-xl border p-3">
      <h3 className="font-semibold">{t('doorstep.admin.title')}</h3>
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
                onClick={() =>
                  resolve.mutate(outcome, {
                    onSuccess: (order) =>
                      toast.success(
                        t('doorstep.admin.done', { status: ORDER_STATUS_LABELS[order.status].toLowerCase() }),
                      ),
                  })
                }
              >
                {t(OUTCOME_KEYS[outcome])}
              </Button>
            ))}
          </div>
          <ActionError error={resolve.error} />
        </fieldset>
      ) : null}
    </section>
  );
}
