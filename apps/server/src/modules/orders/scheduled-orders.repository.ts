import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, restaurants } from '../../db/schema/index.ts';

/** Scheduled orders still waiting (paid or placed, or their payment still open) are what the sweep looks at. */
const WAITING_STATUSES = ['placed', 'pending_payment', 'payment_failed'] as const;

/** Order for later (docs/product.md#order-for-later): the orders waiting for their slot, and their release. */
export function createScheduledOrdersRepository(db: DbOrTx) {
  return {
    /**
     * Scheduled orders not released yet, soonest release first, with what their venue's open status reads (the
     * sweep checks that the venue is still open at the slot). Bounded: the sweep runs every minute.
     */
    waiting(limit = 500) {
      return db
        .select({
          order: orders,
          venue: {
            name: restaurants.name,
            isOpen: restaurants.isOpen,
            isActive: restaurants.isActive,
            openingHours: restaurants.openingHours,
            pausedUntil: restaurants.pausedUntil,
            closedDates: restaurants.closedDates,
            loadShedding: restaurants.loadShedding,
            suspendedAt: restaurants.suspendedAt,
          },
        })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(
          and(
            isNotNull(orders.scheduledFor),
            isNull(orders.releasedAt),
            inArray(orders.status, [...WAITING_STATUSES]),
          ),
        )
        .orderBy(asc(orders.releaseAt), asc(orders.id))
        .limit(limit);
    },

    /**
     * Puts a placed scheduled order into the kitchen queue at `now`: one conditional UPDATE … RETURNING, so with
     * several instances sweeping at once exactly one of them releases it (undefined for the others).
     */
    async release(id: string, now: Date) {
      const [row] = await db
        .update(orders)
        .set({ releasedAt: now, updatedAt: now })
        .where(
          and(
            eq(orders.id, id),
            eq(orders.status, 'placed'),
            isNotNull(orders.scheduledFor),
            isNull(orders.releasedAt),
          ),
        )
        .returning();
      return row;
    },
  };
}
export type ScheduledOrdersRepository = ReturnType<typeof createScheduledOrdersRepository>;
