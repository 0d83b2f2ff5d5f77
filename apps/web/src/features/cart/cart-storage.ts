import { type CartState, emptyCart } from '@lekker/core/cart';
import { createLocalStore, guard } from '@/lib/local-store.ts';
import { toCartState } from './stored-cart-check.ts';

export const CART_STORAGE_KEY = 'lekker.cart';

const carts = createLocalStore(CART_STORAGE_KEY, guard(toCartState));

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
