import { cartOrderRestaurantId } from '@lekker/core/cart';
import { useMenu } from '@/api/menu.ts';
import { useOrderSlots } from '@/api/order-slots.ts';
import { useRestaurant } from '@/api/restaurants.ts';
import { ApiError } from '@/lib/api-client.ts';
import { type CartIssue, findCartIssues } from '../cart-reconcile.ts';
import { useCart } from '../cart-store.tsx';
import { minimumOrderText } from '../minimum-order-text.ts';

/**
 * The items cart checked against today's menu (always fetched fresh) and its restaurant (kept fresh while shown):
 * the changed or missing items, the restaurant's name, whether it is closed or no longer taking orders at all
 * (suspended: it answers 404), and the minimum order text.
 */
export function useCartCheck() {
  const { state, acceptMenu } = useCart();
  const restaurantId = cartOrderRestaurantId(state);
  const restaurant = useRestaurant(restaurantId);
  const menu = useMenu(restaurantId, { alwaysFresh: true });
  const issues: Map<string, CartIssue> = menu.data ? findCartIssues(state.items, menu.data.items) : new Map();
  const name = restaurant.data?.name ?? (state.restaurant_id === restaurantId ? state.restaurant_name : null);
  // Closed now but taking orders for later (docs/product.md#order-for-later): checkout stays open for a later time.
  const closedNow = restaurant.data?.is_open === false;
  const slots = useOrderSlots(restaurantId ?? undefined, closedNow);
  const laterOnly = closedNow && (slots.data?.slots.length ?? 0) > 0;
  return {
    state,
    acceptMenu,
    restaurantId,
    menu,
    issues,
    name,
    minimumText: minimumOrderText(state),
    closed: closedNow && !laterOnly,
    laterOnly,
    unavailable: restaurant.error instanceof ApiError && restaurant.error.status === 404,
  };
}
