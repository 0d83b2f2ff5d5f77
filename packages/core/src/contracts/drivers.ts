import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';
import { DELIVERY_CODE_PATTERN } from '../driver.ts';
import { RISK_NOTES } from '../risk-notes.ts';
import { DriverDoorstepSchema } from './doorstep.ts';
import {
  OrderItemSchema,
  OrderRestaurantSchema,
  OrderStatusSchema,
  OrderTypeSchema,
  PaymentMethodSchema,
  StoredDeliveryAddressSchema,
} from './orders.ts';

/** Going online or offline (a shift). */
export const DriverShiftRequestSchema = z.object({ online: z.boolean() }).meta({ id: 'DriverShiftRequest' });
export type DriverShiftRequest = z.infer<typeof DriverShiftRequestSchema>;

/** The driver's shift state. `position_fresh`: a position younger than 2 minutes is on file (offers need it). */
export const DriverShiftSchema = z
  .object({
    online: z.boolean(),
    online_since: z.string().nullable(),
    location_updated_at: z.string().nullable(),
    position_fresh: z.boolean(),
  })
  .meta({ id: 'DriverShift' });
export type DriverShift = z.infer<typeof DriverShiftSchema>;

/** A custom delivery: what the driver buys on the way, with the customer's receipt or list. */
export const DriverCustomItemsSchema = z.object({
  items_requested: z.string(),
  estimated_total_cents: z.number().int().nullable(),
  receipt_path: z.string().nullable(),
  special_notes: z.string().nullable(),
});

/** One job a driver may take: where to fetch, where it goes, what it pays, what cash to collect. */
export const DriverJobOfferSchema = z
  .object({
    order_id: z.uuid(),
    order_number: z.string(),
    type: OrderTypeSchema,
    status: OrderStatusSchema,
    payment_method: PaymentMethodSchema,
    restaurant: z.object({ id: z.uuid(), name: z.string(), address: z.string().nullable() }),
    /** Driver → restaurant, km. */
    restaurant_distance_km: z.number(),
    /** The drop-off's suburb or town only: the street is shown once the job is taken. */
    dropoff_suburb: z.string(),
    /** Restaurant → customer, km (null without a drop-off pin). */
    dropoff_distance_km: z.number().nullable(),
    pay_cents: z.number().int(),
    /** Cash on Delivery: what the driver collects at the door; null for paid orders. */
    cash_to_collect_cents: z.number().int().nullable(),
    custom_items: DriverCustomItemsSchema.nullable(),
    item_count: z.number().int(),
    created_at: z.string(),
    /** Before accepting (decision 071): a customer with no delivered order yet, a cash order over R300. */
    risk_notes: z.array(z.enum(RISK_NOTES)),
  })
  .meta({ id: 'DriverJobOffer' });
export type DriverJobOffer = z.infer<typeof DriverJobOfferSchema>;

export const DriverJobOffersSchema = z
  .object({
    offers: z.array(DriverJobOfferSchema),
    /** Why the list may be empty: offline, or no position younger than 2 minutes. */
    online: z.boolean(),
    position_fresh: z.boolean(),
  })
  .meta({ id: 'DriverJobOffers' });
export type DriverJobOffers = z.infer<typeof DriverJobOffersSchema>;

/** The driver's current job, with everything the pickup and drop-off screens need. */
export const DriverActiveJobSchema = z
  .object({
    order_id: z.uuid(),
    order_number: z.string(),
    type: OrderTypeSchema,
    status: OrderStatusSchema,
    payment_method: PaymentMethodSchema,
    restaurant: OrderRestaurantSchema,
    customer: z.object({ first_name: z.string(), phone: z.string().nullable() }),
    delivery_address: StoredDeliveryAddressSchema,
    delivery_location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
    dropoff_distance_km: z.number().nullable(),
    items: z.array(OrderItemSchema),
    pay_cents: z.number().int(),
    cash_to_collect_cents: z.number().int().nullable(),
    custom_items: DriverCustomItemsSchema.nullable(),
    /** "Picked up" is allowed once the restaurant marked the order ready. */
    can_pick_up: z.boolean(),
    /** Tries left at the delivery code, and until when it is locked (ISO) after 5 wrong tries. */
    code_attempts_left: z.number().int(),
    code_locked_until: z.string().nullable(),
    assigned_at: z.string().nullable(),
    /** Leave at the door, and the wait when the customer is not answering (docs/product.md#when-the-door-does-not-open). */
    doorstep: DriverDoorstepSchema,
  })
  .meta({ id: 'DriverActiveJob' });
export type DriverActiveJob = z.infer<typeof DriverActiveJobSchema>;

export const DriverActiveJobResponseSchema = z
  .object({ job: DriverActiveJobSchema.nullable() })
  .meta({ id: 'DriverActiveJobResponse' });
export type DriverActiveJobResponse = z.infer<typeof DriverActiveJobResponseSchema>;

/** Proof of delivery: the customer's 4-digit code, and for Cash on Delivery the cash the driver took. */
export const DriverDeliverRequestSchema = z
  .object({
    code: z.string().trim().regex(DELIVERY_CODE_PATTERN, contractMessage('deliveryCode')),
    cash_collected_cents: z.number().int().min(0).max(10_000_000).nullish(),
  })
  .meta({ id: 'DriverDeliverRequest' });
export type DriverDeliverRequest = z.infer<typeof DriverDeliverRequestSchema>;

const EarningsTotalsSchema = z.object({
  jobs: z.number().int(),
  pay_cents: z.number().int(),
  /** Tips for delivered jobs, all of them the driver's (docs/decisions/069-driver-tips.md). */
  tips_cents: z.number().int(),
  cash_collected_cents: z.number().int(),
});

export const DriverEarningsJobSchema = z.object({
  order_id: z.uuid(),
  order_number: z.string(),
  restaurant_name: z.string(),
  delivered_at: z.string(),
  pay_cents: z.number().int(),
  /** The customer's tip for this job (decision 069); 0 for none. */
  tip_cents: z.number().int(),
  cash_collected_cents: z.number().int(),
  distance_km: z.number().nullable(),
  /** Delivered, or a paid failed trip (docs/decisions/064-failed-deliveries.md): then `delivered_at` is when it failed. */
  outcome: z.enum(['delivered', 'failed']),
});

/**
 * Earnings (Africa/Johannesburg days, weeks Monday–Sunday). Cash: what the driver took at doors this week
 * (`cash_held_cents`) against their pay and tips; `cash_owed_cents` = held − pay − tips, what they hand in (negative:
 * owed to them).
 */
export const DriverEarningsSchema = z
  .object({
    today: EarningsTotalsSchema,
    week: EarningsTotalsSchema,
    week_starts_on: z.string(),
    cash_held_cents: z.number().int(),
    cash_owed_cents: z.number().int(),
    jobs: z.array(DriverEarningsJobSchema),
  })
  .meta({ id: 'DriverEarnings' });
export type DriverEarnings = z.infer<typeof DriverEarningsSchema>;
