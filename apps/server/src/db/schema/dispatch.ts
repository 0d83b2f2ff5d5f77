import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { orders } from './orders.ts';

/**
 * Where the dispatcher is with an order (docs/decisions/063-dispatch-rules-and-weights.md): `waiting` for its first
 * wave (timed to the kitchen), `offering` a wave until `next_at`, `placed` with a driver, or `fallback` (no wave
 * placed it: the 20 km feed is open to every driver). A wave is claimed by compare-and-set on `wave`.
 */
export const dispatchOrders = pgTable(
  'dispatch_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state').$type<'waiting' | 'offering' | 'placed' | 'fallback'>().notNull(),
    wave: integer('wave').notNull().default(0),
    /** When the first wave is due (waiting) or the current wave ends (offering). */
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The sweep reads the orders whose next step is due.
    index('dispatch_orders_due_idx').on(t.nextAt).where(sql`${t.state} in ('waiting', 'offering')`),
  ],
);

/** One offer of one order to one driver: never twice (unique), open for 30 s, then answered or expired. */
export const dispatchOffers = pgTable(
  'dispatch_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    driverId: text('driver_id')
      .notNull()
      .references(() => user.id),
    wave: integer('wave').notNull(),
    /** The score and travel estimate the driver was chosen by (the admin board shows why). */
    score: doublePrecision('score').notNull(),
    travelMinutes: doublePrecision('travel_minutes').notNull(),
    distanceKm: doublePrecision('distance_km').notNull(),
    status: text('status').$type<'open' | 'accepted' | 'declined' | 'expired' | 'withdrawn'>().notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    unique('dispatch_offers_order_driver_uq').on(t.orderId, t.driverId),
    // A driver's open offer.
    index('dispatch_offers_driver_open_idx').on(t.driverId).where(sql`${t.status} = 'open'`),
  ],
);
