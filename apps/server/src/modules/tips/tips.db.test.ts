import { TIP_MAX_CENTS } from '@lekker/core/constants';
import type { Order } from '@lekker/core/contracts/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerLines, orders } from '../../db/schema/index.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { commissionCents } from '../ledger/ledger-rules.ts';
import { createOrderPayments } from '../orders/order-payments.ts';
import { createDataAccess } from '../repositories.ts';

type Checkout = { order: Order };
type Earnings = {
  today: { jobs: number; pay_cents: number; tips_cents: number };
  week: { tips_cents: number };
  cash_owed_cents: number;
  jobs: { order_id: string; tip_cents: number; pay_cents: number }[];
};

// Tip the driver (docs/decisions/069-driver-tips.md): the tip at checkout in the ledger, the driver's earnings and
// payouts, never in the venue's statement or commission; full and partial refunds.
describe('driver tips', () => {
  let f: OrderFixture;
  // A Wednesday mid-morning (Johannesburg), so "today" and "this week" never cross midnight during the run.
  const week = '2026-11-30';
  let pay: ReturnType<typeof createOrderPayments>;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T08:00:00.000Z'));
    f = await orderFixture();
    pay = createOrderPayments({ data: createDataAccess(f.db), announce: async () => {} });
    await f.driversOnline();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await f?.t.close();
  });

  const post = <T = Order>(path: string, cookie: string, body?: unknown) =>
    f.t.request<T>('POST', `/api${path}`, { cookie, body });
  const ok = async <T = Order>(path: string, cookie: string, body?: unknown) => {
    const res = await post<T>(path, cookie, body);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  const row = async (id: string) => (await f.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const linesOf = async (id: string) =>
    (await f.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, id)))
      .map((l) => `${l.entryKey.replace(/:.*/, '')} ${l.kind} ${l.amountCents}${l.driverId ? ' driver' : ''}`)
      .sort();
  const earnings = async () =>
    (await f.t.get<Earnings>('/api/driver/earnings', { cookie: f.cookies.driver })).body;

  async function place(method: 'cash' | 'payfast', tip: number) {
    const res = await post<Checkout>('/orders', f.cookies.customer, {
      ...f.checkoutBody({ payment_method: method }),
      tip_cents: tip,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.order.id;
    if (method === 'payfast') expect(await pay.markPaid(id, `pf-${id}`)).toBe('paid');
    return res.body.order;
  }
  async function toPickedUp(id: string) {
    await ok(`/restaurant/orders/${id}/confirm`, f.cookies.owner, { preparation_minutes: 10 });
    await ok(`/restaurant/orders/${id}/preparing`, f.cookies.owner);
    await ok(`/restaurant/orders/${id}/ready`, f.cookies.owner);
    await ok(`/driver/orders/${id}/accept`, f.cookies.driver);
    await ok(`/driver/orders/${id}/pickup`, f.cookies.driver);
  }
  async function deliver(o: Order) {
    await toPickedUp(o.id);
    const code = (await row(o.id)).deliveryCode!;
    await ok(`/driver/orders/${o.id}/deliver`, f.cookies.driver, {
      code,
      ...(o.payment_method === 'cash' ? { cash_collected_cents: o.total_cents } : {}),
    });
  }

  it('refuses a tip above the cap or below zero with a clear message, and creates (so charges) nothing', async () => {
    const before = (await f.db.select().from(orders)).length;
    for (const [tip, message] of [
      [TIP_MAX_CENTS + 1, 'A tip can be at most R500.00.'],
      [-100, 'A tip cannot be less than R0.00.'],
      [150.5, 'Enter the tip in rand and cents, e.g. 15 or 15.50.'],
    ] as const) {
      const res = await post<{ error: { code: string; message: string } }>('/orders', f.cookies.customer, {
        ...f.checkoutBody({ payment_method: 'payfast' }),
        tip_cents: tip,
      });
      expect([res.status, res.body.error.code]).toEqual([400, 'validation_error']);
      expect(res.body.error.message).toContain(message);
    }
    expect((await f.db.select().from(orders)).length).toBe(before);
  });

  it("a tip at checkout is in the total, the ledger and the driver's earnings, never in the commission or the venue's statement", async () => {
    const o = await place('cash', 1_000);
    expect(o.tip_cents).toBe(1_000);
    expect(o.total_cents).toBe(o.subtotal_cents - o.discount_cents + o.delivery_fee_cents + 1_000);
    await deliver(o);
    const r = await row(o.id);
    const lines = await linesOf(o.id);
    expect(lines).toContain('delivered tip 1000 driver');
    expect(lines).toContain('delivered driver_tip 1000 driver');
    expect(lines).toContain(`delivered cash_collected ${o.total_cents} driver`);
    // Commission on the food only, as if there were no tip.
    const rate = (await createDataAccess(f.db).ledger.commissionRateOf(f.restaurant.id)) ?? 1500;
    expect(lines).toContain(`delivered commission ${commissionCents(o.subtotal_cents, rate)} driver`);

    const e = await earnings();
    expect(e.today.tips_cents).toBe(1_000);
    expect(e.week.tips_cents).toBe(1_000);
    expect(e.jobs.find((j) => j.order_id === o.id)).toMatchObject({
      tip_cents: 1_000,
      pay_cents: r.driverPayCents,
    });
    // The cash tip is in the cash the driver holds and is theirs: it lowers what they hand in.
    expect(e.cash_owed_cents).toBe(o.total_cents - e.today.pay_cents - 1_000);

    const statement = await f.t.get<{ kinds: string[]; totals: Record<string, number> }>(
      `/api/restaurant/venues/${f.restaurant.id}/statement?week=${week}`,
      { cookie: f.cookies.owner },
    );
    expect(statement.status).toBe(200);
    expect(statement.body.kinds).not.toContain('tip');
    expect(statement.body.kinds).not.toContain('driver_tip');
    expect(statement.body.totals.food_subtotal).toBe(o.subtotal_cents);

    const payouts = await f.t.get<{
      drivers: { driver_id: string; tips_cents: number; pay_cents: number }[];
    }>(`/api/admin/payouts?week=${week}`, { cookie: f.cookies.admin });
    expect(payouts.status).toBe(200);
    expect(payouts.body.drivers.find((d) => d.driver_id === f.users.driver.id)?.tips_cents).toBe(1_000);
  });

  it('a paid order never delivered: the tip is owed back with the rest and the driver is paid no tip', async () => {
    const tipsBefore = (await earnings()).today.tips_cents;
    const o = await place('payfast', 2_000);
    await toPickedUp(o.id);
    await ok(`/admin/orders/${o.id}/cancel`, f.cookies.admin, { reason: 'Venue closed early' });
    const lines = await linesOf(o.id);
    expect(lines).toContain('cancelled tip 2000 driver');
    expect(lines.some((l) => l.includes('driver_tip'))).toBe(false);
    const view = (await f.t.get<Order>(`/api/orders/${o.id}`, { cookie: f.cookies.customer })).body;
    expect(view.refund).toMatchObject({ status: 'owed', amount_cents: o.total_cents });
    // The refund in full gives the tip back too.
    await ok(`/admin/orders/${o.id}/refund`, f.cookies.admin, {
      amount_cents: o.total_cents,
      reason: 'Never delivered',
      idempotency_key: `tip-full-${o.id}`,
    });
    expect(await linesOf(o.id)).toContain(`refund refund -${o.total_cents}`);
    expect((await earnings()).today.tips_cents).toBe(tipsBefore);
  });

  it('a partial refund of a delivered order leaves the tip with the driver; refund owed stays paid − refunded', async () => {
    const o = await place('payfast', 500);
    await deliver(o);
    const tipsBefore = (await earnings()).today.tips_cents;
    await ok(`/admin/orders/${o.id}/refund`, f.cookies.admin, {
      amount_cents: 1_500,
      reason: 'Cold chips',
      idempotency_key: `tip-part-${o.id}`,
    });
    const lines = await linesOf(o.id);
    expect(lines).toContain('delivered driver_tip 500 driver');
    expect(lines).toContain('refund refund -1500');
    expect((await earnings()).today.tips_cents).toBe(tipsBefore);
    // What is left to refund is what was paid (the tip included) less what went back.
    const tooMuch = await post<{ error: { message: string } }>(
      `/admin/orders/${o.id}/refund`,
      f.cookies.admin,
      {
        amount_cents: o.total_cents - 1_500 + 1,
        reason: 'Too much',
        idempotency_key: `tip-over-${o.id}`,
      },
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.message).toMatch(/^That is more than can be refunded/);
    await ok(`/admin/orders/${o.id}/refund`, f.cookies.admin, {
      amount_cents: o.total_cents - 1_500,
      reason: 'The rest',
      idempotency_key: `tip-rest-${o.id}`,
    });
  });
});
