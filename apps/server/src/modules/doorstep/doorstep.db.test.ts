import type { Order } from '@lekker/core/contracts/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerLines, orderMessages, orders, refunds } from '../../db/schema/index.ts';
import { TEST_ORIGIN } from '../../test/app.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { tinyPng } from '../../test/fixtures/receipt-files.ts';
import { createOrderPayments } from '../orders/order-payments.ts';
import { createDataAccess } from '../repositories.ts';

type Checkout = { order: Order };
const MINUTE = 60_000;

// When the door does not open (docs/product.md#when-the-door-does-not-open) and the money of each outcome
// (docs/decisions/064-failed-deliveries.md): paid and cash orders × return to venue, discard, redeliver.
describe('failed deliveries', () => {
  let f: OrderFixture;
  let now = new Date('2026-12-02T10:00:00.000Z');
  let pay: ReturnType<typeof createOrderPayments>;
  beforeAll(async () => {
    f = await orderFixture({ clock: () => now });
    pay = createOrderPayments({ data: createDataAccess(f.db), announce: async () => {} });
  });
  afterAll(() => f.t.close());

  const tick = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const post = <T = Order>(path: string, cookie: string, body?: unknown) =>
    f.t.request<T>('POST', `/api${path}`, { cookie, body });
  const ok = async <T = Order>(path: string, cookie: string, body?: unknown) => {
    const res = await post<T>(path, cookie, body);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  async function photo(path: string, cookie: string, body: Buffer = tinyPng(), type = 'image/png') {
    const res = await f.t.app.request(
      `/api${path}`,
      {
        method: 'POST',
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': type },
        body,
        duplex: 'half',
      } as RequestInit,
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    return { status: res.status, body: (await res.json()) as Order & { error?: { message: string } } };
  }
  const row = async (id: string) => (await f.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const linesOf = async (id: string) =>
    (await f.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, id))).map(
      (l) => `${l.entryKey.replace(/:.*/, '')} ${l.kind} ${l.amountCents}`,
    );
  const refundsOf = (id: string) => f.db.select().from(refunds).where(eq(refunds.orderId, id));

  async function online(cookie: string) {
    await ok('/driver/shift', cookie, { online: true });
    await f.t.request('POST', '/api/driver/location', {
      cookie,
      body: { latitude: -25.85, longitude: 25.64 },
    });
  }

  /** An order out for delivery with driver 1; `payfast` ones are paid first. */
  async function outForDelivery(method: 'cash' | 'payfast', extra: Record<string, unknown> = {}) {
    const placed = await post<Checkout>('/orders', f.cookies.customer, {
      ...f.checkoutBody({ payment_method: method }),
      ...extra,
    });
    expect(placed.status).toBe(201);
    const id = placed.body.order.id;
    if (method === 'payfast') expect(await pay.markPaid(id, `pf-${id}`)).toBe('paid');
    await ok(`/restaurant/orders/${id}/confirm`, f.cookies.owner, { preparation_minutes: 10 });
    await ok(`/restaurant/orders/${id}/preparing`, f.cookies.owner);
    await ok(`/restaurant/orders/${id}/ready`, f.cookies.owner);
    await online(f.cookies.driver);
    await ok(`/driver/orders/${id}/accept`, f.cookies.driver);
    await ok(`/driver/orders/${id}/pickup`, f.cookies.driver);
    return { id, total: placed.body.order.total_cents };
  }

  /** Not answering, the 10 minutes, then undeliverable with a photo and a note. */
  async function undeliverable(id: string) {
    await ok(`/driver/orders/${id}/not-answering`, f.cookies.driver);
    tick(10 * MINUTE);
    const res = await photo(
      `/driver/orders/${id}/undeliverable?note=${encodeURIComponent('Gate locked, no answer')}`,
      f.cookies.driver,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('undeliverable');
    return (await row(id)).driverPayCents!;
  }

  it('the wait starts once on the server, the customer hears it in the chat, and nothing is allowed before its end', async () => {
    const { id } = await outForDelivery('cash');
    const early = await photo(`/driver/orders/${id}/undeliverable?note=Nobody%20home`, f.cookies.driver);
    expect(early.status).toBe(409);
    expect(early.body.error?.message).toBe('Tap "Customer not answering" first and wait at the door.');

    await ok(`/driver/orders/${id}/not-answering`, f.cookies.driver);
    const started = (await row(id)).doorstepWaitStartedAt!.toISOString();
    expect(started).toBe(now.toISOString());
    tick(MINUTE);
    await ok(`/driver/orders/${id}/not-answering`, f.cookies.driver);
    expect((await row(id)).doorstepWaitStartedAt!.toISOString()).toBe(started);
    const job = await f.t.get<{ job: { doorstep: Record<string, unknown> } }>('/api/driver/job', {
      cookie: f.cookies.driver,
    });
    expect(job.body.job.doorstep).toEqual({
      leave_at_door: false,
      wait_started_at: started,
      wait_ends_at: new Date(Date.parse(started) + 10 * MINUTE).toISOString(),
      wait_over: false,
    });
    const chat = await f.db.select().from(orderMessages).where(eq(orderMessages.orderId, id));
    expect(chat.map((m) => [m.senderParty, m.body])).toEqual([
      [
        'driver',
        "I'm at your door with your order but you're not answering. I'll wait 10 minutes: please come to the door or reply here.",
      ],
    ]);

    tick(9 * MINUTE - 1);
    const stillWaiting = await photo(
      `/driver/orders/${id}/undeliverable?note=Nobody%20home`,
      f.cookies.driver,
    );
    expect(stillWaiting.status).toBe(409);
    expect(stillWaiting.body.error?.message).toBe('Please wait at the door 1 more minute.');
    tick(1);
    // A note is needed, said in words; the other driver cannot touch the job.
    const noNote = await photo(`/driver/orders/${id}/undeliverable?note=x`, f.cookies.driver);
    expect(noNote.status).toBe(400);
    expect(noNote.body.error?.message).toContain('Say in a few words what happened at the door');
    const other = await photo(`/driver/orders/${id}/undeliverable?note=Nobody%20home`, f.cookies.driver2);
    expect(other.status).toBe(404);
    // Cash orders are never left at the door (the choice is not stored for them).
    const leave = await photo(`/driver/orders/${id}/leave-at-door`, f.cookies.driver);
    expect(leave.status).toBe(409);
    const notImage = await photo(
      `/driver/orders/${id}/undeliverable?note=Nobody%20home`,
      f.cookies.driver,
      Buffer.from('%PDF-1.4'),
    );
    expect(notImage.status).toBe(415);
    expect((await row(id)).status).toBe('picked_up');
    await ok(`/admin/orders/${id}/cancel`, f.cookies.admin, { reason: 'Test over' });
  });

  it('left at the door: only when the customer chose it, with a photo, after the wait; it is delivered', async () => {
    const { id } = await outForDelivery('payfast', { leave_at_door: true });
    expect((await row(id)).leaveAtDoor).toBe(true);
    await ok(`/driver/orders/${id}/not-answering`, f.cookies.driver);
    expect((await photo(`/driver/orders/${id}/leave-at-door`, f.cookies.driver)).status).toBe(409);
    tick(10 * MINUTE);
    const left = await photo(`/driver/orders/${id}/leave-at-door`, f.cookies.driver);
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(left.body.status).toBe('delivered');
    const r = await row(id);
    expect(r.doorstepPhotoPath).toMatch(new RegExp(`^doorstep/${id}/left-`));
    expect(await linesOf(id)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^delivered venue_net /)]),
    );
    expect(await refundsOf(id)).toEqual([]);
  });

  it.each([
    ['payfast', 'return_to_venue', 'undeliverable_returned'],
    ['payfast', 'discard', 'undeliverable_discarded'],
    ['cash', 'return_to_venue', 'undeliverable_returned'],
    ['cash', 'discard', 'undeliverable_discarded'],
  ] as const)(
    '%s, %s: cancelled, the trip paid, a paid order owed its charge back',
    async (method, outcome, code) => {
      const { id, total } = await outForDelivery(method);
      const tripPay = await undeliverable(id);
      // Only an admin decides, and only an order that could not be delivered.
      expect((await post(`/admin/orders/${id}/failed-delivery`, f.cookies.driver, { outcome })).status).toBe(
        403,
      );
      const bad = await post<{ error: { message: string } }>(
        `/admin/orders/${id}/failed-delivery`,
        f.cookies.admin,
        {
          outcome: 'keep',
        },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe('Choose return to venue, discard or redeliver.');
      const decided = await ok(`/admin/orders/${id}/failed-delivery`, f.cookies.admin, { outcome });
      expect(decided.status).toBe('cancelled');
      expect((await post(`/admin/orders/${id}/failed-delivery`, f.cookies.admin, { outcome })).status).toBe(
        409,
      );
      const r = await row(id);
      expect(r.cancelCode).toBe(code);
      const lines = await linesOf(id);
      expect(lines).toContain(`failed_trip driver_pay ${tripPay}`);
      expect(lines.filter((l) => l.includes('venue_net'))).toEqual([]);
      if (method === 'payfast') {
        expect(await refundsOf(id)).toEqual([
          expect.objectContaining({ amountCents: total, status: 'owed' }),
        ]);
        expect(r.refundStatus).toBe('owed');
        expect(lines).toContain(`cancelled food_subtotal ${r.subtotalCents}`);
      } else {
        expect(await refundsOf(id)).toEqual([]);
        expect(lines).toEqual([`failed_trip driver_pay ${tripPay}`]);
      }
      const detail = await f.t.get<{ doorstep: Record<string, unknown>; events: { note: string | null }[] }>(
        `/api/admin/orders/${id}`,
        { cookie: f.cookies.admin },
      );
      expect(detail.body.doorstep).toMatchObject({
        note: 'Gate locked, no answer',
        photo_url: expect.any(String),
      });
      expect(detail.body.events.map((e) => e.note)).toEqual(
        expect.arrayContaining(['customer not answering', 'Gate locked, no answer']),
      );
    },
  );

  it.each(['payfast', 'cash'] as const)(
    '%s, redeliver: ready for a new driver, charged once when delivered',
    async (method) => {
      const { id, total } = await outForDelivery(method);
      const tripPay = await undeliverable(id);
      const again = await ok(`/admin/orders/${id}/failed-delivery`, f.cookies.admin, {
        outcome: 'redeliver',
      });
      expect(again.status).toBe('ready');
      const r = await row(id);
      expect([r.driverId, r.deliveryCode, r.doorstepWaitStartedAt]).toEqual([null, null, null]);
      await online(f.cookies.driver2);
      await ok(`/driver/orders/${id}/accept`, f.cookies.driver2);
      await ok(`/driver/orders/${id}/pickup`, f.cookies.driver2);
      const code = (await row(id)).deliveryCode!;
      await ok(`/driver/orders/${id}/deliver`, f.cookies.driver2, {
        code,
        ...(method === 'cash' ? { cash_collected_cents: total } : {}),
      });
      const lines = await linesOf(id);
      expect(lines).toContain(`failed_trip driver_pay ${tripPay}`);
      expect(lines).toContain(`delivered driver_pay ${(await row(id)).driverPayCents}`);
      expect(lines.filter((l) => l.startsWith('cancelled'))).toEqual([]);
      if (method === 'cash') expect(lines).toContain(`delivered cash_collected ${total}`);
      expect(await refundsOf(id)).toEqual([]);
    },
  );
  it("the failed trip's pay is in the driver's earnings, as a job of its own, as the payouts count it", async () => {
    type Earnings = {
      today: { jobs: number; pay_cents: number };
      week: { jobs: number; pay_cents: number };
      cash_owed_cents: number;
      jobs: { order_id: string; outcome: string; pay_cents: number }[];
    };
    const earnings = async () =>
      (await f.t.get<Earnings>('/api/driver/earnings', { cookie: f.cookies.driver })).body;
    // The status times (and so the ledger's) are written on the wall clock: the service's clock joins it here.
    now = new Date();
    const before = await earnings();
    const { id } = await outForDelivery('cash');
    const tripPay = await undeliverable(id);
    const after = await earnings();
    expect(after.today.jobs - before.today.jobs).toBe(1);
    expect(after.today.pay_cents - before.today.pay_cents).toBe(tripPay);
    expect(after.week.pay_cents - before.week.pay_cents).toBe(tripPay);
    // Nothing was collected at the door: what the driver hands in falls by the trip's pay.
    expect(before.cash_owed_cents - after.cash_owed_cents).toBe(tripPay);
    expect(after.jobs[0]).toMatchObject({ order_id: id, outcome: 'failed', pay_cents: tripPay });
  });
});

