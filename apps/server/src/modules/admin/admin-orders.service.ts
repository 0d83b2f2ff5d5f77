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
      const moved = await deps.move(
        o,
        'cancelled',
        { id: viewer.user.id, role: 'admin' },
        { cancelReason: reason },
        reason,
      );
      // Every admin action is in the audit log (a paid order's refund is then owed: the console's refunds queue).
      await deps.data.audit.append({
        actorId: viewer.user.id,
        actorEmail: viewer.user.email,
        action: 'order.cancel',
        targetType: 'order',
        targetId: o.id,
        summary: `Cancelled ${o.orderNumber}: ${reason}`,
      });
      return moved;
    },
  };
}
export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
