import type { OrderSummary } from '@lekker/core/contracts/orders';
import { notFound } from '../../domain/errors.ts';
import type { Policy } from '../../domain/policy.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { MoveOrder } from '../orders/order-transitions.ts';
import { toOrderSummary } from '../orders/order-views.ts';
import type { DataAccess } from '../repositories.ts';

/** The restaurant's order desk: accept with a preparation time, reject with a reason, preparing, ready. */
export function createFulfilmentService(deps: { data: DataAccess; policy: Policy; move: MoveOrder }) {
  const { data, move } = deps;

  /** The order, if the viewer manages its restaurant; otherwise it does not exist for them. */
  async function restaurantOrder(viewer: Viewer, id: string) {
    const o = await data.orders.findById(id);
    if (!o || !(await deps.policy.canManageRestaurant(viewer, o.restaurantId)))
      throw notFound('Order not found.');
    return o;
  }

  const actor = (viewer: Viewer) => ({ id: viewer.user.id, role: 'restaurant' as const });

  return {
    async confirm(viewer: Viewer, id: string, preparationMinutes: number) {
      const o = await restaurantOrder(viewer, id);
      return move(o, 'confirmed', actor(viewer), { preparationMinutes });
    },
    async reject(viewer: Viewer, id: string, reason: string) {
      const o = await restaurantOrder(viewer, id);
      return move(o, 'cancelled', actor(viewer), { cancelReason: reason }, reason);
    },
    async markPreparing(viewer: Viewer, id: string) {
      return move(await restaurantOrder(viewer, id), 'preparing', actor(viewer));
    },
    async markReady(viewer: Viewer, id: string) {
      return move(await restaurantOrder(viewer, id), 'ready', actor(viewer));
    },
    async restaurantOrders(viewer: Viewer, restaurantId: string): Promise<OrderSummary[]> {
      if (!(await deps.policy.canManageRestaurant(viewer, restaurantId)))
        throw notFound('Restaurant not found.');
      const rows = await data.orders.listForRestaurant(restaurantId);
      const items = await data.orders.itemsOfMany(rows.map((r) => r.order.id));
      return rows.map(({ order, restaurant }) =>
        toOrderSummary(
          order,
          restaurant,
          items.filter((i) => i.orderId === order.id),
          false,
        ),
      );
    },
  };
}
export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
