import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { orders } from './orders.ts';

/**
 * The first-order discount, claimed once per customer (docs/decisions/011-first-order-discount-claim.md): the row
 * is written in the checkout transaction, so of two parallel first orders only one gets it (the primary key), and
 * it is deleted when its order is cancelled, which frees the discount for the next order.
 */
export const discountClaims = pgTable('discount_claims', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  orderId: uuid('order_id')
    .notNull()
    .unique('discount_claims_order_uq')
    .references(() => orders.id, { onDelete: 'cascade' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RefundStatus = 'owed' | 'refunded';

/**
 * Money we took and must give back: a paid order that was cancelled, a second payment for an order already paid,
 * a payment that arrived after the order was cancelled. Admins see them; the refund path settles them.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The PayFast payment to give back; one refund per payment. */
    pfPaymentId: text('pf_payment_id'),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('owed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_pf_payment_uq').on(t.pfPaymentId),
    // The admins' list of what is still owed.
    index('refunds_owed_idx').on(t.createdAt).where(sql`${t.status} = 'owed'`),
  ],
);

/**
 * What must be announced after a status change (live event, notification, e-mail), written in the same
 * transaction as the status and its event and delivered after commit; rows a crash left undelivered are delivered
 * by the sweep on the next start.
 */
export const orderOutbox = pgTable(
  'order_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The announcement as of the change: the status it announces and whether the status changed. */
    payload: jsonb('payload').$type<{ status: string; statusChanged: boolean }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  // The sweep reads the undelivered rows oldest first.
  (t) => [index('order_outbox_pending_idx').on(t.createdAt).where(sql`${t.deliveredAt} is null`)],
);
