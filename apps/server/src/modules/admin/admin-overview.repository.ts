import { LIVE_STATUSES } from '@lekker/core/order-status';
import { and, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { driverProfiles, ledgerLines, orders, refunds, restaurants } from '../../db/schema/index.ts';

/** The overview's counts and the daily takings and ledger series. */
export function createAdminOverviewRepository(db: DbOrTx) {
  return {
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
