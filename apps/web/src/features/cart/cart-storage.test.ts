import { emptyCart } from '@lekker/core/cart';
import { describe, expect, it } from 'vitest';
import { parseStoredCart } from './cart-storage.ts';

const item = { id: 'a', name: 'Kota', restaurant_id: 'r1', price_cents: 4500, quantity: 2 };

describe('parseStoredCart', () => {
  it.each([null, '', 'not json', '42', '[]', 'null', '{"items":"nope"}'])(
    'gives the empty cart for %j',
    (raw) => {
      expect(parseStoredCart(raw)).toEqual(emptyCart);
    },
  );

  it('keeps a valid cart', () => {
    const cart = { ...emptyCart, items: [item], restaurant_id: 'r1', restaurant_name: 'Kota King' };
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
  });

  it('drops malformed items and items of a second restaurant', () => {
    const raw = JSON.stringify({
      items: [item, { id: 'b', quantity: -1 }, 'junk', { ...item, id: 'c', restaurant_id: 'r2' }],
    });
    const cart = parseStoredCart(raw);
    expect(cart.items).toEqual([item]);
    expect(cart.restaurant_id).toBe('r1');
  });

  it('keeps a delivery-only cart with its fee and data', () => {
    const raw = JSON.stringify({
      ...emptyCart,
      restaurant_id: 'r1',
      restaurant_name: 'Kota King',
      delivery_only: true,
      delivery_fee_override_cents: 3200,
      custom_delivery_data: { customer_name: 'Thabo' },
    });
    expect(parseStoredCart(raw)).toMatchObject({ delivery_only: true, delivery_fee_override_cents: 3200 });
  });
});

describe('parseStoredCart leniency (older or hand-edited values)', () => {
  it('keeps the items when the other fields are missing or of the wrong type', () => {
    const raw = JSON.stringify({
      items: [
        { ...item, special_instructions: '  ' },
        { ...item, id: 'b', special_instructions: 'No onion' },
      ],
      restaurant_name: 7,
      delivery_only: 'yes',
      custom_delivery_data: { not: 'the contract' },
    });
    expect(parseStoredCart(raw)).toEqual({
      ...emptyCart,
      items: [item, { ...item, id: 'b', special_instructions: 'No onion' }],
      restaurant_id: 'r1',
    });
  });

  it('drops the delivery-only fee and data once the cart holds items', () => {
    const raw = JSON.stringify({ items: [item], delivery_only: true, delivery_fee_override_cents: 3200 });
    expect(parseStoredCart(raw)).toMatchObject({ delivery_only: false, delivery_fee_override_cents: null });
  });
});
