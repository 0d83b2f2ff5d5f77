import { describe, expect, it } from 'vitest';
import {
  addedToCartToast,
  type CartAction,
  type CartState,
  cartDeliveryFeeCents,
  cartItemCount,
  cartOrderRestaurantId,
  cartReducer,
  cartSubtotalCents,
  cartTotalCents,
  emptyCart,
  minimumOrderShortfallCents,
  removedFromCartToast,
} from './cart.ts';
import { MAX_ITEM_QUANTITY } from './constants.ts';
import type { CustomDeliveryData } from './contracts/custom-delivery.ts';

const burger = { id: 'burger', name: 'Burger', restaurant_id: 'r1', price_cents: 6500 };
const chips = { id: 'chips', name: 'Chips', restaurant_id: 'r1', price_cents: 2500 };
const sushi = { id: 'sushi', name: 'Sushi', restaurant_id: 'r2', price_cents: 9900 };

/** Applies actions in order, checking that no state passed in is ever mutated. */
function run(...actions: CartAction[]): CartState {
  return actions.reduce((state, action) => {
    const before = structuredClone(state);
    const next = cartReducer(state, action);
    expect(state).toEqual(before);
    return next;
  }, emptyCart);
}

const add = (item: typeof burger, extra: Partial<Extract<CartAction, { type: 'add' }>> = {}): CartAction => ({
  type: 'add',
  item,
  ...extra,
});

const customDelivery: CustomDeliveryData = {
  customer_name: 'Thabo',
  customer_phone: '+27821234567',
  items_requested: 'Bread',
  delivery_address: '1 Main Road, Mahikeng',
  delivery_lat: -25.85,
  delivery_lng: 25.64,
  delivery_distance_km: 2,
  city: 'Mahikeng',
  province: 'North West',
  postal_code: null,
  special_notes: null,
  preferred_delivery_time: null,
  estimated_total_cents: null,
  receipt_path: 'u/1-x.pdf',
  receipt_name: 'x.pdf',
};

const deliveryOnly: CartAction = {
  type: 'setDeliveryOnly',
  restaurant_id: 'r3',
  restaurant_name: 'Corner Shop',
  delivery_fee_cents: 2240,
  custom_delivery_data: customDelivery,
};

