import type { CartState } from '@lekker/core/cart';
import { describe, expect, it } from 'vitest';
import { buildCheckoutBody, buildQuoteRequest, emptyCheckoutForm } from './checkout-form.ts';

// docs/decisions/068-collect-it-yourself.md
describe('checkout body for a collection', () => {
  const cart = {
    items: [{ id: 'item-1', restaurant_id: 'venue-1', name: 'Kota', price_cents: 6000, quantity: 1 }],
  } as unknown as CartState;
  const address = { street: '12 Shippard Street', city: 'Mahikeng', province: 'North West' };
  const pin = { latitude: -25.85, longitude: 25.64 };

  it('asks for collection without a pin, and never to leave it at the door', () => {
    const values = {
      ...emptyCheckoutForm,
      ...address,
      pin,
      fulfilment: 'collection' as const,
      leave_at_door: true,
    };
    const body = buildCheckoutBody(cart, values);
    expect(body?.fulfilment).toBe('collection');
    expect(body?.delivery_location).toBeNull();
    expect(body).not.toHaveProperty('leave_at_door');
    expect(buildQuoteRequest(cart, values)?.fulfilment).toBe('collection');
  });

  it('a delivery sends its pin and no fulfilment (the server reads delivery)', () => {
    const body = buildCheckoutBody(cart, { ...emptyCheckoutForm, ...address, pin });
    expect(body).not.toHaveProperty('fulfilment');
    expect(body?.delivery_location).toEqual(pin);
  });
});
