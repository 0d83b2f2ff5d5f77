import type { RefundBearer, RefundCause } from '@lekker/core/contracts/refund-bearer';
import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderPayments, orders, type RefundOrigin, refunds } from '../../db/schema/index.ts';
import { notYetOwedByPayment } from './refund-plan.ts';

export type RefundRecord = typeof refunds.$inferSelect;
export type OrderPaymentRecord = typeof orderPayments.$inferSelect;
/** A refund sent to the provider: pending, or with its answer. */
export type SentRefund = RefundRecord & { status: 'pending' | 'succeeded' | 'failed'; sentAt: Date };

/** Statuses of money that has left (or is leaving) through the provider: they count against the cap. */
const SENT = ['pending', 'succeeded'] as const;

/**
 * Money in (one row per PayFast payment of an order) and money back (refunds owed, sent, succeeded or failed):
 * docs/decisions/026-one-refunds-story.md.
 */
export function createRefundsRepository(db: DbOrTx) {
  /** What the order's customer is still owed, and was paid back (with when the last refund went through). */
  async function customerRefundOf(
    orderId: string,
  ): Promise<{ owedCents: number; pendingCents: number; refundedCents: number; refundedAt: Date | null }> {
    const [row] = await db
      .select({
        owed: sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} = 'owed'), 0)::int`,
        // Sent to the provider, no answer yet: still on its way to the customer.
        pending: sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} = 'pending'), 0)::int`,
        refunded: sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} = 'succeeded'), 0)::int`,
        at: sql<
          Date | string | null
        >`max(${refunds.refundedAt}) filter (where ${refunds.status} = 'succeeded')`,
      })
      .from(refunds)
      .where(eq(refunds.orderId, orderId));
    return {
      owedCents: row?.owed ?? 0,
      pendingCents: row?.pending ?? 0,
      refundedCents: row?.refunded ?? 0,
      refundedAt: row?.at ? new Date(row.at) : null,
    };
  }

  /**
   * Money owed back on one payment. With an open refund owed for that payment already, the amount joins it (one
   * open row per payment, `refunds_owed_payment_uq`).
   */
  async function owe(r: { orderId: string; pfPaymentId: string; amountCents: number; reason: string }) {
    const [open] = await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.pfPaymentId, r.pfPaymentId), eq(refunds.status, 'owed')))
      .limit(1);
    if (open) {
      await db
        .update(refunds)
        .set({ amountCents: sql`${refunds.amountCents} + ${r.amountCents}` })
        .where(eq(refunds.id, open.id));
      return;
    }
    await db.insert(refunds).values({ ...r, status: 'owed', origin: 'owed' });
  }

  /** The orders' `refund_status` from their refunds: `owed` while one is owed, else `refunded` once one went through. */
  async function updateRefundStatuses(orderIds: string[]) {
    if (orderIds.length === 0) return;
    const has = (status: string) =>
      sql`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} = ${status} and ${refunds.amountCents} > 0)`;
    await db
      .update(orders)
      .set({
        refundStatus: sql`case when ${has('owed')} then 'owed' when ${has('succeeded')} then 'refunded' else ${orders.refundStatus} end`,
      })
      .where(inArray(orders.id, orderIds));
  }

  return {
    /**
     * Records a PayFast payment of the order; false when it was recorded before (a repeated notification), so the
     * caller does not owe it back twice.
     */
    async recordPayment(p: { pfPaymentId: string; orderId: string; amountCents: number }): Promise<boolean> {
      const rows = await db
        .insert(orderPayments)
        .values(p)
        .onConflictDoNothing()
        .returning({ id: orderPayments.pfPaymentId });
      return rows.length > 0;
    },
    paymentsOf(orderId: string) {
      return db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.orderId, orderId))
        .orderBy(asc(orderPayments.receivedAt), asc(orderPayments.pfPaymentId));
    },
    owe,
    /**
     * The orders owe back what their payments can still give (the refund owed: paid minus every refund made or
     * pending, less what is already owed; refund-plan.ts): one open owed row per payment, joined when one is open.
     * `pfPaymentIds` limits it to those payments (a second payment of a live order). Answers the cents newly owed.
     * Call it in the transaction that makes the money owed (the cancellation, the payment).
     */
    async oweTheRest(orderIds: string[], reason: string, pfPaymentIds?: string[]): Promise<number> {
      if (orderIds.length === 0) return 0;
      const [payments, rows] = await Promise.all([
        db.select().from(orderPayments).where(inArray(orderPayments.orderId, orderIds)),
        db.select().from(refunds).where(inArray(refunds.orderId, orderIds)),
      ]);
      let total = 0;
      for (const orderId of orderIds) {
        const mine = payments.filter(
          (p) => p.orderId === orderId && (!pfPaymentIds || pfPaymentIds.includes(p.pfPaymentId)),
        );
        const left = notYetOwedByPayment(
          mine,
          rows.filter((r) => r.orderId === orderId),
        );
        for (const [pfPaymentId, amountCents] of left) {
          await owe({ orderId, pfPaymentId, amountCents, reason });
          total += amountCents;
        }
      }
      return total;
    },
    /** Every refund row of the order, oldest first. */
    ofOrder(orderId: string) {
      return db
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, orderId))
        .orderBy(asc(refunds.createdAt), asc(refunds.id));
    },
    /** The refunds sent to the provider (pending, succeeded, failed), in the order they were sent. */
    async sentOf(orderId: string): Promise<SentRefund[]> {
      const rows = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), isNotNull(refunds.sentAt)))
        .orderBy(asc(refunds.sentAt), asc(refunds.id));
      return rows.filter((r): r is SentRefund => r.status !== 'owed' && r.sentAt !== null);
    },
    async byId(id: string) {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
      return row;
    },
    /** Refunds sent before `cutoff` still waiting for the provider's answer (a crash left them), oldest first. */
    pendingSentBefore(cutoff: Date, limit = 100) {
      return db
        .select()
        .from(refunds)
        .where(and(eq(refunds.status, 'pending'), lt(refunds.sentAt, cutoff)))
        .orderBy(asc(refunds.sentAt), asc(refunds.id))
        .limit(limit);
    },
    /** An admin's resolution of a pending or failed refund: who, when, and their reason. */
    async markResolved(id: string, r: { by: string | null; reason: string; at: Date }) {
      const [row] = await db
        .update(refunds)
        .set({ resolvedAt: r.at, resolvedBy: r.by, resolution: r.reason })
        .where(and(eq(refunds.id, id), isNull(refunds.resolvedAt)))
        .returning();
      return row;
    },
    /** The rows an admin's refund request sent (a retried request answers with them). */
    byRequestKey(key: string) {
      return db
        .select()
        .from(refunds)
        .where(eq(refunds.requestKey, key))
        .orderBy(asc(refunds.sentAt), asc(refunds.id));
    },
    /** Sends a refund owed (all of it) as part of an admin's request. */
    async send(
      id: string,
      s: {
        requestKey: string;
        requestedBy: string | null;
        at: Date;
        reason: string;
        bearer: RefundBearer;
        cause: RefundCause | null;
      },
    ) {
      const [row] = await db
        .update(refunds)
        .set({
          status: 'pending',
          requestKey: s.requestKey,
          requestedBy: s.requestedBy,
          sentAt: s.at,
          reason: s.reason,
          bearer: s.bearer,
          cause: s.cause,
        })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'owed')))
        .returning();
      return row;
    },
    /** A refund owed of which only part is sent now: what stays owed. */
    async reduceOwed(id: string, byCents: number) {
      await db
        .update(refunds)
        .set({ amountCents: sql`${refunds.amountCents} - ${byCents}` })
        .where(eq(refunds.id, id));
    },
    async insertSent(row: {
      orderId: string;
      pfPaymentId: string;
      amountCents: number;
      reason: string;
      bearer: RefundBearer;
      cause: RefundCause | null;
      origin: RefundOrigin;
      requestKey: string;
      requestedBy: string | null;
      at: Date;
    }) {
      const { at, ...rest } = row;
      const [created] = await db
        .insert(refunds)
        .values({ ...rest, status: 'pending', sentAt: at, createdAt: at })
        .returning();
      return created!;
    },
    async finish(
      id: string,
      result: { status: 'succeeded' | 'failed'; providerReference?: string; error?: string; at: Date },
    ) {
      const [row] = await db
        .update(refunds)
        .set({
          status: result.status,
          providerReference: result.providerReference ?? null,
          error: result.error ?? null,
          refundedAt: result.at,
        })
        .where(eq(refunds.id, id))
        .returning();
      return row!;
    },
    /** Holds the order row until the transaction ends, so two refunds of one order never pass the cap together. */
    async lockOrder(orderId: string) {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row;
    },
    /** Cents received for the order and cents sent back or being sent (the cap is the difference). */
    async moneyOf(orderId: string): Promise<{ receivedCents: number; sentCents: number }> {
      const [received] = await db
        .select({ cents: sql<number>`coalesce(sum(${orderPayments.amountCents}), 0)::int` })
        .from(orderPayments)
        .where(eq(orderPayments.orderId, orderId));
      const [sent] = await db
        .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, [...SENT])));
      return { receivedCents: received?.cents ?? 0, sentCents: sent?.cents ?? 0 };
    },
    customerRefundOf,
    /** `owed` while any refund owed is open, else `refunded` once something was refunded; unchanged otherwise. */
    async updateOrderRefundStatus(orderId: string) {
      await updateRefundStatuses([orderId]);
    },
    updateRefundStatuses,
  };
}
export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
