import { createSubstitutionsService } from '../modules/substitutions/substitutions.service.ts';
import type { Core } from './core.ts';
import type { PaymentsArea } from './payments.ts';

/** Grocery substitutions (docs/decisions/070-grocery-substitutions.md): the store's proposal, the customer's answer, the sweep. */
export function composeSubstitutions(core: Core, payments: PaymentsArea) {
  return createSubstitutionsService({
    data: core.data,
    policy: core.policy,
    refunds: payments.refunds,
    notifications: core.notifications,
    messaging: core.messagingPort,
    // The live event the order page and the desk follow (the status unchanged: no status notice, no dispatch).
    announce: async (order) => {
      const event = {
        type: 'order.updated' as const,
        order_id: order.id,
        order_number: order.orderNumber,
        restaurant_id: order.restaurantId,
        status: order.status,
        has_driver: order.driverId !== null,
        at: order.updatedAt.toISOString(),
      };
      const rooms = [`order:${order.id}`, `user:${order.customerId}`, `restaurant:${order.restaurantId}`];
      await Promise.all(rooms.map((room) => core.publish(room, event)));
    },
    clock: core.clock,
    logger: core.logger,
  });
}
