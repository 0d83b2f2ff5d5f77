import type { SubstitutionOutcome, SubstitutionStatus } from '@lekker/core/substitution';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders.ts';
import { menuItems } from './restaurants.ts';

/**
 * A grocery line the store could not pack (docs/decisions/070-grocery-substitutions.md): its proposed replacement
 * (null: refunded), the price it is offered at, and the customer's answer within 3 minutes (server clock), else the
 * customer's rule applied once by the sweep. One open proposal per line.
 */
export const substitutions = pgTable(
  'substitutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    proposedItemId: uuid('proposed_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    /** The replacement's name and offered unit price, copied when proposed. */
    proposedName: text('proposed_name'),
    offeredUnitCents: integer('offered_unit_cents'),
    /** The line as it was before (its name, unit price and quantity). */
    originalName: text('original_name').notNull(),
    originalUnitCents: integer('original_unit_cents').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status').$type<SubstitutionStatus>().notNull().default('proposed'),
    outcome: text('outcome').$type<SubstitutionOutcome>(),
    creditCents: integer('credit_cents').notNull().default(0),
    extraCents: integer('extra_cents').notNull().default(0),
    proposedBy: text('proposed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'substitutions_status_check',
      sql`${t.status} in ('proposed', 'accepted', 'declined', 'expired', 'removed')`,
    ),
    index('substitutions_order_idx').on(t.orderId),
    // At most one open proposal per line.
    uniqueIndex('substitutions_open_line_uq').on(t.orderItemId).where(sql`${t.status} = 'proposed'`),
    // The sweep's proposals past their 3 minutes.
    index('substitutions_open_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'proposed'`),
  ],
);
