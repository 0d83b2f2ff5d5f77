// Restaurants and grocery stores: the list near a location and one restaurant's details.
import type { RestaurantFilters, RestaurantKind } from '@lekker/core/contracts/catalogue';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { isLite, LITE_PAGE_SIZE } from '@/lib/lite-mode.ts';
import { api, body } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type RestaurantsParams = RestaurantFilters & {
  lat?: number;
  lng?: number;
  kind?: RestaurantKind;
};

/**
 * GET /api/restaurants: one page (30) of the list near the location (when given; else the best-rated nationally),
 * filtered and sorted by the server. `cursor` is the previous page's `next_cursor`; `top_picks` asks for Top Picks.
 */
export function getRestaurants(
  params: RestaurantsParams,
  signal?: AbortSignal,
  page: { cursor?: string; top_picks?: boolean; limit?: number } = {},
) {
  return body(
    api.GET('/restaurants', {
      params: {
        query: {
          lat: params.lat,
          lng: params.lng,
          kind: params.kind,
          cuisine: params.cuisine || undefined,
          min_rating: params.min_rating,
          max_delivery_time: params.max_delivery_time,
          max_delivery_fee_cents: params.max_delivery_fee_cents,
          open_now: params.open_now ? 'true' : undefined,
          cursor: page.cursor,
          limit: page.limit,
          top_picks: page.top_picks ? 'true' : undefined,
        },
      },
      signal,
    }),
  );
}

export const restaurantsQueryOptions = (params: RestaurantsParams = {}) =>
  queryOptions({
    queryKey: queryKeys.restaurants.list(params),
    queryFn: ({ signal }) => getRestaurants(params, signal),
  });

export function useRestaurants(params: RestaurantsParams = {}) {
  return useQuery(restaurantsQueryOptions(params));
}

/**
 * The list page by page (infinite scroll): the first page also brings Top Picks; the next one is asked for with
 * the last page's `next_cursor` until it is null. TopPicks, the cuisine filter and the list share this cache.
 */
export function useRestaurantPages(params: RestaurantsParams = {}) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.restaurants.list(params), 'pages'] as const,
    queryFn: ({ signal, pageParam }) =>
      getRestaurants(
        params,
        signal,
        // Lite mode: the further pages are smaller; the first is the one every visitor shares (and the page embeds).
        pageParam ? { cursor: pageParam, limit: isLite() ? LITE_PAGE_SIZE : undefined } : { top_picks: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

type Origin = { latitude: number; longitude: number } | null;

/**
 * GET /api/restaurants/:id, with the distance and its delivery fee when the customer's location is given. Always
 * revalidated with the server (`cache: 'no-cache'`: the browser asks with its ETag and gets a 304 when nothing
 * changed), never answered from the browser's copy, which may be 45 s old (`max-age=15, stale-while-revalidate=30`):
 * the server's own answer cache is already exact for a pause, a suspension or a slot (decisions 023, 052).
 */
export function getRestaurant(id: string, signal?: AbortSignal, origin: Origin = null) {
  return body(
    api.GET('/restaurants/{id}', {
      params: {
        path: { id },
        query: origin ? { lat: origin.latitude, lng: origin.longitude } : {},
      },
      signal,
      cache: 'no-cache',
    }),
  );
}

/**
 * How often a venue on screen (its menu, the cart) is asked again while the tab is visible: a pause, a closing, a
 * load-shedding slot or a suspension shows within this without a reload (docs/decisions/052-live-customer-screens.md).
 * It is also asked again when the tab comes back into view, the network returns or the live connection reconnects.
 */
export const VENUE_REFRESH_MS = 30_000;

export const restaurantQueryOptions = (id: string, origin: Origin = null) =>
  queryOptions({
    queryKey: origin
      ? ([...queryKeys.restaurants.detail(id), origin.latitude, origin.longitude] as const)
      : queryKeys.restaurants.detail(id),
    queryFn: ({ signal }) => getRestaurant(id, signal, origin),
    staleTime: 0,
    refetchInterval: VENUE_REFRESH_MS,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });

/**
 * One restaurant, kept fresh while on screen (VENUE_REFRESH_MS, focus, reconnect); `null` waits (the cart before it
 * knows its restaurant). With the customer's location its fee is the one the card and checkout show for it
 * (docs/decisions/021-one-price-quote.md).
 */
export function useRestaurant(id: string | null, origin: Origin = null) {
  return useQuery({ ...restaurantQueryOptions(id ?? '', origin), enabled: id !== null });
}
