import type { Weekday } from '@lekker/core/contracts/catalogue';
import type { PromotionDiscountType, PromotionStatus } from '@lekker/core/contracts/promotions';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { orders } from './orders.ts';
import { restaurants } from './restaurants.ts';

/**
 * A venue's promotion (docs/decisions/022-promotions.md): percent or fixed off the whole menu or chosen dishes,
 * with a minimum order, a date range, weekly happy hours (Africa/Johannesburg) and a per-customer limit. The venue
 * funds it. Rows are never deleted once used: ending one keeps its history for statements.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    discountType: text('discount_type').$type<PromotionDiscountType>().notNull(),
    /** Percent (1–90) or cents, by discount_type. */
    discountValue: integer('discount_value').notNull(),
    appliesTo: text('applies_to').$type<'menu' | 'items'>().notNull().default('menu'),
    itemIds: jsonb('item_ids').$type<string[]>().notNull().default([]),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    weekdays: jsonb('weekdays').$type<Weekday[]>().notNull().default([]),
    /** 'HH:MM' local; both or neither; end ≤ start runs overnight. */
    dailyStart: text('daily_start'),
    dailyEnd: text('daily_end'),
    perCustomerLimit: integer('per_customer_limit'),
    status: text('status').$type<PromotionStatus>().notNull().default('active'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // Pricing, the menu and the cards read one venue's promotions that have not ended.
    index('promotions_restaurant_open_idx')
      .on(t.restaurantId, t.createdAt)
      .where(sql`${t.status} <> 'ended'`),
  ],
);

/**
 * How many of a customer's orders (not cancelled) hold a promotion: the per-customer limit is claimed by one
 * conditional upsert in the checkout transaction (`uses < limit`), so parallel checkouts cannot exceed it, on
 * PGlite and PostgreSQL alike; a cancellation gives the use back.
 */
export const promotionCustomerUses = pgTable(
  'promotion_customer_uses',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    uses: integer('uses').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.customerId] })],
);

/** Which order used which promotion, for how much: the owner's counts and the release on cancellation. */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    discountCents: integer('discount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The portal counts uses per promotion.
  (t) => [index('promotion_redemptions_promotion_idx').on(t.promotionId)],
);
