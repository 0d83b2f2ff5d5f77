import { LIVE_STATUSES } from '@lekker/core/order-status';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  accountDeletions,
  discountClaims,
  driverProfiles,
  menuItems,
  orderEvents,
  orderItems,
  orders,
  profiles,
  restaurants,
  user,
} from '../../db/schema/index.ts';
import { createRefundsRepository } from '../ledger/refunds.repository.ts';
import { releasePromotionUses } from '../promotions/promotions.repository.ts';

const driverUser = alias(user, 'driver_user');

export function createFulfilmentRepository(db: DbOrTx) {
  return {
    /**
     * One venue's desk: its open orders and those delivered or cancelled since `dayStart`, newest first, with the
     * customer's name and phone and the driver's. Orders never placed (unpaid) are not the venue's business.
     */
    deskOrders(restaurantId: string, dayStart: Date, limit = 200) {
      return db
        .select({
          order: orders,
          customerName: user.name,
          customerFullName: profiles.fullName,
          customerPhone: profiles.phone,
          // A deleted account (docs/decisions/067-privacy-export-and-deletion.md): the desk says so.
          customerDeleted: sql<boolean>`exists (select 1 from ${accountDeletions} where ${accountDeletions.userId} = ${orders.customerId} and ${accountDeletions.status} = 'completed')`,
          driverName: driverUser.name,
          driverPhone: driverProfiles.phone,
        })
        .from(orders)
        .innerJoin(user, eq(user.id, orders.customerId))
        .leftJoin(profiles, eq(profiles.userId, orders.customerId))
        .leftJoin(driverUser, eq(driverUser.id, orders.driverId))
        .leftJoin(driverProfiles, eq(driverProfiles.userId, orders.driverId))
        .where(
          and(
            eq(orders.restaurantId, restaurantId),
            isNotNull(orders.placedAt),
            or(
              inArray(orders.status, [...LIVE_STATUSES]),
              gte(orders.deliveredAt, dayStart),
              and(eq(orders.status, 'cancelled'), gte(orders.cancelledAt, dayStart)),
            ),
          ),
        )
        .orderBy(desc(orders.placedAt), desc(orders.id))
        .limit(limit);
    },

    /** The lines of several orders with each menu item's current preparation time (for the suggestion). */
    deskItems(orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select({ item: orderItems, preparationTime: menuItems.preparationTime })
        .from(orderItems)
        .leftJoin(menuItems, eq(menuItems.id, orderItems.menuItemId))
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.name), asc(orderItems.id));
    },

    /** The status timelines of several orders, oldest event first. */
    deskEvents(orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orderEvents)
        .where(inArray(orderEvents.orderId, orderIds))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
    },

    /** Switches one of the venue's menu items off ("sold out"); undefined when it is not on that venue's menu. */
    /** The venue's opening hours as stored: "sold out for today" lasts until its session ends. */
    async venueOpeningHours(restaurantId: string): Promise<unknown> {
      const [row] = await db
        .select({ hours: restaurants.openingHours })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      return row?.hours ?? null;
    },

    /**
     * Sold out for today (decision 056): unavailable until `until` (the session's end), then orderable again by
     * itself; the owner's on/off switch (`is_available`) is left alone, so the owner can still turn it back on.
     */
    async markItemSoldOut(restaurantId: string, menuItemId: string, now: Date, until: Date) {
      const [row] = await db
        .update(menuItems)
        .set({ soldOutUntil: until, updatedAt: now })
        .where(and(eq(menuItems.id, menuItemId), eq(menuItems.restaurantId, restaurantId)))
        .returning({ id: menuItems.id, name: menuItems.name });
      return row;
    },

    /**
     * Auto-reject: up to `limit` orders still `placed` since before `cutoff` (oldest first) become cancelled by the
     * system: locked with SKIP LOCKED, then one conditional UPDATE … RETURNING, so with several app instances
     * sweeping at once each order is taken by exactly one of them. Bounded so that a backlog (thousands of orders
     * after an outage) is worked through in batches, never as one statement of unbounded size. A paid (PayFast) one owes what its
     * payments can still give back; the event, the refund owed and the freed first-order discount follow in the same transaction
     * (call it inside `withTransaction`). Placed orders never have a driver, so the partial index
     * orders_unassigned_status_idx serves the filter.
     */
    async autoRejectUnanswered(cutoff: Date, now: Date, reason: string, limit = 200) {
      // A scheduled order waits unanswered only once it entered the kitchen queue (docs/product.md#order-for-later).
      const unanswered = and(
        eq(orders.status, 'placed'),
        isNull(orders.driverId),
        sql`coalesce(${orders.releasedAt}, ${orders.placedAt}) < ${cutoff.toISOString()}::timestamptz`,
        sql`(${orders.scheduledFor} is null or ${orders.releasedAt} is not null)`,
      );
      // Locked first, updated by id: an IN (SELECT … LIMIT … FOR UPDATE SKIP LOCKED) subquery may be evaluated
      // more than once by the planner and take more than `limit` rows.
      const due = (
        await db
          .select({ id: orders.id })
          .from(orders)
          .where(unanswered)
          .orderBy(asc(orders.placedAt))
          .limit(limit)
          .for('update', { skipLocked: true })
      ).map((r) => r.id);
      if (due.length === 0) return [];
      const rows = await db
        .update(orders)
        .set({
          status: 'cancelled',
          cancelCode: 'auto_rejected',
          cancelReason: reason,
          cancelledAt: now,
          updatedAt: now,
        })
        .where(and(inArray(orders.id, due), unanswered))
        .returning();
      if (rows.length === 0) return rows;
      await db.insert(orderEvents).values(
        rows.map((r) => ({
          orderId: r.id,
          fromStatus: 'placed' as const,
          toStatus: 'cancelled' as const,
          actorId: null,
          actorRole: 'system',
          note: reason,
          createdAt: now,
        })),
      );
      // A paid one owes what its payments can still give back: paid minus what an admin already refunded or is
      // refunding, never the whole total again (docs/decisions/026-one-refunds-story.md).
      const paidIds = rows.filter((r) => r.paymentMethod === 'payfast' && r.pfPaymentId).map((r) => r.id);
      if (paidIds.length > 0) {
        const money = createRefundsRepository(db);
        await money.oweTheRest(paidIds, 'The restaurant did not answer the paid order in time');
        await money.updateRefundStatuses(paidIds);
        const fresh = await db
          .select({ id: orders.id, refundStatus: orders.refundStatus })
          .from(orders)
          .where(inArray(orders.id, paidIds));
        for (const r of rows)
          r.refundStatus = fresh.find((x) => x.id === r.id)?.refundStatus ?? r.refundStatus;
      }
      // An unpaid (cash) order frees the customer's first-order discount; a paid one keeps it consumed, as every
      // cancellation does (docs/decisions/011-first-order-discount-claim.md).
      const unpaid = rows.filter((r) => !(r.paymentMethod === 'payfast' && r.pfPaymentId));
      if (unpaid.length > 0)
        await db.delete(discountClaims).where(
          inArray(
            discountClaims.orderId,
            unpaid.map((r) => r.id),
          ),
        );
      // Their promotion uses follow the same rule (docs/decisions/022-promotions.md).
      await releasePromotionUses(
        db,
        unpaid.map((r) => r.id),
      );
      return rows;
    },
  };
}
export type FulfilmentRepository = ReturnType<typeof createFulfilmentRepository>;
