import type { RestaurantPickerResponseSchema } from '@lekker/core/contracts/custom-delivery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '@/lib/api-client.ts';

export type PickerResponse = z.infer<typeof RestaurantPickerResponseSchema>;
export type PickerRestaurant = PickerResponse['restaurants'][number];

/** GET /api/custom-delivery/restaurants: active restaurants' id, name and location (spec §7 picker read). */
export function getPickerRestaurants(signal?: AbortSignal): Promise<PickerResponse> {
  return apiGet<PickerResponse>('/custom-delivery/restaurants', undefined, { signal });
}

export const pickerRestaurantsQueryOptions = () =>
  queryOptions({
    queryKey: ['custom-delivery', 'restaurants'],
    queryFn: ({ signal }) => getPickerRestaurants(signal),
    staleTime: 5 * 60 * 1000,
  });

export function usePickerRestaurants() {
  return useQuery(pickerRestaurantsQueryOptions());
}
