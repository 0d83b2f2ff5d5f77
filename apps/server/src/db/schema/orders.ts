import { FULFILMENTS, ORDER_STATUSES } from '@lekker/core/order-status';
import type { SubstitutionPreference } from '@lekker/core/substitution';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { menuItems, restaurants } from './restaurants.ts';

// The status list lives once, in the shared status machine.
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const orderType = pgEnum('order_type', ['food', 'custom_delivery']);
export const paymentMethod = pgEnum('payment_method', ['payfast', 'cash']);
/** Delivered by a driver, or collected at the venue by the customer (docs/decisions/068-collect-it-yourself.md). */
export const orderFulfilment = pgEnum('order_fulfilment', FULFILMENTS);

export type DeliveryAddress = {
  street: string;
  city: string;
  province: string;
  postal_code?: string | null;
  /** Landmark notes for addresses without street names. */
  notes?: string | null;
};

export type CustomDeliveryData = {
  customer_name: string;
  customer_phone: string;
  items_requested: string;
  delivery_address: string;
  delivery_lat: number;
  delivery_lng: number;
  delivery_distance_km: number;
  city?: string | null;
  province?: string | null;
  postal_code?: string | null;
  special_notes?: string | null;
  preferred_delivery_time?: string | null;
  estimated_total_cents?: number | null;
  receipt_path: string;
};

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    type: orderType('type').notNull().default('food'),
    customerId: text('customer_id')
      .notNull()
      .references(() => user.id),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    driverId: text('driver_id').references(() => user.id),
    status: orderStatus('status').notNull(),
    paymentMethod: paymentMethod('payment_method').notNull(),
    /** 'collection': no driver and no delivery fee; the venue hands it over with the pick-up code (delivery_code). */
    fulfilment: orderFulfilment('fulfilment').notNull().default('delivery'),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** Every discount on the order (first-order and promotion): total = subtotal − discount + delivery fee. */
    discountCents: integer('discount_cents').notNull().default(0),
    /** The part of discount_cents the venue funds (its promotion; docs/decisions/022-promotions.md). */
    venueDiscountCents: integer('venue_discount_cents').notNull().default(0),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    /** Tip the driver (docs/decisions/069-driver-tips.md): part of total_cents, all of it the driver's. */
    tipCents: integer('tip_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>().notNull(),
    deliveryLat: doublePrecision('delivery_lat'),
    deliveryLng: doublePrecision('delivery_lng'),
    deliveryDistanceKm: doublePrecision('delivery_distance_km'),
    specialInstructions: text('special_instructions'),
    customDeliveryData: jsonb('custom_delivery_data').$type<CustomDeliveryData>(),
    preparationMinutes: integer('preparation_minutes'),
    cancelReason: text('cancel_reason'),
    /** Why it was cancelled, as a code the desk and reports can group by (e.g. item_sold_out, auto_rejected). */
    cancelCode: text('cancel_code'),
    /** Money to give back: 'owed' when a paid order ended without delivery, 'refunded' once paid back. */
    refundStatus: text('refund_status'),
    /** Proof of delivery: the 4-digit code the customer sees once picked up; the driver types it to complete. */
    deliveryCode: text('delivery_code'),
    deliveryCodeAttempts: integer('delivery_code_attempts').notNull().default(0),
    deliveryCodeLockedUntil: timestamp('delivery_code_locked_until', { withTimezone: true }),
    /** What the driver earns for this job (cents), fixed when they accept it. */
    driverPayCents: integer('driver_pay_cents'),
    /** Cash the driver confirmed collecting for a Cash on Delivery order (cents). */
    cashCollectedCents: integer('cash_collected_cents'),
    driverAssignedAt: timestamp('driver_assigned_at', { withTimezone: true }),
    /** The customer's choice at checkout: leave it at the door if they do not answer (docs/product.md#leave-at-the-door). */
    leaveAtDoor: boolean('leave_at_door').notNull().default(false),
    /** When the driver said the customer is not answering: the 10-minute doorstep wait runs from here (server time). */
    doorstepWaitStartedAt: timestamp('doorstep_wait_started_at', { withTimezone: true }),
    /** The driver's photo at the door (private bucket): left at the door, or could not be delivered. */
    doorstepPhotoPath: text('doorstep_photo_path'),
    /** The driver's note when the order could not be delivered. */
    doorstepNote: text('doorstep_note'),
    /** Client-chosen key: a retried or double-clicked checkout creates one order. */
    idempotencyKey: text('idempotency_key'),
    pfPaymentId: text('pf_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    preparingAt: timestamp('preparing_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    /** Order for later (docs/product.md#order-for-later): the slot the food is wanted at; null for "now". */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** When a scheduled order enters the kitchen queue: the slot minus its preparation time. */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    /** When it did (the desk's New column and the accept timer count from here); null while it waits. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    undeliverableAt: timestamp('undeliverable_at', { withTimezone: true }),
    handoverReviewAt: timestamp('handover_review_at', { withTimezone: true }),
  },
  (t) => [
    unique('orders_customer_idempotency_uq').on(t.customerId, t.idempotencyKey),
    // The tip cap (TIP_MAX_CENTS, R500) held by the database too: no path stores a negative or larger tip.
    check('orders_tip_range', sql`${t.tipCents} >= 0 and ${t.tipCents} <= 50000`),
    // Order history: one customer's orders newest first.
    index('orders_customer_created_idx').on(t.customerId, t.createdAt.desc()),
    // Restaurant portal: one restaurant's orders by status.
    index('orders_restaurant_status_idx').on(t.restaurantId, t.status),
    // Driver offers: unassigned orders in the acceptable statuses.
    index('orders_unassigned_status_idx').on(t.status).where(sql`${t.driverId} is null`),
    // A driver's own deliveries.
    index('orders_driver_idx').on(t.driverId),
    // Scheduled orders still waiting for their release (the release sweep).
    index('orders_waiting_release_idx')
      .on(t.releaseAt)
      .where(sql`${t.scheduledFor} is not null and ${t.releasedAt} is null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    menuItemId: uuid('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    /** Name and price are copied at order time so history never changes with the menu. */
    name: text('name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    specialInstructions: text('special_instructions'),
    /** Grocery orders (docs/decisions/070-grocery-substitutions.md): the customer's rule if the item is unavailable. */
    substitutionPreference: text('substitution_preference')
      .$type<SubstitutionPreference>()
      .notNull()
      .default('best_match'),
    /** "This instead": the store's item the customer chose as the replacement. */
    substituteItemId: uuid('substitute_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
  },
  // Loading an order's lines.
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    actorId: text('actor_id'),
    actorRole: text('actor_role').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The tracking timeline reads one order's events in time order.
  (t) => [index('order_events_order_created_idx').on(t.orderId, t.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull().default('order_update'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The bell panel reads one user's notifications newest first and counts the unread.
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc())],
);
