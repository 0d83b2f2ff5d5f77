import { z } from 'zod';
import { MAX_ITEM_QUANTITY, TIP_MAX_CENTS } from '../constants.ts';
import { contractMessage } from '../contract-messages.ts';
import { FULFILMENTS, ORDER_STATUSES } from '../order-status.ts';
import { SUBSTITUTION_PREFERENCES } from '../substitution.ts';
import {
  ADDRESS_CITY_MAX_CHARS,
  ADDRESS_NOTES_MAX_CHARS,
  ADDRESS_POSTAL_CODE_MAX_CHARS,
  ADDRESS_PROVINCE_MAX_CHARS,
  ADDRESS_STREET_MAX_CHARS,
  ITEM_NOTE_MAX_CHARS,
  ORDER_INSTRUCTIONS_MAX_CHARS,
  REVIEW_COMMENT_MAX_CHARS,
} from '../text-limits.ts';
import { TIP_MESSAGES } from '../tips.ts';

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const PaymentMethodSchema = z.enum(['payfast', 'cash']);
/** Delivered by a driver, or collected at the venue (docs/decisions/068-collect-it-yourself.md). */
export const FulfilmentSchema = z.enum(FULFILMENTS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export const OrderTypeSchema = z.enum(['food', 'custom_delivery']);

const required = (message: string) => z.string().trim().min(1, message);

/** Checkout address for normal orders (docs/product.md#validation): street, city, province required; postal code optional. */
export const DeliveryAddressSchema = z
  .object({
    street: required(contractMessage('streetRequired')).max(ADDRESS_STREET_MAX_CHARS),
    city: required(contractMessage('cityRequired')).max(ADDRESS_CITY_MAX_CHARS),
    province: required(contractMessage('provinceRequired')).max(ADDRESS_PROVINCE_MAX_CHARS),
    postal_code: z.string().trim().max(ADDRESS_POSTAL_CODE_MAX_CHARS).nullish(),
    /** Landmark notes for addresses without street names ("blue gate behind the tuck shop"). */
    notes: z.string().trim().max(ADDRESS_NOTES_MAX_CHARS).nullish(),
  })
  .meta({ id: 'DeliveryAddress' });
export type DeliveryAddressInput = z.infer<typeof DeliveryAddressSchema>;

/** An address as stored on an order (custom deliveries may lack a city or province). */
export const StoredDeliveryAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  province: z.string(),
  postal_code: z.string().nullish(),
  notes: z.string().nullish(),
});

export const LatLngSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const CheckoutItemSchema = z.object({
  menu_item_id: z.uuid(),
  quantity: z
    .number()
    .int()
    .min(1, contractMessage('quantityMin'))
    .max(MAX_ITEM_QUANTITY, contractMessage('quantityMax', { max: MAX_ITEM_QUANTITY })),
  special_instructions: z.string().trim().max(ITEM_NOTE_MAX_CHARS).nullish(),
  /** Grocery stores (docs/decisions/070-grocery-substitutions.md): if unavailable; default best match. */
  substitution_preference: z.enum(SUBSTITUTION_PREFERENCES).optional(),
  /** "This instead": one of the same store's items. */
  substitute_item_id: z.uuid().nullish(),
});

