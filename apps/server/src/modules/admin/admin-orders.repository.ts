import { DRIVER_ACCEPTABLE_STATUSES, DRIVER_JOB_STATUSES } from '@lekker/core/order-status';
import { and, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { orderEvents, orders, profiles, refunds, restaurants, user } from '../../db/schema/index.ts';
import { enqueueOrderAnnouncement } from '../orders/orders.repository.ts';

const driverUser = alias(user, 'driver_user');

/** The board of orders, a venue's orders, abandoned payments and the manual driver changes. */
export function createAdminOrdersRepository(db: DbOrTx) {
  const boardColumns = {
    order: orders,
    restaurantName: restaurants.name,
    deliveryMinutes: restaurants.estimatedDeliveryTime,
    customerName: user.name,
    customerEmail: user.email,
    customerPhone: profiles.phone,
    driverName: driverUser.name,
    refundedCents: sql<number>`coalesce((select sum(${refunds.amountCents}) from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'succeeded'), 0)::int`,
  };
  const boardFrom = () =>
    db
      .select(boardColumns)
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .innerJoin(user, eq(user.id, orders.customerId))
      .leftJoin(profiles, eq(profiles.userId, orders.customerId))
      .leftJoin(driverUser, eq(driverUser.id, orders.driverId));
  return {
    /** The board: newest first, by status group, searched by order number, customer e-mail or phone. */
    board(filter: { statuses?: readonly string[]; q?: string; refundOwed?: boolean; limit?: number }) {
      const like = filter.q ? containsPattern(filter.q) : undefined;
      return boardFrom()
        .where(
          and(
            filter.statuses ? inArray(orders.status, filter.statuses as never[]) : undefined,
            filter.refundOwed ? eq(orders.refundStatus, 'owed') : undefined,
            like
              ? or(ilike(orders.orderNumber, like), ilike(user.email, like), ilike(profiles.phone, like))
              : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(filter.limit ?? 200);
    },
    /** One venue's orders, newest first, a page at a time, with the total for the pager. */
    async venueOrders(restaurantId: string, filter: { status?: string; limit: number; offset: number }) {
      const where = and(
        eq(orders.restaurantId, restaurantId),
        filter.status ? eq(orders.status, filter.status as never) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        boardFrom().where(where).orderBy(desc(orders.createdAt)).limit(filter.limit).offset(filter.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async boardRow(orderId: string) {
      const [row] = await boardFrom().where(eq(orders.id, orderId)).limit(1);
      return row;
    },
    /** Orders still waiting for a PayFast payment since before `cutoff` (the abandoned-payments sweep). */
    abandonedPendingPayments(cutoff: Date, limit = 100) {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'pending_payment'), lt(orders.createdAt, cutoff)))
        .orderBy(orders.createdAt)
        .limit(limit);
    },
    /**
     * Takes the driver off an order that has not been picked up; the change is announced through the outbox in the
     * caller's transaction.
     */
    async unassignDriver(orderId: string) {
      const [row] = await db
        .update(orders)
        .set({ driverId: null, driverAssignedAt: null, driverPayCents: null, updatedAt: new Date() })
        .where(
          and(
            eq(orders.id, orderId),
            isNotNull(orders.driverId),
            inArray(orders.status, [...DRIVER_ACCEPTABLE_STATUSES]),
          ),
        )
        .returning();
      if (row) await enqueueOrderAnnouncement(db, row.id, row.status, { statusChanged: false });
      return row;
    },

    /**
     * Hands an order to another driver in one conditional UPDATE: it must still be before pickup and still held by
     * `fromDriverId` (null: unassigned), and the new driver must hold no other job (call after locking their
     * profile, like an accept). Records the event; the caller writes the outbox row and the audit entry in the
     * same transaction.
     */
    async reassignDriver(input: {
      orderId: string;
      fromDriverId: string | null;
      toDriverId: string;
      payCents: number;
      at: Date;
      adminId: string;
    }) {
      const busy = db
        .select({ one: sql`1` })
        .from(orders)
        .where(and(eq(orders.driverId, input.toDriverId), inArray(orders.status, [...DRIVER_JOB_STATUSES])));
      const [row] = await db
        .update(orders)
        .set({
          driverId: input.toDriverId,
          driverPayCents: input.payCents,
          driverAssignedAt: input.at,
          updatedAt: input.at,
        })
        .where(
          and(
            eq(orders.id, input.orderId),
            input.fromDriverId ? eq(orders.driverId, input.fromDriverId) : isNull(orders.driverId),
            inArray(orders.status, [...DRIVER_ACCEPTABLE_STATUSES]),
            // A collection never has a driver (decision 068).
            eq(orders.fulfilment, 'delivery'),
            sql`not exists (${busy})`,
          ),
        )
        .returning();
      if (!row) return undefined;
      await db.insert(orderEvents).values({
        orderId: row.id,
        fromStatus: row.status,
        toStatus: row.status,
        actorId: input.adminId,
        actorRole: 'admin',
        note: input.fromDriverId ? 'driver reassigned by an admin' : 'driver assigned by an admin',
      });
      return row;
    },
  };
}
