import type { Order } from '@lekker/core/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../seed/builders.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

type Checkout = { order: Order; payment: unknown };

// Issue 12 item 1: one first-order discount per customer, claimed atomically (docs/decisions/011).
describe('first-order discount claim', () => {
  let f: OrderFixture;
  let seq = 0;
  beforeAll(async () => {
    f = await orderFixture();
  });
  afterAll(() => f.t.close());

  async function newCustomer(): Promise<string> {
    const u = await insertUser(f.db, {
      email: `new-${++seq}@discount.test`,
      name: 'New',
      password: 'discount-pass',
      roles: ['customer'],
    });
    return f.t.signIn(u.email, 'discount-pass');
  }
  const checkout = (cookie: string, overrides: Record<string, unknown> = {}) =>
    f.t.request<Checkout>('POST', '/api/orders', { cookie, body: f.checkoutBody(overrides) });

  it('unpaid PayFast orders hold the claim: only the first of three is discounted', async () => {
    const cookie = await newCustomer();
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await checkout(cookie, { payment_method: 'payfast' }));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    const discounts = results.map((r) => r.body.order.discount_cents);
    expect(discounts[0]).toBeGreaterThan(0);
    expect(discounts.slice(1)).toEqual([0, 0]);
    // The undiscounted ones are priced in full.
    const o = results[1]!.body.order;
    expect(o.total_cents).toBe(o.subtotal_cents + o.delivery_fee_cents);
  });

  it('parallel first orders: exactly one gets the discount', async () => {
    const cookie = await newCustomer();
    const results = await Promise.all(Array.from({ length: 5 }, () => checkout(cookie)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const discounted = results.filter((r) => r.body.order.discount_cents > 0);
    expect(discounted).toHaveLength(1);
    for (const r of results)
      expect(r.body.order.total_cents).toBe(
        r.body.order.subtotal_cents - r.body.order.discount_cents + r.body.order.delivery_fee_cents,
      );
  });

  it('cancelling the unpaid order that holds the claim frees it for the next order', async () => {
    const cookie = await newCustomer();
    const first = await checkout(cookie, { payment_method: 'payfast' });
    expect(first.body.order.discount_cents).toBeGreaterThan(0);
    expect((await checkout(cookie, { payment_method: 'payfast' })).body.order.discount_cents).toBe(0);
    const cancel = await f.t.request('POST', `/api/orders/${first.body.order.id}/cancel`, { cookie });
    expect(cancel.status).toBe(200);
    expect((await checkout(cookie)).body.order.discount_cents).toBeGreaterThan(0);
  });
});
