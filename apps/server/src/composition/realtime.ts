import { MESSAGES_PER_MINUTE } from '@lekker/core/social';
import { sessionViewerLookup } from '../http/viewer.ts';
import type { createDriversService } from '../modules/drivers/drivers.service.ts';
import { createMessagesRepository } from '../modules/messages/messages.repository.ts';
import { createMessagesService } from '../modules/messages/messages.service.ts';
import { customerOrderUrl, DRIVER_JOBS_URL } from '../modules/messaging/order-messages.ts';
import { createRealtimeGateway } from '../realtime/gateway.ts';
import { socketCap } from '../realtime/open-files.ts';
import { createRealtimeRepository } from '../realtime/realtime.repository.ts';
import { createRoomAuthorizer } from '../realtime/rooms.ts';
import type { Core } from './core.ts';
import type { OrdersArea } from './orders.ts';

/** The socket gateway (rooms, catch-up, drivers' positions) and the order conversations it carries. */
export function composeRealtime(
  core: Core,
  ordersArea: OrdersArea,
  drivers: ReturnType<typeof createDriversService>,
) {
  const { config, db, data, bus, accountsRepo, policy, notifications, logger } = core;
  const { orders } = ordersArea;
  const rooms = createRoomAuthorizer({
    // The order's customer, its restaurant's members, its driver, admins.
    canJoinOrder:
      core.canJoinOrder ??
      (async (viewer, orderId) => {
        const order = await data.orders.findById(orderId);
        return order !== undefined && (await orders.canView(viewer, order));
      }),
    isRestaurantMember: (userId, restaurantId) => accountsRepo.isRestaurantMember(userId, restaurantId),
    isAdmin: (viewer) => policy.canAccessAdminPanel(viewer),
  });
  const realtimeRepo = createRealtimeRepository(db);
  const gateway = createRealtimeGateway({
    bus,
    lookupViewer: sessionViewerLookup(
      (headers) => core.auth.api.getSession({ headers }),
      (userId) => accountsRepo.rolesOf(userId),
    ),
    canJoin: rooms.canJoin,
    restaurantsOf: (userId) => realtimeRepo.restaurantIdsOf(userId),
    // Stored notifications and the customer's order changes since `since`.
    catchUp:
      core.catchUp ??
      (async (userId, since) => [
        ...(await notifications.since(userId, since)),
        ...(await orders.changesSince(userId, since)),
      ]),
    allowedOrigins: config.allowedOrigins,
    heartbeatMs: core.realtimeHeartbeatMs,
    // Past the cap new upgrades answer 503 + Retry-After, keeping files for HTTP, the database and Redis.
    maxConnections: socketCap(config.realtime.maxConnections, config.realtime.fdHeadroom),
    // One budget of room checks per second for the whole process (docs/decisions/047-redis-outage.md).
    limits: { subscribesPerSecond: config.realtime.subscribesPerSecond },
    liveSessions: (ids) => realtimeRepo.liveSessions(ids),
    // Drivers' positions over their socket (docs/decisions/037-driver-positions-over-the-socket.md).
    location: (viewer, frame) => drivers.socketLocation(viewer, frame),
    logger,
  });
  // Order conversations: stored, pushed live to the order's rooms, and rate-limited per person.
  const messages = createMessagesService({
    repo: createMessagesRepository(db),
    policy,
    publish: core.publish,
    notify: (userId, n) => notifications.notify(userId, n),
    reach: (userId, m) =>
      core.messaging.messaging.send(
        {
          key: `chat:${m.messageId}`,
          template: 'chat_message',
          params: { order_number: m.orderNumber, sender: m.sender, preview: m.preview },
          purpose: 'transactional',
          url: m.party === 'driver' ? DRIVER_JOBS_URL : customerOrderUrl(m.orderId),
          orderId: m.orderId,
        },
        { userId },
      ),
    allowSend: (userId) =>
      core.limiter.check([
        { key: `messages:user:${userId}`, rule: { limit: MESSAGES_PER_MINUTE, windowMs: 60_000 } },
      ]),
    clock: core.clock,
  });
  return { gateway, messages };
}
