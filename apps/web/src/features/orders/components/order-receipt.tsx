import type { Order } from '@lekker/core/contracts/orders';
import { formatKm, formatRand } from '@lekker/core/money';
import { useT } from '@/lib/i18n/use-t.ts';

/** What was ordered and what it cost (with the promotion and first-order discount lines when there were any). */
export function OrderReceipt({ order }: { order: Order }) {
  const t = useT();
  // The discount is the venue's promotion plus the first-order discount (docs/decisions/022-promotions.md).
  const promotion = order.promotion_discount_cents ?? 0;
  const firstOrder = order.discount_cents - promotion;
  return (
    <div className="space-y-3">
      <ul className="divide-y">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 py-2 text-sm">
            <div className="min-w-0">
              <p>
                {item.quantity}× {item.name}
              </p>
              {item.special_instructions ? (
                <p className="text-muted-foreground">{item.special_instructions}</p>
              ) : null}
            </div>
            <span className="shrink-0">{formatRand(item.unit_price_cents * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 border-t pt-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt>Subtotal</dt>
          <dd>{formatRand(order.subtotal_cents)}</dd>
        </div>
        {promotion > 0 ? (
          <div className="flex justify-between gap-4 text-success">
            <dt>Promotion</dt>
            <dd>-{formatRand(promotion)}</dd>
          </div>
        ) : null}
        {firstOrder > 0 ? (
          <div className="flex justify-between gap-4 text-success">
            <dt>First order discount (50% off)</dt>
            <dd>-{formatRand(firstOrder)}</dd>
          </div>
        ) : null}
        {order.fulfilment === 'collection' ? (
          <div className="flex justify-between gap-4 text-muted-foreground" data-testid="receipt-collection">
            <dt>{t('collect.receipt.collection')}</dt>
            <dd>{t('collect.receipt.noFee')}</dd>
          </div>
        ) : (
          <div className="flex justify-between gap-4">
            <dt>
              Delivery fee
              {order.delivery_distance_km != null ? (
                <span className="text-muted-foreground"> ({formatKm(order.delivery_distance_km)})</span>
              ) : null}
            </dt>
            <dd>{formatRand(order.delivery_fee_cents)}</dd>
          </div>
        )}
        {(order.tip_cents ?? 0) > 0 ? (
          <div className="flex justify-between gap-4">
            <dt>{t('tips.receipt.line')}</dt>
            <dd>{formatRand(order.tip_cents ?? 0)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 text-base font-bold">
          <dt>Total</dt>
          <dd>{formatRand(order.total_cents)}</dd>
        </div>
        {order.tip_after?.status === 'paid' ? (
          <div className="flex justify-between gap-4" data-testid="receipt-tip-after">
            <dt>
              {t('tips.after.receipt.line')}
              <span className="text-muted-foreground"> ({t('tips.after.receipt.note')})</span>
            </dt>
            <dd>{formatRand(order.tip_after.amount_cents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 text-muted-foreground">
          <dt>Payment</dt>
          <dd>{order.payment_method === 'cash' ? 'Cash on Delivery' : 'PayFast'}</dd>
        </div>
      </dl>
    </div>
  );
}
