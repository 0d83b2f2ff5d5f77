import { DRIVER_ACCEPTABLE_STATUSES, DRIVER_JOB_STATUSES, LIVE_STATUSES } from '@lekker/core/order-status';
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  accountSuspensions,
  driverProfiles,
  ledgerLines,
  orderEvents,
  orders,
  profiles,
  refunds,
  restaurantMembers,
  restaurants,
  reviews,
  user,
  userRoles,
} from '../../db/schema/index.ts';
import { enqueueOrderAnnouncement } from '../orders/orders.repository.ts';

export type VenueWrite = Partial<
  Pick<
    typeof restaurants.$inferInsert,
    | 'name'
    | 'description'
    | 'cuisineType'
    | 'phone'
    | 'address'
    | 'latitude'
    | 'longitude'
    | 'serviceRadiusKm'
    | 'estimatedDeliveryTime'
    | 'deliveryFeeCents'
    | 'minimumOrderCents'
    | 'isPartnered'
  >
>;

/** Orders an operator watches: paid or cash-accepted and not finished. */
export { LIVE_STATUSES };

const escapeLike = (q: string) => `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
const driverUser = alias(user, 'driver_user');

/** The admin console's reads and the few writes no other module owns (venue status, commission). */
export function createAdminRepository(db: DbOrTx) {
  /**
   * Paid orders (placed: PayFast confirmed, or Cash on Delivery placed) per venue since an instant, counted like the
   * venue's own analytics (docs/decisions/025-venue-statements-and-analytics.md), in one grouped query.
   */
  async function ordersPlacedSince(ids: string[], since: Date): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: orders.restaurantId, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(inArray(orders.restaurantId, ids), isNotNull(orders.placedAt), gte(orders.placedAt, since)))
      .groupBy(orders.restaurantId);
    return new Map(rows.map((x) => [x.id, x.n]));
  }
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
          suspendedAt: accountSuspensions.suspendedAt,
          suspendedReason: accountSuspensions.reason,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .leftJoin(accountSuspensions, eq(accountSuspensions.userId, user.id))
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
      const venues = await db
        .select()
        .from(restaurants)
        .where(like ? or(ilike(restaurants.name, like), ilike(restaurants.address, like)) : undefined)
        .orderBy(restaurants.name)
        .limit(300);
      const placed = await ordersPlacedSince(
        venues.map((r) => r.id),
        since,
      );
      const rows = venues.map((r) => ({ r, orders30d: placed.get(r.id) ?? 0 }));
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
    /** One venue with its owners and 30-day order count (the list row of `restaurants`). */
    async restaurantRow(id: string, since: Date) {
      const [r] = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
      if (!r) return undefined;
      const orders30d = (await ordersPlacedSince([id], since)).get(id) ?? 0;
      return { r, orders30d, owners: await this.ownersOf(id) };
    },
    /** The owners of a venue (who is e-mailed about its status, its ads and its payouts). */
    ownersOf(restaurantId: string) {
      return db
        .select({ restaurantId: restaurantMembers.restaurantId, id: user.id, email: user.email })
        .from(restaurantMembers)
        .innerJoin(user, eq(user.id, restaurantMembers.userId))
        .where(and(eq(restaurantMembers.restaurantId, restaurantId), eq(restaurantMembers.role, 'owner')));
    },
    async updateRestaurant(id: string, set: VenueWrite) {
      const [row] = await db
        .update(restaurants)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(restaurants.id, id))
        .returning();
      return row;
    },
    /** A venue's reviews, newest first, a page at a time, with the star counts of every rated one. */
    async venueReviews(restaurantId: string, page: { limit: number; offset: number }) {
      const mine = eq(reviews.restaurantId, restaurantId);
      const [rows, stars, [total]] = await Promise.all([
        db
          .select({
            r: reviews,
            customerEmail: user.email,
            orderNumber: orders.orderNumber,
          })
          .from(reviews)
          .leftJoin(user, eq(user.id, reviews.customerId))
          .leftJoin(orders, eq(orders.id, reviews.orderId))
          .where(mine)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ rating: reviews.restaurantRating, n: sql<number>`count(*)::int` })
          .from(reviews)
          .where(and(mine, isNotNull(reviews.restaurantRating)))
          .groupBy(reviews.restaurantRating),
        db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(mine),
      ]);
      return { rows, stars, total: total?.n ?? 0 };
    },
    /**
     * Suspends the venue (hidden from customers, every owner change refused): the reason and time are stored, and
     * whether it was live, so reinstating restores exactly that. Suspending again updates the reason only.
     */
    async suspendRestaurant(id: string, reason: string, now: Date) {
      const [row] = await db
        .update(restaurants)
        .set({
          liveBeforeSuspension: sql`case when ${restaurants.suspendedAt} is null then ${restaurants.isActive} else ${restaurants.liveBeforeSuspension} end`,
          suspendedAt: sql`coalesce(${restaurants.suspendedAt}, ${now})`,
          isActive: false,
          suspendedReason: reason,
          updatedAt: now,
        })
        .where(eq(restaurants.id, id))
        .returning();
      return row;
    },
    /**
     * Lifts a suspension and restores the state before it: live again only when it was live; a venue that never
     * went live goes back to its go-live checklist. Undefined when the venue is not suspended.
     */
    async reinstateRestaurant(id: string, now: Date) {
      const [row] = await db
        .update(restaurants)
        .set({
          isActive: sql`coalesce(${restaurants.liveBeforeSuspension}, false)`,
          suspendedAt: null,
          suspendedReason: null,
          liveBeforeSuspension: null,
          updatedAt: now,
        })
        .where(and(eq(restaurants.id, id), isNotNull(restaurants.suspendedAt)))
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
    async driverRow(userId: string) {
      const [row] = await db
        .select({ d: driverProfiles, name: user.name, email: user.email })
        .from(driverProfiles)
        .innerJoin(user, eq(user.id, driverProfiles.userId))
        .where(eq(driverProfiles.userId, userId))
        .limit(1);
      return row;
    },
    /** The job a driver holds now, and how many they have delivered. */
    async driverWork(userId: string) {
      const [[active], [delivered]] = await Promise.all([
        db
          .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
          .from(orders)
          .where(and(eq(orders.driverId, userId), inArray(orders.status, [...DRIVER_JOB_STATUSES])))
          .limit(1),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(and(eq(orders.driverId, userId), eq(orders.status, 'delivered'))),
      ]);
      return { active, deliveries: delivered?.n ?? 0 };
    },
    /** Approved drivers on shift, each with whether they hold a job now (a reassignment's candidates). */
    onlineDrivers() {
      return db
        .select({
          d: driverProfiles,
          name: user.name,
          busy: sql<boolean>`exists (select 1 from ${orders} where ${orders.driverId} = ${driverProfiles.userId} and ${orders.status} in ('confirmed', 'preparing', 'ready', 'picked_up'))`,
        })
        .from(driverProfiles)
        .innerJoin(user, eq(user.id, driverProfiles.userId))
        .where(and(eq(driverProfiles.status, 'approved'), eq(driverProfiles.isOnline, true)))
        .limit(300);
    },
    /** Cash on Delivery money each driver took at doors in the week (Mon–Sun, Africa/Johannesburg) holding `now`. */
    async cashHeldThisWeek(driverIds: string[], now: Date): Promise<Map<string, number>> {
      if (driverIds.length === 0) return new Map();
      const at = sql`${now.toISOString()}::timestamptz`;
      const weekStart = sql`(date_trunc('week', ${at} at time zone 'Africa/Johannesburg') at time zone 'Africa/Johannesburg')`;
      const rows = await db
        .select({
          driverId: orders.driverId,
          cash: sql<number>`coalesce(sum(${orders.cashCollectedCents}), 0)::int`,
        })
        .from(orders)
        .where(
          and(
            inArray(orders.driverId, driverIds),
            eq(orders.status, 'delivered'),
            sql`${orders.deliveredAt} >= ${weekStart}`,
            sql`${orders.deliveredAt} <= ${at}`,
          ),
        )
        .groupBy(orders.driverId);
      return new Map(rows.map((r) => [r.driverId!, Number(r.cash)]));
    },
    async setDriverStatus(userId: string, status: 'approved' | 'suspended', reason: string) {
      const now = new Date();
      const [row] = await db
        .update(driverProfiles)
        .set({
          status,
          isOnline: status === 'approved' ? undefined : false,
          decisionReason: reason,
          decidedAt: now,
          updatedAt: now,
        })
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
        avgDeliveryMinutes: avg?.minutes ?? null,
        refundsOwed: owed?.n ?? 0,
      };
    },
    /** The live venues' open-status fields: the overview counts the open ones with the storefront's rule. */
    liveVenueStatuses() {
      return db
        .select({
          is_open: restaurants.isOpen,
          opening_hours: restaurants.openingHours,
          is_active: restaurants.isActive,
          paused_until: restaurants.pausedUntil,
          closed_dates: restaurants.closedDates,
          load_shedding: restaurants.loadShedding,
        })
        .from(restaurants)
        .where(eq(restaurants.isActive, true));
    },
    /**
     * GMV per Africa/Johannesburg day of placement since `from` (docs/product.md#admin-overview-figures): the totals
     * of paid orders (placed) not cancelled, and the refunds that went through on those orders.
     */
    async dailyGmv(from: Date) {
      const day = sql<string>`to_char(${orders.placedAt} at time zone 'Africa/Johannesburg', 'YYYY-MM-DD')`;
      const counted = and(
        isNotNull(orders.placedAt),
        gte(orders.placedAt, from),
        ne(orders.status, 'cancelled'),
      );
      const [paid, back] = await Promise.all([
        db
          .select({ day, cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int` })
          .from(orders)
          .where(counted)
          .groupBy(day),
        db
          .select({ day, cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
          .from(refunds)
          .innerJoin(orders, eq(orders.id, refunds.orderId))
          .where(and(counted, eq(refunds.status, 'succeeded')))
          .groupBy(day),
      ]);
      const refunded = new Map(back.map((b) => [b.day, b.cents]));
      return paid.map((p) => ({ day: p.day, cents: p.cents - (refunded.get(p.day) ?? 0) }));
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
