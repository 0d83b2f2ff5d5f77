import type { RestaurantDetail } from '@lekker/core/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';

/** GET /api/restaurants/:id */
export function getRestaurant(id: string, signal?: AbortSignal): Promise<RestaurantDetail> {
  return apiGet<RestaurantDetail>(`/restaurants/${encodeURIComponent(id)}`, undefined, { signal });
}

export const restaurantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['restaurants', 'detail', id],
    queryFn: ({ signal }) => getRestaurant(id, signal),
  });

export function useRestaurant(id: string) {
  return useQuery(restaurantQueryOptions(id));
}
