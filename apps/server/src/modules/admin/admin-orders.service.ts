import { notFound } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { MoveOrder } from '../orders/order-transitions.ts';
import type { DataAccess } from '../repositories.ts';

/** What admins do to orders: cancel any order before delivery, with a reason. */
export function createAdminOrdersService(deps: { data: DataAccess; move: MoveOrder }) {
  return {
    async cancel(viewer: Viewer, id: string, reason: string) {
      const o = await deps.data.orders.findById(id);
      if (!o) throw notFound('Order not found.');
      return deps.move(
        o,
        'cancelled',
        { id: viewer.user.id, role: 'admin' },
        { cancelReason: reason },
        reason,
      );
    },
  };
}
export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
