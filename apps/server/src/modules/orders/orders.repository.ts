import {
  COMMITTED_STATUSES,
  DRIVER_ACCEPTABLE_STATUSES,
  type OrderStatus,
  statusTimestampField,
} from '@lekker/core/order-status';
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  discountClaims,
  menuItems,
  orderEvents,
  orderItems,
  orderOutbox,
  orders,
  profiles,
  restaurants,
  user,
} from '../../db/schema/index.ts';
import { createRefundsRepository } from '../ledger/refunds.repository.ts';
import { releasePromotionUses } from '../promotions/promotions.repository.ts';
import type { TransitionFields } from './order-transition-fields.ts';

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRecord = typeof orderItems.$inferSelect;
export type OrderEventRecord = typeof orderEvents.$inferSelect;

/** An order not paid (yet): its first-order claim passes to the customer's next checkout (decision 053). */
const UNPAID = ['pending_payment', 'payment_failed'] as const;

/** What an outbox row announces besides a status change (order-outbox.ts). */
export type AnnouncementKind = {
  /** A driver took the order (the status unchanged): the customer hears 'Your driver … is on the way'. */
  driverAssigned?: boolean;
  /** false: only the live event, e.g. a driver taken off the order (the status unchanged, no notice). */
  statusChanged?: boolean;
};

/**
 * Writes the announcement of a change into the outbox, in the transaction of the change (`db` is the transaction):
 * a status, a driver taking the order, or a driver taken off it. order-outbox.ts delivers what a crash left behind.
 * Every write that changes an order's status or driver calls it (docs/decisions/016-hardening-limits.md).
 */
export async function enqueueOrderAnnouncement(
  db: DbOrTx,
  orderIds: string | string[],
  status: OrderStatus | ((orderId: string) => OrderStatus),
  kind: AnnouncementKind = {},
) {
  const ids = Array.isArray(orderIds) ? orderIds : [orderIds];
  if (ids.length === 0) return;
  const statusOf = (id: string) => (typeof status === 'function' ? status(id) : status);
  const payloadOf = (id: string) =>
    kind.driverAssigned
      ? { status: statusOf(id), statusChanged: false, driverAssigned: true }
      : { status: statusOf(id), statusChanged: kind.statusChanged ?? true };
  await db.insert(orderOutbox).values(ids.map((orderId) => ({ orderId, payload: payloadOf(orderId) })));
}

