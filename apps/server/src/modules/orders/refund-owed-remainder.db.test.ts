import type { Order } from '@lekker/core/contracts/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '../../db/schema/index.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { createDataAccess } from '../repositories.ts';
import { createOrderPayments } from './order-payments.ts';

type Checkout = { order: Order };

// A refund owed is what was paid minus what was already refunded or is being refunded, on every path that owes one
// (the unanswered-order sweep, a venue's rejection, an admin's cancellation): docs/decisions/026-one-refunds-story.md.
describe('a refund owed after an admin already refunded part or all of the order', () => {
  let f: OrderFixture;
  let aheadMs = 0;
  let seq = 0;
  beforeAll(async () => {
    f = await orderFixture({ clock: () => new Date(Date.now() + aheadMs) });
  });
  afterAll(() => f.t.close());

  /** A PayFast order paid as the ITN marks it (placed, its payment recorded). */
  async function paidOrder(): Promise<Order> {
    aheadMs = 0;
    const res = await f.t.request<Checkout>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody({ payment_method: 'payfast' }),
    });
    expect(res.status).toBe(201);
    const port = createOrderPayments({ data: createDataAccess(f.db), announce: async () => {} });
    expect(await port.markPaid(res.body.order.id, `pf-remainder-${++seq}`)).toBe('paid');
    return res.body.order;
  }
  const adminRefund = (o: Order, amountCents: number) =>
    f.t.request('POST', `/api/admin/orders/${o.id}/refund`, {
      cookie: f.cookies.admin,
      body: { amount_cents: amountCents, reason: 'Goodwill', idempotency_key: `remainder-key-${++seq}` },
    });
  const owedRows = async (id: string) =>
    (await f.db.select().from(refunds).where(eq(refunds.orderId, id))).filter((r) => r.status === 'owed');
  const refundStatus = async (id: string) =>
    (await f.db.select().from(orders).where(eq(orders.id, id)))[0]!.refundStatus;
  const customerView = async (id: string) =>
    (await f.t.get<Order>(`/api/orders/${id}`, { cookie: f.cookies.customer })).body.refund;
  const sweep = async () => {
    aheadMs = 60 * 60_000;
    const n = await f.t.app.jobs.autoRejectUnanswered();
    aheadMs = 0;
    return n;
  };

  it('part refunded, then the sweep cancels it: only the remainder is owed, and it can be settled', async () => {
    const o = await paidOrder();
    expect((await adminRefund(o, 1500)).status).toBe(200);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect((await owedRows(o.id)).map((r) => r.amountCents)).toEqual([o.total_cents - 1500]);
    expect(await refundStatus(o.id)).toBe('owed');
    expect(await customerView(o.id)).toMatchObject({
      status: 'owed',
      amount_cents: o.total_cents - 1500,
      refunded_cents: 1500,
    });
    // The remainder is exactly what the admin can still refund, and refunding it settles the order.
    expect((await adminRefund(o, o.total_cents - 1500)).status).toBe(200);
    expect(await owedRows(o.id)).toEqual([]);
    expect(await refundStatus(o.id)).toBe('refunded');
  });

  it('fully refunded, then the sweep cancels it: nothing new is owed and nothing says money is on its way', async () => {
    const o = await paidOrder();
    expect((await adminRefund(o, o.total_cents)).status).toBe(200);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await owedRows(o.id)).toEqual([]);
    expect(await refundStatus(o.id)).toBe('refunded');
    expect(await customerView(o.id)).toMatchObject({ status: 'refunded', amount_cents: o.total_cents });
  });

  it('part refunded, then the venue rejects it: only the remainder is owed', async () => {
    const o = await paidOrder();
    expect((await adminRefund(o, 2000)).status).toBe(200);
    const rejected = await f.t.request('POST', `/api/restaurant/orders/${o.id}/reject`, {
      cookie: f.cookies.owner,
      body: { code: 'too_busy' },
    });
    expect(rejected.status).toBe(200);
    expect((await owedRows(o.id)).map((r) => r.amountCents)).toEqual([o.total_cents - 2000]);
  });

  it('fully refunded, then an admin cancels it: nothing new is owed', async () => {
    const o = await paidOrder();
    expect((await adminRefund(o, o.total_cents)).status).toBe(200);
    const cancelled = await f.t.request('POST', `/api/admin/orders/${o.id}/cancel`, {
      cookie: f.cookies.admin,
      body: { reason: 'Customer asked us to' },
    });
    expect(cancelled.status).toBe(200);
    expect(await owedRows(o.id)).toEqual([]);
    expect(await refundStatus(o.id)).toBe('refunded');
    expect(await customerView(o.id)).toMatchObject({ status: 'refunded' });
  });
});
