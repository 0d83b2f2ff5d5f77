import { createScheduledOrders } from '../modules/orders/scheduled-orders.service.ts';
import type { Core } from './core.ts';
import type { OrdersArea } from './orders.ts';
import type { PaymentsArea } from './payments.ts';

/** Order for later (docs/product.md#order-for-later): the slots, and the sweep that releases or cancels orders. */
export function composeScheduling(core: Core, orders: OrdersArea, payments: PaymentsArea) {
  const scheduledOrders = createScheduledOrders({
    data: core.data,
    move: orders.move,
    announce: orders.announce,
    venueNewOrder: (o) => orders.orderMessages.venueNewOrder(o),
    notify: (userId, n) => core.notifications.notify(userId, n),
    refunds: payments.refunds,
    clock: core.clock,
    logger: core.logger,
  });
  return { scheduledOrders };
}
export type SchedulingArea = ReturnType<typeof composeScheduling>;
