import { PRODUCT_NAME } from '@lekker/core/constants';
import type {
  Conversation,
  MessageParty,
  OrderMessage,
  VenueConversations,
} from '@lekker/core/contracts/messages';
import type { RealtimeEvent } from '@lekker/core/contracts/realtime';
import { CONVERSATION_OPEN_HOURS_AFTER_END, conversationState, shortName } from '@lekker/core/social';
import { AppError, conflict, notFound } from '../../domain/errors.ts';
import type { Policy } from '../../domain/policy.ts';
import type { Viewer } from '../../domain/viewer.ts';
import { orderRoom, restaurantRoom, userRoom } from '../../realtime/rooms.ts';
import type { ConversationOrder, MessageRecord, MessagesRepository } from './messages.repository.ts';

export const SUPPORT_NAME = `${PRODUCT_NAME} support`;

export type MessagesServiceDeps = {
  repo: MessagesRepository;
  policy: Policy;
  publish: (room: string, event: RealtimeEvent) => Promise<void>;
  notify: (userId: string, n: { title: string; message: string; orderId: string }) => Promise<unknown>;
  /** The same new message outside the app (push, or the person's phone channels): the messaging port. */
  reach?: (
    userId: string,
    m: {
      messageId: string;
      orderId: string;
      orderNumber: string;
      sender: string;
      preview: string;
      party: MessageParty;
    },
  ) => Promise<unknown>;
  /** Whether this person may send another message now (MESSAGES_PER_MINUTE, shared across instances). */
  allowSend: (userId: string) => Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  clock: () => Date;
};

/** The notification (and, through the messaging port, the push or phone message) for those with nothing unread. */
function tellRecipients(
  deps: Pick<MessagesServiceDeps, 'notify' | 'reach'>,
  recipients: { userId: string; party: MessageParty }[],
  m: { order: ConversationOrder; messageId: string; sender: string; body: string },
) {
  const { order } = m;
  const preview = m.body.length > 80 ? `${m.body.slice(0, 79)}…` : m.body;
  return Promise.all(
    recipients.flatMap((r) => [
      deps.notify(r.userId, {
        title: `New message about ${order.orderNumber}`,
        message: `${m.sender}: ${preview}`,
        orderId: order.id,
      }),
      deps.reach?.(r.userId, {
        messageId: m.messageId,
        orderId: order.id,
        orderNumber: order.orderNumber,
        sender: m.sender,
        preview,
        party: r.party,
      }),
    ]),
  );
}

/**
 * Order conversations (docs/product.md#restaurant-social). Who may read and write: the order's customer, the venue's
 * members, the assigned driver and admins — anyone else gets 404 (the order's existence does not leak).
 */
