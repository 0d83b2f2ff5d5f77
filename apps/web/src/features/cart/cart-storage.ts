import { type CartItem, type CartState, emptyCart } from '@lekker/core/cart';
import { type CustomDeliveryData, CustomDeliveryDataSchema } from '@lekker/core/contracts/custom-delivery';

export const CART_STORAGE_KEY = 'lekker.cart';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function parseItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const { id, name, restaurant_id, price_cents, quantity, special_instructions } = value;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof restaurant_id !== 'string') return null;
  if (typeof price_cents !== 'number' || !Number.isInteger(price_cents) || price_cents < 0) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  const item: CartItem = { id, name, restaurant_id, price_cents, quantity };
  if (typeof special_instructions === 'string' && special_instructions.trim()) {
    item.special_instructions = special_instructions;
  }
  return item;
}

/**
 * Reads a persisted cart. Garbage (bad JSON, wrong shapes) gives the empty cart; malformed items are dropped,
 * and items from a second restaurant are dropped too, since a cart holds one restaurant's items.
 */
export function parseStoredCart(raw: string | null): CartState {
  if (!raw) return emptyCart;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return emptyCart;
  }
  if (!isRecord(value)) return emptyCart;
  const parsed = Array.isArray(value.items)
    ? value.items.map(parseItem).filter((item): item is CartItem => item !== null)
    : [];
  const firstRestaurant = parsed[0]?.restaurant_id;
  const items = parsed.filter((item) => item.restaurant_id === firstRestaurant);
  const deliveryOnly = value.delivery_only === true && items.length === 0;
  const fee = value.delivery_fee_override_cents;
  return {
    items,
    restaurant_id: stringOrNull(value.restaurant_id) ?? firstRestaurant ?? null,
    restaurant_name: stringOrNull(value.restaurant_name),
    delivery_only: deliveryOnly,
    delivery_fee_override_cents:
      deliveryOnly && typeof fee === 'number' && Number.isInteger(fee) && fee >= 0 ? fee : null,
    custom_delivery_data: deliveryOnly ? parseCustomDeliveryData(value.custom_delivery_data) : null,
  };
}

/** The stored custom delivery, or null when it is missing or not the contract's shape. */
function parseCustomDeliveryData(value: unknown): CustomDeliveryData | null {
  const result = CustomDeliveryDataSchema.safeParse(value);
  return result.success ? result.data : null;
}

export function loadCart(): CartState {
  try {
    return parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return emptyCart;
  }
}

export function saveCart(state: CartState): void {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked (private mode): the cart still works for this visit.
  }
}
