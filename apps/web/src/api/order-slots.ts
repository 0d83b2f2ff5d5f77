// Order for later (docs/product.md#order-for-later): the 15-minute slots a venue takes orders for.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, body } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/restaurants/{id}/order-slots (public). */
export function getOrderSlots(restaurantId: string, signal?: AbortSignal) {
  return body(api.GET('/restaurants/{id}/order-slots', { params: { path: { id: restaurantId } }, signal }));
}

export const orderSlotsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: queryKeys.restaurants.orderSlots(restaurantId),
    queryFn: ({ signal }) => getOrderSlots(restaurantId, signal),
    // Slots pass with the clock: asked again each minute while the checkout is open.
    staleTime: 30 * 1000,
    refetchInterval: 60 * 1000,
  });

/** The venue's slots, asked only once the customer chooses "Later". */
export function useOrderSlots(restaurantId: string | undefined, enabled: boolean) {
  return useQuery({
    ...orderSlotsQueryOptions(restaurantId ?? ''),
    enabled: enabled && Boolean(restaurantId),
  });
}
