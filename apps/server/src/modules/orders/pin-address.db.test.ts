import type { Order } from '@lekker/core/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

type Err = { error: { message: string; fields?: Record<string, string> } };

// docs/product.md#delivery-point: a Johannesburg address with the pin at the venue was charged 0 km. One confirmed point prices
// the order; a pin far from the geocoded address needs the customer's confirmation.
describe('pin against address', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderFixture();
  });
  afterAll(() => f.t.close());

  const joburgAtTheVenue = {
    delivery_address: { street: '1 Commissioner Street', city: 'Johannesburg', province: 'Gauteng' },
    delivery_location: { latitude: -25.856, longitude: 25.6403 },
  };

  it('refuses a pin far from the address, changing nothing', async () => {
    const before = await f.t.get<{ orders: unknown[] }>('/api/orders', { cookie: f.cookies.customerB });
    const res = await f.t.request<Err>('POST', '/api/orders', {
      cookie: f.cookies.customerB,
      body: f.checkoutBody(joburgAtTheVenue),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toMatch(
      /^The map pin is \d+\.\d km from 1 Commissioner Street, Johannesburg\. Move the pin onto your address, or confirm/,
    );
    expect(res.body.error.fields?.delivery_location).toBeDefined();
    const quote = await f.t.request<Err>('POST', '/api/orders/quote', {
      cookie: f.cookies.customerB,
      body: { ...f.checkoutBody(joburgAtTheVenue), idempotency_key: undefined, payment_method: undefined },
    });
    expect(quote.status).toBe(422);
    const after = await f.t.get<{ orders: unknown[] }>('/api/orders', { cookie: f.cookies.customerB });
    expect(after.body.orders.length).toBe(before.body.orders.length);
  });

  it('a confirmed pin is the one point that prices and routes the order', async () => {
    const res = await f.t.request<{ order: Order }>('POST', '/api/orders', {
      cookie: f.cookies.customerB,
      body: f.checkoutBody({ ...joburgAtTheVenue, pin_confirmed: true }),
    });
    expect(res.status).toBe(201);
    expect(res.body.order.delivery_location).toEqual({ latitude: -25.856, longitude: 25.6403 });
  });

  it('a pin near its address needs no confirmation', async () => {
    const res = await f.t.request('POST', '/api/orders', {
      cookie: f.cookies.customerB,
      body: f.checkoutBody(),
    });
    expect(res.status).toBe(201);
  });
});
