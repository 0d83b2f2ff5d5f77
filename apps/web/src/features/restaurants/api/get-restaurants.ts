import type {
  RestaurantFilters,
  RestaurantKind,
  RestaurantListResponse,
} from '@lekker/core/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';

export type RestaurantsParams = RestaurantFilters & {
  lat?: number;
  lng?: number;
  kind?: RestaurantKind;
};

/** GET /api/restaurants: the list near the location (when given), filtered and sorted by the server. */
export function getRestaurants(
  params: RestaurantsParams,
  signal?: AbortSignal,
): Promise<RestaurantListResponse> {
  return apiGet<RestaurantListResponse>(
    '/restaurants',
    {
      lat: params.lat,
      lng: params.lng,
      kind: params.kind,
      cuisine: params.cuisine,
      min_rating: params.min_rating,
      max_delivery_time: params.max_delivery_time,
      max_delivery_fee_cents: params.max_delivery_fee_cents,
      open_now: params.open_now ? true : undefined,
    },
    { signal },
  );
}

export const restaurantsQueryOptions = (params: RestaurantsParams = {}) =>
  queryOptions({
    queryKey: ['restaurants', 'list', params],
    queryFn: ({ signal }) => getRestaurants(params, signal),
  });

export function useRestaurants(params: RestaurantsParams = {}) {
  return useQuery(restaurantsQueryOptions(params));
}
