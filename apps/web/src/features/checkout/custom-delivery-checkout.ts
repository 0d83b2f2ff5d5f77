// The custom delivery checkout ('Complete Custom Delivery', docs/product.md#checkout): the request built from the cart's
// custom_delivery_data (stored by the custom delivery form) and what the customer chooses in the dialog.
import { type CartState, cartDeliveryFeeCents } from '@lekker/core/cart';
import type { CustomDeliveryData, CustomDeliveryRequestSchema } from '@lekker/core/contracts/custom-delivery';
import type { PaymentMethod } from '@lekker/core/contracts/orders';
import { RECEIPT_REQUIRED_MESSAGE } from '@lekker/core/contracts/receipts';
import type { z } from 'zod';

export const CUSTOM_DELIVERY_INCOMPLETE_MESSAGE =
  'Please fill in all required fields and select a delivery location';

export type CustomDeliveryBody = Omit<z.input<typeof CustomDeliveryRequestSchema>, 'idempotency_key'>;

export type CustomDeliveryCheckoutValues = { special_instructions: string; payment_method: PaymentMethod };

export type CustomDeliveryProblem = { title: string; message: string };

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
const number = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The custom delivery's locked address as the customer typed it: street, town, province and postal code. */
export function customDeliveryAddress(cart: CartState): string | null {
  const data = cart.custom_delivery_data;
  const street = text(data?.delivery_address);
  if (!street) return null;
  const rest = [data?.city, data?.province, data?.postal_code]
    .map(text)
    .filter((part): part is string => part !== null && !street.includes(part));
  return [street, ...rest].join(', ');
}

/** The special instructions the dialog starts with: the form's special notes. */
export function initialCustomDeliveryValues(cart: CartState): CustomDeliveryCheckoutValues {
  return {
    special_instructions: text(cart.custom_delivery_data?.special_notes) ?? '',
    payment_method: 'payfast',
  };
}

/**
 * The body of POST /api/orders/custom-delivery (without its idempotency key), or the problem that stops it: no
 * receipt ('Receipt Required'), or details missing from the stored request ('Missing Information').
 */
export function buildCustomDeliveryBody(
  cart: CartState,
  values: CustomDeliveryCheckoutValues,
): { body: CustomDeliveryBody } | { problem: CustomDeliveryProblem } {
  const data: Partial<CustomDeliveryData> = cart.custom_delivery_data ?? {};
  const receipt = text(data.receipt_path);
  if (!receipt) return { problem: { title: 'Receipt Required', message: RECEIPT_REQUIRED_MESSAGE } };
  const name = text(data.customer_name);
  const phone = text(data.customer_phone);
  const items = text(data.items_requested);
  const address = text(data.delivery_address);
  const lat = number(data.delivery_lat);
  const lng = number(data.delivery_lng);
  // The order's address needs a town and a province (the custom delivery form always stores them).
  const city = text(data.city);
  const province = text(data.province);
  if (
    !city ||
    !province ||
    !cart.delivery_only ||
    !cart.restaurant_id ||
    !name ||
    !phone ||
    !items ||
    !address ||
    lat === null ||
    lng === null
  )
    return { problem: { title: 'Missing Information', message: CUSTOM_DELIVERY_INCOMPLETE_MESSAGE } };
  const estimated = number(data.estimated_total_cents);
  return {
    body: {
      restaurant_id: cart.restaurant_id,
      customer_name: name,
      customer_phone: phone,
      items_requested: items,
      delivery_address: address,
      delivery_lat: lat,
      delivery_lng: lng,
      city,
      province,
      postal_code: text(data.postal_code),
      special_notes: text(values.special_instructions),
      preferred_delivery_time: text(data.preferred_delivery_time),
      estimated_total_cents: estimated === null ? null : Math.round(estimated),
      receipt_path: receipt,
      payment_method: values.payment_method,
    },
  };
}

/** The fee shown before paying (the override stored with the request; the server prices it again). */
export const customDeliveryFeeCents = (cart: CartState) => cartDeliveryFeeCents(cart);
