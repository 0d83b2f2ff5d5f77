// Cart state and rules (docs/product.md#cart-rules, docs/product.md#minimum-order).
import { MAX_ITEM_QUANTITY, MIN_ORDER_CENTS, RESTAURANT_DEFAULTS } from './constants.ts';
import type { CustomDeliveryData } from './contracts/custom-delivery.ts';
import { DEFAULT_CART_DELIVERY_FEE_CENTS } from './delivery.ts';
import type { SubstitutionPreference } from './substitution.ts';
import { ITEM_NOTE_MAX_CHARS } from './text-limits.ts';

export type CartItem = {
  id: string;
  name: string;
  restaurant_id: string;
  price_cents: number;
  quantity: number;
  special_instructions?: string;
  /** Grocery stores: what to do if it is unavailable (docs/decisions/070-grocery-substitutions.md). */
  substitution?: CartSubstitution;
};

/** The customer's rule for a grocery line; "this instead" names the store's item (and its name, to show). */
export type CartSubstitution = {
  preference: SubstitutionPreference;
  item_id?: string | null;
  item_name?: string | null;
};

export type CartState = {
  items: CartItem[];
  /** The "current restaurant" pointer (docs/product.md#cart-rules); the order's restaurant is `cartOrderRestaurantId`. */
  restaurant_id: string | null;
  restaurant_name: string | null;
  delivery_only: boolean;
  delivery_fee_override_cents: number | null;
  custom_delivery_data: CustomDeliveryData | null;
};

export const emptyCart: CartState = {
  items: [],
  restaurant_id: null,
  restaurant_name: null,
  delivery_only: false,
  delivery_fee_override_cents: null,
  custom_delivery_data: null,
};

export type CartAction =
  | {
      type: 'add';
      item: Omit<CartItem, 'quantity' | 'special_instructions'>;
      quantity?: number;
      special_instructions?: string;
      restaurant_name?: string;
    }
  | { type: 'remove'; id: string }
  | { type: 'setQuantity'; id: string; quantity: number }
  | { type: 'setInstructions'; id: string; special_instructions: string }
  | { type: 'setSubstitution'; id: string; substitution: CartSubstitution }
  | { type: 'clear' }
  /** Puts back a cart as it was (Undo after Clear Cart). */
  | { type: 'restore'; state: CartState }
  | { type: 'setRestaurant'; restaurant_id: string; restaurant_name?: string | null }
  | {
      type: 'setDeliveryOnly';
      restaurant_id: string;
      restaurant_name?: string | null;
      delivery_fee_cents: number;
      custom_delivery_data: CustomDeliveryData;
    };

const isCount = (n: number | undefined): n is number => Number.isInteger(n) && (n as number) >= 1;

/** A quantity held to the per-item limit the checkout contract enforces. */
const capped = (n: number) => Math.min(n, MAX_ITEM_QUANTITY);

/** Blank instructions are stored as none; longer ones than checkout accepts are cut to its limit (text-limits.ts). */
const instructions = (text: string | undefined) =>
  text?.trim() ? text.slice(0, ITEM_NOTE_MAX_CHARS) : undefined;

function withItem(item: CartItem, text: string | undefined): CartItem {
  const { special_instructions: _, ...rest } = item;
  const kept = instructions(text);
  return kept === undefined ? rest : { ...rest, special_instructions: kept };
}

function add(state: CartState, action: Extract<CartAction, { type: 'add' }>): CartState {
  const quantity = action.quantity ?? 1;
  if (!isCount(quantity)) return state;
  const restaurantId = action.item.restaurant_id;
  const sameRestaurant = state.items.every((i) => i.restaurant_id === restaurantId);
  const items = sameRestaurant ? state.items : [];
  const existing = items.find((i) => i.id === action.item.id);
  const nextItems = existing
    ? items.map((i) =>
        i.id === existing.id
          ? withItem(
              { ...i, quantity: capped(i.quantity + quantity) },
              action.special_instructions ?? i.special_instructions,
            )
          : i,
      )
    : [...items, withItem({ ...action.item, quantity: capped(quantity) }, action.special_instructions)];
  const knownName = state.restaurant_id === restaurantId ? state.restaurant_name : null;
  // Any add is a normal order: it leaves delivery-only mode (a custom delivery has no menu items).
  return {
    ...emptyCart,
    items: nextItems,
    restaurant_id: restaurantId,
    restaurant_name: action.restaurant_name ?? knownName,
  };
}

