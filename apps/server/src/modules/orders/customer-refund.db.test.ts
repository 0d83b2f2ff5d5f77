import type { Order } from '@lekker/core/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentNotifications } from '../../db/schema/index.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { createDataAccess } from '../repositories.ts';
import { createOrderPayments } from './order-payments.ts';

type Checkout = { order: Order };

// docs/product.md#order-notifications: a paid order that is cancelled tells its customer about the refund, from the real refund state.
describe("the order's refund, as its customer sees it", () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderFixture();
  });
  afterAll(() => f.t.close());

  /** A PayFast order, paid as the ITN would mark it. */
  async function paidOrder(pfPaymentId: string): Promise<Order> {
    const res = await f.t.request<Checkout>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody({ payment_method: 'payfast' }),
    });
    expect(res.status).toBe(201);
    const o = res.body.order;
    await f.db.insert(paymentNotifications).values({
      sourceIp: '127.0.0.1',
      mPaymentId: o.order_number,
      pfPaymentId,
      paymentStatus: 'COMPLETE',
      amountGross: (o.total_cents / 100).toFixed(2),
      payload: [['pf_payment_id', pfPaymentId]],
      outcome: 'paid',
    });
    const port = createOrderPayments({ data: createDataAccess(f.db), announce: async () => {} });
    expect(await port.markPaid(o.id, pfPaymentId)).toBe('paid');
    return o;
  }

  const orderOf = async (id: string) =>
    (await f.t.get<Order>(`/api/orders/${id}`, { cookie: f.cookies.customer })).body;

  it('a paid order cancelled: its refund is owed, then refunded once an admin pays it back', async () => {
    const o = await paidOrder('pf-refund-view-1');
    expect((await orderOf(o.id)).refund).toBeNull();

    const cancel = await f.t.request<Order>('POST', `/api/orders/${o.id}/cancel`, {
      cookie: f.cookies.customer,
    });
    expect(cancel.status).toBe(200);
    // The cancel answer already carries it, so the page can say so at once.
    expect(cancel.body.refund).toEqual({
      status: 'owed',
      amount_cents: o.total_cents,
      refunded_cents: 0,
      refunded_at: null,
    });

    // Part of it paid back: the rest is still owed.
    const part = await f.t.request('POST', `/api/admin/orders/${o.id}/refund`, {
      cookie: f.cookies.admin,
      body: { amount_cents: 1000, reason: 'Cancelled', idempotency_key: 'refund-view-0001' },
    });
    expect(part.status).toBe(200);
    expect((await orderOf(o.id)).refund).toMatchObject({
      status: 'owed',
      amount_cents: o.total_cents - 1000,
      refunded_cents: 1000,
    });
    const rest = await f.t.request('POST', `/api/admin/orders/${o.id}/refund`, {
      cookie: f.cookies.admin,
      body: { amount_cents: o.total_cents - 1000, reason: 'Cancelled', idempotency_key: 'refund-view-0002' },
    });
    expect(rest.status).toBe(200);
    const after = await orderOf(o.id);
    expect(after.refund).toMatchObject({ status: 'refunded', amount_cents: o.total_cents });
    expect(Number.isNaN(Date.parse(after.refund!.refunded_at!))).toBe(false);
  });

  it('an unpaid or cash order cancelled owes nothing, so it says nothing about a refund', async () => {
    const unpaid = await f.t.request<Checkout>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody({ payment_method: 'payfast' }),
    });
    const cash = await f.t.request<Checkout>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody({ payment_method: 'cash' }),
    });
    for (const o of [unpaid.body.order, cash.body.order]) {
      const cancel = await f.t.request<Order>('POST', `/api/orders/${o.id}/cancel`, {
        cookie: f.cookies.customer,
      });
      expect([cancel.status, cancel.body.refund]).toEqual([200, null]);
    }
  });
});
