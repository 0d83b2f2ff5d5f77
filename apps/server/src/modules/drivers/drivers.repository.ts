import { DRIVER_ACCEPTABLE_STATUSES } from '@lekker/core/order-status';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { driverProfiles, orderEvents, orders, profiles, restaurants } from '../../db/schema/index.ts';

export type DriverProfileRecord = typeof driverProfiles.$inferSelect;

export type DriverPositionInput = {
  latitude: number;
  longitude: number;
  heading: number | null;
  speedKmh: number | null;
  accuracy: number | null;
  at: Date;
};

/** Driver profiles, positions and the jobs a driver can take or holds. */
export function createDriversRepository(db: DbOrTx) {
  return {
    async findProfile(userId: string): Promise<DriverProfileRecord | undefined> {
      const [row] = await db.select().from(driverProfiles).where(eq(driverProfiles.userId, userId)).limit(1);
      return row;
    },
    /** The driver's position on the driver profile and, as spec'd for update_driver_location, on the profile. */
    async savePosition(userId: string, p: DriverPositionInput) {
      await db
        .update(driverProfiles)
        .set({
          lastLatitude: p.latitude,
          lastLongitude: p.longitude,
          heading: p.heading,
          speedKmh: p.speedKmh,
          accuracy: p.accuracy,
          locationUpdatedAt: p.at,
        })
        .where(eq(driverProfiles.userId, userId));
      await db
        .update(profiles)
        .set({ latitude: p.latitude, longitude: p.longitude, updatedAt: p.at })
        .where(eq(profiles.userId, userId));
    },
    /** Unassigned orders a driver may accept (orders_unassigned_status_idx). */
    listOffers() {
      return db
        .select({ order: orders, restaurant: restaurants })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(and(isNull(orders.driverId), inArray(orders.status, [...DRIVER_ACCEPTABLE_STATUSES])))
        .orderBy(asc(orders.createdAt))
        .limit(200);
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
    /** Ids of the driver's orders out for delivery (their position goes to those orders' rooms). */
    async activeOrderIds(driverId: string): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.driverId, driverId), eq(orders.status, 'picked_up')));
      return rows.map((r) => r.id);
    },
    /** Atomic assignment: exactly one of several concurrent accepts matches `driver_id is null`. */
    async assign(id: string, driverId: string) {
      const [row] = await db
        .update(orders)
        .set({ driverId, updatedAt: new Date() })
        .where(
          and(
            eq(orders.id, id),
            isNull(orders.driverId),
            inArray(orders.status, [...DRIVER_ACCEPTABLE_STATUSES]),
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
      return row;
    },
  };
}
export type DriversRepository = ReturnType<typeof createDriversRepository>;