function setItems(state: CartState, items: CartItem[]): CartState {
  if (items.length > 0 || state.delivery_only) return { ...state, items };
  return { ...state, items, restaurant_id: null, restaurant_name: null };
}

/**
 * Pure cart reducer; never mutates `state`, returns it unchanged for no-op or invalid actions.
 * - add: from another restaurant than the items' → the cart becomes that item; an existing item gains quantity
 *   (its instructions change only when new ones are given); any add leaves delivery-only mode.
 * - quantities stop at MAX_ITEM_QUANTITY (99), the limit of the checkout contract.
 * - setQuantity ≤ 0 removes; removing the last item clears the restaurant; clear resets everything; restore puts a
 *   cleared cart back.
 * - setRestaurant only moves the "current restaurant" pointer (opening a restaurant page, docs/product.md#cart-rules): items from
 *   another restaurant stay until an item is added. It is ignored in delivery-only mode, where the restaurant
 *   is the custom delivery's own.
 * - setDeliveryOnly empties the items and stores the fee and the custom delivery data.
 */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add':
      return add(state, action);
    case 'remove': {
      if (!state.items.some((i) => i.id === action.id)) return state;
      const items = state.items.filter((i) => i.id !== action.id);
      return setItems(state, items);
    }
    case 'setQuantity': {
      if (Number.isNaN(action.quantity) || !state.items.some((i) => i.id === action.id)) return state;
      if (action.quantity <= 0) return cartReducer(state, { type: 'remove', id: action.id });
      if (!isCount(action.quantity)) return state;
      return {
        ...state,
        items: state.items.map((i) => (i.id === action.id ? { ...i, quantity: capped(action.quantity) } : i)),
      };
    }
    case 'setInstructions': {
      if (!state.items.some((i) => i.id === action.id)) return state;
      return {
        ...state,
        items: state.items.map((i) => (i.id === action.id ? withItem(i, action.special_instructions) : i)),
      };
    }
    case 'setSubstitution':
      return {
        ...state,
        items: state.items.map((i) => (i.id === action.id ? { ...i, substitution: action.substitution } : i)),
      };
    case 'clear':
      return emptyCart;
    case 'restore':
      return action.state;
    case 'setRestaurant':
      if (state.delivery_only) return state;
      return {
        ...state,
        restaurant_id: action.restaurant_id,
        restaurant_name: action.restaurant_name || RESTAURANT_DEFAULTS.name,
      };
    case 'setDeliveryOnly': {
      const fee = action.delivery_fee_cents;
      if (!Number.isInteger(fee) || fee < 0) return state;
      return {
        items: [],
        restaurant_id: action.restaurant_id,
        restaurant_name: action.restaurant_name || RESTAURANT_DEFAULTS.name,
        delivery_only: true,
        delivery_fee_override_cents: fee,
        custom_delivery_data: action.custom_delivery_data,
      };
    }
  }
}

/** The restaurant the order goes to: the items' restaurant, or the custom delivery's in delivery-only mode. */
export function cartOrderRestaurantId(state: CartState): string | null {
  if (state.delivery_only) return state.restaurant_id;
  return state.items[0]?.restaurant_id ?? null;
}

/** Total quantity of all items (the Orders tab badge). */
export function cartItemCount(state: CartState): number {
  return state.items.reduce((sum, i) => sum + i.quantity, 0);
}

export function cartSubtotalCents(state: CartState): number {
  return state.items.reduce((sum, i) => sum + i.price_cents * i.quantity, 0);
}

/** The override in delivery-only mode, otherwise the fee for 5 km (R32.00). */
export function cartDeliveryFeeCents(state: CartState): number {
  if (state.delivery_only && state.delivery_fee_override_cents !== null)
    return state.delivery_fee_override_cents;
  return DEFAULT_CART_DELIVERY_FEE_CENTS;
}

export function cartTotalCents(state: CartState): number {
  return cartSubtotalCents(state) + cartDeliveryFeeCents(state);
}

/** How much is missing to reach the R50 minimum order; 0 for custom deliveries. */
export function minimumOrderShortfallCents(state: CartState): number {
  if (state.delivery_only) return 0;
  return Math.max(0, MIN_ORDER_CENTS - cartSubtotalCents(state));
}

export type CartToast = { title: string; description: string };

export function addedToCartToast(name: string, quantity?: number): CartToast {
  const description =
    quantity === undefined || quantity === 1 ? `${name} added to cart` : `${quantity}x ${name} added to cart`;
  return { title: 'Added to cart', description };
}

export function removedFromCartToast(name: string): CartToast {
  return { title: 'Removed from cart', description: `${name} removed from cart` };
}