export function createOrdersRepository(db: DbOrTx) {
  const enqueueAnnouncement = (orderId: string, status: OrderStatus, kind: AnnouncementKind = {}) =>
    enqueueOrderAnnouncement(db, orderId, status, kind);
  return {
    enqueueAnnouncement,
    /**
     * The announcement of this status (or of the driver taking the order, or of a change without a new status) went
     * out: its outbox rows are done. A status announcement also covers the live-event-only rows of that status.
     */
    async markAnnounced(orderId: string, status: OrderStatus, opts: AnnouncementKind = {}) {
      await db
        .update(orderOutbox)
        .set({ deliveredAt: new Date() })
        .where(
          and(
            eq(orderOutbox.orderId, orderId),
            isNull(orderOutbox.deliveredAt),
            sql`${orderOutbox.payload}->>'status' = ${status}`,
            sql`coalesce((${orderOutbox.payload}->>'driverAssigned')::boolean, false) = ${opts.driverAssigned === true}`,
            opts.statusChanged === false
              ? sql`(${orderOutbox.payload}->>'statusChanged')::boolean = false`
              : undefined,
          ),
        );
    },
    /** Announcements not delivered since before `before` (a crash or a failure after the commit), oldest first. */
    pendingAnnouncements(before: Date, limit = 50) {
      return db
        .select()
        .from(orderOutbox)
        .where(
          and(
            isNull(orderOutbox.deliveredAt),
            lt(orderOutbox.createdAt, before),
            or(isNull(orderOutbox.attemptedAt), lt(orderOutbox.attemptedAt, before)),
          ),
        )
        .orderBy(asc(orderOutbox.createdAt))
        .limit(limit);
    },
    /**
     * Takes one attempt at an undelivered announcement, as read (`seenAttempts`): of several instances sweeping the
     * outbox at once exactly one gets true and announces it; the others find the count moved and skip it, and
     * `attempted_at` keeps later sweeps off it for the grace period (while the announcer marks it delivered).
     */
    async countAnnouncementAttempt(
      id: string,
      seenAttempts: number,
      giveUp: boolean,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(orderOutbox)
        .set({
          attempts: sql`${orderOutbox.attempts} + 1`,
          attemptedAt: now,
          ...(giveUp ? { deliveredAt: now } : {}),
        })
        .where(
          and(
            eq(orderOutbox.id, id),
            eq(orderOutbox.attempts, seenAttempts),
            isNull(orderOutbox.deliveredAt),
          ),
        )
        .returning({ id: orderOutbox.id });
      return rows.length > 0;
    },
    menuItemsByIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(menuItems).where(inArray(menuItems.id, ids));
    },
    async findRestaurant(id: string) {
      const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
      return row;
    },
    async findByIdempotencyKey(customerId: string, key: string) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
        .limit(1);
      return row;
    },
    /**
     * Whether the customer's first order is behind them, as a hint for pricing: they have a committed order, or their
     * discount claim is on an order that is not waiting for payment. A claim held by an unpaid PayFast order (the
     * customer pressed Back at PayFast) does not count: their next checkout takes it over (docs/decisions/053).
     * Checkout decides atomically with `claimFirstOrderDiscount`.
     */
    async hasCommittedOrder(customerId: string): Promise<boolean> {
      const [claim] = await db
        .select({ id: discountClaims.orderId })
        .from(discountClaims)
        .innerJoin(orders, eq(orders.id, discountClaims.orderId))
        .where(and(eq(discountClaims.customerId, customerId), notInArray(orders.status, [...UNPAID])))
        .limit(1);
      if (claim) return true;
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), inArray(orders.status, [...COMMITTED_STATUSES])))
        .limit(1);
      return rows.length > 0;
    },
    /** The unpaid order (waiting for PayFast, or its payment failed) holding the customer's first-order claim. */
    async unpaidClaimHolder(customerId: string): Promise<OrderRecord | undefined> {
      const [row] = await db
        .select({ o: orders })
        .from(discountClaims)
        .innerJoin(orders, eq(orders.id, discountClaims.orderId))
        .where(and(eq(discountClaims.customerId, customerId), inArray(orders.status, [...UNPAID])))
        .limit(1);
      return row?.o;
    },
    /** Takes the customer's one first-order discount for this order; false when another order holds it. */
    async claimFirstOrderDiscount(customerId: string, orderId: string): Promise<boolean> {
      const rows = await db
        .insert(discountClaims)
        .values({ customerId, orderId })
        .onConflictDoNothing()
        .returning({ orderId: discountClaims.orderId });
      return rows.length > 0;
    },
    /** Prices an order again without a discount whose claim went to another order (decisions 011 and 022). */
    async setDiscounts(
      orderId: string,
      d: { discountCents: number; venueDiscountCents: number; totalCents: number },
    ) {
      const [row] = await db
        .update(orders)
        .set({
          discountCents: d.discountCents,
          venueDiscountCents: d.venueDiscountCents,
          totalCents: d.totalCents,
        })
        .where(eq(orders.id, orderId))
        .returning();
      return row!;
    },
    async insertOrder(
      order: NewOrder,
      items: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
      actor: Actor,
    ) {
      const [row] = await db.insert(orders).values(order).returning();
      if (items.length > 0)
        await db.insert(orderItems).values(items.map((i) => ({ ...i, orderId: row!.id })));
      await db.insert(orderEvents).values({
        orderId: row!.id,
        fromStatus: null,
        toStatus: row!.status,
        actorId: actor.id,
        actorRole: actor.role,
      });
      await enqueueAnnouncement(row!.id, row!.status);
      return row!;
    },
    async findById(id: string) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },
    async findByOrderNumber(orderNumber: string) {
      const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
      return row;
    },
    itemsOf(orderId: string) {
      return db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.name));
    },
    itemsOfMany(orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
    },
    eventsOf(orderId: string) {
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
    },
    async customerOf(userId: string) {
      const [row] = await db
        .select({
          name: user.name,
          email: user.email,
          fullName: profiles.fullName,
          phone: profiles.phone,
          language: profiles.language,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, userId))
        .limit(1);
      return row;
    },
    /** A customer's orders, newest first (orders_customer_created_idx). */
    listForCustomer(customerId: string, limit = 50) {
      return db
        .select({ order: orders, restaurant: restaurants })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt))
        .limit(limit);
    },
    listUpdatedSince(customerId: string, since: Date) {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, customerId), gt(orders.updatedAt, since)))
        .orderBy(asc(orders.updatedAt))
        .limit(50);
    },
    /** A restaurant's orders, newest first, hiding unpaid ones (orders_restaurant_status_idx). */
    listForRestaurant(restaurantId: string, limit = 100) {
      return db
        .select({ order: orders, restaurant: restaurants })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(
          and(
            eq(orders.restaurantId, restaurantId),
            ne(orders.status, 'pending_payment'),
            ne(orders.status, 'payment_failed'),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(limit);
    },
    /**
     * Moves an order only if it is still in `from` (optimistic: a concurrent change makes this return undefined),
     * stamps the status time, and records the event with its actor.
     */
    async transition(
      id: string,
      from: OrderStatus,
      to: OrderStatus,
      actor: Actor,
      extra: TransitionFields = {},
      note?: string,
    ) {
      const field = statusTimestampField(to);
      const now = new Date();
      const [row] = await db
        .update(orders)
        .set({ status: to, updatedAt: now, ...(field ? { [field]: now } : {}), ...extra })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning();
      if (!row) return undefined;
      // The payment that paid it is money received (the refund cap counts it).
      if (extra.pfPaymentId)
        await createRefundsRepository(db).recordPayment({
          pfPaymentId: extra.pfPaymentId,
          orderId: id,
          amountCents: row.totalCents,
        });
      await db.insert(orderEvents).values({
        orderId: id,
        fromStatus: from,
        toStatus: to,
        actorId: actor.id,
        actorRole: actor.role,
        note,
      });
      await enqueueAnnouncement(id, to);
      if (to !== 'cancelled') return row;
      // A cancelled order that ends unpaid frees the first-order discount for the customer's next order; a paid one
      // keeps it consumed, its money owed back below (docs/decisions/011-first-order-discount-claim.md) …
      const paid = row.paymentMethod === 'payfast' && row.pfPaymentId !== null;
      if (!paid) await db.delete(discountClaims).where(eq(discountClaims.orderId, id));
      // … so is its promotion use, by the same rule (docs/decisions/022-promotions.md) …
      if (!paid) await releasePromotionUses(db, [id]);
      // … and what its payments can still give back is owed: paid minus what an admin already refunded or is
      // refunding (docs/decisions/026-one-refunds-story.md).
      if (paid) {
        const money = createRefundsRepository(db);
        await money.oweTheRest([id], 'The paid order was cancelled');
        await money.updateOrderRefundStatus(id);
        return (await db.select().from(orders).where(eq(orders.id, id)))[0] ?? row;
      }
      return row;
    },
    /**
     * Money that came in without a live order to take it (a second payment of a paid order, a payment after the
     * cancellation): the payment is recorded and owed back whole, once per PayFast payment, and the order marked as
     * owing a refund so admins see it.
     */
    async recordRefundOwed(input: {
      orderId: string;
      pfPaymentId: string;
      amountCents: number;
      reason: string;
    }) {
      const money = createRefundsRepository(db);
      const { reason, ...payment } = input;
      if (await money.recordPayment(payment))
        await money.oweTheRest([input.orderId], reason, [input.pfPaymentId]);
      await money.updateOrderRefundStatus(input.orderId);
    },
    /**
     * A suspended driver's jobs they have not picked up go back to the feed (docs/decisions/016-hardening-limits.md): unassigned, with an
     * event on each. Picked-up orders stay with the driver (the food is in their hands) for an admin to resolve.
     */
    async releaseDriverJobs(driverId: string, note: string) {
      const released = await db
        .update(orders)
        .set({ driverId: null, driverAssignedAt: null, driverPayCents: null, updatedAt: new Date() })
        .where(and(eq(orders.driverId, driverId), inArray(orders.status, [...DRIVER_ACCEPTABLE_STATUSES])))
        .returning();
      if (released.length > 0)
        await db.insert(orderEvents).values(
          released.map((o) => ({
            orderId: o.id,
            fromStatus: o.status,
            toStatus: o.status,
            actorId: null,
            actorRole: 'admin',
            note,
          })),
        );
      // Each release is announced (the order is open to other drivers again) through the outbox, in this transaction.
      await enqueueOrderAnnouncement(
        db,
        released.map((o) => o.id),
        (id) => released.find((o) => o.id === id)!.status,
        { statusChanged: false },
      );
      return released;
    },
    async countByStatus(restaurantId: string) {
      return db
        .select({ status: orders.status, n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.restaurantId, restaurantId))
        .groupBy(orders.status);
    },
  };
}
export type Actor = { id: string | null; role: 'customer' | 'restaurant' | 'driver' | 'admin' | 'system' };
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
