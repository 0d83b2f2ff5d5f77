import { type CartItem, type CartState, emptyCart } from '@lekker/core/cart';
import { CustomDeliveryDataSchema } from '@lekker/core/contracts/custom-delivery';
import { z } from 'zod';
import { createLocalStore } from '@/lib/local-store.ts';

export const CART_STORAGE_KEY = 'lekker.cart';

const StoredItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  restaurant_id: z.string(),
  price_cents: z.number().int().nonnegative(),
  quantity: z.number().int().min(1),
  special_instructions: z.string().optional().catch(undefined),
});

/** One stored item, or null when malformed (it is then dropped, not the whole cart). */
function parseItem(value: unknown): CartItem | null {
  const result = StoredItemSchema.safeParse(value);
  if (!result.success) return null;
  const { special_instructions, ...rest } = result.data;
  const item: CartItem = rest;
  if (special_instructions?.trim()) item.special_instructions = special_instructions;
  return item;
}

const textOrNull = z.string().nullable().catch(null);

/**
 * The stored cart, read leniently: malformed items are dropped, and items from a second restaurant are dropped
 * too, since a cart holds one restaurant's items. Only a value that is not an object at all reads as none.
 */
const StoredCartSchema = z
  .object({
    items: z.array(z.unknown()).catch([]),
    restaurant_id: textOrNull,
    restaurant_name: textOrNull,
    delivery_only: z.boolean().catch(false),
    delivery_fee_override_cents: z.number().int().nonnegative().nullable().catch(null),
    custom_delivery_data: CustomDeliveryDataSchema.nullable().catch(null),
  })
  .transform((value): CartState => {
    const parsed = value.items.map(parseItem).filter((item): item is CartItem => item !== null);
    const firstRestaurant = parsed[0]?.restaurant_id;
    const items = parsed.filter((item) => item.restaurant_id === firstRestaurant);
    const deliveryOnly = value.delivery_only && items.length === 0;
    return {
      items,
      restaurant_id: value.restaurant_id ?? firstRestaurant ?? null,
      restaurant_name: value.restaurant_name,
      delivery_only: deliveryOnly,
      delivery_fee_override_cents: deliveryOnly ? value.delivery_fee_override_cents : null,
      custom_delivery_data: deliveryOnly ? value.custom_delivery_data : null,
    };
  });

const carts = createLocalStore(CART_STORAGE_KEY, StoredCartSchema);

/** Reads a persisted cart. Garbage (bad JSON, not an object) gives the empty cart. */
export function parseStoredCart(raw: string | null): CartState {
  return carts.parse(raw) ?? emptyCart;
}

export function loadCart(): CartState {
  return carts.read() ?? emptyCart;
}

/** Storage full or blocked (private mode): the cart still works for this visit. */
export function saveCart(state: CartState): void {
  carts.write(state);
}
