import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { messages, orders, restaurantMembers, restaurants } from '../../db/schema/index.ts';

/** Reads for the messages that chase an order (escalation, repeated driver offers) and who gets them. */
export function createOrderReachRepository(db: DbOrTx) {
  const venue = {
    id: orders.id,
    orderNumber: orders.orderNumber,
    restaurantId: orders.restaurantId,
    restaurantName: restaurants.name,
    restaurantPhone: restaurants.phone,
    latitude: restaurants.latitude,
    longitude: restaurants.longitude,
  };
  return {
    /** Placed orders the venue has not answered since `cutoff`, not yet escalated. */
    unansweredSince(cutoff: Date) {
      return db
        .select(venue)
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(
          and(
            eq(orders.status, 'placed'),
            // A scheduled order counts from when it entered the kitchen queue (docs/product.md#order-for-later).
            sql`coalesce(${orders.releasedAt}, ${orders.placedAt}) <= ${cutoff.toISOString()}::timestamptz`,
            sql`(${orders.scheduledFor} is null or ${orders.releasedAt} is not null)`,
            sql`not exists (select 1 from ${messages} where ${messages.eventKey} = 'order:' || ${orders.id} || ':escalation')`,
          ),
        )
        .limit(200);
    },
    /** Orders open for drivers since before `cutoff` that no driver has taken. */
    untakenSince(cutoff: Date) {
      return db
        .select(venue)
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(
          and(
            inArray(orders.status, ['confirmed', 'preparing', 'ready']),
            isNull(orders.driverId),
            // A collection waits for its customer, not a driver (decision 068).
            eq(orders.fulfilment, 'delivery'),
            lte(orders.confirmedAt, cutoff),
          ),
        )
        .limit(200);
    },
    async venueMembers(restaurantId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: restaurantMembers.userId })
        .from(restaurantMembers)
        .where(eq(restaurantMembers.restaurantId, restaurantId));
      return rows.map((r) => r.userId);
    },
    async venue(restaurantId: string) {
      const [row] = await db
        .select({ name: restaurants.name, latitude: restaurants.latitude, longitude: restaurants.longitude })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      return row;
    },
  };
}
export type OrderReachRepository = ReturnType<typeof createOrderReachRepository>;
