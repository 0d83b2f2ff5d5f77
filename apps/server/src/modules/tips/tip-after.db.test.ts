import { TIP_MAX_CENTS } from '@lekker/core/constants';
import type { Order } from '@lekker/core/contracts/orders';
import type { TipAfter, TipAfterPayment } from '@lekker/core/contracts/tips';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { ledgerLines, orders, tipPayments } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import { TEST_ORIGIN } from '../../test/app.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { signedItn } from '../../test/fixtures/payfast-itn.ts';
import { createOrderPayments } from '../orders/order-payments.ts';
import { createItnService } from '../payments/payfast-itn.service.ts';
import { createPaymentsRepository } from '../payments/payments.repository.ts';
import { createDataAccess } from '../repositories.ts';
import { createTipAfterService } from './tip-after.service.ts';
import { tipPaymentFormBuilder } from './tip-payment-form.ts';
import { withTipPayments } from './tip-payments.port.ts';

type Earnings = { today: { tips_cents: number }; jobs: { order_id: string; tip_cents: number }[] };
type ApiError = { error: { code: string; message: string } };
const HOUR = 60 * 60 * 1000;

// Tip the driver after delivery (docs/decisions/069-driver-tips.md): who may, until when, once; the ITN pays it
// once and all of it is the driver's, never the venue's.
describe('tip after delivery', () => {
  let f: OrderFixture;
  let itn: ReturnType<typeof createItnService>;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: TEST_ORIGIN });
  const week = '2026-11-30';
  let now = new Date('2026-12-02T08:00:00.000Z');

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    f = await orderFixture();
    await f.driversOnline();
    const data = createDataAccess(f.db);
    const tips = createTipAfterService({
      data,
      buildPaymentForm: tipPaymentFormBuilder(config),
      clock: () => new Date(),
    });
    itn = createItnService({
      config,
      port: withTipPayments(createOrderPayments({ data, announce: async () => {} }), tips),
      repo: createPaymentsRepository(f.db),
      logger: createLogger('silent'),
      validate: async () => true,
    });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await f?.t.close();
  });
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
    vi.setSystemTime(now);
  };

  const post = <T>(path: string, cookie: string, body?: unknown) =>
    f.t.request<T>('POST', `/api${path}`, { cookie, body });
  const ok = async (path: string, cookie: string, body?: unknown) => {
    const res = await post(path, cookie, body);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  };
  const tip = (o: { id: string }, amount: number, cookie = f.cookies.customer) =>
    post<TipAfterPayment & ApiError>(`/orders/${o.id}/tip`, cookie, { amount_cents: amount });
  const state = async (o: { id: string }) =>
    (await f.t.get<TipAfter>(`/api/orders/${o.id}/tip`, { cookie: f.cookies.customer })).body;
  const linesOf = async (id: string) =>
    (await f.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, id)))
      .map((l) => `${l.entryKey} ${l.kind} ${l.amountCents}${l.driverId ? ' driver' : ''}`)
      .sort();
  const earnings = async () =>
    (await f.t.get<Earnings>('/api/driver/earnings', { cookie: f.cookies.driver })).body;
  const statement = async () =>
    (
      await f.t.get<{ kinds: string[]; totals: Record<string, number> }>(
        `/api/restaurant/venues/${f.restaurant.id}/statement?week=${week}`,
        { cookie: f.cookies.owner },
      )
    ).body;
  const notify = (reference: string, amount: string, pfPaymentId: string, status = 'COMPLETE') =>
    itn.handle({
      pairs: signedItn({
        orderNumber: reference,
        merchantId: config.payfast.merchantId,
        amountGross: amount,
        pfPaymentId,
        status,
        passphrase: config.payfast.passphrase,
      }),
      sourceIp: '127.0.0.1',
    });
  const fieldOf = (p: TipAfterPayment, name: string) => p.payment.fields.find(([n]) => n === name)?.[1];

  async function placeCash(): Promise<Order> {
    const res = await post<{ order: Order }>('/orders', f.cookies.customer, {
      ...f.checkoutBody({ payment_method: 'cash' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.order;
  }
  async function deliver(o: Order) {
    await f.driversOnline(); // a fresh location after the clock moved
    await ok(`/restaurant/orders/${o.id}/confirm`, f.cookies.owner, { preparation_minutes: 10 });
    await ok(`/restaurant/orders/${o.id}/preparing`, f.cookies.owner);
    await ok(`/restaurant/orders/${o.id}/ready`, f.cookies.owner);
    await ok(`/driver/orders/${o.id}/accept`, f.cookies.driver);
    await ok(`/driver/orders/${o.id}/pickup`, f.cookies.driver);
    const [row] = await f.db.select().from(orders).where(eq(orders.id, o.id));
    await ok(`/driver/orders/${o.id}/deliver`, f.cookies.driver, {
      code: row!.deliveryCode!,
      cash_collected_cents: o.total_cents,
    });
  }

  it('refuses anyone but the customer, an order not delivered, and an amount above the cap or too low', async () => {
    const o = await placeCash();
    expect((await tip(o, 1_000)).body.error.code).toBe('conflict');
    expect((await tip(o, 1_000)).status).toBe(409);
    await deliver(o);
    expect((await tip(o, 1_000, f.cookies.customerB)).status).toBe(404);
    expect((await tip(o, 1_000, f.cookies.driver)).status).toBe(404);
    for (const [amount, message] of [
      [TIP_MAX_CENTS + 1, 'A tip can be at most R500.00.'],
      [-100, 'A tip after delivery must be at least R5.00.'],
      [100, 'A tip after delivery must be at least R5.00.'],
      [1_000.5, 'Enter the tip in rand and cents'],
    ] as const) {
      const res = await tip(o, amount);
      expect([res.status, res.body.error.code]).toEqual([400, 'validation_error']);
      expect(res.body.error.message).toContain(message);
    }
    expect(await f.db.select().from(tipPayments).where(eq(tipPayments.orderId, o.id))).toEqual([]);
    expect(await state(o)).toMatchObject({ can_tip: true, tip: null, driver_name: 'driver1' });
  });

  it('pays the tip once through the ITN: all of it in the driver earnings, none in the venue statement', async () => {
    const o = await placeCash();
    await deliver(o);
    later(2 * HOUR);
    const venueBefore = await statement();
    const tipsBefore = (await earnings()).today.tips_cents;

    // A first attempt abandoned at PayFast, then R10.00: the same tip, its amount replaced.
    expect((await tip(o, 2_000)).status).toBe(200);
    const res = await tip(o, 1_000);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const reference = fieldOf(res.body, 'm_payment_id')!;
    expect(reference).toMatch(/^TIP-[0-9a-f-]{36}$/);
    expect(fieldOf(res.body, 'amount')).toBe('10.00');
    expect(fieldOf(res.body, 'return_url')).toBe(`${TEST_ORIGIN}/order-tracking?order=${o.id}&tip=returned`);
    expect(res.body.tip).toMatchObject({ can_tip: true, tip: { amount_cents: 1_000, status: 'pending' } });

    // The ITN's checks hold for a tip: the old amount, a wrong signature or an unknown tip change nothing.
    expect((await notify(reference, '20.00', 'pf-tip-old')).outcome).toBe('rejected');
    expect((await notify(`TIP-${crypto.randomUUID()}`, '10.00', 'pf-tip-x')).reason).toMatch(
      /^unknown order/,
    );
    expect((await state(o)).tip?.status).toBe('pending');
    expect(await linesOf(o.id)).not.toContain('tip_after tip 1000 driver');

    expect(await notify(reference, '10.00', 'pf-tip-1')).toEqual({ outcome: 'paid', reason: null });
    expect((await notify(reference, '10.00', 'pf-tip-1')).outcome).toBe('duplicate');
    expect((await notify(reference, '10.00', 'pf-tip-2')).outcome).toBe('duplicate');
    const lines = await linesOf(o.id);
    expect(lines.filter((l) => l.startsWith('tip_after'))).toEqual([
      'tip_after driver_tip 1000 driver',
      'tip_after tip 1000 driver',
    ]);
    // The order itself is untouched: no tip in its total, still delivered.
    const [row] = await f.db.select().from(orders).where(eq(orders.id, o.id));
    expect([row!.status, row!.tipCents, row!.totalCents]).toEqual(['delivered', 0, o.total_cents]);

    const e = await earnings();
    expect(e.today.tips_cents).toBe(tipsBefore + 1_000);
    expect(e.jobs.find((j) => j.order_id === o.id)?.tip_cents).toBe(1_000);
    expect(await statement()).toEqual(venueBefore);
    const payouts = await f.t.get<{ drivers: { driver_id: string; tips_cents: number }[] }>(
      `/api/admin/payouts?week=${week}`,
      { cookie: f.cookies.admin },
    );
    expect(payouts.body.drivers.find((d) => d.driver_id === f.users.driver.id)?.tips_cents).toBe(
      e.today.tips_cents,
    );

    // The receipt (the order view) shows it, apart from the order's total.
    const view = await f.t.get<Order>(`/api/orders/${o.id}`, { cookie: f.cookies.customer });
    expect(view.body.tip_after).toEqual({ amount_cents: 1_000, status: 'paid' });

    // Once paid: shown as paid, and a second tip is refused.
    expect(await state(o)).toMatchObject({ can_tip: false, tip: { amount_cents: 1_000, status: 'paid' } });
    const second = await tip(o, 500);
    expect([second.status, second.body.error.message]).toEqual([
      409,
      'You have already tipped the driver for this order. Thank you!',
    ]);
  });

  it('a FAILED payment leaves the tip unpaid, to be tried again', async () => {
    const o = await placeCash();
    await deliver(o);
    const res = await tip(o, 500);
    const reference = fieldOf(res.body, 'm_payment_id')!;
    expect((await notify(reference, '5.00', 'pf-tip-fail', 'FAILED')).outcome).toBe('failed');
    expect(await state(o)).toMatchObject({ can_tip: true, tip: { status: 'failed' } });
    expect((await linesOf(o.id)).some((l) => l.startsWith('tip_after'))).toBe(false);
    expect((await tip(o, 500)).status).toBe(200);
  });

  it('closes 24 hours after delivery', async () => {
    const o = await placeCash();
    await deliver(o);
    later(24 * HOUR);
    expect((await state(o)).can_tip).toBe(true);
    later(60_000);
    expect((await state(o)).can_tip).toBe(false);
    const res = await tip(o, 1_000);
    expect([res.status, res.body.error.message]).toEqual([
      409,
      'A tip can be given up to 24 hours after delivery; that time has passed.',
    ]);
  });
});
