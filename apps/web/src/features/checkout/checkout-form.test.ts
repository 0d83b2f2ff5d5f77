import { emptyCart } from '@lekker/core/cart';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_REQUIRED_MESSAGE,
  buildCheckoutBody,
  buildQuoteRequest,
  emptyCheckoutForm,
  missingAddressFields,
  PROVINCES,
  payButtonLabel,
  validateAddress,
} from './checkout-form.ts';

const R = '00000000-0000-4000-8000-000000000001';
const cart = {
  ...emptyCart,
  restaurant_id: R,
  restaurant_name: 'Kasi Kota Corner',
  items: [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      name: 'Kota',
      restaurant_id: R,
      price_cents: 4500,
      quantity: 2,
    },
    {
      id: '00000000-0000-4000-8000-0000000000a2',
      name: 'Chips',
      restaurant_id: R,
      price_cents: 2000,
      quantity: 1,
      special_instructions: ' extra salt ',
    },
  ],
};
const address = { street: '12 Shippard Street', city: 'Mahikeng', province: 'North West' };

describe('checkout address rule (docs/product.md#validation)', () => {
  it('needs street, city and province; the postal code is optional', () => {
    expect(validateAddress({ ...address })).toBeNull();
    expect(validateAddress({ street: '', city: 'Mahikeng', province: 'North West' })).toBe(
      ADDRESS_REQUIRED_MESSAGE,
    );
    expect(validateAddress({ street: '12 Main', city: '   ', province: 'North West' })).toBe(
      'Please fill in all delivery address fields.',
    );
    expect(missingAddressFields({ street: ' ', city: '', province: '' })).toEqual([
      'street',
      'city',
      'province',
    ]);
  });

  it('offers the nine provinces', () => {
    expect(PROVINCES).toHaveLength(9);
    expect(PROVINCES).toContain('North West');
    expect(PROVINCES).toContain('KwaZulu-Natal');
  });
});

describe('requests built from the cart and the form', () => {
  it('gives no quote until the address is complete', () => {
    expect(buildQuoteRequest(cart, emptyCheckoutForm)).toBeNull();
    expect(buildQuoteRequest(emptyCart, { ...emptyCheckoutForm, ...address })).toBeNull();
  });

  it('sends ids, quantities and the trimmed address — never prices', () => {
    const values = {
      ...emptyCheckoutForm,
      ...address,
      street: '  12 Shippard Street ',
      postal_code: ' ',
      notes: 'Blue gate',
      special_instructions: '',
      pin: { latitude: -25.856, longitude: 25.6403 },
    };
    expect(buildQuoteRequest(cart, values)).toEqual({
      restaurant_id: R,
      items: [
        { menu_item_id: cart.items[0]?.id, quantity: 2, special_instructions: null },
        { menu_item_id: cart.items[1]?.id, quantity: 1, special_instructions: 'extra salt' },
      ],
      delivery_address: { ...address, postal_code: null, notes: 'Blue gate' },
      delivery_location: { latitude: -25.856, longitude: 25.6403 },
      special_instructions: null,
    });
    expect(JSON.stringify(buildQuoteRequest(cart, values))).not.toContain('price');
  });

  it('adds the payment method for the order', () => {
    const body = buildCheckoutBody(cart, { ...emptyCheckoutForm, ...address, payment_method: 'cash' });
    expect(body?.payment_method).toBe('cash');
    expect(body?.delivery_location).toBeNull();
  });

  it('asks to leave it at the door only for a paid order (docs/product.md#leave-at-the-door)', () => {
    const paid = buildCheckoutBody(cart, { ...emptyCheckoutForm, ...address, leave_at_door: true });
    expect(paid?.leave_at_door).toBe(true);
    const cash = { ...emptyCheckoutForm, ...address, leave_at_door: true, payment_method: 'cash' as const };
    expect(buildCheckoutBody(cart, cash)).not.toHaveProperty('leave_at_door');
    expect(buildCheckoutBody(cart, { ...emptyCheckoutForm, ...address })).not.toHaveProperty('leave_at_door');
  });

  it('has no checkout for a custom delivery yet', () => {
    expect(
      buildQuoteRequest({ ...cart, delivery_only: true }, { ...emptyCheckoutForm, ...address }),
    ).toBeNull();
  });
});

describe('pay button', () => {
  it("reads 'Pay R123.45' for PayFast and 'Place order' for cash", () => {
    expect(payButtonLabel('payfast', 'R123.45')).toBe('Pay R123.45');
    expect(payButtonLabel('payfast', null)).toBe('Pay with PayFast');
    expect(payButtonLabel('cash', 'R123.45')).toBe('Place order');
  });
});
