import { type RestaurantsParams, useRestaurants } from '@/api/restaurants.ts';

/** The distinct cuisines of the unfiltered list near the customer (for the cuisine filter). */
export function useCuisines(params: RestaurantsParams): string[] {
  const { data } = useRestaurants(params);
  return [...new Set((data?.restaurants ?? []).map((r) => r.cuisine))];
}
