import type { RefundBearer, RefundCause } from '@lekker/core/contracts/refund-bearer';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * Money that came in for an order through PayFast, one row per PayFast payment: the order's own payment and any
 * second payment or payment after cancelling (docs/decisions/026-one-refunds-story.md). What can be refunded on an
 * order is the sum of these minus the refunds already sent (pending or succeeded).
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    pfPaymentId: text('pf_payment_id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountCents: integer('amount_cents').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_payments_order_idx').on(t.orderId)],
);

/**
 * `owed`: the system found money it must give back (a paid order cancelled, a second payment, a payment after
 * cancelling). `pending`: sent to the payment provider, no answer yet. `succeeded` / `failed`: its answer.
 */
export type RefundStatus = 'owed' | 'pending' | 'succeeded' | 'failed';
/**
 * `owed`: the refund settles money the system found owed; `admin`: an admin's refund beyond that (goodwill);
 * `substitution`: a grocery line replaced by a cheaper item or taken out (docs/decisions/070-grocery-substitutions.md).
 */
export type RefundOrigin = 'owed' | 'admin' | 'substitution';

/**
 * Every refund of an order, one story (docs/decisions/026-one-refunds-story.md): a refund owed becomes sent
 * (`pending`) when an admin refunds it, then `succeeded` or `failed` (a failed one that settled money owed leaves
 * that amount owed again). An admin's refund that covers only part of a refund owed sends that part and leaves the
 * rest owed. Each row gives back part of one PayFast payment.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The PayFast payment given back. */
    pfPaymentId: text('pf_payment_id'),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /**
     * Who bears it (docs/decisions/050-refund-bearer.md): `venue` debits the venue's statement (at most what it
     * earned on the order), `marketplace` keeps the venue's net as it was. `cause` is what the admin picked.
     */
    bearer: text('bearer').$type<RefundBearer>().notNull().default('marketplace'),
    cause: text('cause').$type<RefundCause>(),
    status: text('status').$type<RefundStatus>().notNull().default('owed'),
    origin: text('origin').$type<RefundOrigin>().notNull().default('owed'),
    /** The admin's refund request that sent it (the browser's idempotency key): a retried request refunds once. */
    requestKey: text('request_key'),
    /** The provider's answer (reference or error message). */
    providerReference: text('provider_reference'),
    error: text('error'),
    requestedBy: text('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the provider answered (succeeded or failed). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * An admin's resolution of a refund left pending or failed (docs/decisions/045-pending-refunds.md): when, who,
     * and the reason they typed. A resolved failed refund leaves the list of refunds to act on.
     */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    resolution: text('resolution'),
  },
  (t) => [
    check('refunds_bearer_check', sql`${t.bearer} in ('venue', 'marketplace')`),
    // One open refund owed per payment: a repeated notification or cancellation never owes it twice.
    uniqueIndex('refunds_owed_payment_uq').on(t.pfPaymentId).where(sql`${t.status} = 'owed'`),
    // The order's refunds (the cap and the order's money panel).
    index('refunds_order_idx').on(t.orderId),
    // A retried refund request.
    index('refunds_request_key_idx').on(t.requestKey).where(sql`${t.requestKey} is not null`),
    // The admins' list of what is still owed.
    index('refunds_owed_idx').on(t.createdAt).where(sql`${t.status} = 'owed'`),
    // The reconciliation job's pending refunds, oldest sent first.
    index('refunds_pending_idx').on(t.sentAt).where(sql`${t.status} = 'pending'`),
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
    /**
     * The announcement as of the change: the status it announces, whether the status changed, and whether a driver
     * took the order (the customer's 'Your driver … is on the way').
     */
    payload: jsonb('payload')
      .$type<{ status: string; statusChanged: boolean; driverAssigned?: boolean }>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** When a sweep last took it: other instances leave it alone for the grace period (order-outbox.ts). */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
  },
  // The sweep reads the undelivered rows oldest first.
  (t) => [index('order_outbox_pending_idx').on(t.createdAt).where(sql`${t.deliveredAt} is null`)],
);
