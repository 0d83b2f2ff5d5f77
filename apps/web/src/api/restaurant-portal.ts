// The restaurant portal: the caller's venues, a venue's day, and its order desk with the kitchen's actions.
// Answers are also parsed with the core contracts: the desk drives a kitchen, so a drifted answer fails loudly here.
import { DeskOrdersSchema, type RejectOrder } from '@lekker/core/contracts/desk';
import { MyVenuesSchema, VenueTodaySchema } from '@lekker/core/contracts/portal';
import { queryOptions } from '@tanstack/react-query';
import { api, body } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/restaurant/venues: the venues the caller belongs to (owner or staff), by name. */
export async function getMyVenues(signal?: AbortSignal) {
  return MyVenuesSchema.parse(await body(api.GET('/restaurant/venues', { signal }))).venues;
}

export const myVenuesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.portal.venues,
    queryFn: ({ signal }) => getMyVenues(signal),
    staleTime: 60 * 1000,
  });

/** GET /api/restaurant/venues/{id}/today: counts by status, food sold, average preparation, open state. */
export async function getVenueToday(venueId: string, signal?: AbortSignal) {
  return VenueTodaySchema.parse(
    await body(api.GET('/restaurant/venues/{id}/today', { params: { path: { id: venueId } }, signal })),
  );
}

export const venueTodayQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: queryKeys.portal.today(venueId),
    queryFn: ({ signal }) => getVenueToday(venueId, signal),
  });

/** GET /api/restaurant/venues/{id}/desk: open orders and today's finished ones, newest first. */
export async function getDesk(venueId: string, signal?: AbortSignal) {
  return DeskOrdersSchema.parse(
    await body(api.GET('/restaurant/venues/{id}/desk', { params: { path: { id: venueId } }, signal })),
  );
}

/**
 * The desk's orders. No polling: realtime events and reconnects invalidate it (features/restaurant-desk). It stays
 * fresh until then, so moving between portal pages does not refetch.
 */
export const deskQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: queryKeys.portal.desk(venueId),
    queryFn: ({ signal }) => getDesk(venueId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

const order = (id: string) => ({ params: { path: { id } } });

/** The kitchen's actions; each is idempotent on the server (repeating one answers the order as it now is). */
export const deskActions = {
  confirm: (id: string, preparationMinutes: number) =>
    body(
      api.POST('/restaurant/orders/{id}/confirm', {
        ...order(id),
        body: { preparation_minutes: preparationMinutes },
      }),
    ),
  reject: (id: string, input: RejectOrder) =>
    body(api.POST('/restaurant/orders/{id}/reject', { ...order(id), body: input })),
  preparing: (id: string) => body(api.POST('/restaurant/orders/{id}/preparing', order(id))),
  ready: (id: string) => body(api.POST('/restaurant/orders/{id}/ready', order(id))),
};
