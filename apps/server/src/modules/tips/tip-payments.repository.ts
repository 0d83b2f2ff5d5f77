import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tipPayments } from '../../db/schema/index.ts';

export type TipPaymentRecord = typeof tipPayments.$inferSelect;

/** PayFast's m_payment_id of a tip after delivery: `TIP-` and the tip's id, so the ITN never takes it for an order. */
export const TIP_PAYMENT_PREFIX = 'TIP-';
export const tipPaymentReference = (id: string) => `${TIP_PAYMENT_PREFIX}${id}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The tip's id in an m_payment_id, or null when it names no tip. */
export function tipIdOfReference(reference: string): string | null {
  if (!reference.startsWith(TIP_PAYMENT_PREFIX)) return null;
  const id = reference.slice(TIP_PAYMENT_PREFIX.length);
  return UUID.test(id) ? id : null;
}

/** Tips after delivery (docs/decisions/069-driver-tips.md): one row per order, paid at most once. */
export function createTipPaymentsRepository(db: DbOrTx) {
  return {
    async findById(id: string): Promise<TipPaymentRecord | undefined> {
      const [row] = await db.select().from(tipPayments).where(eq(tipPayments.id, id)).limit(1);
      return row;
    },
    async findForOrder(orderId: string): Promise<TipPaymentRecord | undefined> {
      const [row] = await db.select().from(tipPayments).where(eq(tipPayments.orderId, orderId)).limit(1);
      return row;
    },
    /**
     * A new attempt: the order's row with this amount, pending again; undefined when the order's tip is already
     * paid (a concurrent attempt or ITN won), which the caller answers with 409.
     */
    async startAttempt(
      orderId: string,
      amountCents: number,
      at: Date,
    ): Promise<TipPaymentRecord | undefined> {
      const [row] = await db
        .insert(tipPayments)
        .values({ orderId, amountCents, status: 'pending', createdAt: at })
        .onConflictDoUpdate({
          target: tipPayments.orderId,
          set: { amountCents, status: 'pending', createdAt: at },
          setWhere: inArray(tipPayments.status, ['pending', 'failed']),
        })
        .returning();
      return row;
    },
    /** pending/failed → paid, once: answers the row when this call paid it, undefined when it was already paid. */
    async markPaid(id: string, pfPaymentId: string, at: Date): Promise<TipPaymentRecord | undefined> {
      const [row] = await db
        .update(tipPayments)
        .set({ status: 'paid', pfPaymentId, paidAt: at })
        .where(and(eq(tipPayments.id, id), inArray(tipPayments.status, ['pending', 'failed'])))
        .returning();
      return row;
    },
    /** pending → failed; a paid tip stays paid. */
    async markFailed(id: string): Promise<void> {
      await db
        .update(tipPayments)
        .set({ status: 'failed' })
        .where(and(eq(tipPayments.id, id), eq(tipPayments.status, 'pending')));
    },
  };
}
export type TipPaymentsRepository = ReturnType<typeof createTipPaymentsRepository>;
