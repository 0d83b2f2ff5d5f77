// A restaurant's menu: one fetcher and one cache entry for the menu page, the cart and 'Reorder'.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, body } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { VENUE_REFRESH_MS } from './restaurants.ts';

/**
 * GET /api/restaurants/:id/menu: the available items, by name, with today's prices. Revalidated with the server
 * every time (`cache: 'no-cache'`, as the venue itself: `getRestaurant`), never the browser's older copy.
 */
export function getMenu(restaurantId: string, signal?: AbortSignal) {
  return body(
    api.GET('/restaurants/{id}/menu', { params: { path: { id: restaurantId } }, signal, cache: 'no-cache' }),
  );
}

export const menuQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: queryKeys.restaurants.menu(restaurantId),
    queryFn: ({ signal }) => getMenu(restaurantId, signal),
  });

type UseMenuOptions = {
  /** Ask again on every mount (the cart checks availability whenever it is shown). */
  alwaysFresh?: boolean;
  /** Keep it fresh while on screen, as the venue is (the menu page: sold out, a load-shedding slot's reduced menu). */
  live?: boolean;
};

/** The menu; `null` waits (the cart before it knows its restaurant). */
export function useMenu(restaurantId: string | null, options: UseMenuOptions = {}) {
  return useQuery({
    ...menuQueryOptions(restaurantId ?? ''),
    enabled: restaurantId !== null,
    ...(options.alwaysFresh ? { refetchOnMount: 'always' as const } : {}),
    ...(options.live
      ? {
          staleTime: 0,
          refetchInterval: VENUE_REFRESH_MS,
          refetchOnWindowFocus: true,
          refetchOnReconnect: true,
        }
      : {}),
  });
}
