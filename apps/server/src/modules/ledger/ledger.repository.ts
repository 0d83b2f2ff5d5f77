import type { LedgerKind } from '@lekker/core/contracts/admin';
import { MARKETPLACE_LEDGER_KINDS } from '@lekker/core/contracts/venue-money';
import { and, desc, eq, gte, isNotNull, lt, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerLines, paymentNotifications, payouts, restaurants, user } from '../../db/schema/index.ts';
import { createRefundsRepository } from './refunds.repository.ts';

export type LedgerLineRecord = typeof ledgerLines.$inferSelect;
export type NewLedgerLine = typeof ledgerLines.$inferInsert;
export type PayoutRecord = typeof payouts.$inferSelect;

/**
 * The lines that are the venue's (docs/decisions/025-venue-statements-and-analytics.md, amended by 050): every kind
 * but the marketplace's, and nothing of a paid order cancelled before delivery (its charge lines record money the
 * marketplace took and gives back; the venue sold nothing). Every venue figure (statement, its list row and CSV,
 * the admin's payouts week) reads through this one rule, so they reconcile.
 */
export function venueLedgerLines(restaurantId?: string): SQL {
  return and(
    restaurantId ? eq(ledgerLines.restaurantId, restaurantId) : undefined,
    notInArray(ledgerLines.kind, [...MARKETPLACE_LEDGER_KINDS]),
    ne(ledgerLines.entryKey, 'cancelled'),
  )!;
}

/** Ledger lines (append-only) and payouts; refunds are in refunds.repository.ts. */
export function createLedgerRepository(db: DbOrTx) {
  return {
    /** Writes lines; a line already written for the same order, cause and kind is kept as it was. */
    async append(lines: NewLedgerLine[]): Promise<number> {
      if (lines.length === 0) return 0;
      const rows = await db
        .insert(ledgerLines)
        .values(lines)
        .onConflictDoNothing({ target: [ledgerLines.orderId, ledgerLines.entryKey, ledgerLines.kind] })
        .returning({ id: ledgerLines.id });
      return rows.length;
    },
    async commissionRateOf(restaurantId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ bps: restaurants.commissionRateBps })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId))
        .limit(1);
      return row?.bps;
    },
    /** The `amount_fee` of the ITN that marked this PayFast payment paid, as posted (e.g. "-2.30"). */
    async providerFeeOf(pfPaymentId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ payload: paymentNotifications.payload })
        .from(paymentNotifications)
        .where(
          and(eq(paymentNotifications.pfPaymentId, pfPaymentId), eq(paymentNotifications.outcome, 'paid')),
        )
        .orderBy(desc(paymentNotifications.receivedAt))
        .limit(1);
      return row?.payload.find(([name]) => name === 'amount_fee')?.[1];
    },
    /** What the venue still has of the order: its `venue_net` lines so far (delivery less refunds it bore). */
    async venueNetOf(orderId: string): Promise<number> {
      const [row] = await db
        .select({ cents: sql<number>`coalesce(sum(${ledgerLines.amountCents}), 0)::int` })
        .from(ledgerLines)
        .where(and(eq(ledgerLines.orderId, orderId), eq(ledgerLines.kind, 'venue_net')));
      return row?.cents ?? 0;
    },
    linesOf(orderId: string) {
      return db
        .select()
        .from(ledgerLines)
        .where(eq(ledgerLines.orderId, orderId))
        .orderBy(ledgerLines.occurredAt, ledgerLines.kind);
    },
    /** Sum per kind of the lines whose money moved in [from, to), optionally for one venue. */
    async totalsByKind(
      from: Date,
      to: Date,
      restaurantId?: string,
    ): Promise<Partial<Record<LedgerKind, number>>> {
      const rows = await db
        .select({
          kind: ledgerLines.kind,
          cents: sql<number>`coalesce(sum(${ledgerLines.amountCents}), 0)::int`,
        })
        .from(ledgerLines)
        .where(
          and(
            gte(ledgerLines.occurredAt, from),
            lt(ledgerLines.occurredAt, to),
            restaurantId ? eq(ledgerLines.restaurantId, restaurantId) : undefined,
          ),
        )
        .groupBy(ledgerLines.kind);
      return Object.fromEntries(rows.map((r) => [r.kind, r.cents]));
    },
    /** Per venue, per kind of its own lines (`venueLedgerLines`), in [from, to): the week's statements. */
    venueTotals(from: Date, to: Date) {
      return db
        .select({
          restaurantId: ledgerLines.restaurantId,
          name: restaurants.name,
          kind: ledgerLines.kind,
          cents: sql<number>`sum(${ledgerLines.amountCents})::int`,
          orders: sql<number>`count(distinct ${ledgerLines.orderId})::int`,
        })
        .from(ledgerLines)
        .innerJoin(restaurants, eq(restaurants.id, ledgerLines.restaurantId))
        .where(and(venueLedgerLines(), gte(ledgerLines.occurredAt, from), lt(ledgerLines.occurredAt, to)))
        .groupBy(ledgerLines.restaurantId, restaurants.name, ledgerLines.kind);
    },
    /** Per driver: pay and cash held in [from, to). */
    driverTotals(from: Date, to: Date) {
      return db
        .select({
          driverId: sql<string>`${ledgerLines.driverId}`,
          name: user.name,
          email: user.email,
          kind: ledgerLines.kind,
          cents: sql<number>`sum(${ledgerLines.amountCents})::int`,
          jobs: sql<number>`count(distinct ${ledgerLines.orderId})::int`,
        })
        .from(ledgerLines)
        .innerJoin(user, eq(user.id, ledgerLines.driverId))
        .where(
          and(
            isNotNull(ledgerLines.driverId),
            gte(ledgerLines.occurredAt, from),
            lt(ledgerLines.occurredAt, to),
          ),
        )
        .groupBy(ledgerLines.driverId, user.name, user.email, ledgerLines.kind);
    },

    /** What the order's customer is owed back and has been paid back (refunds.repository.ts answers it). */
    customerRefundOf: (orderId: string) => createRefundsRepository(db).customerRefundOf(orderId),

    // Payouts ---------------------------------------------------------------------------------------------------
    payoutsOfWeek(weekStart: string) {
      return db.select().from(payouts).where(eq(payouts.weekStart, weekStart));
    },
    async insertPayout(row: typeof payouts.$inferInsert) {
      const [created] = await db.insert(payouts).values(row).onConflictDoNothing().returning();
      return created;
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
