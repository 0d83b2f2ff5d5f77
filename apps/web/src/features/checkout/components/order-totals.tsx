import { formatRand } from '@lekker/core/money';
import type { Quote } from '@/api/orders.ts';
import { estimateLabel, PriceBreakdown } from '@/components/price-breakdown.tsx';
import { cn } from '@/lib/utils.ts';

type CheckoutTotalsProps = {
  /** The server's price for the typed address; null until the address is complete and priced. */
  totals: Quote | null;
  /** The cart's estimate (the figures the cart showed), shown until the address is priced. */
  estimate?: Quote | null;
  /** Where the estimate is for (the stored location's place name). */
  estimateArea?: string;
  /** The cart's own subtotal, shown before the server has priced it. */
  cartSubtotalCents: number;
  loading?: boolean;
  className?: string;
};

/** Why the priced figures differ from the cart's estimate: 'delivery fee R32.00 → R17.00; total …'. */
export function changeFromEstimate(estimate: Quote | null | undefined, priced: Quote | null): string | null {
  if (!estimate || !priced) return null;
  const parts: string[] = [];
  if (estimate.delivery_fee_cents !== priced.delivery_fee_cents)
    parts.push(
      `delivery fee ${formatRand(estimate.delivery_fee_cents)} → ${formatRand(priced.delivery_fee_cents)}`,
    );
  if (estimate.discount_cents !== priced.discount_cents)
    parts.push(`discount ${formatRand(estimate.discount_cents)} → ${formatRand(priced.discount_cents)}`);
  if (estimate.total_cents !== priced.total_cents)
    parts.push(`total ${formatRand(estimate.total_cents)} → ${formatRand(priced.total_cents)}`);
  return parts.length > 0 ? `Updated for your address: ${parts.join('; ')}.` : null;
}

/**
 * Subtotal, promotion, first-order discount, delivery fee and total, as priced by the server: the cart's estimate
 * until the address is priced, then the price for the address, saying what changed (docs/product.md#checkout,
 * docs/product.md#pricing).
 */
export function CheckoutTotals({
  totals,
  estimate = null,
  estimateArea,
  cartSubtotalCents,
  loading,
  className,
}: CheckoutTotalsProps) {
  const shown = totals ?? estimate;
  const change = changeFromEstimate(estimate, totals);
  return (
    <div className={cn('space-y-2 rounded-xl bg-muted p-4 text-sm', className)}>
      {!totals && estimate ? (
        <p className="text-xs text-muted-foreground" data-testid="checkout-estimate-label">
          {estimateLabel(estimateArea)}. Enter your address for the final price.
        </p>
      ) : null}
      <PriceBreakdown
        quote={shown}
        fallbackSubtotalCents={cartSubtotalCents}
        loading={loading}
        feePlaceholder="Enter your address"
        testIdPrefix="checkout"
      />
      {change ? (
        <p role="status" className="text-xs font-medium text-amber-900" data-testid="checkout-price-change">
          {change}
        </p>
      ) : null}
      {shown?.estimated_minutes != null ? (
        <p className="text-xs text-muted-foreground">
          Estimated delivery in about {shown.estimated_minutes} minutes.
        </p>
      ) : null}
    </div>
  );
}
