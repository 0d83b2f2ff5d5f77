import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerLines } from '../../db/schema/index.ts';

/**
 * A driver's tips (docs/decisions/069-driver-tips.md), read from the ledger as the payouts read them: the
 * `driver_tip` lines written when an order they carried was delivered.
 */
export function createDriverTipsRepository(db: DbOrTx) {
  const mine = (driverId: string) =>
    and(eq(ledgerLines.driverId, driverId), eq(ledgerLines.kind, 'driver_tip'));
  return {
    /** Tips from `since` to `at` (both SQL instants). */
    async total(driverId: string, since: SQL, at: SQL): Promise<number> {
      const [row] = await db
        .select({ cents: sql<number>`coalesce(sum(${ledgerLines.amountCents}), 0)::int` })
        .from(ledgerLines)
        .where(
          and(
            mine(driverId),
            sql`${ledgerLines.occurredAt} >= ${since}`,
            sql`${ledgerLines.occurredAt} <= ${at}`,
          ),
        );
      return row?.cents ?? 0;
    },
    /** Each order's tip to this driver (orders without a tip are absent). */
    async byOrder(driverId: string, orderIds: string[]): Promise<Map<string, number>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({
          orderId: ledgerLines.orderId,
          cents: sql<number>`coalesce(sum(${ledgerLines.amountCents}), 0)::int`,
        })
        .from(ledgerLines)
        .where(and(mine(driverId), inArray(ledgerLines.orderId, orderIds)))
        .groupBy(ledgerLines.orderId);
      return new Map(rows.map((r) => [r.orderId, r.cents]));
    },
  };
}
export type DriverTipsRepository = ReturnType<typeof createDriverTipsRepository>;