describe('cartReducer (docs/product.md#cart-rules)', () => {
  it('adds a new item with quantity 1 and sets the restaurant', () => {
    expect(run(add(burger, { restaurant_name: 'Grill House' }))).toEqual({
      ...emptyCart,
      items: [{ ...burger, quantity: 1 }],
      restaurant_id: 'r1',
      restaurant_name: 'Grill House',
    });
  });

  it.each([
    [
      'adding an existing item increases its quantity',
      [add(burger), add(burger, { quantity: 2 })],
      [['burger', 3]],
    ],
    [
      'a second item from the same restaurant is appended',
      [add(burger), add(chips)],
      [
        ['burger', 1],
        ['chips', 1],
      ],
    ],
    [
      'a different restaurant replaces the cart with that item',
      [add(burger), add(chips), add(sushi, { quantity: 2 })],
      [['sushi', 2]],
    ],
    [
      'quantity 0 or less on add is ignored',
      [add(burger), add(burger, { quantity: 0 }), add(burger, { quantity: -1 })],
      [['burger', 1]],
    ],
    [
      'setQuantity sets it',
      [add(burger), { type: 'setQuantity', id: 'burger', quantity: 7 }],
      [['burger', 7]],
    ],
    [
      'setQuantity 0 removes',
      [add(burger), add(chips), { type: 'setQuantity', id: 'burger', quantity: 0 }],
      [['chips', 1]],
    ],
    [
      'setQuantity below 0 removes',
      [add(burger), add(chips), { type: 'setQuantity', id: 'chips', quantity: -2 }],
      [['burger', 1]],
    ],
    [
      'setQuantity of a fraction or NaN is ignored',
      [
        add(burger),
        { type: 'setQuantity', id: 'burger', quantity: 1.5 },
        { type: 'setQuantity', id: 'burger', quantity: Number.NaN },
      ],
      [['burger', 1]],
    ],
    ['remove drops the item', [add(burger), add(chips), { type: 'remove', id: 'burger' }], [['chips', 1]]],
    [
      'removing an unknown id changes nothing',
      [add(burger), { type: 'remove', id: 'nope' }],
      [['burger', 1]],
    ],
  ] as [string, CartAction[], [string, number][]][])('%s', (_label, actions, expected) => {
    expect(run(...actions).items.map((i) => [i.id, i.quantity])).toEqual(expected);
  });

  it.each([
    ['remove', { type: 'remove', id: 'burger' }],
    ['setQuantity 0', { type: 'setQuantity', id: 'burger', quantity: 0 }],
  ] as [string, CartAction][])('removing the last item (%s) clears the restaurant', (_label, action) => {
    expect(run(add(burger, { restaurant_name: 'Grill House' }), action)).toEqual(emptyCart);
  });

  it('clear resets everything', () => {
    expect(run(add(burger), deliveryOnly, { type: 'clear' })).toEqual(emptyCart);
    expect(run(add(burger, { quantity: 3 }), { type: 'clear' })).toEqual(emptyCart);
  });

  it('restore puts a cleared cart back as it was (Undo after Clear Cart)', () => {
    const full = run(add(burger, { quantity: 2, special_instructions: 'No onions' }), add(chips));
    expect(run({ type: 'restore', state: full })).toEqual(full);
  });

  it('holds every item to MAX_ITEM_QUANTITY (99), the limit the checkout contract enforces', () => {
    expect(MAX_ITEM_QUANTITY).toBe(99);
    expect(run(add(burger, { quantity: 120 })).items[0]?.quantity).toBe(99);
    expect(run(add(burger, { quantity: 98 }), add(burger, { quantity: 5 })).items[0]?.quantity).toBe(99);
    expect(run(add(burger), { type: 'setQuantity', id: 'burger', quantity: 100 }).items[0]?.quantity).toBe(
      99,
    );
  });

  it('unknown ids and invalid amounts return the same state object', () => {
    const state = run(add(burger));
    expect(cartReducer(state, { type: 'remove', id: 'x' })).toBe(state);
    expect(cartReducer(state, { type: 'setQuantity', id: 'x', quantity: 0 })).toBe(state);
    expect(cartReducer(state, { type: 'setInstructions', id: 'x', special_instructions: 'y' })).toBe(state);
    expect(cartReducer(state, add(chips, { quantity: 0 }))).toBe(state);
    expect(cartReducer(state, { ...deliveryOnly, delivery_fee_cents: -1 } as CartAction)).toBe(state);
    expect(cartReducer(state, { ...deliveryOnly, delivery_fee_cents: 12.5 } as CartAction)).toBe(state);
  });

  describe('special instructions', () => {
    it.each([
      ['stored on add', [add(burger, { special_instructions: 'no onions' })], 'no onions'],
      [
        'kept when re-added without new ones',
        [add(burger, { special_instructions: 'no onions' }), add(burger)],
        'no onions',
      ],
      [
        'replaced when re-added with new ones',
        [
          add(burger, { special_instructions: 'no onions' }),
          add(burger, { special_instructions: 'extra cheese' }),
        ],
        'extra cheese',
      ],
      [
        'cleared when re-added with a blank text',
        [add(burger, { special_instructions: 'no onions' }), add(burger, { special_instructions: ' ' })],
        undefined,
      ],
      [
        'set',
        [add(burger), { type: 'setInstructions', id: 'burger', special_instructions: 'well done' }],
        'well done',
      ],
      [
        'blank clears',
        [
          add(burger, { special_instructions: 'x' }),
          { type: 'setInstructions', id: 'burger', special_instructions: '' },
        ],
        undefined,
      ],
      [
        'cut to the checkout contract limit (500)',
        [add(burger), { type: 'setInstructions', id: 'burger', special_instructions: 'n'.repeat(5000) }],
        'n'.repeat(500),
      ],
      ['cut on add too', [add(burger, { special_instructions: 'm'.repeat(501) })], 'm'.repeat(500)],
    ] as [string, CartAction[], string | undefined][])('%s', (_label, actions, text) => {
      const [item] = run(...actions).items;
      expect(item?.special_instructions).toBe(text);
      if (text === undefined) expect(item && 'special_instructions' in item).toBe(false);
    });
  });

  describe('setRestaurant (opening a restaurant page)', () => {
    it('sets the pointer and the name, default Restaurant', () => {
      expect(run({ type: 'setRestaurant', restaurant_id: 'r1', restaurant_name: 'Grill House' })).toEqual({
        ...emptyCart,
        restaurant_id: 'r1',
        restaurant_name: 'Grill House',
      });
      expect(run({ type: 'setRestaurant', restaurant_id: 'r1' }).restaurant_name).toBe('Restaurant');
      expect(run({ type: 'setRestaurant', restaurant_id: 'r1', restaurant_name: null }).restaurant_name).toBe(
        'Restaurant',
      );
    });

    it("keeps items from another restaurant (it is only the pointer); the order's restaurant stays the items'", () => {
      const state = run(add(burger), {
        type: 'setRestaurant',
        restaurant_id: 'r2',
        restaurant_name: 'Sushi Bar',
      });
      expect(state.items.map((i) => i.id)).toEqual(['burger']);
      expect(state.restaurant_id).toBe('r2');
      expect(cartOrderRestaurantId(state)).toBe('r1');
    });

    it('adding after browsing another restaurant replaces the items, judged by the items not the pointer', () => {
      const state = run(
        add(burger),
        { type: 'setRestaurant', restaurant_id: 'r2', restaurant_name: 'Sushi Bar' },
        add(sushi),
      );
      expect(state.items.map((i) => i.id)).toEqual(['sushi']);
      expect(state).toMatchObject({ restaurant_id: 'r2', restaurant_name: 'Sushi Bar' });
    });

    it('adding from the page just opened keeps its name', () => {
      const state = run(
        { type: 'setRestaurant', restaurant_id: 'r1', restaurant_name: 'Grill House' },
        add(burger),
      );
      expect(state).toMatchObject({ restaurant_id: 'r1', restaurant_name: 'Grill House' });
    });

    it('is ignored in delivery-only mode', () => {
      const state = run(deliveryOnly);
      expect(cartReducer(state, { type: 'setRestaurant', restaurant_id: 'r1' })).toBe(state);
    });
  });

  describe('delivery-only mode (custom delivery)', () => {
    it('empties the items and stores the fee and the data', () => {
      expect(run(add(burger), deliveryOnly)).toEqual({
        items: [],
        restaurant_id: 'r3',
        restaurant_name: 'Corner Shop',
        delivery_only: true,
        delivery_fee_override_cents: 2240,
        custom_delivery_data: customDelivery,
      });
    });

    it('defaults the name to Restaurant', () => {
      expect(run({ ...deliveryOnly, restaurant_name: undefined } as CartAction).restaurant_name).toBe(
        'Restaurant',
      );
    });

    it.each([
      ['from another restaurant', sushi, 'r2'],
      ['from the same restaurant', { ...burger, restaurant_id: 'r3' }, 'r3'],
    ])('adding an item %s leaves delivery-only mode', (_label, item, restaurantId) => {
      expect(run(deliveryOnly, add(item))).toEqual({
        ...emptyCart,
        items: [{ ...item, quantity: 1 }],
        restaurant_id: restaurantId,
        restaurant_name: restaurantId === 'r3' ? 'Corner Shop' : null,
      });
    });
  });
});

