import type { CartState } from '@lekker/core/cart';
import { useQuote } from '@/api/orders.ts';
import { ApiError } from '@/lib/api-client.ts';
import { buildQuoteRequest, type CheckoutFormValues } from '../checkout-form.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * The server's totals for what is typed so far (asked half a second after typing stops), the quote's error, and
 * whether that error asks for a map pin (the address could not be found).
 */
export function useCheckoutQuote(cart: CartState, values: CheckoutFormValues) {
  const quoteRequest = useDebouncedValue(buildQuoteRequest(cart, values), 500);
  const quote = useQuote(quoteRequest);
  const quoteError = quoteRequest && quote.error instanceof ApiError ? quote.error : null;
  const totals = quoteRequest && !quote.isError ? (quote.data ?? null) : null;
  const needsPin = Boolean(quoteError?.fields?.delivery_location);
  return { totals, quoteError, needsPin, loading: quote.isFetching };
}
