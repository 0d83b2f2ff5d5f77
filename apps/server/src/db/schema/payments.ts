import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What became of one PayFast notification: `paid` (marked the order paid), `failed` (payment_status FAILED marked
 * the order payment_failed), `duplicate` (already processed, or the order was already paid: nothing changed),
 * `ignored` (a valid notification whose status changes nothing, e.g. PENDING), `rejected` (a check failed),
 * `refund_owed` (money for an order already paid by another payment, or cancelled: recorded as a refund owed).
 */
export type PaymentNotificationOutcome =
  | 'paid'
  | 'failed'
  | 'duplicate'
  | 'ignored'
  | 'rejected'
  | 'refund_owed';

/** Every PayFast ITN exactly as it arrived, with what we did about it: the audit trail of payments. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    sourceIp: text('source_ip').notNull(),
    mPaymentId: text('m_payment_id'),
    pfPaymentId: text('pf_payment_id'),
    paymentStatus: text('payment_status'),
    amountGross: text('amount_gross'),
    /** The posted fields in the posted order (the signature covers them in that order). */
    payload: jsonb('payload').$type<[string, string][]>().notNull(),
    outcome: text('outcome').$type<PaymentNotificationOutcome>().notNull(),
    /** Why a notification was rejected, ignored or a duplicate. */
    reason: text('reason'),
  },
  (t) => [
    // Idempotency: every ITN asks whether this PayFast payment was already processed.
    index('payment_notifications_pf_payment_idx').on(t.pfPaymentId),
    // Support and reconciliation: one order's notifications (m_payment_id is the order number).
    index('payment_notifications_m_payment_idx').on(t.mPaymentId),
  ],
);
