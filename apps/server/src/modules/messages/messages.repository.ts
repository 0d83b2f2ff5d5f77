import { and, asc, count, desc, eq, gt, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { conversationReads, orderMessages, orders, restaurants, user } from '../../db/schema/index.ts';

export type MessageRecord = typeof orderMessages.$inferSelect;
export type Party = MessageRecord['senderParty'];

const driverUser = alias(user, 'driver_user');
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** An order as its conversation needs it: who is on each side and when it ended. */
export type ConversationOrder = {
  id: string;
  orderNumber: string;
  status: (typeof orders.$inferSelect)['status'];
  restaurantId: string;
  customerId: string;
  driverId: string | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  placedAt: Date | null;
  createdAt: Date;
  venueName: string;
  customerName: string | null;
  driverName: string | null;
};

const conversationOrderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  restaurantId: orders.restaurantId,
  customerId: orders.customerId,
  driverId: orders.driverId,
  deliveredAt: orders.deliveredAt,
  cancelledAt: orders.cancelledAt,
  placedAt: orders.placedAt,
  createdAt: orders.createdAt,
  venueName: restaurants.name,
  customerName: user.name,
  driverName: driverUser.name,
};

/** Messages after this side's read mark, written by the other sides. */
const unreadSince = (party: Party) =>
  and(
    ne(orderMessages.senderParty, party),
    gt(
      orderMessages.createdAt,
      sql`coalesce((select ${conversationReads.lastReadAt} from ${conversationReads} where ${conversationReads.orderId} = ${orderMessages.orderId} and ${conversationReads.party} = ${party}), '-infinity'::timestamptz)`,
    ),
  );

export function createMessagesRepository(db: DbOrTx) {
  return {
    async findOrder(orderId: string): Promise<ConversationOrder | undefined> {
      const [row] = await db
        .select(conversationOrderColumns)
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .innerJoin(user, eq(user.id, orders.customerId))
        .leftJoin(driverUser, eq(driverUser.id, orders.driverId))
        .where(eq(orders.id, orderId));
      return row;
    },

    listForOrder(orderId: string): Promise<MessageRecord[]> {
      return db
        .select()
        .from(orderMessages)
        .where(eq(orderMessages.orderId, orderId))
        .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id))
        .limit(1000);
    },

    /**
     * Stores a message. Within an order, times strictly increase (at least 1 ms after the previous message), so
     * "read up to the newest message's time" is exact even when two messages arrive within one millisecond.
     */
    async insert(values: {
      orderId: string;
      senderId: string;
      senderParty: Party;
      body: string;
      createdAt: Date;
    }): Promise<MessageRecord> {
      const [row] = await db
        .insert(orderMessages)
        .values({
          ...values,
          createdAt: sql`greatest(${at(values.createdAt)}, (select max(m.created_at) + interval '1 millisecond' from ${orderMessages} m where m.order_id = ${values.orderId}))`,
        })
        .returning();
      return row!;
    },

    async unreadCount(orderId: string, party: Party): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orderMessages)
        .where(and(eq(orderMessages.orderId, orderId), unreadSince(party)));
      return row?.n ?? 0;
    },

    /** Moves this side's read mark forward (never back) to the newest message, or to `now` when there is none. */
    async markRead(orderId: string, party: Party, now: Date): Promise<void> {
      await db
        .insert(conversationReads)
        .values({
          orderId,
          party,
          lastReadAt: sql`coalesce((select max(m.created_at) from ${orderMessages} m where m.order_id = ${orderId}), ${at(now)})`,
        })
        .onConflictDoUpdate({
          target: [conversationReads.orderId, conversationReads.party],
          set: { lastReadAt: sql`greatest(${conversationReads.lastReadAt}, excluded.last_read_at)` },
        });
    },

    /**
     * The venue's inbox: its placed orders that have messages or whose conversation is still open (under way, or
     * ended after `endedAfter`), most recent activity first.
     */
    async venueInbox(restaurantId: string, endedAfter: Date, limit = 50) {
      const lastAt = sql<Date | null>`(select max(m.created_at) from ${orderMessages} m where m.order_id = ${orders.id})`;
      const where: SQL[] = [
        eq(orders.restaurantId, restaurantId),
        notInArray(orders.status, ['pending_payment', 'payment_failed']),
      ];
      const recent = or(
        notInArray(orders.status, ['delivered', 'cancelled']),
        gt(
          sql`coalesce(${orders.deliveredAt}, ${orders.cancelledAt})`,
          sql`${endedAfter.toISOString()}::timestamptz`,
        ),
        sql`exists (select 1 from ${orderMessages} m where m.order_id = ${orders.id})`,
      )!;
      const rows = await db
        .select({
          ...conversationOrderColumns,
          lastAt: sql<string | null>`${lastAt}`,
        })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .innerJoin(user, eq(user.id, orders.customerId))
        .leftJoin(driverUser, eq(driverUser.id, orders.driverId))
        .where(and(...where, recent))
        .orderBy(desc(sql`coalesce(${lastAt}, ${orders.placedAt}, ${orders.createdAt})`), desc(orders.id))
        .limit(limit);
      const ids = rows.map((r) => r.id);
      const [last, unread] = await Promise.all([this.lastMessages(ids), this.unreadByOrder(ids, 'venue')]);
      return rows.map(({ lastAt: _, ...r }) => ({
        order: r as ConversationOrder,
        last: last.get(r.id) ?? null,
        unread: unread.get(r.id) ?? 0,
      }));
    },

    async lastMessages(orderIds: string[]): Promise<Map<string, MessageRecord>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([orderMessages.orderId])
        .from(orderMessages)
        .where(inArray(orderMessages.orderId, orderIds))
        .orderBy(orderMessages.orderId, desc(orderMessages.createdAt), desc(orderMessages.id));
      return new Map(rows.map((r) => [r.orderId, r]));
    },

    async unreadByOrder(orderIds: string[], party: Party): Promise<Map<string, number>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({ orderId: orderMessages.orderId, n: count() })
        .from(orderMessages)
        .where(and(inArray(orderMessages.orderId, orderIds), unreadSince(party)))
        .groupBy(orderMessages.orderId);
      return new Map(rows.map((r) => [r.orderId, r.n]));
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
