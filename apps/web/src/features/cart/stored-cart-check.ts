// The stored cart's check, written by hand so the cart store (on every page's first load) needs no zod
// (docs/decisions/028-light-shell.md). It reads like the contracts it mirrors: an item like `CartItem`, the
// delivery-only draft like `CustomDeliveryDataSchema` (cart-storage.test.ts checks both agree on sample values).
import type { CartItem, CartState, CartSubstitution } from '@lekker/core/cart';
import type { CustomDeliveryData } from '@lekker/core/contracts/custom-delivery';
import { SUBSTITUTION_PREFERENCES } from '@lekker/core/substitution';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
const isNumberIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
const isString = (value: unknown): value is string => typeof value === 'string';

/** One stored item, or null when malformed (it is then dropped, not the whole cart). */
export function toCartItem(value: unknown): CartItem | null {
  if (!isObject(value)) return null;
  const { id, name, restaurant_id, price_cents, quantity, special_instructions, substitution } = value;
  if (!isString(id) || !isString(name) || !isString(restaurant_id)) return null;
  if (!isCount(price_cents, 0) || !isCount(quantity, 1)) return null;
  const item: CartItem = { id, name, restaurant_id, price_cents, quantity };
  if (isString(special_instructions) && special_instructions.trim())
    item.special_instructions = special_instructions;
  if (isObject(substitution) && SUBSTITUTION_PREFERENCES.includes(substitution.preference as never))
    item.substitution = {
      preference: substitution.preference as CartSubstitution['preference'],
      item_id: isString(substitution.item_id) ? substitution.item_id : null,
      item_name: isString(substitution.item_name) ? substitution.item_name : null,
    };
  return item;
}

/** An absent field reads as `fallback`; a present one must pass `check`, else the whole draft is rejected. */
function optional<T>(value: unknown, check: (value: unknown) => value is T, fallback: T): T | undefined {
  if (value === undefined) return fallback;
  return check(value) ? value : undefined;
}
const textOrNull = (value: unknown): value is string | null => value === null || isString(value);
const centsOrNull = (value: unknown): value is number | null => value === null || isCount(value, 0);

/** A delivery-only draft as `CustomDeliveryDataSchema` reads it (later fields default when missing), or null. */
export function toCustomDeliveryData(value: unknown): CustomDeliveryData | null {
  if (!isObject(value)) return null;
  const { customer_name, customer_phone, items_requested, delivery_address } = value;
  const { delivery_lat, delivery_lng, delivery_distance_km } = value;
  if (![customer_name, customer_phone, items_requested, delivery_address].every(isString)) return null;
  if (!isNumberIn(delivery_lat, -90, 90) || !isNumberIn(delivery_lng, -180, 180)) return null;
  if (!isNumberIn(delivery_distance_km, 0, Number.POSITIVE_INFINITY)) return null;
  const later = {
    city: optional(value.city, textOrNull, null),
    province: optional(value.province, textOrNull, null),
    postal_code: optional(value.postal_code, textOrNull, null),
    special_notes: optional(value.special_notes, textOrNull, null),
    preferred_delivery_time: optional(value.preferred_delivery_time, textOrNull, null),
    estimated_total_cents: optional(value.estimated_total_cents, centsOrNull, null),
    receipt_path: optional(value.receipt_path, isString, ''),
    receipt_name: optional(value.receipt_name, isString, ''),
  };
  if (Object.values(later).some((field) => field === undefined)) return null;
  if (value.receipt_url !== undefined && !isString(value.receipt_url)) return null;
  const data = {
    customer_name: customer_name as string,
    customer_phone: customer_phone as string,
    items_requested: items_requested as string,
    delivery_address: delivery_address as string,
    delivery_lat,
    delivery_lng,
    delivery_distance_km,
    ...later,
  } as CustomDeliveryData;
  if (value.receipt_url !== undefined) data.receipt_url = value.receipt_url as string;
  return data;
}

/**
 * The stored cart, read leniently: malformed items are dropped, and items from a second restaurant are dropped
 * too, since a cart holds one restaurant's items; other malformed fields read as empty. Only a value that is not an
 * object at all reads as none.
 */
export function toCartState(value: unknown): CartState | null {
  if (!isObject(value)) return null;
  const stored = Array.isArray(value.items) ? value.items : [];
  const parsed = stored.map(toCartItem).filter((item): item is CartItem => item !== null);
  const firstRestaurant = parsed[0]?.restaurant_id;
  const items = parsed.filter((item) => item.restaurant_id === firstRestaurant);
  const deliveryOnly = value.delivery_only === true && items.length === 0;
  const restaurantId = isString(value.restaurant_id) ? value.restaurant_id : null;
  return {
    items,
    restaurant_id: restaurantId ?? firstRestaurant ?? null,
    restaurant_name: isString(value.restaurant_name) ? value.restaurant_name : null,
    delivery_only: deliveryOnly,
    delivery_fee_override_cents:
      deliveryOnly && centsOrNull(value.delivery_fee_override_cents)
        ? value.delivery_fee_override_cents
        : null,
    custom_delivery_data: deliveryOnly ? toCustomDeliveryData(value.custom_delivery_data) : null,
  };
}
