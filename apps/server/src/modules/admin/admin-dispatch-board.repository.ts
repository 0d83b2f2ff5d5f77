import { DRIVER_ACCEPTABLE_STATUSES } from '@lekker/core/order-status';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dispatchOrders, orders, restaurants } from '../../db/schema/index.ts';

/** The dispatch board's reads (docs/decisions/072-dispatch-board-and-learnt-road-factor.md). */
export function createDispatchBoardRepository(db: DbOrTx) {
  return {
    /** Orders the venue accepted that no driver holds, oldest first, with their venue and dispatch state. */
    waitingOrders(limit = 200) {
      return db
        .select({
          order: orders,
          restaurantName: restaurants.name,
          venueLatitude: restaurants.latitude,
          venueLongitude: restaurants.longitude,
          dispatchState: dispatchOrders.state,
          wave: dispatchOrders.wave,
        })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .leftJoin(dispatchOrders, eq(dispatchOrders.orderId, orders.id))
        .where(and(inArray(orders.status, [...DRIVER_ACCEPTABLE_STATUSES]), isNull(orders.driverId)))
        .orderBy(asc(orders.confirmedAt), asc(orders.createdAt))
        .limit(limit);
    },
  };
}
export type DispatchBoardRepository = ReturnType<typeof createDispatchBoardRepository>;
