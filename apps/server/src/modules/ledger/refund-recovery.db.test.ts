import type { AdminOrderDetail } from '@lekker/core/contracts/admin';
import type { Order } from '@lekker/core/contracts/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { auditLog, ledgerLines, orders, refunds } from '../../db/schema/index.ts';
import { TEST_ORIGIN } from '../../test/app.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { createOrderPayments } from '../orders/order-payments.ts';
import { createPayfastRefundGateway } from '../payments/payfast-refunds.ts';
import { createDataAccess } from '../repositories.ts';

type Checkout = { order: Order };

// A refund a crash left pending is asked about at the provider (the simulator's refund retrieval) and settled; an
// admin can retry or resolve a pending or failed one (docs/decisions/045-pending-refunds.md).
describe('refunds left pending, reconciled and resolved', () => {
  let f: OrderFixture;
  let aheadMs = 0;
  let seq = 0;
  beforeAll(async () => {
    f = await orderFixture({ clock: () => new Date(Date.now() + aheadMs) });
  });
  afterAll(() => f.t.close());

  /** A paid PayFast order the customer cancelled: its payment is owed back. */
  async function cancelledPaidOrder(): Promise<Order> {
    aheadMs = 0;
    const res = await f.t.request<Checkout>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody({ payment_method: 'payfast' }),
    });
    const port = createOrderPayments({ data: createDataAccess(f.db), announce: async () => {} });
    expect(await port.markPaid(res.body.order.id, `pf-recovery-${++seq}`)).toBe('paid');
    const cancel = await f.t.request('POST', `/api/orders/${res.body.order.id}/cancel`, {
      cookie: f.cookies.customer,
    });
    expect(cancel.status).toBe(200);
    return res.body.order;
  }

  /**
   * As a crash between the admin's claim and PayFast's answer leaves it: the refund owed was claimed (pending,
   * sent, with the request's key) and nothing else was recorded.
   */
  async function crashedWhileSending(o: Order) {
    const [row] = await f.db
      .update(refunds)
      .set({ status: 'pending', sentAt: new Date(), requestKey: `crash-${++seq}-key` })
      .where(and(eq(refunds.orderId, o.id), eq(refunds.status, 'owed')))
      .returning();
    return row!;
  }
  const rowsOf = (o: Order) => f.db.select().from(refunds).where(eq(refunds.orderId, o.id));
  const refundLines = async (o: Order) =>
    (await f.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, o.id))).filter(
      (l) => l.kind === 'refund',
    );
  const refundStatus = async (o: Order) =>
    (await f.db.select().from(orders).where(eq(orders.id, o.id)))[0]!.refundStatus;
  const auditOf = async (o: Order) =>
    (await f.db.select().from(auditLog).where(eq(auditLog.targetId, o.id))).map((a) => a.action);
  const reconcile = async (minutesLater: number) => {
    aheadMs = minutesLater * 60_000;
    const n = await f.t.app.jobs.reconcilePendingRefunds();
    aheadMs = 0;
    return n;
  };
  const act = <T = AdminOrderDetail>(
    o: Order,
    refundId: string,
    what: string,
    body?: unknown,
    cookie?: string,
  ) =>
    f.t.request<T>('POST', `/api/admin/orders/${o.id}/refunds/${refundId}/${what}`, {
      cookie: cookie ?? f.cookies.admin,
      body,
    });

  it('a crash before PayFast got the refund: the job finds no record, so it fails and the money is owed again', async () => {
    const o = await cancelledPaidOrder();
    const row = await crashedWhileSending(o);
    // Younger than the threshold (10 minutes): left alone, it may still be on its way.
    expect(await reconcile(5)).toBe(0);
    expect(await reconcile(11)).toBe(1);
    const after = await rowsOf(o);
    expect(after.find((r) => r.id === row.id)).toMatchObject({
      status: 'failed',
      error: 'PayFast has no record of this refund',
    });
    expect(after.filter((r) => r.status === 'owed').map((r) => r.amountCents)).toEqual([o.total_cents]);
    expect(await refundLines(o)).toEqual([]);
    expect(await refundStatus(o)).toBe('owed');
    expect(await auditOf(o)).toContain('order.refund_failed');
    // Settled once: the next run has nothing to ask.
    expect(await reconcile(20)).toBe(0);
  });

  it('a crash after PayFast refunded it: the job finds it by its key and records it with its ledger line', async () => {
    const o = await cancelledPaidOrder();
    const row = await crashedWhileSending(o);
    // PayFast (the simulator) got the refund before the crash: sent on the real path with the row's key.
    const gateway = createPayfastRefundGateway({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: TEST_ORIGIN }),
      fetch: (input, init) => Promise.resolve(f.t.app.request(String(input), init)),
    });
    const sent = await gateway.refund({
      pfPaymentId: row.pfPaymentId!,
      amountCents: row.amountCents,
      reason: row.reason,
      idempotencyKey: row.id,
    });
    expect(sent.ok).toBe(true);
    expect(await reconcile(11)).toBe(1);
    const [done] = (await rowsOf(o)).filter((r) => r.id === row.id);
    expect(done!.status).toBe('succeeded');
    expect(done!.providerReference).toMatch(/^sim-refund-/);
    expect((await refundLines(o)).map((l) => [l.amountCents, l.entryKey])).toEqual([
      [-o.total_cents, `refund:${row.id}`],
    ]);
    expect(await refundStatus(o)).toBe('refunded');
    const seen = await f.t.get<Order>(`/api/orders/${o.id}`, { cookie: f.cookies.customer });
    expect(seen.body.refund).toMatchObject({ status: 'refunded', amount_cents: o.total_cents });
  });

  it("an admin's Retry of a pending refund PayFast never got sends it again, once", async () => {
    const o = await cancelledPaidOrder();
    const row = await crashedWhileSending(o);
    const retried = await act(o, row.id, 'retry');
    expect(retried.status).toBe(200);
    expect(retried.body.refunds.find((r) => r.id === row.id)?.status).toBe('succeeded');
    expect(await refundLines(o)).toHaveLength(1);
    expect(await refundStatus(o)).toBe('refunded');
    // Nothing is left to retry.
    expect((await act<{ error: { message: string } }>(o, row.id, 'retry')).status).toBe(409);
  });

  it("an admin's Retry of a failed refund sends its amount again and settles what the failure left owed", async () => {
    const o = await cancelledPaidOrder();
    const row = await crashedWhileSending(o);
    expect(await reconcile(11)).toBe(1);
    const retried = await act(o, row.id, 'retry');
    expect(retried.status).toBe(200);
    const after = await rowsOf(o);
    expect(after.find((r) => r.id === row.id)).toMatchObject({ status: 'failed', resolution: 'Retried' });
    expect(after.filter((r) => r.status === 'owed')).toEqual([]);
    expect(after.filter((r) => r.status === 'succeeded').map((r) => r.amountCents)).toEqual([o.total_cents]);
    expect(await refundStatus(o)).toBe('refunded');
    expect(await auditOf(o)).toContain('order.refund_retry');
  });

  it('Mark resolved needs a reason and is audited: a pending one confirmed at PayFast succeeds, a failed one is closed', async () => {
    const o = await cancelledPaidOrder();
    const row = await crashedWhileSending(o);
    const noReason = await act<{ error: { message: string } }>(o, row.id, 'resolve', { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect((await rowsOf(o)).find((r) => r.id === row.id)?.status).toBe('pending');
    const resolved = await act(o, row.id, 'resolve', { reason: 'Seen in the PayFast dashboard' });
    expect(resolved.status).toBe(200);
    expect(resolved.body.refunds.find((r) => r.id === row.id)).toMatchObject({
      status: 'succeeded',
      resolution: 'Seen in the PayFast dashboard',
    });
    expect(await refundLines(o)).toHaveLength(1);
    expect(await auditOf(o)).toContain('order.refund_resolved');
    expect((await act(o, row.id, 'resolve', { reason: 'Again' })).status).toBe(409);

    const other = await cancelledPaidOrder();
    const failed = await crashedWhileSending(other);
    expect(await reconcile(11)).toBe(1);
    const closed = await act(other, failed.id, 'resolve', { reason: 'Paid back by EFT' });
    expect(closed.status).toBe(200);
    expect(closed.body.refunds.find((r) => r.id === failed.id)).toMatchObject({
      status: 'failed',
      resolution: 'Paid back by EFT',
    });
  });

  it('only admins may retry or resolve, and only refunds of that order', async () => {
    const o = await cancelledPaidOrder();
    const row = await crashedWhileSending(o);
    expect((await act(o, row.id, 'retry', undefined, f.cookies.customer)).status).toBe(403);
    expect((await act(o, row.id, 'resolve', { reason: 'Not mine' }, f.cookies.owner)).status).toBe(403);
    const elsewhere = await cancelledPaidOrder();
    expect((await act(elsewhere, row.id, 'retry')).status).toBe(404);
    expect((await rowsOf(o)).find((r) => r.id === row.id)?.status).toBe('pending');
  });
});
