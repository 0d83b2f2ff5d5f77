import { type DeskOrders, DeskOrdersSchema } from '@lekker/core/contracts/desk';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';

/** Every desk query starts with this key: a realtime change or an action refreshes them all. */
export const DESK_QUERY_KEY = ['restaurant-desk'] as const;
export const deskQueryKey = (venueId: string) => [...DESK_QUERY_KEY, venueId] as const;

/** GET /api/restaurant/venues/{id}/desk: open orders and today's finished ones, newest first. */
export async function fetchDeskOrders(venueId: string, signal?: AbortSignal): Promise<DeskOrders> {
  return DeskOrdersSchema.parse(
    await apiGet(`/restaurant/venues/${encodeURIComponent(venueId)}/desk`, undefined, { signal }),
  );
}

/**
 * The desk's orders. No polling: realtime events and reconnects invalidate it (see use-desk-live.ts). It stays
 * fresh until then, so switching portal pages does not refetch.
 */
export const deskOrdersQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: deskQueryKey(venueId),
    queryFn: ({ signal }) => fetchDeskOrders(venueId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
