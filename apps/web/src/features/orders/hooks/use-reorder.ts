import type { CartAction } from '@lekker/core/cart';
import type { OrderSummary } from '@lekker/core/contracts/orders';
import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useState } from 'react';
import { menuQueryOptions } from '@/api/menu.ts';
import { toast } from '@/lib/toast.ts';

export type ReorderPlan = {
  add: Extract<CartAction, { type: 'add' }>[];
  unavailable: string[];
};

/** Which of an old order's items can go back in the cart, at today's menu prices. */
export function planReorder(
  order: Pick<OrderSummary, 'items' | 'restaurant'>,
  menu: { id: string; name: string; price_cents: number; restaurant_id: string; is_available: boolean }[],
): ReorderPlan {
  const byId = new Map(menu.map((m) => [m.id, m]));
  const plan: ReorderPlan = { add: [], unavailable: [] };
  for (const item of order.items) {
    const m = item.menu_item_id ? byId.get(item.menu_item_id) : undefined;
    if (!m?.is_available || m.restaurant_id !== order.restaurant.id) {
      plan.unavailable.push(item.name);
      continue;
    }
    plan.add.push({
      type: 'add',
      item: { id: m.id, name: m.name, restaurant_id: m.restaurant_id, price_cents: m.price_cents },
      quantity: item.quantity,
      special_instructions: item.special_instructions ?? undefined,
      restaurant_name: order.restaurant.name,
    });
  }
  return plan;
}

/**
 * 'Reorder': refills the cart with the same items at today's prices (the menu is fetched fresh); items no longer
 * available are left out with a toast. Resolves true when something was added.
 */
export function useReorder(dispatch: Dispatch<CartAction>) {
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function reorder(order: OrderSummary): Promise<boolean> {
    setPendingId(order.id);
    try {
      const menu = await queryClient.fetchQuery({ ...menuQueryOptions(order.restaurant.id), staleTime: 0 });
      const plan = planReorder(order, menu.items);
      if (plan.add.length === 0) {
        toast.error('Nothing to reorder', {
          description: `${plan.unavailable.join(', ')} ${plan.unavailable.length === 1 ? 'is' : 'are'} not available right now.`,
        });
        return false;
      }
      dispatch({ type: 'clear' });
      for (const action of plan.add) dispatch(action);
      const count = plan.add.reduce((n, a) => n + (a.quantity ?? 1), 0);
      toast.success('Added to cart', {
        description: `${count} item${count === 1 ? '' : 's'} from ${order.restaurant.name} at today's prices`,
      });
      if (plan.unavailable.length > 0)
        toast.warning('Some items are unavailable', {
          description: `${plan.unavailable.join(', ')} could not be added: no longer on the menu or sold out.`,
        });
      return true;
    } catch (error) {
      toast.error('Could not reorder', {
        description: error instanceof Error ? error.message : 'Please try again.',
      });
      return false;
    } finally {
      setPendingId(null);
    }
  }

  return { reorder, pendingId };
}
