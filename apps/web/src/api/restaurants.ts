// Restaurants and grocery stores: the list near a location and one restaurant's details.
import type { RestaurantFilters, RestaurantKind } from '@lekker/core/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, body } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type RestaurantsParams = RestaurantFilters & {
  lat?: number;
  lng?: number;
  kind?: RestaurantKind;
};

/** GET /api/restaurants: the list near the location (when given), filtered and sorted by the server. */
export function getRestaurants(params: RestaurantsParams, signal?: AbortSignal) {
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

/** GET /api/restaurants/:id */
export function getRestaurant(id: string, signal?: AbortSignal) {
  return body(api.GET('/restaurants/{id}', { params: { path: { id } }, signal }));
}

export const restaurantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.restaurants.detail(id),
    queryFn: ({ signal }) => getRestaurant(id, signal),
  });

/** One restaurant; `null` waits (the cart before it knows its restaurant). */
export function useRestaurant(id: string | null) {
  return useQuery({ ...restaurantQueryOptions(id ?? ''), enabled: id !== null });
}
