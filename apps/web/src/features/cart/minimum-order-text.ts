import { type CartState, minimumOrderShortfallCents } from '@lekker/core/cart';
import { MIN_ORDER_CENTS } from '@lekker/core/constants';
import { formatRand } from '@lekker/core/money';
import { t } from '@/lib/i18n/i18n.ts';

/** 'Minimum order amount is R50. Add R12.00 more to proceed.' (docs/product.md#minimum-order), or null when the minimum is met. */
export function minimumOrderText(state: CartState): string | null {
  const shortfall = minimumOrderShortfallCents(state);
  if (shortfall <= 0) return null;
  return t('cart.minimumOrder', { minimum: `R${MIN_ORDER_CENTS / 100}`, shortfall: formatRand(shortfall) });
}
