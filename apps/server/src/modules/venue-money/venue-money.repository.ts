import { REJECT_CODES } from '@lekker/core/contracts/desk';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerLines, orderItems, orders, payouts, restaurants, reviews } from '../../db/schema/index.ts';
import { venueLedgerLines } from '../ledger/ledger.repository.ts';

// Calendar fields of an instant in Africa/Johannesburg (the ledger's weeks and the portal's days).
const localDay = (col: unknown) =>
  sql<string>`to_char(${col} at time zone 'Africa/Johannesburg', 'YYYY-MM-DD')`;
const localWeek = (col: unknown) =>
  sql<string>`to_char(date_trunc('week', ${col} at time zone 'Africa/Johannesburg'), 'YYYY-MM-DD')`;
const int = (expr: ReturnType<typeof sql>) => sql<number>`(${expr})::int`;

/**
 * One venue's money and performance, aggregated in SQL: statements and payouts from the ledger (by the time the
 * money moved), analytics from the orders, their items and reviews. Nothing here loads every order of a period.
 */
export function createVenueMoneyRepository(db: DbOrTx) {
  const venueLedger = venueLedgerLines;
  return {
    async venue(restaurantId: string) {
      const [row] = await db
        .select({
          name: restaurants.name,
          commissionRateBps: restaurants.commissionRateBps,
          /** When the venue was approved (its row is created then) and when it first went live. */
          createdAt: restaurants.createdAt,
          wentLiveAt: restaurants.wentLiveAt,
        })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId))
        .limit(1);
      return row;
    },

    // Statements and payouts ----------------------------------------------------------------------------------

    /** The venue's ledger per local week and kind, from `from` on (the marketplace's kinds left out). */
    weeklyTotals(restaurantId: string, from: Date) {
      const week = localWeek(ledgerLines.occurredAt);
      return db
        .select({
          week,
          kind: ledgerLines.kind,
          cents: int(sql`sum(${ledgerLines.amountCents})`),
          orders: int(sql`count(distinct ${ledgerLines.orderId})`),
        })
        .from(ledgerLines)
        .where(and(venueLedger(restaurantId), gte(ledgerLines.occurredAt, from)))
        .groupBy(week, ledgerLines.kind);
    },
    /** Net credited to the venue before an instant (all of it without one). */
    async netBefore(restaurantId: string, before?: Date): Promise<number> {
      const [row] = await db
        .select({ cents: int(sql`coalesce(sum(${ledgerLines.amountCents}), 0)`) })
        .from(ledgerLines)
        .where(
          and(
            eq(ledgerLines.restaurantId, restaurantId),
            eq(ledgerLines.kind, 'venue_net'),
            before ? lt(ledgerLines.occurredAt, before) : undefined,
          ),
        );
      return row?.cents ?? 0;
    },
    /** Every payout made to the venue, oldest first (one a week at most). */
    payoutsOf(restaurantId: string) {
      return db
        .select({
          weekStart: payouts.weekStart,
          amountCents: payouts.amountCents,
          reference: payouts.reference,
          paidAt: payouts.paidAt,
        })
        .from(payouts)
        .where(and(eq(payouts.party, 'venue'), eq(payouts.partyId, restaurantId)))
        .orderBy(asc(payouts.paidAt));
    },
    /** The venue's ledger lines in [from, to) with their order: a statement's rows. */
    statementLines(restaurantId: string, from: Date, to: Date) {
      return db
        .select({
          orderId: ledgerLines.orderId,
          orderNumber: orders.orderNumber,
          paymentMethod: orders.paymentMethod,
          entryKey: ledgerLines.entryKey,
          kind: ledgerLines.kind,
          amountCents: ledgerLines.amountCents,
          occurredAt: ledgerLines.occurredAt,
        })
        .from(ledgerLines)
        .innerJoin(orders, eq(orders.id, ledgerLines.orderId))
        .where(
          and(venueLedger(restaurantId), gte(ledgerLines.occurredAt, from), lt(ledgerLines.occurredAt, to)),
        )
        .orderBy(asc(ledgerLines.occurredAt), asc(orders.orderNumber), asc(ledgerLines.kind));
    },

    // Analytics ----------------------------------------------------------------------------------------------

    /** Food sales and net per local delivery day, with the number of orders delivered that day. */
    salesByDay(restaurantId: string, from: Date, to: Date) {
      const day = localDay(ledgerLines.occurredAt);
      return db
        .select({
          day,
          revenueCents: int(
            sql`coalesce(sum(${ledgerLines.amountCents}) filter (where ${ledgerLines.kind} = 'food_subtotal'), 0)`,
          ),
          netCents: int(
            sql`coalesce(sum(${ledgerLines.amountCents}) filter (where ${ledgerLines.kind} = 'venue_net'), 0)`,
          ),
          delivered: int(
            sql`count(distinct ${ledgerLines.orderId}) filter (where ${ledgerLines.kind} = 'food_subtotal')`,
          ),
        })
        .from(ledgerLines)
        .where(
          and(
            eq(ledgerLines.restaurantId, restaurantId),
            eq(ledgerLines.entryKey, 'delivered'),
            inArray(ledgerLines.kind, ['food_subtotal', 'venue_net']),
            gte(ledgerLines.occurredAt, from),
            lt(ledgerLines.occurredAt, to),
          ),
        )
        .groupBy(day);
    },
    /**
     * Paid orders placed in [from, to) per local day, with what became of them and their preparation (seconds
     * from accepted to ready, summed, and how many reached ready).
     */
    ordersByDay(restaurantId: string, from: Date, to: Date) {
      const day = localDay(orders.placedAt);
      const rejectCodes = sql.join(
        REJECT_CODES.map((c) => sql`${c}`),
        sql`, `,
      );
      return db
        .select({
          day,
          placed: int(sql`count(*)`),
          accepted: int(sql`count(*) filter (where ${orders.confirmedAt} is not null)`),
          rejected: int(
            sql`count(*) filter (where ${orders.status} = 'cancelled' and ${orders.cancelCode} in (${rejectCodes}))`,
          ),
          missed: int(sql`count(*) filter (where ${orders.cancelCode} = 'auto_rejected')`),
          cancelled: int(
            sql`count(*) filter (where ${orders.status} = 'cancelled' and ${orders.cancelCode} is null)`,
          ),
          prepSeconds: sql<number>`coalesce(sum(extract(epoch from (${orders.readyAt} - ${orders.confirmedAt}))) filter (where ${orders.readyAt} is not null and ${orders.confirmedAt} is not null), 0)::float8`,
          prepOrders: int(
            sql`count(*) filter (where ${orders.readyAt} is not null and ${orders.confirmedAt} is not null)`,
          ),
        })
        .from(orders)
        .where(
          and(
            eq(orders.restaurantId, restaurantId),
            isNotNull(orders.placedAt),
            gte(orders.placedAt, from),
            lt(orders.placedAt, to),
          ),
        )
        .groupBy(day);
    },
    /** Paid orders placed in [from, to) by local weekday (0 = Monday) and hour. */
    ordersByWeekdayHour(restaurantId: string, from: Date, to: Date) {
      const weekday = int(
        sql`extract(isodow from ${orders.placedAt} at time zone 'Africa/Johannesburg') - 1`,
      );
      const hour = int(sql`extract(hour from ${orders.placedAt} at time zone 'Africa/Johannesburg')`);
      return db
        .select({ weekday, hour, orders: int(sql`count(*)`) })
        .from(orders)
        .where(
          and(
            eq(orders.restaurantId, restaurantId),
            isNotNull(orders.placedAt),
            gte(orders.placedAt, from),
            lt(orders.placedAt, to),
          ),
        )
        .groupBy(weekday, hour);
    },
    /** The 10 best items of the orders delivered in [from, to), by revenue or by quantity (ties by name). */
    topItems(restaurantId: string, from: Date, to: Date, by: 'revenue' | 'quantity') {
      const quantity = int(sql`sum(${orderItems.quantity})`);
      const revenue = int(sql`sum(${orderItems.quantity} * ${orderItems.unitPriceCents})`);
      return db
        .select({ name: orderItems.name, quantity, revenueCents: revenue })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.restaurantId, restaurantId),
            eq(orders.status, 'delivered'),
            gte(orders.deliveredAt, from),
            lt(orders.deliveredAt, to),
          ),
        )
        .groupBy(orderItems.name)
        .orderBy(
          ...(by === 'revenue' ? [desc(revenue), desc(quantity)] : [desc(quantity), desc(revenue)]),
          asc(orderItems.name),
        )
        .limit(10);
    },
    /** Ratings of the venue given in [from, to) per local week: their sum and count. */
    ratingsByWeek(restaurantId: string, from: Date, to: Date) {
      const week = localWeek(reviews.createdAt);
      return db
        .select({
          week,
          sum: int(sql`sum(${reviews.restaurantRating})`),
          count: int(sql`count(*)`),
        })
        .from(reviews)
        .where(
          and(
            eq(reviews.restaurantId, restaurantId),
            isNotNull(reviews.restaurantRating),
            gte(reviews.createdAt, from),
            lt(reviews.createdAt, to),
          ),
        )
        .groupBy(week);
    },
  };
}
export type VenueMoneyRepository = ReturnType<typeof createVenueMoneyRepository>;
