import { and, count, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  driverProfiles,
  ledgerLines,
  orders,
  paymentRefunds,
  profiles,
  restaurantMembers,
  restaurants,
  user,
  userRoles,
} from '../../db/schema/index.ts';

/** Orders an operator watches: paid or cash-accepted and not finished. */
export const LIVE_STATUSES = ['placed', 'confirmed', 'preparing', 'ready', 'picked_up'] as const;

const escapeLike = (q: string) => `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
const driverUser = alias(user, 'driver_user');

/** The admin console's reads and the few writes no other module owns (venue status, commission). */
export function createAdminRepository(db: DbOrTx) {
  const boardColumns = {
    order: orders,
    restaurantName: restaurants.name,
    deliveryMinutes: restaurants.estimatedDeliveryTime,
    customerName: user.name,
    customerEmail: user.email,
    customerPhone: profiles.phone,
    driverName: driverUser.name,
    refundedCents: sql<number>`coalesce((select sum(${paymentRefunds.amountCents}) from ${paymentRefunds} where ${paymentRefunds.orderId} = ${orders.id} and ${paymentRefunds.status} = 'succeeded'), 0)::int`,
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
      const like = filter.q ? escapeLike(filter.q) : undefined;
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
    /** Takes the driver off an order that has not been picked up. */
    async unassignDriver(orderId: string) {
      const [row] = await db
        .update(orders)
        .set({ driverId: null, driverAssignedAt: null, driverPayCents: null, updatedAt: new Date() })
        .where(
          and(
            eq(orders.id, orderId),
            isNotNull(orders.driverId),
            inArray(orders.status, ['confirmed', 'preparing', 'ready']),
          ),
        )
        .returning();
      return row;
    },

    // Users and roles ---------------------------------------------------------------------------------------------
    async users(q: string | undefined, limit = 100) {
      const like = q ? escapeLike(q) : undefined;
      const rows = await db
        .select({
          id: user.id,
          name: user.name,
          email: user.email,
          phone: profiles.phone,
          createdAt: user.createdAt,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(
          like ? or(ilike(user.email, like), ilike(user.name, like), ilike(profiles.phone, like)) : undefined,
        )
        .orderBy(desc(user.createdAt))
        .limit(limit);
      const roles = rows.length
        ? await db
            .select()
            .from(userRoles)
            .where(
              inArray(
                userRoles.userId,
                rows.map((r) => r.id),
              ),
            )
        : [];
      return rows.map((r) => ({ ...r, roles: roles.filter((x) => x.userId === r.id).map((x) => x.role) }));
    },
    async findUser(id: string) {
      const [row] = await db.select().from(user).where(eq(user.id, id)).limit(1);
      return row;
    },
    async countRole(role: 'admin'): Promise<number> {
      const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, role));
      return row?.n ?? 0;
    },

    // Restaurants -------------------------------------------------------------------------------------------------
    async restaurants(q: string | undefined, since: Date) {
      const like = q ? escapeLike(q) : undefined;
      const rows = await db
        .select({
          r: restaurants,
          orders30d: sql<number>`(select count(*) from ${orders} where ${orders.restaurantId} = ${restaurants.id} and ${orders.createdAt} >= ${since.toISOString()})::int`,
        })
        .from(restaurants)
        .where(like ? or(ilike(restaurants.name, like), ilike(restaurants.address, like)) : undefined)
        .orderBy(restaurants.name)
        .limit(300);
      const owners = rows.length
        ? await db
            .select({ restaurantId: restaurantMembers.restaurantId, id: user.id, email: user.email })
            .from(restaurantMembers)
            .innerJoin(user, eq(user.id, restaurantMembers.userId))
            .where(
              and(
                inArray(
                  restaurantMembers.restaurantId,
                  rows.map((x) => x.r.id),
                ),
                eq(restaurantMembers.role, 'owner'),
              ),
            )
        : [];
      return rows.map((x) => ({ ...x, owners: owners.filter((o) => o.restaurantId === x.r.id) }));
    },
    async setRestaurantActive(id: string, active: boolean, reason: string | null) {
      const [row] = await db
        .update(restaurants)
        .set({ isActive: active, suspendedReason: active ? null : reason, updatedAt: new Date() })
        .where(eq(restaurants.id, id))
        .returning();
      return row;
    },
    async setCommission(id: string, bps: number) {
      const [row] = await db
        .update(restaurants)
        .set({ commissionRateBps: bps, updatedAt: new Date() })
        .where(eq(restaurants.id, id))
        .returning();
      return row;
    },

    // Drivers -----------------------------------------------------------------------------------------------------
    drivers(q: string | undefined) {
      const like = q ? escapeLike(q) : undefined;
      return db
        .select({ d: driverProfiles, name: user.name, email: user.email })
        .from(driverProfiles)
        .innerJoin(user, eq(user.id, driverProfiles.userId))
        .where(like ? or(ilike(user.email, like), ilike(user.name, like)) : undefined)
        .orderBy(desc(driverProfiles.isOnline), user.name)
        .limit(300);
    },
    async setDriverStatus(userId: string, status: 'approved' | 'suspended') {
      const [row] = await db
        .update(driverProfiles)
        .set({ status, isOnline: status === 'approved' ? undefined : false, updatedAt: new Date() })
        .where(eq(driverProfiles.userId, userId))
        .returning();
      return row;
    },

    // Overview ----------------------------------------------------------------------------------------------------
    async overviewCounts(dayStart: Date) {
      const byStatus = await db
        .select({ status: orders.status, n: sql<number>`count(*)::int` })
        .from(orders)
        .where(inArray(orders.status, [...LIVE_STATUSES]))
        .groupBy(orders.status);
      const [today] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            gte(orders.createdAt, dayStart),
            sql`${orders.status} not in ('pending_payment', 'payment_failed')`,
          ),
        );
      const [online] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(driverProfiles)
        .where(and(eq(driverProfiles.isOnline, true), eq(driverProfiles.status, 'approved')));
      const [open] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(restaurants)
        .where(and(eq(restaurants.isActive, true), eq(restaurants.isOpen, true)));
      const [avg] = await db
        .select({
          minutes: sql<
            number | null
          >`avg(extract(epoch from (${orders.deliveredAt} - ${orders.placedAt})) / 60)::float`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'delivered'),
            gte(orders.deliveredAt, new Date(dayStart.getTime() - 6 * 86_400_000)),
          ),
        );
      const [owed] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.refundStatus, 'owed'));
      return {
        byStatus,
        ordersToday: today?.n ?? 0,
        driversOnline: online?.n ?? 0,
        venuesOpen: open?.n ?? 0,
        avgDeliveryMinutes: avg?.minutes ?? null,
        refundsOwed: owed?.n ?? 0,
      };
    },
    /** Ledger totals per kind per Africa/Johannesburg day since `from`. */
    dailyLedger(from: Date) {
      const day = sql<string>`to_char(${ledgerLines.occurredAt} at time zone 'Africa/Johannesburg', 'YYYY-MM-DD')`;
      return db
        .select({ day, kind: ledgerLines.kind, cents: sql<number>`sum(${ledgerLines.amountCents})::int` })
        .from(ledgerLines)
        .where(gte(ledgerLines.occurredAt, from))
        .groupBy(day, ledgerLines.kind);
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
export type BoardRow = Awaited<ReturnType<AdminRepository['board']>>[number];