describe('cart totals (docs/product.md#minimum-order, #delivery-fee)', () => {
  const normal = run(add(burger, { quantity: 2 }), add(chips)); // 2 × 65 + 25 = R155
  const small = run(add(chips)); // R25
  const custom = run(deliveryOnly);

  it.each([
    ['empty', emptyCart, 0, 0, 3200, 3200, 5000, null],
    ['normal', normal, 3, 15500, 3200, 18700, 0, 'r1'],
    ['below minimum', small, 1, 2500, 3200, 5700, 2500, 'r1'],
    ['exactly R50', run(add(chips, { quantity: 2 })), 2, 5000, 3200, 8200, 0, 'r1'],
    ['delivery-only', custom, 0, 0, 2240, 2240, 0, 'r3'],
  ] as const)(
    '%s: count %s, subtotal %s, fee %s, total %s, shortfall %s, order restaurant %s',
    (_label, state, count, subtotal, fee, total, shortfall, restaurant) => {
      expect(cartItemCount(state)).toBe(count);
      expect(cartSubtotalCents(state)).toBe(subtotal);
      expect(cartDeliveryFeeCents(state)).toBe(fee);
      expect(cartTotalCents(state)).toBe(total);
      expect(minimumOrderShortfallCents(state)).toBe(shortfall);
      expect(cartOrderRestaurantId(state)).toBe(restaurant);
    },
  );
});

describe('toasts (docs/product.md#cart-rules)', () => {
  it.each([
    ['Burger', undefined, 'Burger added to cart'],
    ['Burger', 1, 'Burger added to cart'],
    ['Burger', 2, '2x Burger added to cart'],
    ['Chips', 10, '10x Chips added to cart'],
  ] as const)('%s × %s → %s', (name, quantity, description) => {
    expect(addedToCartToast(name, quantity)).toEqual({ title: 'Added to cart', description });
  });

  it('removed', () => {
    expect(removedFromCartToast('Burger')).toEqual({
      title: 'Removed from cart',
      description: 'Burger removed from cart',
    });
  });
});
