import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { orders } from './orders.ts';

/**
 * Pay at the door without cash (docs/decisions/071-cash-order-safety.md): the driver of a Cash on
 * Delivery order shows a QR code and a short link /pay/<token>; the customer pays exactly the order's total through
 * PayFast, and the ITN (all four checks) turns the order into a card payment. One link per order.
 */
export const doorPayments = pgTable(
  'door_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    /** The driver who showed the code. */
    driverId: text('driver_id')
      .notNull()
      .references(() => user.id),
    /** The short link's secret: random, URL-safe. */
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the ITN marked it paid; null while open. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    pfPaymentId: text('pf_payment_id'),
  },
  (t) => [index('door_payments_driver_idx').on(t.driverId)],
);
