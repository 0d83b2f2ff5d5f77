import type { LedgerKind } from '@lekker/core/contracts/admin';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { orders } from './orders.ts';
import { restaurants } from './restaurants.ts';

/**
 * Ledger lines are signed cents (docs/decisions/014-money-ledger.md): the customer's charge is food_subtotal +
 * discount (negative) + delivery_fee; a refund is negative. The split of that charge (commission, provider_fee,
 * venue_net, driver_pay) and cash_collected are positive amounts.
 */
export type { LedgerKind };

/**
 * The money ledger: immutable lines written in the same transaction as the status change (or refund) that causes
 * them. A database trigger refuses UPDATE, DELETE and TRUNCATE; corrections are new lines.
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    driverId: text('driver_id'),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** What caused the line: 'delivered', 'cancelled' or 'refund:<refund id>'; with kind, unique per order. */
    entryKey: text('entry_key').notNull(),
    /** When the money moved (delivery, cancellation, refund): statements and reports group by it. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Idempotency: a retried transition or refund never writes its lines twice.
    unique('ledger_lines_entry_uq').on(t.orderId, t.entryKey, t.kind),
    // Venue statements and period reports read by venue and time.
    index('ledger_lines_restaurant_occurred_idx').on(t.restaurantId, t.occurredAt),
    // Driver earnings read by driver and time.
    index('ledger_lines_driver_occurred_idx')
      .on(t.driverId, t.occurredAt)
      .where(sql`${t.driverId} is not null`),
    // Marketplace-wide period totals.
    index('ledger_lines_occurred_idx').on(t.occurredAt),
  ],
);

/**
 * Every admin action, role change and refund, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE).
 * `target_type`/`target_id` name the object it concerns, so its page can show its history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    summary: text('summary').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The object's own history.
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
    // The log page, newest first.
    index('audit_log_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * A weekly statement marked paid by an admin (venue payouts and driver earnings), with the bank reference: one row
 * is the event "paid", so the table is append-only like the ledger (a trigger refuses UPDATE, DELETE and TRUNCATE)
 * and only a positive amount is a payout — a driver's cash held above their pay is a balance the driver owes,
 * settled separately (docs/decisions/046-payouts-closed-weeks-append-only.md).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    party: text('party').$type<'venue' | 'driver'>().notNull(),
    partyId: text('party_id').notNull(),
    /** Monday of the statement week (Africa/Johannesburg). */
    weekStart: date('week_start').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reference: text('reference').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    paidBy: text('paid_by').references(() => user.id),
  },
  (t) => [
    unique('payouts_party_week_uq').on(t.party, t.partyId, t.weekStart),
    check('payouts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
