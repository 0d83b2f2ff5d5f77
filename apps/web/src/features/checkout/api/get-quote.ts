import type { Totals } from '@lekker/core/contracts/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client.ts';
import type { QuoteInput } from '../checkout-form.ts';

/** POST /api/orders/quote: the server's price for the cart at the address (422 for closed, minimum, radius…). */
export function getQuote(request: QuoteInput, signal?: AbortSignal): Promise<Totals> {
  return apiSend<Totals>('POST', '/orders/quote', request, { signal });
}

export const quoteQueryOptions = (request: QuoteInput | null) =>
  queryOptions({
    queryKey: ['checkout', 'quote', request],
    queryFn: ({ signal }) => getQuote(request as QuoteInput, signal),
    enabled: request !== null,
    staleTime: 30 * 1000,
    // A refused quote (422) will not change by asking again.
    retry: false,
  });

/** The totals for the (debounced) request; keeps the last answer on screen while a new one loads. */
export function useQuote(request: QuoteInput | null) {
  return useQuery({ ...quoteQueryOptions(request), placeholderData: keepPreviousData });
}
