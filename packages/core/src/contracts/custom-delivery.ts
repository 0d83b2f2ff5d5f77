import { z } from 'zod';
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
});
export const RestaurantPickerResponseSchema = z
  .object({ restaurants: z.array(RestaurantPickEntrySchema) })
  .meta({ id: 'RestaurantPicker' });

const requiredText = (max: number) =>
  z.string().trim().min(1, 'Please fill in all required fields and select a delivery location').max(max);

/** A custom delivery (docs/product.md#custom-delivery): the items were bought at the restaurant. */
export const CustomDeliveryRequestSchema = z
  .object({
    idempotency_key: z.string().min(8).max(100),
    restaurant_id: z.uuid({ message: "Please select a restaurant and make sure you're logged in" }),
    customer_name: requiredText(120),
    customer_phone: SaPhoneSchema,
    items_requested: requiredText(2000),
    delivery_address: requiredText(300),
    delivery_lat: lat,
    delivery_lng: lng,
    city: z.string().trim().max(100).nullish(),
    province: z.string().trim().max(100).nullish(),
    postal_code: z.string().trim().max(10).nullish(),
    special_notes: z.string().trim().max(1000).nullish(),
    /** A calendar date (YYYY-MM-DD), today or later in Johannesburg. */
    preferred_delivery_time: z.iso.date({ message: 'Pick a valid date' }).nullish(),
    estimated_total_cents: z.number().int().min(0).max(10_000_000).nullish(),
    receipt_path: z
      .string()
      .min(1, 'Please upload a receipt to proceed with your custom delivery request.')
      .max(400),
    payment_method: PaymentMethodSchema,
  })
  .meta({ id: 'CustomDeliveryRequest' });
export type CustomDeliveryRequest = z.infer<typeof CustomDeliveryRequestSchema>;
