import { createCollectionService } from '../modules/collection/collection.service.ts';
import { createCustomDeliveryService } from '../modules/custom-delivery/custom-delivery.service.ts';
import { createDispatchService } from '../modules/dispatch/dispatch.service.ts';
import { createRoadFactorsRepository } from '../modules/dispatch/road-factors.repository.ts';
import { createRoadFactorsService } from '../modules/dispatch/road-factors.service.ts';
import { createOfferFeed } from '../modules/drivers/drivers.service.ts';
import { createFulfilmentService } from '../modules/fulfilment/fulfilment.service.ts';
import { createOrderMessages } from '../modules/messaging/order-messages.ts';
import { createOrderReachRepository } from '../modules/messaging/reach.repository.ts';
import { createOrderAnnouncer } from '../modules/orders/order-announcer.ts';
import { createOrderTransitions } from '../modules/orders/order-transitions.ts';
import { createOrdersService } from '../modules/orders/orders.service.ts';
import { buildPaymentForm } from '../modules/payments/payfast-form.ts';
import { createReceiptsService } from '../modules/receipts/receipts.service.ts';
import { storageBuckets } from '../modules/storage/create-storage.ts';
import type { Core } from './core.ts';

/** The order flow: announcements, status moves, checkout, the venue's fulfilment, receipts, custom deliveries. */
export function composeOrders(core: Core) {
  const { config, data, policy, clock, logger } = core;
  // The order's push, SMS and WhatsApp messages, and the recurring chasers (escalation, repeated offers).
  const orderMessages = createOrderMessages({
    messaging: core.messaging.messaging,
    reach: createOrderReachRepository(core.db),
    clock,
    logger,
    acceptTimeoutMinutes: config.orderAcceptTimeoutMinutes,
    venues: core.messaging.venues,
  });
  const announceOrder = createOrderAnnouncer({
    orderMessages,
    publish: core.publish,
    notifications: core.notifications,
    mailer: core.mailer,
    repo: data.orders,
    logger,
    publicUrl: config.publicUrl,
  });
  // Road factors learnt from delivered trips (decision 072): the dispatcher's travel and the customer's plan.
  const roadFactors = createRoadFactorsService({
    repo: createRoadFactorsRepository(core.db),
    clock,
    logger,
  });
  // The dispatcher offers each accepted order to the best drivers in waves (docs/decisions/063-dispatch-rules-and-weights.md).
  const dispatch = createDispatchService({
    data,
    publish: core.publish,
    offerPush: (job, driverId) => orderMessages.offerJob(job, driverId),
    clock,
    logger,
    roadFactors,
  });
  // Every order change also updates the job feed of the online drivers near its restaurant.
  const offerFeed = createOfferFeed({ data, publish: core.publish, clock });
  const announce: typeof announceOrder = async (order, opts) => {
    await announceOrder(order, opts);
    await dispatch
      .orderChanged(order, opts)
      .catch((error) => logger.error({ err: error, orderId: order.id }, 'dispatch failed'));
    await offerFeed(order).catch((error) =>
      logger.error({ err: error, orderId: order.id }, 'offer feed push failed'),
    );
  };
  // Private receipts (signed links only); the orders code checks and attaches them.
  const receipts = createReceiptsService({
    repo: data.receipts,
    storage: core.storage,
    bucket: storageBuckets(config).receipts,
    policy,
    clock,
    logger,
  });
  const move = createOrderTransitions({ data, announce });
  const orders = createOrdersService({
    data,
    policy,
    announce,
    move,
    locate: async (a) => {
      const found = await core.geocoder.forward(`${a.street}, ${a.city}, ${a.province}`).catch(() => null);
      return found?.success && found.latitude != null && found.longitude != null
        ? { latitude: found.latitude, longitude: found.longitude }
        : null;
    },
    buildPaymentForm: (input) => buildPaymentForm(config, input),
    discountCapCents: config.firstOrderDiscountCapCents,
    roadFactors,
    clock,
  });
  const fulfilment = createFulfilmentService({
    data,
    policy,
    move,
    announce,
    clock,
    acceptTimeoutMinutes: config.orderAcceptTimeoutMinutes,
  });
  const collection = createCollectionService({ data, policy, move, clock });
  const customDelivery = createCustomDeliveryService({ data, orders, announce, receipts, clock });
  return {
    announce,
    receipts,
    move,
    orders,
    fulfilment,
    collection,
    customDelivery,
    orderMessages,
    dispatch,
    roadFactors,
  };
}
export type OrdersArea = ReturnType<typeof composeOrders>;