// The code cannot be collected (docs/product.md#when-the-door-does-not-open): a photo and the customer's word in the
// chat, then an admin's review.
describe('a handover without the code', () => {
  let f: OrderFixture;
  let pay: ReturnType<typeof createOrderPayments>;
  beforeAll(async () => {
    f = await orderFixture();
    pay = createOrderPayments({ data: createDataAccess(f.db), announce: async () => {} });
    await f.driversOnline();
  });
  afterAll(() => f.t.close());

  const post = <T = Order>(path: string, cookie: string, body?: unknown) =>
    f.t.request<T>('POST', `/api${path}`, { cookie, body });
  async function photo(path: string, cookie: string) {
    const res = await f.t.app.request(
      `/api${path}`,
      {
        method: 'POST',
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'image/png' },
        body: tinyPng(),
        duplex: 'half',
      } as RequestInit,
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    return { status: res.status, body: (await res.json()) as Order & { error?: { message: string } } };
  }
  const linesOf = async (id: string) =>
    (await f.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, id))).map(
      (l) => `${l.entryKey.replace(/:.*/, '')} ${l.kind} ${l.amountCents}`,
    );

  async function outForDelivery(method: 'cash' | 'payfast') {
    const placed = await post<Checkout>(
      '/orders',
      f.cookies.customer,
      f.checkoutBody({ payment_method: method }),
    );
    const id = placed.body.order.id;
    if (method === 'payfast') await pay.markPaid(id, `pf-h-${id}`);
    for (const [step, body] of [['confirm', { preparation_minutes: 10 }], ['preparing'], ['ready']] as const)
      expect((await post(`/restaurant/orders/${id}/${step}`, f.cookies.owner, body)).status).toBe(200);
    await f.driversOnline();
    expect((await post(`/driver/orders/${id}/accept`, f.cookies.driver)).status).toBe(200);
    expect((await post(`/driver/orders/${id}/pickup`, f.cookies.driver)).status).toBe(200);
    return { id, total: placed.body.order.total_cents };
  }

  it("needs the customer's word in the chat and, for cash, the cash; an admin's yes delivers it", async () => {
    const { id, total } = await outForDelivery('cash');
    const noCash = await photo(`/driver/orders/${id}/code-not-collected`, f.cookies.driver);
    expect(noCash.status).toBe(422);
    const early = await photo(
      `/driver/orders/${id}/code-not-collected?cash_collected_cents=${total}`,
      f.cookies.driver,
    );
    expect(early.status).toBe(409);
    expect(early.body.error?.message).toBe(
      'Ask the customer to confirm in the messages that they have the order first.',
    );
    const said = await post(`/orders/${id}/messages`, f.cookies.customer, {
      body: 'Yes I have the food, thanks',
    });
    expect(said.status, JSON.stringify(said.body)).toBe(201);
    const handed = await photo(
      `/driver/orders/${id}/code-not-collected?cash_collected_cents=${total}`,
      f.cookies.driver,
    );
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect(handed.body.status).toBe('handover_review');
    // The driver is free for the next job; only an admin reviews.
    expect(
      (await f.t.get<{ job: unknown }>('/api/driver/job', { cookie: f.cookies.driver })).body.job,
    ).toBeNull();
    expect(
      (await post(`/admin/orders/${id}/handover-review`, f.cookies.driver, { approve: true })).status,
    ).toBe(403);
    const approved = await post(`/admin/orders/${id}/handover-review`, f.cookies.admin, { approve: true });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe('delivered');
    expect(await linesOf(id)).toEqual(
      expect.arrayContaining([
        `delivered cash_collected ${total}`,
        expect.stringMatching(/^delivered driver_pay /),
      ]),
    );
  });

  it("an admin's no makes it undeliverable: the trip is paid and the outcomes follow", async () => {
    const { id, total } = await outForDelivery('payfast');
    expect((await post(`/orders/${id}/messages`, f.cookies.customer, { body: 'Got it' })).status).toBe(201);
    expect((await photo(`/driver/orders/${id}/code-not-collected`, f.cookies.driver)).status).toBe(200);
    const refused = await post(`/admin/orders/${id}/handover-review`, f.cookies.admin, { approve: false });
    expect(refused.body.status).toBe('undeliverable');
    expect(await linesOf(id)).toEqual([expect.stringMatching(/^failed_trip driver_pay \d+$/)]);
    const discarded = await post(`/admin/orders/${id}/failed-delivery`, f.cookies.admin, {
      outcome: 'discard',
    });
    expect(discarded.body.status).toBe('cancelled');
    expect(await f.db.select().from(refunds).where(eq(refunds.orderId, id))).toEqual([
      expect.objectContaining({ amountCents: total, status: 'owed' }),
    ]);
  });
});
