import type { Order } from '@lekker/core/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../seed/builders.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { createDataAccess } from '../repositories.ts';
import { createOrderPayments } from './order-payments.ts';

type Checkout = { order: Order; payment: unknown };

// One first-order discount per customer, claimed atomically (docs/decisions/011-first-order-discount-claim.md).
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

  // Decision 053: Back at PayFast leaves an unpaid order holding the claim; the customer's next checkout takes it over
  // (the unpaid order is cancelled as theirs), so R80.00 does not silently become R145.00.
  it('a new checkout takes the claim over from the unpaid PayFast order, which is cancelled; the quote says applied', async () => {
    const cookie = await newCustomer();
    const first = await checkout(cookie, { payment_method: 'payfast' });
    expect(first.body.order.discount_cents).toBeGreaterThan(0);
    const quote = await f.t.request<{ first_order_discount: string; first_order_discount_cents: number }>(
      'POST',
      '/api/orders/quote',
      { cookie, body: f.checkoutBody() },
    );
    expect(quote.body.first_order_discount).toBe('applied');
    expect(quote.body.first_order_discount_cents).toBe(first.body.order.discount_cents);
    const eligible = await f.t.get<{ eligible: boolean }>('/api/orders/first-order-discount', { cookie });
    expect(eligible.body).toEqual({ eligible: true });

    const second = await checkout(cookie, { payment_method: 'payfast' });
    expect(second.status).toBe(201);
    expect(second.body.order.discount_cents).toBe(first.body.order.discount_cents);
    expect(second.body.order.total_cents).toBe(first.body.order.total_cents);
    const old = await f.t.get<Order & { cancel_reason?: string }>(`/api/orders/${first.body.order.id}`, {
      cookie,
    });
    expect(old.body.status).toBe('cancelled');
    // Still one claim: the third checkout (cash) takes it over from the second, then the customer has ordered.
    const third = await checkout(cookie);
    expect(third.body.order.discount_cents).toBeGreaterThan(0);
    expect((await f.t.get<Order>(`/api/orders/${second.body.order.id}`, { cookie })).body.status).toBe(
      'cancelled',
    );
    const after = await f.t.get<{ eligible: boolean }>('/api/orders/first-order-discount', { cookie });
    expect(after.body).toEqual({ eligible: false });
    const fourth = await checkout(cookie, { payment_method: 'payfast' });
    expect(fourth.body.order.discount_cents).toBe(0);
    const o = fourth.body.order;
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
    const cancel = await f.t.request('POST', `/api/orders/${first.body.order.id}/cancel`, { cookie });
    expect(cancel.status).toBe(200);
    expect((await checkout(cookie)).body.order.discount_cents).toBeGreaterThan(0);
  });

  // The claim is released only when its order ends unpaid: a paid order that is cancelled keeps it consumed (its
  // money is owed back instead), so "pay, cancel, order again" does not renew the discount.
  const pay = (orderId: string, pfPaymentId: string) =>
    createOrderPayments({ data: createDataAccess(f.db), announce: async () => {} }).markPaid(
      orderId,
      pfPaymentId,
    );

  it('a paid order cancelled by the customer keeps the claim: the next order is priced in full', async () => {
    const cookie = await newCustomer();
    const first = (await checkout(cookie, { payment_method: 'payfast' })).body.order;
    expect(first.discount_cents).toBeGreaterThan(0);
    expect(await pay(first.id, `pf-claim-${seq}`)).toBe('paid');
    const cancel = await f.t.request('POST', `/api/orders/${first.id}/cancel`, { cookie });
    expect(cancel.status).toBe(200);
    const next = (await checkout(cookie)).body.order;
    expect(next.discount_cents).toBe(0);
    expect(next.total_cents).toBe(next.subtotal_cents + next.delivery_fee_cents);
    const claim = await f.db.query.discountClaims.findFirst({
      where: (c, { eq }) => eq(c.orderId, first.id),
    });
    expect(claim).toBeDefined();
  });

  it('a paid order the restaurant rejects keeps the claim; a rejected cash order frees it', async () => {
    const paidCookie = await newCustomer();
    const paid = (await checkout(paidCookie, { payment_method: 'payfast' })).body.order;
    expect(await pay(paid.id, `pf-claim-${seq}`)).toBe('paid');
    const cashCookie = await newCustomer();
    const cash = (await checkout(cashCookie)).body.order;
    expect(cash.discount_cents).toBeGreaterThan(0);
    for (const o of [paid, cash]) {
      const res = await f.t.request('POST', `/api/restaurant/orders/${o.id}/reject`, {
        cookie: f.cookies.owner,
        body: { code: 'other', reason: 'Closing early' },
      });
      expect(res.status).toBe(200);
    }
    expect((await checkout(paidCookie)).body.order.discount_cents).toBe(0);
    expect((await checkout(cashCookie)).body.order.discount_cents).toBeGreaterThan(0);
  });

  it("the unanswered-order sweep keeps a paid order's claim and frees a cash order's", async () => {
    const paidCookie = await newCustomer();
    const paid = (await checkout(paidCookie, { payment_method: 'payfast' })).body.order;
    expect(await pay(paid.id, `pf-claim-${seq}`)).toBe('paid');
    const cashCookie = await newCustomer();
    const cash = (await checkout(cashCookie)).body.order;
    const later = new Date(Date.now() + 60 * 60_000);
    const rejected = await createDataAccess(f.db).withTransaction((r) =>
      r.fulfilment.autoRejectUnanswered(later, later, 'The restaurant did not answer in time'),
    );
    expect(rejected.map((o) => o.id)).toEqual(expect.arrayContaining([paid.id, cash.id]));
    expect((await checkout(paidCookie)).body.order.discount_cents).toBe(0);
    expect((await checkout(cashCookie)).body.order.discount_cents).toBeGreaterThan(0);
  });
});
