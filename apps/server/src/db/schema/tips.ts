import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

export type TipPaymentStatus = 'pending' | 'paid' | 'failed';

/**
 * A tip given after delivery (docs/decisions/069-driver-tips.md): a PayFast payment of its own, named in PayFast's
 * m_payment_id as `TIP-<id>` so the ITN tells it from an order. One row per order: a new attempt before it is
 * paid replaces the amount; once paid it never changes again.
 */
export const tipPayments = pgTable(
  'tip_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<TipPaymentStatus>().notNull().default('pending'),
    pfPaymentId: text('pf_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tip_payments_order_uq').on(t.orderId),
    index('tip_payments_pf_payment_idx').on(t.pfPaymentId),
    check('tip_payments_amount_range', sql`${t.amountCents} between 500 and 50000`),
    check('tip_payments_status', sql`${t.status} in ('pending', 'paid', 'failed')`),
    check('tip_payments_paid_at', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);
