import { EARTH_RADIUS_KM } from '@lekker/core/constants';
import { DRIVER_ACCEPTABLE_STATUSES } from '@lekker/core/order-status';
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { driverProfiles, orderEvents, orders, profiles, restaurants, user } from '../../db/schema/index.ts';
import { enqueueOrderAnnouncement } from '../orders/orders.repository.ts';
import { createDriverTipsRepository } from '../tips/driver-tips.repository.ts';
import { createFailedTripsRepository } from './failed-trips.repository.ts';

export type DriverProfileRecord = typeof driverProfiles.$inferSelect;

export type DriverPositionInput = {
  latitude: number;
  longitude: number;
  heading: number | null;
  speedKmh: number | null;
  accuracy: number | null;
  at: Date;
};

type Point = { latitude: number; longitude: number };

/** An order a driver holds until it is delivered or cancelled. */
export const ACTIVE_JOB_STATUSES = [...DRIVER_ACCEPTABLE_STATUSES, 'picked_up'] as const;

/**
 * Great-circle km from a point to (lat, lng) columns: the haversine of packages/core/src/distance.ts (R = 6371 km),
 * in SQL so the 20 km filter runs in the database on PGlite and PostgreSQL alike.
 */
export function kmFrom(p: Point, lat: AnyPgColumn, lng: AnyPgColumn): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${p.latitude}::float8) / 2), 2)
    + cos(radians(${p.latitude}::float8)) * cos(radians(${lat}))
      * power(sin(radians(${lng} - ${p.longitude}::float8) / 2), 2)))))`;
}

/** A box around the point a little larger than the radius: the cheap (indexable) first filter. */
function withinBox(p: Point, km: number, lat: AnyPgColumn, lng: AnyPgColumn): SQL | undefined {
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI) * 1.01;
  const cos = Math.cos((p.latitude * Math.PI) / 180);
  const dLng = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  return and(
    sql`${lat} between ${p.latitude - dLat} and ${p.latitude + dLat}`,
    sql`${lng} between ${p.longitude - dLng} and ${p.longitude + dLng}`,
  );
}

/** Driver profiles, shifts, positions, the jobs a driver can take or holds, and their earnings. */
export function createDriversRepository(db: DbOrTx) {
  const failedTrips = createFailedTripsRepository(db);
  const tips = createDriverTipsRepository(db);
  return {
    /** The driver's profile with their name (the customer is shown the first name). */
    async findProfile(userId: string): Promise<(DriverProfileRecord & { name: string }) | undefined> {
      const [row] = await db
        .select({ profile: driverProfiles, name: sql<string>`coalesce(${profiles.fullName}, ${user.name})` })
        .from(driverProfiles)
        .innerJoin(user, eq(user.id, driverProfiles.userId))
        .leftJoin(profiles, eq(profiles.userId, driverProfiles.userId))
        .where(eq(driverProfiles.userId, userId))
        .limit(1);
      return row ? { ...row.profile, name: row.name } : undefined;
    },
    /** Writes the delivery code before the pickup moves the order (the customer sees it once picked up). */
    async setDeliveryCode(id: string, code: string) {
      await db
        .update(orders)
        .set({ deliveryCode: code, deliveryCodeAttempts: 0, deliveryCodeLockedUntil: null })
        .where(and(eq(orders.id, id), eq(orders.status, 'ready')));
    },
    /** Records the cash the driver confirmed collecting, while the order is still out for delivery. */
    async setCashCollected(id: string, cents: number | null) {
      await db
        .update(orders)
        .set({ cashCollectedCents: cents })
        .where(and(eq(orders.id, id), eq(orders.status, 'picked_up')));
    },
    /** Locks the driver's profile row until the transaction ends: one accept per driver at a time. */
    async lockProfile(userId: string): Promise<void> {
      await db
        .select({ id: driverProfiles.userId })
        .from(driverProfiles)
        .where(eq(driverProfiles.userId, userId))
        .for('update');
    },
    /** On or off shift; `online_since` keeps the start of a shift that is already running. */
    async setOnline(userId: string, online: boolean, at: Date): Promise<DriverProfileRecord | undefined> {
      const [row] = await db
        .update(driverProfiles)
        .set({
          isOnline: online,
          onlineSince: online
            ? sql`coalesce(${driverProfiles.onlineSince}, ${at.toISOString()}::timestamptz)`
            : null,
          updatedAt: at,
        })
        .where(eq(driverProfiles.userId, userId))
        .returning();
      return row;
    },
    /**
     * The latest positions of many drivers in two statements (driver-positions.ts batches them): the driver
     * profile and, as spec'd for update_driver_location, the profile. A position older than the one stored (a
     * slower instance's batch) changes nothing.
     */
    async savePositions(rows: (DriverPositionInput & { userId: string })[]) {
      if (rows.length === 0) return;
      const values = sql.join(
        rows.map(
          (r) =>
            sql`(${r.userId}::text, ${r.latitude}::float8, ${r.longitude}::float8, ${r.heading}::float8, ${r.speedKmh}::float8, ${r.accuracy}::float8, ${r.at.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      );
      const v = sql`(values ${values}) as v (user_id, lat, lng, heading, speed, accuracy, at)`;
      await db.execute(sql`update driver_profiles as d
        set last_latitude = v.lat, last_longitude = v.lng, heading = v.heading, speed_kmh = v.speed,
            accuracy = v.accuracy, location_updated_at = v.at
        from ${v}
        where d.user_id = v.user_id and (d.location_updated_at is null or d.location_updated_at <= v.at)`);
      // The profile follows the driver profile: only where this batch's position is the one now stored.
      await db.execute(sql`update profiles as p
        set latitude = v.lat, longitude = v.lng, updated_at = v.at
        from ${v} join driver_profiles as d on d.user_id = v.user_id and d.location_updated_at = v.at
        where p.user_id = v.user_id`);
    },
    /**
     * Open jobs whose restaurant (with a pin) is within `radiusKm` of the point, nearest first: unassigned orders
     * in the statuses a driver may accept (orders_unassigned_status_idx), box first, then the exact distance.
     */
    listOffersNear(here: Point, radiusKm: number) {
      const km = kmFrom(here, restaurants.latitude, restaurants.longitude);
      return db
        .select({ order: orders, restaurant: restaurants, distanceKm: km })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(
          and(
            isNull(orders.driverId),
            inArray(orders.status, [...DRIVER_ACCEPTABLE_STATUSES]),
            // A collection never goes to drivers (decision 068).
            eq(orders.fulfilment, 'delivery'),
            isNotNull(restaurants.latitude),
            isNotNull(restaurants.longitude),
            withinBox(here, radiusKm, restaurants.latitude, restaurants.longitude),
            sql`${km} <= ${radiusKm}`,
          ),
        )
        .orderBy(km, orders.createdAt)
        .limit(50);
    },
    /** Online drivers whose position is newer than `freshSince` and within `radiusKm` of the point. */
    async onlineDriversNear(here: Point, radiusKm: number, freshSince: Date): Promise<string[]> {
      const km = kmFrom(here, driverProfiles.lastLatitude, driverProfiles.lastLongitude);
      const rows = await db
        .select({ userId: driverProfiles.userId })
        .from(driverProfiles)
        .where(
          and(
            eq(driverProfiles.isOnline, true),
            eq(driverProfiles.status, 'approved'),
            sql`${driverProfiles.locationUpdatedAt} > ${freshSince.toISOString()}::timestamptz`,
            withinBox(here, radiusKm, driverProfiles.lastLatitude, driverProfiles.lastLongitude),
            sql`${km} <= ${radiusKm}`,
          ),
        );
      return rows.map((r) => r.userId);
    },
    listForDriver(driverId: string) {
      return db
        .select({ order: orders, restaurant: restaurants })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(eq(orders.driverId, driverId))
        .orderBy(desc(orders.createdAt))
        .limit(100);
    },
    /** The job the driver holds (assigned, not yet delivered or cancelled), with its restaurant and customer. */
    async activeJob(driverId: string) {
      const [row] = await db
        .select({
          order: orders,
          restaurant: restaurants,
          customerName: user.name,
          customerFullName: profiles.fullName,
          customerPhone: profiles.phone,
        })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .innerJoin(user, eq(user.id, orders.customerId))
        .leftJoin(profiles, eq(profiles.userId, orders.customerId))
        .where(and(eq(orders.driverId, driverId), inArray(orders.status, [...ACTIVE_JOB_STATUSES])))
        .orderBy(desc(orders.driverAssignedAt))
        .limit(1);
      return row;
    },
    /**
     * What a driver's position may do (decision 037): whether they are an approved driver, and the active jobs whose
     * rooms it goes to. One statement; no profile: not approved.
     */
    async locationRights(driverId: string): Promise<{ approved: boolean; orderIds: string[] }> {
      const rows = await db
        .select({ status: driverProfiles.status, orderId: orders.id })
        .from(driverProfiles)
        .leftJoin(
          orders,
          and(eq(orders.driverId, driverProfiles.userId), inArray(orders.status, [...ACTIVE_JOB_STATUSES])),
        )
        .where(eq(driverProfiles.userId, driverId));
      return {
        approved: rows[0]?.status === 'approved',
        orderIds: rows.flatMap((r) => (r.orderId ? [r.orderId] : [])),
      };
    },
    /** Ids of the driver's current orders (their position goes to those orders' rooms). */
    async activeOrderIds(driverId: string): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.driverId, driverId), inArray(orders.status, [...ACTIVE_JOB_STATUSES])));
      return rows.map((r) => r.id);
    },
    /**
     * Atomic assignment in one conditional UPDATE: the order must still be open (first wins) and the driver must
     * hold no other active job. Call inside a transaction after `lockProfile`, so two accepts by the same driver
     * run one after the other and the second sees the first's job.
     */
    async assign(id: string, driverId: string, payCents: number, at: Date) {
      const busy = db
        .select({ one: sql`1` })
        .from(orders)
        .where(and(eq(orders.driverId, driverId), inArray(orders.status, [...ACTIVE_JOB_STATUSES])));
      const [row] = await db
        .update(orders)
        .set({ driverId, driverPayCents: payCents, driverAssignedAt: at, updatedAt: at })
        .where(
          and(
            eq(orders.id, id),
            isNull(orders.driverId),
            inArray(orders.status, [...DRIVER_ACCEPTABLE_STATUSES]),
            // A collection never goes to drivers (decision 068).
            eq(orders.fulfilment, 'delivery'),
            sql`not exists (${busy})`,
          ),
        )
        .returning();
      if (!row) return undefined;
      await db.insert(orderEvents).values({
        orderId: id,
        fromStatus: row.status,
        toStatus: row.status,
        actorId: driverId,
        actorRole: 'driver',
        note: 'driver assigned',
      });
      // The customer's 'Your driver … is on the way' commits with the assignment (order-outbox.ts).
      await enqueueOrderAnnouncement(db, id, row.status, { driverAssigned: true });
      return row;
    },
    /**
     * The delivery code's state, the order row locked until the transaction ends: parallel tries of one order's code
     * are evaluated one after the other, each seeing the count the previous one wrote
     * (docs/decisions/044-limits-in-one-statement-or-lock.md). Undefined once the order is no longer out.
     */
    async lockDeliveryCode(id: string) {
      const [row] = await db
        .select({
          code: orders.deliveryCode,
          attempts: orders.deliveryCodeAttempts,
          lockedUntil: orders.deliveryCodeLockedUntil,
        })
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.status, 'picked_up')))
        .for('update');
      return row;
    },
    /** A wrong delivery code: the new count and, on the 5th, the lock (only while the order is still out). */
    async recordCodeFailure(id: string, attempts: number, lockedUntil: Date | null) {
      await db
        .update(orders)
        .set({ deliveryCodeAttempts: attempts, deliveryCodeLockedUntil: lockedUntil })
        .where(and(eq(orders.id, id), eq(orders.status, 'picked_up')));
    },
    /**
     * Earnings in SQL: today and this week (Monday–Sunday) in Africa/Johannesburg, and the latest completed jobs.
     * `now` is the service clock, so tests can pin the day.
     */
    async earnings(driverId: string, now: Date, timeZone: string) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const dayStart = sql`(date_trunc('day', ${at} at time zone ${timeZone}) at time zone ${timeZone})`;
      const weekStart = sql`(date_trunc('week', ${at} at time zone ${timeZone}) at time zone ${timeZone})`;
      const mine = and(eq(orders.driverId, driverId), eq(orders.status, 'delivered'));
      const totals = (since: SQL) =>
        db
          .select({
            jobs: sql<number>`count(*)::int`,
            pay: sql<number>`coalesce(sum(${orders.driverPayCents}), 0)::int`,
            cash: sql<number>`coalesce(sum(${orders.cashCollectedCents}), 0)::int`,
            since: sql<string>`to_char(${since} at time zone ${timeZone}, 'YYYY-MM-DD')`,
          })
          .from(orders)
          .where(and(mine, sql`${orders.deliveredAt} >= ${since}`, sql`${orders.deliveredAt} <= ${at}`));
      const [[today], [week], failedToday, failedWeek, failed, tipsToday, tipsWeek, jobs] = await Promise.all(
        [
          totals(dayStart),
          totals(weekStart),
          failedTrips.totals(driverId, dayStart, at),
          failedTrips.totals(driverId, weekStart, at),
          failedTrips.latest(driverId),
          tips.total(driverId, dayStart, at),
          tips.total(driverId, weekStart, at),
          db
            .select({
              id: orders.id,
              orderNumber: orders.orderNumber,
              restaurantName: restaurants.name,
              deliveredAt: orders.deliveredAt,
              pay: orders.driverPayCents,
              cash: orders.cashCollectedCents,
              distanceKm: orders.deliveryDistanceKm,
            })
            .from(orders)
            .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
            .where(and(mine, isNotNull(orders.deliveredAt)))
            .orderBy(desc(orders.deliveredAt))
            .limit(50),
        ],
      );
      // A failed trip is paid (decision 064): it counts as a job and its pay, as the payouts count it.
      // Tips (decision 069) come from the ledger's driver_tip lines, beside the pay.
      const withFailed = (t: typeof today, f: typeof failedToday, tipCents: number) => ({
        ...t!,
        jobs: t!.jobs + f.jobs,
        pay: t!.pay + f.pay,
        tips: tipCents,
      });
      const jobTips = await tips.byOrder(
        driverId,
        jobs.map((j) => j.id),
      );
      return {
        today: withFailed(today, failedToday, tipsToday),
        week: withFailed(week, failedWeek, tipsWeek),
        jobs: jobs.map((j) => ({ ...j, tip: jobTips.get(j.id) ?? 0 })),
        failed,
      };
    },
  };
}
export type DriversRepository = ReturnType<typeof createDriversRepository>;
