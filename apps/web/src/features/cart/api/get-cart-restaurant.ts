import type { MenuItem, RestaurantDetail } from '@lekker/core/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';

// The cart's own fetchers for the restaurant it orders from. They use the same cache keys and response shapes
// as the restaurant and menu pages, so a visit to the menu page fills the cart's cache and the other way round.

/** GET /api/restaurants/:id */
export function useCartRestaurant(restaurantId: string | null) {
  return useQuery({
    queryKey: ['restaurants', 'detail', restaurantId ?? ''],
    queryFn: ({ signal }) =>
      apiGet<RestaurantDetail>(`/restaurants/${encodeURIComponent(restaurantId ?? '')}`, undefined, {
        signal,
      }),
    enabled: restaurantId !== null,
  });
}

/** GET /api/restaurants/:id/menu (available items only). Always fresh when the cart is shown. */
export function useCartMenu(restaurantId: string | null) {
  return useQuery({
    queryKey: ['restaurants', 'menu', restaurantId ?? ''],
    queryFn: ({ signal }) =>
      apiGet<{ items: MenuItem[] }>(
        `/restaurants/${encodeURIComponent(restaurantId ?? '')}/menu`,
        undefined,
        {
          signal,
        },
      ),
    enabled: restaurantId !== null,
    refetchOnMount: 'always',
  });
}
