import type {
  DeliveryQuoteRequestSchema,
  DeliveryQuoteResponseSchema,
} from '@lekker/core/contracts/custom-delivery';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiSend } from '@/lib/api-client.ts';

export type DeliveryQuoteRequest = z.infer<typeof DeliveryQuoteRequestSchema>;
export type DeliveryQuote = z.infer<typeof DeliveryQuoteResponseSchema>;

/** POST /api/custom-delivery/quote: fee, distance and minutes from the restaurant to the location. */
export function getDeliveryQuote(
  request: DeliveryQuoteRequest,
  signal?: AbortSignal,
): Promise<DeliveryQuote> {
  return apiSend<DeliveryQuote>('POST', '/custom-delivery/quote', request, { signal });
}

export const deliveryQuoteQueryOptions = (request: DeliveryQuoteRequest | null) =>
  queryOptions({
    queryKey: ['custom-delivery', 'quote', request],
    queryFn: ({ signal }) => getDeliveryQuote(request as DeliveryQuoteRequest, signal),
    enabled: request !== null,
    staleTime: 60 * 1000,
  });

/** The live fee: asked again whenever the restaurant or the location changes. */
export function useDeliveryQuote(request: DeliveryQuoteRequest | null) {
  return useQuery({ ...deliveryQuoteQueryOptions(request), placeholderData: keepPreviousData });
}
