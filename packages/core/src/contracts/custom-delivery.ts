import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';
import {
  ADDRESS_CITY_MAX_CHARS,
  ADDRESS_POSTAL_CODE_MAX_CHARS,
  ADDRESS_PROVINCE_MAX_CHARS,
  CUSTOM_DELIVERY_ADDRESS_MAX_CHARS,
  CUSTOM_DELIVERY_ITEMS_MAX_CHARS,
  CUSTOM_DELIVERY_NAME_MAX_CHARS,
  CUSTOM_DELIVERY_NOTES_MAX_CHARS,
} from '../text-limits.ts';
import { SaPhoneSchema } from './accounts.ts';
import { PaymentMethodSchema } from './orders.ts';

const lat = z.number().min(-90).max(90);
const lng = z.number().min(-180).max(180);

/** Live fee for a custom delivery: the shared rule on the restaurant-to-location distance. */
export const DeliveryQuoteRequestSchema = z
  .object({ restaurant_id: z.uuid(), latitude: lat, longitude: lng })
  .meta({ id: 'DeliveryQuoteRequest' });
export const DeliveryQuoteResponseSchema = z
  .object({
    distance_km: z.number(),
    minutes: z.number().int(),
    fee_cents: z.number().int(),
    within_range: z.boolean(),
  })
  .meta({ id: 'DeliveryQuote' });

/** Restaurant picker entries (id, name and location of active restaurants; docs/product.md#custom-delivery-screen). */
export const RestaurantPickEntrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Open now and run by someone who can hand the items to a driver (docs/product.md#custom-delivery). */
  accepts_custom_delivery: z.boolean(),
  /** Why not, in a few words ('Closed · opens 08:00', 'Not taking custom deliveries'); null when it does. */
  unavailable_reason: z.string().nullable(),
});
export const RestaurantPickerResponseSchema = z
  .object({ restaurants: z.array(RestaurantPickEntrySchema) })
  .meta({ id: 'RestaurantPicker' });

const requiredText = (max: number) =>
  z.string().trim().min(1, contractMessage('customDeliveryRequired')).max(max);

/** A custom delivery (docs/product.md#custom-delivery): the items were bought at the restaurant. */
export const CustomDeliveryRequestSchema = z
  .object({
    idempotency_key: z.string().min(8).max(100),
    restaurant_id: z.uuid({ message: "Please select a restaurant and make sure you're logged in" }),
    customer_name: requiredText(CUSTOM_DELIVERY_NAME_MAX_CHARS),
    customer_phone: SaPhoneSchema,
    items_requested: requiredText(CUSTOM_DELIVERY_ITEMS_MAX_CHARS),
    delivery_address: requiredText(CUSTOM_DELIVERY_ADDRESS_MAX_CHARS),
    delivery_lat: lat,
    delivery_lng: lng,
    city: z.string().trim().max(ADDRESS_CITY_MAX_CHARS).nullish(),
    province: z.string().trim().max(ADDRESS_PROVINCE_MAX_CHARS).nullish(),
    postal_code: z.string().trim().max(ADDRESS_POSTAL_CODE_MAX_CHARS).nullish(),
    special_notes: z.string().trim().max(CUSTOM_DELIVERY_NOTES_MAX_CHARS).nullish(),
    /** A calendar date (YYYY-MM-DD), today or later in Johannesburg. */
    preferred_delivery_time: z.iso.date({ message: contractMessage('pickDate') }).nullish(),
    estimated_total_cents: z.number().int().min(0).max(10_000_000).nullish(),
    receipt_path: z.string().min(1, contractMessage('receiptRequired')).max(400),
    payment_method: PaymentMethodSchema,
  })
  .meta({ id: 'CustomDeliveryRequest' });
export type CustomDeliveryRequest = z.infer<typeof CustomDeliveryRequestSchema>;

/**
 * A prepared custom delivery, kept in the cart (`custom_delivery_data`, docs/product.md#data) from the request
 * screen until checkout sends it with the order. The browser stores it, so it is parsed with this schema when read.
 */
export const CustomDeliveryDataSchema = z.object({
  customer_name: z.string(),
  customer_phone: z.string(),
  items_requested: z.string(),
  delivery_address: z.string(),
  delivery_lat: lat,
  delivery_lng: lng,
  delivery_distance_km: z.number().nonnegative(),
  // Drafts stored by earlier versions may lack the later fields: they read as empty, and checkout asks for
  // what is missing (a receipt, a town) as it always did.
  city: z.string().nullable().default(null),
  province: z.string().nullable().default(null),
  postal_code: z.string().nullable().default(null),
  special_notes: z.string().nullable().default(null),
  preferred_delivery_time: z.string().nullable().default(null),
  estimated_total_cents: z.number().int().nonnegative().nullable().default(null),
  receipt_path: z.string().default(''),
  receipt_name: z.string().default(''),
  /** Older drafts linked the receipt directly; still shown when present. */
  receipt_url: z.string().optional(),
});
export type CustomDeliveryData = z.infer<typeof CustomDeliveryDataSchema>;
