import type { Order } from '@lekker/core/contracts/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '../../db/schema/index.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { createDataAccess } from '../repositories.ts';
import { createOrderPayments } from './order-payments.ts';

type Checkout = { order: Order };

// docs/decisions/026-one-refunds-story.md: money that comes in without a live order, and a paid order's cancellation, become refunds owed.
describe('refunds owed', () => {
  let f: OrderFixture;
  let port: ReturnType<typeof createOrderPayments>;
  beforeAll(async () => {
    f = await orderFixture();
    port = createOrderPayments({ data: createDataAccess(f.db), announce: async () => {} });
  });
  afterAll(() => f.t.close());

  const payfastOrder = async () =>
    (
      await f.t.request<Checkout>('POST', '/api/orders', {
        cookie: f.cookies.customer,
        body: f.checkoutBody({ payment_method: 'payfast' }),
      })
    ).body.order;
  const refundsOf = (orderId: string) => f.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const refundStatus = async (orderId: string) =>
    (await f.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.refundStatus;

  it('a second payment of a paid order is a refund owed, the same payment repeated is not', async () => {
    const o = await payfastOrder();
    expect(await port.markPaid(o.id, 'pf-first')).toBe('paid');
    expect(await port.markPaid(o.id, 'pf-first')).toBe('already_paid');
    expect(await port.markPaid(o.id, 'pf-second')).toBe('refund_owed');
    expect(await port.markPaid(o.id, 'pf-second')).toBe('refund_owed');
    expect(await refundsOf(o.id)).toEqual([
      expect.objectContaining({ pfPaymentId: 'pf-second', amountCents: o.total_cents, status: 'owed' }),
    ]);
    expect(await refundStatus(o.id)).toBe('owed');
  });

  it('a payment that lands after the customer cancelled is a refund owed', async () => {
    const o = await payfastOrder();
    const cancel = await f.t.request('POST', `/api/orders/${o.id}/cancel`, { cookie: f.cookies.customer });
    expect(cancel.status).toBe(200);
    expect(await port.markPaid(o.id, 'pf-late')).toBe('refund_owed');
    expect(await refundsOf(o.id)).toEqual([
      expect.objectContaining({ pfPaymentId: 'pf-late', status: 'owed' }),
    ]);
    expect(await refundStatus(o.id)).toBe('owed');
  });

  it("cancelling a paid order creates the refund owed in the cancellation's transaction", async () => {
    const o = await payfastOrder();
    expect(await port.markPaid(o.id, 'pf-paid-then-cancelled')).toBe('paid');
    const cancel = await f.t.request('POST', `/api/orders/${o.id}/cancel`, { cookie: f.cookies.customer });
    expect(cancel.status).toBe(200);
    expect(await refundsOf(o.id)).toEqual([
      expect.objectContaining({
        pfPaymentId: 'pf-paid-then-cancelled',
        amountCents: o.total_cents,
        reason: 'The paid order was cancelled',
      }),
    ]);
    expect(await refundStatus(o.id)).toBe('owed');
  });

  it('an unpaid order cancelled owes nothing', async () => {
    const o = await payfastOrder();
    await f.t.request('POST', `/api/orders/${o.id}/cancel`, { cookie: f.cookies.customer });
    expect(await refundsOf(o.id)).toEqual([]);
    expect(await refundStatus(o.id)).toBeNull();
  });
});
