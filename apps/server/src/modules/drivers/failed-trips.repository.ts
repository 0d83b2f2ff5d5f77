import { and, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerLines, orders, restaurants } from '../../db/schema/index.ts';

/**
 * A driver's paid failed trips (docs/decisions/064-failed-deliveries.md): the `driver_pay` ledger lines written when an
 * order they carried could not be handed over. Their earnings count them beside the delivered jobs, as the payouts
 * (which read the ledger) do.
 */
export function createFailedTripsRepository(db: DbOrTx) {
  const mine = (driverId: string) =>
    and(
      eq(ledgerLines.driverId, driverId),
      eq(ledgerLines.kind, 'driver_pay'),
      like(ledgerLines.entryKey, 'failed_trip:%'),
    );
  return {
    /** Trips and pay from `since` to `at` (both SQL instants). */
    async totals(driverId: string, since: SQL, at: SQL): Promise<{ jobs: number; pay: number }> {
      const [row] = await db
        .select({
          jobs: sql<number>`count(*)::int`,
          pay: sql<number>`coalesce(sum(${ledgerLines.amountCents}), 0)::int`,
        })
        .from(ledgerLines)
        .where(
          and(
            mine(driverId),
            sql`${ledgerLines.occurredAt} >= ${since}`,
            sql`${ledgerLines.occurredAt} <= ${at}`,
          ),
        );
      return row ?? { jobs: 0, pay: 0 };
    },
    /** The latest failed trips, newest first. */
    latest(driverId: string, limit = 50) {
      return db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          restaurantName: restaurants.name,
          at: ledgerLines.occurredAt,
          pay: ledgerLines.amountCents,
          distanceKm: orders.deliveryDistanceKm,
        })
        .from(ledgerLines)
        .innerJoin(orders, eq(orders.id, ledgerLines.orderId))
        .innerJoin(restaurants, eq(restaurants.id, ledgerLines.restaurantId))
        .where(mine(driverId))
        .orderBy(desc(ledgerLines.occurredAt))
        .limit(limit);
    },
  };
}
export type FailedTripsRepository = ReturnType<typeof createFailedTripsRepository>;
