import { type RestaurantsParams, useRestaurantPages } from '@/api/restaurants.ts';

/** The distinct cuisines of the unfiltered list near the customer, as far as it is loaded (for the cuisine filter). */
export function useCuisines(params: RestaurantsParams): string[] {
  const { data } = useRestaurantPages(params);
  return [...new Set((data?.pages ?? []).flatMap((page) => page.restaurants).map((r) => r.cuisine))];
}
