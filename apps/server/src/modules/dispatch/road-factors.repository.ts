import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** Delivered trips the road factor learns from (docs/decisions/072-dispatch-board-and-learnt-road-factor.md). */
export function createRoadFactorsRepository(db: DbOrTx) {
  return {
    /**
     * Delivered orders since `since`, newest first, with where they ended, the venue-to-door great circle and the
     * minutes from pickup to delivery (only those with all of these).
     */
    async deliveredTrips(since: Date, limit: number) {
      const rows = await db
        .select({
          latitude: sql<number>`${orders.deliveryLat}`,
          longitude: sql<number>`${orders.deliveryLng}`,
          distanceKm: sql<number>`${orders.deliveryDistanceKm}`,
          minutes: sql<number>`(extract(epoch from (${orders.deliveredAt} - ${orders.pickedUpAt})) / 60)::float8`,
          deliveredAt: sql<string>`${orders.deliveredAt}`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'delivered'),
            isNotNull(orders.pickedUpAt),
            isNotNull(orders.deliveryLat),
            isNotNull(orders.deliveryLng),
            isNotNull(orders.deliveryDistanceKm),
            gte(orders.deliveredAt, since),
          ),
        )
        .orderBy(desc(orders.deliveredAt))
        .limit(limit);
      return rows.map((r) => ({
        to: { latitude: Number(r.latitude), longitude: Number(r.longitude) },
        distanceKm: Number(r.distanceKm),
        minutes: Number(r.minutes),
        deliveredAt: new Date(r.deliveredAt),
      }));
    },
  };
}
export type RoadFactorsRepository = ReturnType<typeof createRoadFactorsRepository>;
