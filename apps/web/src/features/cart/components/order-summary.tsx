import { formatRand } from '@lekker/core/money';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';

type OrderSummaryProps = {
  subtotalCents?: number;
  deliveryFeeCents: number;
  totalCents: number;
  children?: ReactNode;
};

/** Subtotal, delivery fee and total. */
export function OrderSummary({ subtotalCents, deliveryFeeCents, totalCents, children }: OrderSummaryProps) {
  const t = useT();
  return (
    <section aria-labelledby="order-summary-title" className="space-y-3 rounded-card border bg-card p-4">
      <h2 id="order-summary-title" className="font-bold">
        {t('cart.summary.title')}
      </h2>
      <dl className="space-y-2 text-sm">
        {subtotalCents !== undefined ? (
          <div className="flex justify-between gap-4">
            <dt>{t('price.subtotal')}</dt>
            <dd className="tabular-nums" data-testid="cart-subtotal">
              {formatRand(subtotalCents)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt>{t('price.deliveryFee')}</dt>
          <dd className="tabular-nums" data-testid="cart-delivery-fee">
            {formatRand(deliveryFeeCents)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t pt-2 text-base font-bold">
          <dt>{t('price.total')}</dt>
          <dd className="tabular-nums" data-testid="cart-total">
            {formatRand(totalCents)}
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
