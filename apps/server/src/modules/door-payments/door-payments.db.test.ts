import type { DoorPayment, PayAtDoor } from '@lekker/core/contracts/door-payments';
import type { Order, PaymentForm } from '@lekker/core/contracts/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { auditLog, ledgerLines, orders } from '../../db/schema/index.ts';
import { captureLogger } from '../../test/fakes/capture-logger.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { signedItn } from '../../test/fixtures/payfast-itn.ts';
import { createOrderPayments } from '../orders/order-payments.ts';
import { centsToAmount } from '../payments/payfast-form.ts';
import { createItnService } from '../payments/payfast-itn.service.ts';
import { createPaymentsRepository } from '../payments/payments.repository.ts';
import { createDataAccess } from '../repositories.ts';

type Checkout = { order: Order };
const PAYFAST_IP = '41.74.179.200';

// Pay at the door without cash (docs/decisions/071-cash-order-safety.md): the driver's link, its
// public page and PayFast form, and the ITN (all four checks) turning the cash order into a card payment.
describe('door payments', () => {
  let f: OrderFixture;
  let itn: ReturnType<typeof createItnService>;
  let pfSeq = 5_000_000;
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    PAYFAST_MODE: 'sandbox',
    PAYFAST_MERCHANT_ID: '10027938',
    PAYFAST_MERCHANT_KEY: 'abcdefghijk12',
    PAYFAST_PASSPHRASE: 'door-secret',
  });
  const announced: string[] = [];

  beforeAll(async () => {
    f = await orderFixture();
    itn = createItnService({
      config,
      port: createOrderPayments({
        data: createDataAccess(f.db),
        announce: async (o) => void announced.push(`${o.orderNumber} ${o.paymentMethod}`),
      }),
      repo: createPaymentsRepository(f.db),
      logger: captureLogger().logger,
      validate: async () => true,
    });
  });
  afterAll(() => f.t.close());

  const post = <T>(path: string, cookie?: string, body?: unknown) =>
    f.t.request<T>('POST', `/api${path}`, { cookie, body });
  const ok = async <T = Order>(path: string, cookie?: string, body?: unknown) => {
    const res = await post<T>(path, cookie, body);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  const row = async (id: string) => (await f.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const tokenOf = (link: DoorPayment) => link.url!.split('/pay/')[1]!;

  async function cashOrder(until: 'ready' | 'picked_up') {
    const placed = await post<Checkout>(
      '/orders',
      f.cookies.customer,
      f.checkoutBody({ payment_method: 'cash' }),
    );
    expect(placed.status).toBe(201);
    const id = placed.body.order.id;
    await ok(`/restaurant/orders/${id}/confirm`, f.cookies.owner, { preparation_minutes: 10 });
    await ok(`/restaurant/orders/${id}/preparing`, f.cookies.owner);
    await ok(`/restaurant/orders/${id}/ready`, f.cookies.owner);
    await ok('/driver/shift', f.cookies.driver, { online: true });
    await post('/driver/location', f.cookies.driver, { latitude: -25.85, longitude: 25.64 });
    await ok(`/driver/orders/${id}/accept`, f.cookies.driver);
    if (until === 'picked_up') await ok(`/driver/orders/${id}/pickup`, f.cookies.driver);
    return placed.body.order;
  }

  const notify = (o: { order_number: string; total_cents: number }, pfPaymentId: string, amount?: string) =>
    itn.handle({
      pairs: signedItn({
        orderNumber: o.order_number,
        merchantId: config.payfast.merchantId,
        amountGross: amount ?? centsToAmount(o.total_cents),
        pfPaymentId,
        passphrase: config.payfast.passphrase,
      }),
      sourceIp: PAYFAST_IP,
    });

  it('gives the driver one link per cash order on its way, with a page and a PayFast form of exactly its total', async () => {
    const o = await cashOrder('ready');
    const early = await post(`/driver/orders/${o.id}/door-payment`, f.cookies.driver);
    expect(early.status).toBe(409);
    await ok(`/driver/orders/${o.id}/pickup`, f.cookies.driver);
    const none = await f.t.get<DoorPayment>(`/api/driver/orders/${o.id}/door-payment`, {
      cookie: f.cookies.driver,
    });
    expect(none.body).toEqual({ state: 'none', url: null, amount_cents: o.total_cents });

    const link = await ok<DoorPayment>(`/driver/orders/${o.id}/door-payment`, f.cookies.driver);
    expect(link.state).toBe('open');
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/pay\/[A-Za-z0-9_-]{24}$/);
    expect(await ok<DoorPayment>(`/driver/orders/${o.id}/door-payment`, f.cookies.driver)).toEqual(link);
    // Another driver cannot see or open it.
    expect((await post(`/driver/orders/${o.id}/door-payment`, f.cookies.driver2)).status).toBe(404);

    const page = await f.t.get<PayAtDoor>(`/api/pay/${tokenOf(link)}`);
    expect(page.body).toEqual({
      order_number: o.order_number,
      venue_name: 'Kota King',
      amount_cents: o.total_cents,
      state: 'open',
    });
    const form = await ok<PaymentForm>(`/pay/${tokenOf(link)}/payfast`);
    const fields = new Map(form.fields);
    expect(fields.get('amount')).toBe(centsToAmount(o.total_cents));
    expect(fields.get('m_payment_id')).toBe(o.order_number);
    expect(fields.get('return_url')).toBe(link.url);
    expect((await f.t.get(`/api/pay/${'x'.repeat(24)}`)).status).toBe(404);

    // The customer paid cash after all: once delivered, the link is closed.
    const { deliveryCode } = await row(o.id);
    await ok(`/driver/orders/${o.id}/deliver`, f.cookies.driver, {
      code: deliveryCode,
      cash_collected_cents: o.total_cents,
    });
    expect((await f.t.get<PayAtDoor>(`/api/pay/${tokenOf(link)}`)).body.state).toBe('closed');
    expect((await post(`/pay/${tokenOf(link)}/payfast`)).status).toBe(409);
  });

  it('the ITN pays it: a card payment, no cash to collect, card lines in the ledger, audited; a second payment is owed back', async () => {
    const o = await cashOrder('picked_up');
    const link = await ok<DoorPayment>(`/driver/orders/${o.id}/door-payment`, f.cookies.driver);
    // A wrong amount changes nothing (the amount check of the ITN).
    expect((await notify(o, String(++pfSeq), '1.00')).outcome).toBe('rejected');
    expect((await row(o.id)).paymentMethod).toBe('cash');

    const pf = String(++pfSeq);
    expect(await notify(o, pf)).toEqual({ outcome: 'paid', reason: null });
    const paid = await row(o.id);
    expect(paid).toMatchObject({ paymentMethod: 'payfast', pfPaymentId: pf, status: 'picked_up' });
    expect(announced).toContain(`${o.order_number} payfast`);
    const job = await f.t.get<{ job: { cash_to_collect_cents: number | null } }>('/api/driver/job', {
      cookie: f.cookies.driver,
    });
    expect(job.body.job.cash_to_collect_cents).toBeNull();
    const seen = await f.t.get<DoorPayment>(`/api/driver/orders/${o.id}/door-payment`, {
      cookie: f.cookies.driver,
    });
    expect(seen.body.state).toBe('paid');
    expect((await f.t.get<PayAtDoor>(`/api/pay/${tokenOf(link)}`)).body.state).toBe('paid');
    expect((await post(`/pay/${tokenOf(link)}/payfast`)).status).toBe(409);
    const audit = await f.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, o.id), eq(auditLog.action, 'order.paid_at_door')));
    expect(audit).toHaveLength(1);

    // Delivered with the code and no cash: the ledger records a card payment (provider fee, no cash collected).
    const code = paid.deliveryCode!;
    await ok(`/driver/orders/${o.id}/deliver`, f.cookies.driver, { code });
    const kinds = (await f.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, o.id))).map(
      (l) => l.kind,
    );
    expect(kinds).toContain('provider_fee');
    expect(kinds).not.toContain('cash_collected');

    // The same payment again changes nothing; another one for the delivered order is owed back.
    expect((await notify(o, pf)).outcome).toBe('duplicate');
    expect((await notify(o, String(++pfSeq))).outcome).toBe('refund_owed');
  });

  it('a cash order without a door link stays cash: a stray payment is owed back', async () => {
    const o = await cashOrder('picked_up');
    expect((await notify(o, String(++pfSeq))).outcome).toBe('refund_owed');
    expect((await row(o.id)).paymentMethod).toBe('cash');
    await ok(`/driver/orders/${o.id}/deliver`, f.cookies.driver, {
      code: (await row(o.id)).deliveryCode,
      cash_collected_cents: o.total_cents,
    });
  });
});
