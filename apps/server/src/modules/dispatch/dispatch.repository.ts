import { DRIVER_ACCEPTABLE_STATUSES } from '@lekker/core/order-status';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  dispatchOffers,
  dispatchOrders,
  driverProfiles,
  orders,
  restaurants,
  user,
} from '../../db/schema/index.ts';
import { ACTIVE_JOB_STATUSES, kmFrom } from '../drivers/drivers.repository.ts';

type Point = { latitude: number; longitude: number };
export type DispatchState = (typeof dispatchOrders.$inferSelect)['state'];
export type DispatchOfferRecord = typeof dispatchOffers.$inferSelect;
export type NewDispatchOffer = Omit<typeof dispatchOffers.$inferInsert, 'id' | 'status' | 'answeredAt'>;

/** The dispatcher's state per order and its offers (docs/decisions/063-dispatch-rules-and-weights.md). */
export function createDispatchRepository(db: DbOrTx) {
  return {
    /** Starts dispatching an order; a second call (another instance, a re-announcement) changes nothing. */
    async open(orderId: string, nextAt: Date, now: Date): Promise<boolean> {
      const rows = await db
        .insert(dispatchOrders)
        .values({ orderId, state: 'waiting', wave: 0, nextAt, updatedAt: now })
        .onConflictDoNothing()
        .returning({ orderId: dispatchOrders.orderId });
      return rows.length > 0;
    },
    async find(orderId: string) {
      const [row] = await db.select().from(dispatchOrders).where(eq(dispatchOrders.orderId, orderId));
      return row;
    },
    /** Orders whose next step (first wave, or the end of a wave) is due. */
    due(now: Date, limit = 100) {
      return db
        .select({ orderId: dispatchOrders.orderId, wave: dispatchOrders.wave })
        .from(dispatchOrders)
        .where(and(inArray(dispatchOrders.state, ['waiting', 'offering']), lte(dispatchOrders.nextAt, now)))
        .orderBy(asc(dispatchOrders.nextAt))
        .limit(limit);
    },
    /**
     * Claims the step after `fromWave` by compare-and-set: of several instances exactly one moves the order on
     * (to `wave`, until `nextAt`, or to a final state); the others get false.
     */
    async claim(
      orderId: string,
      fromWave: number,
      to: { state: DispatchState; wave: number; nextAt: Date },
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(dispatchOrders)
        .set({ state: to.state, wave: to.wave, nextAt: to.nextAt, updatedAt: now })
        .where(
          and(
            eq(dispatchOrders.orderId, orderId),
            eq(dispatchOrders.wave, fromWave),
            inArray(dispatchOrders.state, ['waiting', 'offering']),
          ),
        )
        .returning({ orderId: dispatchOrders.orderId });
      return rows.length > 0;
    },
    /** Ends dispatching (a driver took it, or it was cancelled): open offers are withdrawn; returns their drivers. */
    async close(orderId: string, state: 'placed' | 'fallback', now: Date): Promise<string[]> {
      await db
        .update(dispatchOrders)
        .set({ state, updatedAt: now })
        .where(
          and(eq(dispatchOrders.orderId, orderId), inArray(dispatchOrders.state, ['waiting', 'offering'])),
        );
      return this.endOpen(orderId, 'withdrawn', now);
    },
    /** Marks the order's open offers expired or withdrawn; returns their drivers. */
    async endOpen(orderId: string, status: 'expired' | 'withdrawn', now: Date): Promise<string[]> {
      const rows = await db
        .update(dispatchOffers)
        .set({ status, answeredAt: now })
        .where(and(eq(dispatchOffers.orderId, orderId), eq(dispatchOffers.status, 'open')))
        .returning({ driverId: dispatchOffers.driverId });
      return rows.map((r) => r.driverId);
    },
    /** Records a wave's offers; a driver offered the order before is skipped (unique order + driver). */
    async insertOffers(rows: NewDispatchOffer[]): Promise<string[]> {
      if (rows.length === 0) return [];
      const saved = await db
        .insert(dispatchOffers)
        .values(rows.map((r) => ({ ...r, status: 'open' as const })))
        .onConflictDoNothing()
        .returning({ driverId: dispatchOffers.driverId });
      return saved.map((r) => r.driverId);
    },
    async offersOf(orderId: string): Promise<DispatchOfferRecord[]> {
      return db
        .select()
        .from(dispatchOffers)
        .where(eq(dispatchOffers.orderId, orderId))
        .orderBy(asc(dispatchOffers.offeredAt), asc(dispatchOffers.score));
    },
    /** The order's offers with each driver's name, in the order they were made. */
    offersWithNames(orderId: string) {
      return db
        .select({ offer: dispatchOffers, name: user.name })
        .from(dispatchOffers)
        .innerJoin(user, eq(user.id, dispatchOffers.driverId))
        .where(eq(dispatchOffers.orderId, orderId))
        .orderBy(asc(dispatchOffers.offeredAt), asc(dispatchOffers.score));
    },
    /** A driver's answer to their open offer; false when there is none (expired, withdrawn, answered). */
    async answer(orderId: string, driverId: string, status: 'accepted' | 'declined', now: Date) {
      const rows = await db
        .update(dispatchOffers)
        .set({ status, answeredAt: now })
        .where(
          and(
            eq(dispatchOffers.orderId, orderId),
            eq(dispatchOffers.driverId, driverId),
            eq(dispatchOffers.status, 'open'),
          ),
        )
        .returning({ id: dispatchOffers.id });
      return rows.length > 0;
    },
    /** The driver's newest open offer still inside its window, with the order and its restaurant. */
    async openOfferFor(driverId: string, now: Date) {
      const [row] = await db
        .select({ offer: dispatchOffers, order: orders, restaurant: restaurants })
        .from(dispatchOffers)
        .innerJoin(orders, eq(orders.id, dispatchOffers.orderId))
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(
          and(
            eq(dispatchOffers.driverId, driverId),
            eq(dispatchOffers.status, 'open'),
            sql`${dispatchOffers.expiresAt} > ${now.toISOString()}::timestamptz`,
            inArray(orders.status, [...DRIVER_ACCEPTABLE_STATUSES]),
            sql`${orders.driverId} is null`,
            eq(orders.fulfilment, 'delivery'),
          ),
        )
        .orderBy(sql`${dispatchOffers.offeredAt} desc`)
        .limit(1);
      return row;
    },
    /**
     * Drivers who may be offered a job at this point: approved, online, a position newer than `freshSince` within
     * `radiusKm`, holding no job; with how long they have waited (since their last delivery or going online) and
     * the cash they took at doors this week (Africa/Johannesburg), as the manual assignment counts it.
     */
    async candidates(here: Point, radiusKm: number, freshSince: Date, now: Date) {
      const km = kmFrom(here, driverProfiles.lastLatitude, driverProfiles.lastLongitude);
      const at = sql`${now.toISOString()}::timestamptz`;
      const weekStart = sql`(date_trunc('week', ${at} at time zone 'Africa/Johannesburg') at time zone 'Africa/Johannesburg')`;
      const busy = sql`exists (select 1 from ${orders} o where o.driver_id = ${driverProfiles.userId}
        and o.status in (${sql.join(
          ACTIVE_JOB_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )}))`;
      const rows = await db
        .select({
          driverId: driverProfiles.userId,
          latitude: sql<number>`${driverProfiles.lastLatitude}`,
          longitude: sql<number>`${driverProfiles.lastLongitude}`,
          idleSince: sql<string | null>`greatest(${driverProfiles.onlineSince},
            (select max(o.delivered_at) from ${orders} o where o.driver_id = ${driverProfiles.userId}))`,
          cashHeldCents: sql<number>`coalesce((select sum(o.cash_collected_cents) from ${orders} o
            where o.driver_id = ${driverProfiles.userId} and o.status = 'delivered'
              and o.delivered_at >= ${weekStart} and o.delivered_at <= ${at}), 0)::int`,
        })
        .from(driverProfiles)
        .where(
          and(
            eq(driverProfiles.isOnline, true),
            eq(driverProfiles.status, 'approved'),
            sql`${driverProfiles.locationUpdatedAt} > ${freshSince.toISOString()}::timestamptz`,
            sql`${km} <= ${radiusKm}`,
            sql`not ${busy}`,
          ),
        );
      return rows.map((r) => ({
        ...r,
        idleSince: r.idleSince ? new Date(r.idleSince) : null,
      }));
    },
  };
}
export type DispatchRepository = ReturnType<typeof createDispatchRepository>;
