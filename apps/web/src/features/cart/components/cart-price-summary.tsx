import { type CartState, cartSubtotalCents } from '@lekker/core/cart';
import type { ReactNode } from 'react';
import { useCartEstimate } from '@/api/orders.ts';
import { estimateLabel, PriceBreakdown } from '@/components/price-breakdown.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { locationArea } from '@/lib/location.ts';

/**
 * The cart's totals: the server's estimate for the customer's location (fee, distance, promotion, first-order
 * discount, total), labelled as an estimate until checkout prices the address (docs/product.md#pricing).
 */
export function CartPriceSummary({ cart, children }: { cart: CartState; children?: ReactNode }) {
  const { quote, location } = useCartEstimate(cart);
  const error = quote.error instanceof ApiError ? quote.error : null;
  const t = useT();
  return (
    <section aria-labelledby="order-summary-title" className="space-y-3 rounded-card border bg-card p-4">
      <div className="space-y-0.5">
        <h2 id="order-summary-title" className="font-bold">
          {t('cart.summary.title')}
        </h2>
        <p className="text-xs text-muted-foreground" data-testid="cart-estimate-label">
          {estimateLabel(locationArea(location))}
        </p>
      </div>
      <PriceBreakdown
        // The last answer is for the cart as it was: say "Calculating…" rather than show it.
        quote={quote.isError || quote.isPlaceholderData ? null : (quote.data ?? null)}
        fallbackSubtotalCents={cartSubtotalCents(cart)}
        loading={quote.isFetching}
        testIdPrefix="cart"
      />
      {error ? (
        <Alert variant="warning" role="status">
          {error.message}
        </Alert>
      ) : quote.isError ? (
        <Alert variant="warning" role="status">
          {t('cart.summary.feeFailed')}
        </Alert>
      ) : null}
      {children}
    </section>
  );
}
