import type { Order } from '@lekker/core/contracts/orders';
import { deliveryQuote } from '@lekker/core/delivery';
import { haversineKm } from '@lekker/core/distance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRestaurantMember, insertRestaurant } from '../../seed/builders.ts';
import { TEST_ORIGIN } from '../../test/app.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { tinyPng } from '../../test/fixtures/receipt-files.ts';

type Err = { error: { code: string; message: string; fields?: Record<string, string> } };
type Created = { order: Order; payment: { fields: [string, string][] } | null };

describe('custom delivery', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderFixture();
  });
  afterAll(() => f.t.close());

  async function uploadReceipt(cookie: string, name = 'receipt.png'): Promise<string> {
    const res = await f.t.app.request(`/api/receipts?filename=${encodeURIComponent(name)}`, {
      method: 'PUT',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'image/png' },
      body: new Uint8Array(tinyPng()),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { path: string }).path;
  }

  const request = (receiptPath: string, overrides: Record<string, unknown> = {}) => ({
    idempotency_key: `cd-${Date.now()}-${Math.random()}`,
    restaurant_id: f.restaurant.id,
    customer_name: 'Alice Mokoena',
    customer_phone: '082 123 4567',
    items_requested: '2 loaves of bread, 1 litre of milk',
    delivery_address: '12 Shippard Street, Mahikeng',
    delivery_lat: -25.83,
    delivery_lng: 25.6403,
    city: 'Mahikeng',
    province: 'North West',
    special_notes: 'Blue gate',
    preferred_delivery_time: null,
    estimated_total_cents: 8500,
    receipt_path: receiptPath,
    payment_method: 'payfast',
    ...overrides,
  });

  it('lists active restaurants for the picker with id, name, location and whether each takes one now', async () => {
    const res = await f.t.get<{ restaurants: Record<string, unknown>[] }>('/api/custom-delivery/restaurants');
    expect(res.status).toBe(200);
    const kota = res.body.restaurants.find((r) => r.name === 'Kota King')!;
    expect(Object.keys(kota).sort()).toEqual([
      'accepts_custom_delivery',
      'id',
      'latitude',
      'longitude',
      'name',
      'unavailable_reason',
    ]);
    expect(kota).toMatchObject({ accepts_custom_delivery: true, unavailable_reason: null });
  });

  describe('refuses venues that cannot act, before payment (docs/product.md#custom-delivery-screen)', () => {
    it('a venue nobody runs: listed as not taking custom deliveries, no quote, no order', async () => {
      const lonely = await insertRestaurant(f.db, {
        name: 'Nobody Runs This',
        latitude: -25.85,
        longitude: 25.64,
      });
      const picker = await f.t.get<{ restaurants: Record<string, unknown>[] }>(
        '/api/custom-delivery/restaurants',
      );
      expect(picker.body.restaurants.find((r) => r.id === lonely.id)).toMatchObject({
        accepts_custom_delivery: false,
        unavailable_reason: 'Not taking custom deliveries',
      });
      const message =
        'Nobody Runs This does not take custom deliveries yet: nobody there can hand your items to a driver. Please choose another restaurant or store.';
      const quote = await f.t.request<Err>('POST', '/api/custom-delivery/quote', {
        body: { restaurant_id: lonely.id, latitude: -25.8, longitude: 25.64 },
      });
      expect([quote.status, quote.body.error.message]).toEqual([422, message]);
      const path = await uploadReceipt(f.cookies.customer, 'lonely.png');
      const order = await f.t.request<Err>('POST', '/api/orders/custom-delivery', {
        cookie: f.cookies.customer,
        body: request(path, { restaurant_id: lonely.id }),
      });
      expect([order.status, order.body.error.message, order.body.error.fields]).toEqual([
        422,
        message,
        { restaurant_id: 'not taking custom deliveries' },
      ]);
    });

    it('a closed venue (its owner switched it off): listed as closed, no quote, no order', async () => {
      const closed = await insertRestaurant(f.db, {
        name: 'Shut Shop',
        latitude: -25.85,
        longitude: 25.64,
        isOpen: false,
      });
      await addRestaurantMember(f.db, f.users.owner.id, closed.id);
      const picker = await f.t.get<{ restaurants: Record<string, unknown>[] }>(
        '/api/custom-delivery/restaurants',
      );
      expect(picker.body.restaurants.find((r) => r.id === closed.id)).toMatchObject({
        accepts_custom_delivery: false,
        unavailable_reason: 'Closed for now',
      });
      const quote = await f.t.request<Err>('POST', '/api/custom-delivery/quote', {
        body: { restaurant_id: closed.id, latitude: -25.8, longitude: 25.64 },
      });
      expect(quote.status).toBe(422);
      expect(quote.body.error.message).toMatch(
        /^Shut Shop is closed right now\. A driver can only collect your items while they are open/,
      );
      const path = await uploadReceipt(f.cookies.customer, 'shut.png');
      const order = await f.t.request<Err>('POST', '/api/orders/custom-delivery', {
        cookie: f.cookies.customer,
        body: request(path, { restaurant_id: closed.id, payment_method: 'payfast' }),
      });
      expect([order.status, order.body.error.fields]).toEqual([422, { restaurant_id: 'closed' }]);
      // Nothing was created to pay for.
      const mine = await f.t.get<{ orders: { restaurant: { id: string } }[] }>('/api/orders', {
        cookie: f.cookies.customer,
      });
      expect(mine.body.orders.some((o) => o.restaurant.id === closed.id)).toBe(false);
    });
  });

  it('quotes the live fee from the shared rule on the restaurant-to-location distance', async () => {
    const res = await f.t.request<{ fee_cents: number; distance_km: number; within_range: boolean }>(
      'POST',
      '/api/custom-delivery/quote',
      { body: { restaurant_id: f.restaurant.id, latitude: -25.8, longitude: 25.6403 } },
    );
    const km = haversineKm(
      { latitude: -25.856, longitude: 25.6403 },
      { latitude: -25.8, longitude: 25.6403 },
    );
    expect(res.body).toMatchObject({ fee_cents: deliveryQuote(km).fee_cents, within_range: true });
    expect(res.body.distance_km).toBeCloseTo(km, 6);
  });

  it('creates a delivery-only order with the request stored on it, paid by PayFast for the fee alone', async () => {
    const path = await uploadReceipt(f.cookies.customer);
    const res = await f.t.request<Created>('POST', '/api/orders/custom-delivery', {
      cookie: f.cookies.customer,
      body: request(path),
    });
    expect(res.status).toBe(201);
    const { order, payment } = res.body;
    expect(order).toMatchObject({
      type: 'custom_delivery',
      status: 'pending_payment',
      subtotal_cents: 0,
      items: [],
    });
    expect(order.total_cents).toBe(order.delivery_fee_cents);
    expect(order.custom_delivery).toMatchObject({
      items_requested: '2 loaves of bread, 1 litre of milk',
      customer_phone: '+27821234567',
      estimated_total_cents: 8500,
      receipt_path: path,
    });
    expect(Object.fromEntries(payment!.fields).amount).toBe((order.total_cents / 100).toFixed(2));

    // The restaurant sees it and may open the receipt; another customer may not.
    const forOwner = await f.t.request<{ url: string }>('POST', '/api/receipts/signed-url', {
      cookie: f.cookies.owner,
      body: { path },
    });
    expect(forOwner.status).toBe(200);
    const forOther = await f.t.request('POST', '/api/receipts/signed-url', {
      cookie: f.cookies.customerB,
      body: { path },
    });
    expect(forOther.status).toBe(404);

    // A receipt serves one order only.
    const again = await f.t.request<Err>('POST', '/api/orders/custom-delivery', {
      cookie: f.cookies.customer,
      body: request(path),
    });
    expect([again.status, again.body.error.message]).toEqual([
      422,
      'Please upload a receipt to proceed with your custom delivery request.',
    ]);
  });

  it('accepts a location without a city or province (a pin far from any town)', async () => {
    const path = await uploadReceipt(f.cookies.customer, 'no-town.png');
    const res = await f.t.request<Created>('POST', '/api/orders/custom-delivery', {
      cookie: f.cookies.customer,
      body: request(path, { city: null, province: null, payment_method: 'cash' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.order.delivery_address).toMatchObject({
      street: '12 Shippard Street, Mahikeng',
      city: '',
      province: '',
    });
  });

  it('a retried submit returns the same order', async () => {
    const path = await uploadReceipt(f.cookies.customer, 'retry.png');
    const body = request(path, { payment_method: 'cash' });
    const a = await f.t.request<Created>('POST', '/api/orders/custom-delivery', {
      cookie: f.cookies.customer,
      body,
    });
    const b = await f.t.request<Created>('POST', '/api/orders/custom-delivery', {
      cookie: f.cookies.customer,
      body,
    });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.order.id).toBe(a.body.order.id);
    expect(a.body.order.status).toBe('placed');
  });

  it.each([
    ['no receipt', () => ({ receipt_path: '' }), 400, /Please upload a receipt/],
    [
      "someone else's receipt",
      () => ({ receipt_path: 'someone-else/1-x.png' }),
      422,
      /Please upload a receipt/,
    ],
    ['a bad phone number', () => ({ customer_phone: '12345' }), 400, /South African phone number/],
    [
      'missing items',
      () => ({ items_requested: ' ' }),
      400,
      /Please fill in all required fields and select a delivery location/,
    ],
    ['a date in the past', () => ({ preferred_delivery_time: '2020-01-01' }), 422, /cannot be in the past/],
    [
      'a location beyond 20 km',
      () => ({ delivery_lat: -25.6676, delivery_lng: 27.2421 }),
      422,
      /custom deliveries go up to 20 km/,
    ],
  ])('refuses %s', async (_name, overrides, status, message) => {
    const path = await uploadReceipt(f.cookies.customerB, `r-${Math.random()}.png`);
    const res = await f.t.request<Err>('POST', '/api/orders/custom-delivery', {
      cookie: f.cookies.customerB,
      body: request(path, overrides()),
    });
    expect(res.status).toBe(status);
    // Validation failures carry the spec's sentence per field; rule failures carry it as the message.
    expect([res.body.error.message, ...Object.values(res.body.error.fields ?? {})].join(' | ')).toMatch(
      message,
    );
  });
});