/** What the browser sends: ids and quantities only — the server prices everything. */
export const CheckoutRequestSchema = z
  .object({
    /** Chosen by the browser once per checkout attempt; a retry with the same key returns the same order. */
    idempotency_key: z.string().min(8).max(100),
    restaurant_id: z.uuid(),
    items: z.array(CheckoutItemSchema).min(1, contractMessage('cartEmpty')).max(50),
    delivery_address: DeliveryAddressSchema,
    /** A map pin; without one the server geocodes the address. */
    delivery_location: LatLngSchema.nullish(),
    /**
     * The customer confirmed the pin although it is far from where the address geocodes (PIN_ADDRESS_TOLERANCE_KM):
     * deliver to, and price from, the pin.
     */
    pin_confirmed: z.boolean().optional(),
    special_instructions: z.string().trim().max(ORDER_INSTRUCTIONS_MAX_CHARS).nullish(),
    payment_method: PaymentMethodSchema,
    /**
     * Order for later (docs/product.md#order-for-later): one of the venue's slots (an ISO instant); absent or null
     * for "now".
     */
    scheduled_for: z.iso.datetime({ offset: true, message: contractMessage('chooseListedTime') }).nullish(),
    /** "Leave at the door if I don't answer" (docs/product.md#leave-at-the-door). */
    leave_at_door: z.boolean().optional(),
    /** Tip the driver (docs/decisions/069-driver-tips.md): cents, 0 to TIP_MAX_CENTS, all of it the driver's. */
    tip_cents: z
      .number()
      .int(TIP_MESSAGES.not_whole_cents)
      .min(0, TIP_MESSAGES.negative)
      .max(TIP_MAX_CENTS, TIP_MESSAGES.too_high)
      .optional(),
    /**
     * Collect it yourself (decision 068): no delivery fee and no driver, at venues that offer it; absent means
     * delivery. The address stays the customer's contact address; it is neither geocoded nor priced.
     */
    fulfilment: FulfilmentSchema.optional(),
  })
  .meta({ id: 'CheckoutRequest' });
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

/**
 * A price question (docs/product.md#pricing, docs/decisions/021-one-price-quote.md): with the delivery address,
 * the checkout price; with only the customer's location (or nothing, priced as 5 km), an estimate.
 */
export const QuoteRequestSchema = CheckoutRequestSchema.omit({
  idempotency_key: true,
  payment_method: true,
  leave_at_door: true,
  tip_cents: true,
})
  .extend({ delivery_address: DeliveryAddressSchema.nullish() })
  .meta({
    id: 'QuoteRequest',
  });
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

/** The venue's promotion applied to an order (docs/decisions/022-promotions.md). */
export const AppliedPromotionSchema = z
  .object({ id: z.uuid(), name: z.string(), label: z.string() })
  .meta({ id: 'AppliedPromotion' });

export const TotalsSchema = z
  .object({
    subtotal_cents: z.number().int(),
    /** Every discount: the promotion's and the first-order discount's. */
    discount_cents: z.number().int(),
    /** The venue's promotion, taken off the food first. */
    promotion_discount_cents: z.number().int(),
    promotion: AppliedPromotionSchema.nullable(),
    /** The first-order discount, on the food left after the promotion. */
    first_order_discount_cents: z.number().int(),
    delivery_fee_cents: z.number().int(),
    total_cents: z.number().int(),
    distance_km: z.number().nullable(),
    estimated_minutes: z.number().int().nullable(),
  })
  .meta({ id: 'Totals' });
export type Totals = z.infer<typeof TotalsSchema>;

/**
 * The answer to a quote: the totals, whether they are an estimate (no confirmed address yet), and where the
 * customer stands with the first-order discount ('sign_in': a visitor, who may get it once signed in).
 */
export const QuoteSchema = TotalsSchema.extend({
  estimate: z.boolean(),
  first_order_discount: z.enum(['applied', 'not_eligible', 'sign_in']),
}).meta({ id: 'Quote' });
export type Quote = z.infer<typeof QuoteSchema>;

/** Whether the signed-in customer's next order gets the first-order discount (the home banner shows only then). */
export const FirstOrderDiscountSchema = z
  .object({ eligible: z.boolean() })
  .meta({ id: 'FirstOrderDiscount' });

export const OrderItemSchema = z.object({
  id: z.uuid(),
  menu_item_id: z.uuid().nullable(),
  name: z.string(),
  unit_price_cents: z.number().int(),
  quantity: z.number().int(),
  special_instructions: z.string().nullable(),
});

export const OrderEventSchema = z.object({
  from_status: OrderStatusSchema.nullable(),
  to_status: OrderStatusSchema,
  actor_role: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
});

