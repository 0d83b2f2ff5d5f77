import type { LedgerKind } from '@lekker/core/contracts/admin';
import { and, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  ledgerLines,
  orders,
  paymentNotifications,
  paymentRefunds,
  payouts,
  refunds,
  restaurants,
  user,
} from '../../db/schema/index.ts';

export type LedgerLineRecord = typeof ledgerLines.$inferSelect;
export type NewLedgerLine = typeof ledgerLines.$inferInsert;
export type PaymentRefundRecord = typeof paymentRefunds.$inferSelect;
export type PayoutRecord = typeof payouts.$inferSelect;

/** Ledger lines (append-only), provider refunds and payouts. */
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
    /** Per venue, per kind, in [from, to): the week's statements. */
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
        .where(and(gte(ledgerLines.occurredAt, from), lt(ledgerLines.occurredAt, to)))
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

    // Provider refunds ------------------------------------------------------------------------------------------
    async refundByKey(key: string) {
      const [row] = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.idempotencyKey, key))
        .limit(1);
      return row;
    },
    refundsOf(orderId: string) {
      return db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.orderId, orderId))
        .orderBy(paymentRefunds.createdAt);
    },
    /** Cents refunded or being refunded (failed attempts do not count). */
    async refundedOrPendingCents(orderId: string): Promise<number> {
      const [row] = await db
        .select({ cents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int` })
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.orderId, orderId), sql`${paymentRefunds.status} <> 'failed'`));
      return row?.cents ?? 0;
    },
    /** Claims a refund attempt; undefined when another request took the key first. */
    async insertRefund(row: typeof paymentRefunds.$inferInsert) {
      const [created] = await db.insert(paymentRefunds).values(row).onConflictDoNothing().returning();
      return created;
    },
    async finishRefund(
      id: string,
      result: { status: 'succeeded' | 'failed'; providerReference?: string; error?: string; at: Date },
    ) {
      const [row] = await db
        .update(paymentRefunds)
        .set({
          status: result.status,
          providerReference: result.providerReference ?? null,
          error: result.error ?? null,
          completedAt: result.at,
        })
        .where(eq(paymentRefunds.id, id))
        .returning();
      return row!;
    },

    /** Holds the order row until the transaction ends, so two refunds of one order never pass the cap together. */
    async lockOrder(orderId: string) {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row;
    },
    /** Refunds owed on an order (by the hardening rules: paid cancellations, second or late payments). */
    owedOf(orderId: string) {
      return db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'owed')))
        .orderBy(refunds.createdAt);
    },
    /** What a PayFast payment of this order brought in that may be given back (second payments included). */
    async owedFor(orderId: string, pfPaymentId: string) {
      const [row] = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.pfPaymentId, pfPaymentId)))
        .limit(1);
      return row;
    },
    async settleOwed(orderId: string, pfPaymentId: string, at: Date) {
      await db
        .update(refunds)
        .set({ status: 'refunded', refundedAt: at })
        .where(
          and(eq(refunds.orderId, orderId), eq(refunds.pfPaymentId, pfPaymentId), eq(refunds.status, 'owed')),
        );
    },
    async setOrderRefundStatus(orderId: string, status: 'owed' | 'refunded') {
      const [row] = await db
        .update(orders)
        .set({ refundStatus: status })
        .where(eq(orders.id, orderId))
        .returning();
      return row;
    },
    /** Cents the provider confirmed giving back for one payment. */
    async refundedCentsOf(orderId: string, pfPaymentId: string): Promise<number> {
      const [row] = await db
        .select({ cents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int` })
        .from(paymentRefunds)
        .where(
          and(
            eq(paymentRefunds.orderId, orderId),
            eq(paymentRefunds.pfPaymentId, pfPaymentId),
            sql`${paymentRefunds.status} <> 'failed'`,
          ),
        );
      return row?.cents ?? 0;
    },

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
