import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';
import { DELIVERY_CODE_PATTERN } from '../driver.ts';
import {
  FulfilmentSchema,
  LatLngSchema,
  OrderEventSchema,
  OrderStatusSchema,
  OrderTypeSchema,
  PaymentMethodSchema,
  StoredDeliveryAddressSchema,
} from './orders.ts';

/**
 * The restaurant's order desk (docs/product.md#restaurant-desk): the live list of one venue's orders with what the kitchen and the counter
 * need, and the reasons a venue may give when it turns an order down.
 */

/** Why an order was cancelled, as stored in orders.cancel_code. The first four are the desk's reject reasons. */
export const CANCEL_CODES = ['closing_early', 'item_sold_out', 'too_busy', 'other', 'auto_rejected'] as const;
export type CancelCode = (typeof CANCEL_CODES)[number];
export const REJECT_CODES = ['closing_early', 'item_sold_out', 'too_busy', 'other'] as const;
export type RejectCode = (typeof REJECT_CODES)[number];

/**
 * A rejection. `code` picks a reason the customer reads; `item_sold_out` names the menu item (which is then
 * marked unavailable), `other` needs the restaurant's own words. A bare `{ reason }` (the first API's shape) is
 * read as `other` with that text.
 */
export const RejectOrderSchema = z
  .object({
    code: z.enum(REJECT_CODES).default('other'),
    menu_item_id: z.uuid({ message: contractMessage('soldOutItem') }).nullish(),
    reason: z.string().trim().max(300).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.code === 'item_sold_out' && !value.menu_item_id)
      ctx.addIssue({ code: 'custom', path: ['menu_item_id'], message: contractMessage('soldOutItem') });
    if (value.code === 'other' && (value.reason ?? '').length < 3)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: contractMessage('giveReason') });
  })
  .meta({ id: 'RejectOrder' });
export type RejectOrderInput = z.input<typeof RejectOrderSchema>;
export type RejectOrder = z.output<typeof RejectOrderSchema>;

export const DeskOrderItemSchema = z.object({
  id: z.uuid(),
  menu_item_id: z.uuid().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  special_instructions: z.string().nullable(),
  /** The menu item's preparation time (minutes) now, when it still exists and has one. */
  preparation_time: z.number().int().nullable(),
});

export const DeskOrderSchema = z
  .object({
    id: z.uuid(),
    order_number: z.string(),
    type: OrderTypeSchema,
    status: OrderStatusSchema,
    payment_method: PaymentMethodSchema,
    /** 'collection': the customer collects it; the desk hands it over with the pick-up code (decision 068). */
    fulfilment: FulfilmentSchema,
    /** PayFast: paid once placed. Cash: paid once the driver (or, for a collection, the counter) took it. */
    paid: z.boolean(),
    subtotal_cents: z.number().int(),
    discount_cents: z.number().int(),
    delivery_fee_cents: z.number().int(),
    total_cents: z.number().int(),
    /** Only the first name: the counter needs no more. */
    customer: z.object({ first_name: z.string(), phone: z.string().nullable() }),
    items: z.array(DeskOrderItemSchema),
    special_instructions: z.string().nullable(),
    delivery_address: StoredDeliveryAddressSchema,
    delivery_location: LatLngSchema.nullable(),
    delivery_distance_km: z.number().nullable(),
    /** Suggested preparation time: the longest preparation_time among the items (null when none has one). */
    suggested_prep_minutes: z.number().int().nullable(),
    preparation_minutes: z.number().int().nullable(),
    driver: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
    custom_delivery: z
      .object({
        items_requested: z.string(),
        estimated_total_cents: z.number().int().nullable(),
        special_notes: z.string().nullable(),
        preferred_delivery_time: z.string().nullable(),
        receipt_path: z.string(),
      })
      .nullable(),
    cancel_code: z.string().nullable(),
    cancel_reason: z.string().nullable(),
    /** While placed: when the system turns it down unanswered (auto-reject). */
    accept_by: z.string().nullable(),
    /** Order for later (docs/product.md#order-for-later): the slot, and when it enters New (slot − preparation). */
    scheduled_for: z.string().nullable(),
    release_at: z.string().nullable(),
    /** Still waiting under Scheduled: not in the kitchen queue yet, so it cannot be accepted. */
    scheduled_waiting: z.boolean(),
    placed_at: z.string().nullable(),
    confirmed_at: z.string().nullable(),
    ready_at: z.string().nullable(),
    updated_at: z.string(),
    events: z.array(OrderEventSchema),
  })
  .meta({ id: 'DeskOrder' });
export type DeskOrder = z.infer<typeof DeskOrderSchema>;

export const DeskOrdersSchema = z
  .object({
    /** Open orders (placed → out for delivery) and those finished or cancelled today, newest first. */
    orders: z.array(DeskOrderSchema),
    /** Server time of this answer ("last synced"). */
    synced_at: z.string(),
  })
  .meta({ id: 'DeskOrders' });
export type DeskOrders = z.infer<typeof DeskOrdersSchema>;

/** The desk hands a ready collection over with the customer's pick-up code (decision 068). */
export const HandOverRequestSchema = z
  .object({
    code: z.string().trim().regex(DELIVERY_CODE_PATTERN, "Enter the customer's 4-digit pick-up code"),
  })
  .meta({ id: 'HandOverRequest' });
export type HandOverRequest = z.infer<typeof HandOverRequestSchema>;