export const DriverPositionSchema = z
  .object({
    latitude: z.number(),
    longitude: z.number(),
    heading: z.number().nullable(),
    speed_kmh: z.number().nullable(),
    accuracy: z.number().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'DriverPosition' });
export type DriverPosition = z.infer<typeof DriverPositionSchema>;

export const CustomDeliveryDetailsSchema = z.object({
  customer_name: z.string(),
  customer_phone: z.string(),
  items_requested: z.string(),
  delivery_address: z.string(),
  delivery_lat: z.number(),
  delivery_lng: z.number(),
  delivery_distance_km: z.number(),
  city: z.string().nullish(),
  province: z.string().nullish(),
  postal_code: z.string().nullish(),
  special_notes: z.string().nullish(),
  preferred_delivery_time: z.string().nullish(),
  estimated_total_cents: z.number().int().nullish(),
  receipt_path: z.string(),
});

/**
 * Money going back to the customer (a paid order cancelled, or an admin's refund): `owed` (amount_cents) until the
 * payment provider confirms it, then `refunded` (amount_cents: all that was paid back). While part is still owed,
 * `refunded_cents` is what the provider already confirmed (docs/product.md#order-notifications).
 */
export const OrderRefundSchema = z
  .object({
    status: z.enum(['owed', 'refunded']),
    amount_cents: z.number().int(),
    refunded_cents: z.number().int().optional(),
    refunded_at: z.string().nullable(),
  })
  .meta({ id: 'OrderRefund' });
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

