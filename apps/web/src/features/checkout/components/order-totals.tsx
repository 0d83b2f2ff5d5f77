import type { Totals } from '@lekker/core/contracts/orders';
import { formatKm, formatRand } from '@lekker/core/money';
import { cn } from '@/lib/utils.ts';

type CheckoutTotalsProps = {
  /** The server's quote; null until the address is complete. */
  totals: Totals | null;
  /** The cart's own subtotal, shown before the server has priced it. */
  cartSubtotalCents: number;
  loading?: boolean;
  className?: string;
};

/** Subtotal, first-order discount, delivery fee and total, as priced by the server (docs/product.md#checkout, docs/product.md#first-order-discount). */
export function CheckoutTotals({ totals, cartSubtotalCents, loading, className }: CheckoutTotalsProps) {
  return (
    <div className={cn('space-y-1.5 rounded-xl bg-muted p-4 text-sm', className)}>
      <dl className="space-y-1.5" aria-busy={loading}>
        <div className="flex justify-between gap-4">
          <dt>Subtotal</dt>
          <dd>{formatRand(totals?.subtotal_cents ?? cartSubtotalCents)}</dd>
        </div>
        {totals && totals.discount_cents > 0 ? (
          <div className="flex justify-between gap-4 text-success">
            <dt>First order discount (50% off)</dt>
            <dd>-{formatRand(totals.discount_cents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt>
            Delivery fee
            {totals?.distance_km != null ? (
              <span className="text-muted-foreground"> ({formatKm(totals.distance_km)})</span>
            ) : null}
          </dt>
          <dd>
            {totals ? formatRand(totals.delivery_fee_cents) : loading ? 'Calculating…' : 'Enter your address'}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd data-testid="checkout-total">{totals ? formatRand(totals.total_cents) : '—'}</dd>
        </div>
      </dl>
      {totals?.estimated_minutes != null ? (
        <p className="text-xs text-muted-foreground">
          Estimated delivery in about {totals.estimated_minutes} minutes.
        </p>
      ) : null}
    </div>
  );
}
