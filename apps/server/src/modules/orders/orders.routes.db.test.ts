import type { Order, Totals } from '@lekker/core/contracts/orders';
import { deliveryQuote } from '@lekker/core/delivery';
import { haversineKm } from '@lekker/core/distance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

type Err = { error: { code: string; message: string } };
type Checkout = { order: Order; payment: { action: string; fields: [string, string][] } | null };

describe('checkout', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderFixture();
  });
  afterAll(() => f.t.close());

  it('prices the cart on the server: subtotal, first-order discount, distance fee, total', async () => {
    const res = await f.t.request<Totals>('POST', '/api/orders/quote', {
      cookie: f.cookies.customerB,
      body: { ...f.checkoutBody(), idempotency_key: undefined, payment_method: undefined },
    });
    expect(res.status).toBe(200);
    const km = haversineKm(
      { latitude: -25.856, longitude: 25.6403 },
      { latitude: -25.83, longitude: 25.6403 },
    );
    const fee = deliveryQuote(km).fee_cents;
    expect(res.body).toMatchObject({
      subtotal_cents: 2 * 4500 + 2500,
      discount_cents: Math.floor(11500 / 2),
      delivery_fee_cents: fee,
      total_cents: 11500 - 5750 + fee,
    });
    expect(res.body.distance_km).toBeCloseTo(km, 6);
  });

  it('a cash order is placed at once, with items copied, an event and the e-mailed receipt; prices come from the menu', async () => {
    const body = f.checkoutBody({ items: [{ menu_item_id: f.items.kota.id, quantity: 2, price_cents: 1 }] });
    const res = await f.t.request<Checkout>('POST', '/api/orders', { cookie: f.cookies.customer, body });
    expect(res.status).toBe(201);
    const { order, payment } = res.body;
    expect(payment).toBeNull();
    expect(order.status).toBe('placed');
    expect(order.order_number).toMatch(/^ORDER-\d+-[0-9A-Z]{6}$/);
    expect(order.items).toEqual([
      expect.objectContaining({ name: 'Kota', unit_price_cents: 4500, quantity: 2 }),
    ]);
    expect(order.subtotal_cents).toBe(9000);
    expect(order.events.map((e) => e.to_status)).toEqual(['placed']);
    const mail = await f.t.get<{ messages: { subject: string }[] }>('/api/dev/mailbox?to=alice@orders.test');
    expect(mail.body.messages[0]!.subject).toContain(order.order_number);
  });

  it('the same idempotency key returns the same order (double click, retry)', async () => {
    const body = f.checkoutBody({ payment_method: 'payfast' });
    const [a, b] = await Promise.all([
      f.t.request<Checkout>('POST', '/api/orders', { cookie: f.cookies.customer, body }),
      f.t.request<Checkout>('POST', '/api/orders', { cookie: f.cookies.customer, body }),
    ]);
    const c = await f.t.request<Checkout>('POST', '/api/orders', { cookie: f.cookies.customer, body });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.order.id, b.body.order.id, c.body.order.id]).size).toBe(1);
    expect(a.body.order.status).toBe('pending_payment');
  });

  it('a PayFast order waits for payment and comes with the signed form', async () => {
    const res = await f.t.request<Checkout>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody({ payment_method: 'payfast' }),
    });
    const fields = Object.fromEntries(res.body.payment!.fields);
    expect(res.body.order.status).toBe('pending_payment');
    expect(fields.m_payment_id).toBe(res.body.order.order_number);
    expect(fields.amount).toBe((res.body.order.total_cents / 100).toFixed(2));
    expect(fields.item_name).toBe(`Lekker Eats Order #${res.body.order.order_number}`);
    expect(fields.signature).toMatch(/^[0-9a-f]{32}$/);
  });

  it('the first-order discount applies only until the customer has a committed order', async () => {
    const quote = await f.t.request<Totals>('POST', '/api/orders/quote', {
      cookie: f.cookies.customer,
      body: { ...f.checkoutBody(), idempotency_key: undefined, payment_method: undefined },
    });
    expect(quote.body.discount_cents).toBe(0);
  });

  it.each([
    [
      'an item of another restaurant',
      () => ({ items: [{ menu_item_id: f.items.foreign.id, quantity: 1 }] }),
      422,
      /no longer on the menu/,
    ],
    [
      'a sold-out item',
      () => ({ items: [{ menu_item_id: f.items.soldOut.id, quantity: 1 }] }),
      422,
      /Sold out right now: Sold Out Wrap/,
    ],
    [
      'a subtotal under R50',
      () => ({ items: [{ menu_item_id: f.items.chips.id, quantity: 1 }] }),
      422,
      /^Minimum order amount is R50\. Add R25\.00 to proceed$/,
    ],
    [
      'an address outside the radius',
      // Confirmed (it is far from the Mahikeng address): then the radius refuses it.
      () => ({ delivery_location: { latitude: -25.6676, longitude: 27.2421 }, pin_confirmed: true }),
      422,
      /does not deliver that far/,
    ],
    [
      'an unknown restaurant',
      () => ({ restaurant_id: '00000000-0000-4000-8000-000000000000' }),
      404,
      /Restaurant not found/,
    ],
    [
      'a missing street',
      () => ({ delivery_address: { street: ' ', city: 'Mahikeng', province: 'North West' } }),
      400,
      /street/i,
    ],
    ['no items', () => ({ items: [] }), 400, /^Your cart is empty\.$/],
    [
      'a zero quantity',
      () => ({ items: [{ menu_item_id: f.items.kota.id, quantity: 0 }] }),
      400,
      /quantity/i,
    ],
    [
      'more than 99 of one item, in words for people',
      () => ({ items: [{ menu_item_id: f.items.kota.id, quantity: 120 }] }),
      400,
      /^You can order at most 99 of one item\.$/,
    ],
  ])('refuses %s and creates nothing', async (_name, overrides, status, message) => {
    const before = await f.t.get<{ orders: unknown[] }>('/api/orders', { cookie: f.cookies.customerB });
    const res = await f.t.request<Err>('POST', '/api/orders', {
      cookie: f.cookies.customerB,
      body: f.checkoutBody(overrides()),
    });
    expect(res.status).toBe(status);
    expect(res.body.error.message).toMatch(message);
    const after = await f.t.get<{ orders: unknown[] }>('/api/orders', { cookie: f.cookies.customerB });
    expect(after.body.orders.length).toBe(before.body.orders.length);
  });

  it('refuses a closed restaurant', async () => {
    const { insertRestaurant, insertMenuItem } = await import('../../seed/builders.ts');
    const closed = await insertRestaurant(f.db, { name: 'Shut', isOpen: false });
    const item = await insertMenuItem(f.db, closed.id, { priceCents: 9000 });
    const res = await f.t.request<Err>('POST', '/api/orders', {
      cookie: f.cookies.customerB,
      body: f.checkoutBody({ restaurant_id: closed.id, items: [{ menu_item_id: item.id, quantity: 1 }] }),
    });
    expect([res.status, res.body.error.message]).toEqual([
      422,
      'Shut is closed right now. Please order again when they are open.',
    ]);
  });

  it("only the order's customer, restaurant, driver and admins see it; others get 404", async () => {
    const res = await f.t.request<Checkout>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody(),
    });
    const id = res.body.order.id;
    const as = async (cookie: string) => (await f.t.get(`/api/orders/${id}`, { cookie })).status;
    expect(await as(f.cookies.customer)).toBe(200);
    expect(await as(f.cookies.owner)).toBe(200);
    expect(await as(f.cookies.admin)).toBe(200);
    expect(await as(f.cookies.customerB)).toBe(404);
    expect(await as(f.cookies.otherOwner)).toBe(404);
    expect(await as(f.cookies.driver)).toBe(404);
    expect((await f.t.get(`/api/orders/${id}`)).status).toBe(401);
  });
});