/** The venue as an order shows it (customer, desk and driver alike). */
export const OrderRestaurantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const OrderSchema = z
  .object({
    id: z.uuid(),
    order_number: z.string(),
    type: OrderTypeSchema,
    status: OrderStatusSchema,
    payment_method: PaymentMethodSchema,
    /** 'collection': the customer collects it at the restaurant's address with the pick-up code (decision 068). */
    fulfilment: FulfilmentSchema,
    restaurant: OrderRestaurantSchema,
    customer: z.object({ name: z.string(), phone: z.string().nullable() }),
    items: z.array(OrderItemSchema),
    subtotal_cents: z.number().int(),
    discount_cents: z.number().int(),
    /** The venue's promotion within discount_cents (the rest is the first-order discount; decision 022). */
    promotion_discount_cents: z.number().int().optional(),
    delivery_fee_cents: z.number().int(),
    /** The driver's tip, all of it the driver's (decision 069); part of total_cents. */
    tip_cents: z.number().int().optional(),
    /** A tip given after delivery (decision 069): a PayFast payment of its own, never part of total_cents. */
    tip_after: z
      .object({ amount_cents: z.number().int(), status: z.enum(['pending', 'paid', 'failed']) })
      .nullable()
      .optional(),
    total_cents: z.number().int(),
    delivery_address: StoredDeliveryAddressSchema,
    delivery_location: LatLngSchema.nullable(),
    delivery_distance_km: z.number().nullable(),
    special_instructions: z.string().nullable(),
    custom_delivery: CustomDeliveryDetailsSchema.nullable(),
    preparation_minutes: z.number().int().nullable(),
    cancel_reason: z.string().nullable(),
    /** The customer's refund, when one is owed or was made. */
    refund: OrderRefundSchema.nullish(),
    has_driver: z.boolean(),
    driver_position: DriverPositionSchema.nullable(),
    /** Estimated delivery time (ISO) once the restaurant has confirmed; null before and after delivery. */
    eta: z.string().nullable(),
    can_review: z.boolean(),
    /** The stars the caller gave this order (1–5) once they reviewed it: shown instead of the rating prompt. */
    my_rating: z.number().int().min(1).max(5).nullish(),
    /** The driver's first name once a driver has taken the order. */
    driver_first_name: z.string().nullish(),
    /** The driver's phone, for the order's customer only and only while the job is active (to call them). */
    driver_phone: z.string().nullish(),
    /**
     * Proof of delivery: the 4-digit code, shown to the order's customer only, once the driver picked it up — or, for
     * a collection, the pick-up code the venue asks for, from placement until it is collected.
     */
    delivery_code: z.string().nullish(),
    /** Whether the caller is this order's customer (only they may cancel or review it). */
    viewer_is_customer: z.boolean(),
    /** Order for later: the slot the food is wanted at (ISO); null for "now". */
    scheduled_for: z.string().nullish(),
    created_at: z.string(),
    events: z.array(OrderEventSchema),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

export const OrderSummarySchema = OrderSchema.pick({
  id: true,
  order_number: true,
  type: true,
  status: true,
  payment_method: true,
  fulfilment: true,
  restaurant: true,
  total_cents: true,
  created_at: true,
  can_review: true,
  my_rating: true,
})
  .extend({ item_count: z.number().int(), items: z.array(OrderItemSchema) })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** The hidden form the browser posts to PayFast (or the built-in simulator). */
export const PaymentFormSchema = z
  .object({ action: z.string(), fields: z.array(z.tuple([z.string(), z.string()])) })
  .meta({ id: 'PaymentForm' });
export type PaymentForm = z.infer<typeof PaymentFormSchema>;

export const CheckoutResponseSchema = z
  .object({ order: OrderSchema, payment: PaymentFormSchema.nullable() })
  .meta({ id: 'CheckoutResponse' });

export const ConfirmOrderSchema = z
  .object({
    preparation_minutes: z
      .number()
      .int()
      .min(5, contractMessage('atLeastMinutes', { min: 5 }))
      .max(180, contractMessage('atMostMinutes', { max: 180 })),
  })
  .meta({ id: 'ConfirmOrder' });
export const ReasonSchema = z
  .object({ reason: z.string().trim().min(3, contractMessage('giveReason')).max(300) })
  .meta({ id: 'Reason' });

export const ReviewRequestSchema = z
  .object({
    rating: z.number().int().min(1, contractMessage('stars')).max(5, contractMessage('stars')),
    comment: z.string().trim().max(REVIEW_COMMENT_MAX_CHARS).nullish(),
  })
  .meta({ id: 'ReviewRequest' });

export const NotificationSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    message: z.string(),
    type: z.string(),
    read: z.boolean(),
    order_id: z.uuid().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationsResponseSchema = z
  .object({ notifications: z.array(NotificationSchema), unread: z.number().int() })
  .meta({ id: 'Notifications' });

/**
 * Where a driver's position may be (docs/decisions/037-driver-positions-over-the-socket.md): a box around South
 * Africa (with Lesotho and Eswatini inside it) and a little margin. A position outside it is a broken or spoofed fix.
 */
export const SOUTH_AFRICA_BOX = { south: -35.5, north: -21.5, west: 16, east: 33.5 } as const;
/** A reported accuracy (metres, 1 σ) worse than this is not a position worth showing anyone. */
export const MAX_LOCATION_ACCURACY_M = 5000;

/** A driver's position: the same rule for POST /driver/location and the socket's `location` frame. */
export const DriverLocationSchema = z
  .object({
    latitude: z.number().min(SOUTH_AFRICA_BOX.south).max(SOUTH_AFRICA_BOX.north),
    longitude: z.number().min(SOUTH_AFRICA_BOX.west).max(SOUTH_AFRICA_BOX.east),
    heading: z.number().min(0).max(360).nullish(),
    speed_kmh: z.number().min(0).max(300).nullish(),
    accuracy: z.number().min(0).max(MAX_LOCATION_ACCURACY_M).nullish(),
  })
  .meta({ id: 'DriverLocation' });
export type DriverLocation = z.infer<typeof DriverLocationSchema>;
export const DriverLocationAckSchema = z
  .object({ active_orders: z.number().int() })
  .meta({ id: 'DriverLocationAck' });

/** A list of order summaries: a customer's history, a restaurant's desk, a driver's deliveries. */
export const OrderListSchema = z.object({ orders: z.array(OrderSummarySchema) }).meta({ id: 'OrderList' });
export type OrderList = z.infer<typeof OrderListSchema>;
