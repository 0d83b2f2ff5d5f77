import { createDoorstepService } from '../modules/doorstep/doorstep.service.ts';
import type { createMessagesService } from '../modules/messages/messages.service.ts';
import { storageBuckets } from '../modules/storage/create-storage.ts';
import type { Core } from './core.ts';
import type { OrdersArea } from './orders.ts';

/** When the door does not open (docs/product.md#when-the-door-does-not-open): the driver's and the admin's steps. */
export function composeDoorstep(
  core: Core,
  ordersArea: OrdersArea,
  messages: ReturnType<typeof createMessagesService>,
) {
  return createDoorstepService({
    data: core.data,
    move: ordersArea.move,
    storage: core.storage,
    bucket: storageBuckets(core.config).receipts,
    clock: core.clock,
    waitMs: core.config.doorstepWaitMs,
    say: (viewer, orderId, body) => messages.send(viewer, orderId, body),
    logger: core.logger,
  });
}