export function createMessagesService(deps: MessagesServiceDeps) {
  const { repo } = deps;

  /** The side the viewer speaks for, or null when the order is none of their business. */
  async function partyOf(viewer: Viewer, o: ConversationOrder): Promise<MessageParty | null> {
    if (o.customerId === viewer.user.id) return 'customer';
    if (o.driverId !== null && o.driverId === viewer.user.id) return 'driver';
    if (await deps.policy.canManageRestaurant(viewer, o.restaurantId))
      return (await deps.policy.canAccessAdminPanel(viewer)) ? 'admin' : 'venue';
    return null;
  }

  async function load(viewer: Viewer, orderId: string) {
    const order = await repo.findOrder(orderId);
    const party = order ? await partyOf(viewer, order) : null;
    if (!order || !party) throw notFound('Order not found.');
    return { order, party };
  }

  function senderName(o: ConversationOrder, party: MessageParty): string {
    switch (party) {
      case 'customer':
        return shortName(o.customerName);
      case 'venue':
        return o.venueName;
      case 'driver':
        return shortName(o.driverName, 'Driver');
      case 'admin':
        return SUPPORT_NAME;
    }
  }

  function toMessage(o: ConversationOrder, m: MessageRecord, viewerParty: MessageParty | null): OrderMessage {
    return {
      id: m.id,
      party: m.senderParty,
      sender_name: senderName(o, m.senderParty),
      body: m.body,
      created_at: m.createdAt.toISOString(),
      mine: m.senderParty === viewerParty,
    };
  }

  return {
    async get(viewer: Viewer, orderId: string): Promise<Conversation> {
      const { order, party } = await load(viewer, orderId);
      const [rows, unread] = await Promise.all([
        repo.listForOrder(order.id),
        repo.unreadCount(order.id, party),
      ]);
      const state = conversationState(order, deps.clock());
      return {
        order_id: order.id,
        order_number: order.orderNumber,
        order_status: order.status,
        venue_name: order.venueName,
        customer_name: shortName(order.customerName),
        driver_name: order.driverId ? shortName(order.driverName, 'Driver') : null,
        viewer_party: party,
        state: state.state,
        closes_at: state.closes_at?.toISOString() ?? null,
        unread,
        messages: rows.map((m) => toMessage(order, m, party)),
      };
    },

    async send(viewer: Viewer, orderId: string, body: string): Promise<OrderMessage> {
      const { order, party } = await load(viewer, orderId);
      const now = deps.clock();
      const state = conversationState(order, now);
      if (state.state === 'not_started') throw conflict('Messages open once the order is placed.');
      if (state.state === 'closed')
        throw conflict(
          `This conversation closed ${CONVERSATION_OPEN_HOURS_AFTER_END} hours after the order ended.`,
        );
      const rate = await deps.allowSend(viewer.user.id);
      if (!rate.allowed)
        throw new AppError(
          429,
          'rate_limited',
          `You are sending messages too quickly. Please wait ${rate.retryAfterSeconds} seconds.`,
        );
      // Who to tell with a notification: the customer and the driver, unless they wrote it or already have unread.
      const recipients: { userId: string; party: MessageParty }[] = [];
      if (party !== 'customer') recipients.push({ userId: order.customerId, party: 'customer' });
      if (order.driverId && party !== 'driver') recipients.push({ userId: order.driverId, party: 'driver' });
      const quiet = await Promise.all(
        recipients.map(async (r) => (await repo.unreadCount(order.id, r.party)) === 0),
      );

      const row = await repo.insert({
        orderId: order.id,
        senderId: viewer.user.id,
        senderParty: party,
        body,
        createdAt: now,
      });
      // Writing means having read everything before it.
      await repo.markRead(order.id, party, row.createdAt);
      const message = toMessage(order, row, party);
      const event: RealtimeEvent = {
        type: 'message.created',
        order_id: order.id,
        restaurant_id: order.restaurantId,
        message: { ...message, mine: false },
      };
      const rooms = new Set([
        orderRoom(order.id),
        restaurantRoom(order.restaurantId),
        userRoom(order.customerId),
      ]);
      if (order.driverId) rooms.add(userRoom(order.driverId));
      await Promise.all([...rooms].map((room) => deps.publish(room, event)));
      const quietOnes = recipients.filter((_, i) => quiet[i]);
      await tellRecipients(deps, quietOnes, { order, messageId: row.id, sender: message.sender_name, body });
      return message;
    },

    async markRead(viewer: Viewer, orderId: string): Promise<void> {
      const { order, party } = await load(viewer, orderId);
      await repo.markRead(order.id, party, deps.clock());
    },

    async venueInbox(viewer: Viewer, restaurantId: string): Promise<VenueConversations> {
      if (!(await deps.policy.canManageRestaurant(viewer, restaurantId))) throw notFound('Venue not found.');
      const now = deps.clock();
      const endedAfter = new Date(now.getTime() - CONVERSATION_OPEN_HOURS_AFTER_END * 3600_000);
      const rows = await repo.venueInbox(restaurantId, endedAfter);
      const conversations = rows.map(({ order, last, unread }) => ({
        order_id: order.id,
        order_number: order.orderNumber,
        order_status: order.status,
        customer_name: shortName(order.customerName),
        state: conversationState(order, now).state,
        unread,
        last_message: last
          ? { party: last.senderParty, body: last.body, created_at: last.createdAt.toISOString() }
          : null,
        updated_at: (last?.createdAt ?? order.placedAt ?? order.createdAt).toISOString(),
      }));
      return { conversations, unread_total: conversations.reduce((sum, c) => sum + c.unread, 0) };
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
