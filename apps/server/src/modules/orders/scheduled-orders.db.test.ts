import type { DeskOrders } from '@lekker/core/contracts/desk';
import type { Order } from '@lekker/core/contracts/orders';
import type { ScheduleSlots } from '@lekker/core/contracts/scheduling';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, orders, paymentNotifications, refunds, restaurants } from '../../db/schema/index.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { createDataAccess } from '../repositories.ts';
import { createOrderPayments } from './order-payments.ts';

type Checkout = { order: Order };
type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } };

const sast = (s: string) => new Date(`${s}+02:00`);
const lunch = { open: '11:00', close: '14:00' };
// Wednesday 2 December 2026, 20:00 in Johannesburg: the venue is closed until tomorrow's lunch.
const TONIGHT = sast('2026-12-02T20:00:00');
const TOMORROW_LUNCH = sast('2026-12-03T12:30:00');

// docs/product.md#order-for-later
describe('order for later', () => {
  let f: OrderFixture;
  let now = TONIGHT;
  beforeAll(async () => {
    // Every account has a push device, so the messages each one is sent are recorded.
    f = await orderFixture({
      clock: () => now,
      pushDevices: { hasDevice: async () => true },
      pushProvider: null,
    });
    const hours = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, lunch]),
    );
    await f.db.update(restaurants).set({ openingHours: hours }).where(eq(restaurants.id, f.restaurant.id));
  });
  afterAll(() => f.t.close());

  const slots = async () =>
    (await f.t.get<ScheduleSlots>(`/api/restaurants/${f.restaurant.id}/order-slots`)).body;
  const checkout = (scheduledFor: Date | string, overrides: Record<string, unknown> = {}) =>
    f.t.request<Checkout & ApiError>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody({
        scheduled_for: typeof scheduledFor === 'string' ? scheduledFor : scheduledFor.toISOString(),
        ...overrides,
      }),
    });
  const deskOrder = async (id: string) => {
    const desk = await f.t.get<DeskOrders>(`/api/restaurant/venues/${f.restaurant.id}/desk`, {
      cookie: f.cookies.owner,
    });
    return desk.body.orders.find((o) => o.id === id);
  };
  const orderCount = async () => (await f.db.select({ id: orders.id }).from(orders)).length;

  it('lists 15-minute slots from tomorrow 11:00 for today and the next 6 days, none while closed tonight', async () => {
    now = TONIGHT;
    const s = await slots();
    expect(s.enabled).toBe(true);
    expect(s.slots[0]).toBe(sast('2026-12-03T11:00:00').toISOString());
    expect(s.slots).toContain(TOMORROW_LUNCH.toISOString());
    expect(s.slots).toHaveLength(6 * 13);
    expect(s.slots.at(-1)).toBe(sast('2026-12-08T14:00:00').toISOString());
  });

  it('refuses a slot in the past, outside the hours or beyond 6 days, saying why, and creates nothing', async () => {
    now = TONIGHT;
    const before = await orderCount();
    const cases: [string, string][] = [
      [
        sast('2026-12-02T12:30:00').toISOString(),
        'That time has already passed. Please choose a later time.',
      ],
      [
        sast('2026-12-03T17:00:00').toISOString(),
        'Kota King is closed at that time. Please choose one of the times listed.',
      ],
      [
        sast('2026-12-09T12:30:00').toISOString(),
        'You can order up to 6 days ahead. Please choose an earlier day.',
      ],
      ['tomorrow at lunch', 'Choose one of the times listed.'],
    ];
    for (const [slot, message] of cases) {
      const res = await checkout(slot, { payment_method: 'payfast' });
      expect(res.status, slot).toBeOneOf([400, 422]);
      expect(res.body.error.message, slot).toBe(message);
    }
    expect(await orderCount()).toBe(before);
  });

  it('places the order tonight under Scheduled and releases it into New at the slot minus the preparation time', async () => {
    now = TONIGHT;
    const res = await checkout(TOMORROW_LUNCH);
    expect(res.status).toBe(201);
    const o = res.body.order;
    expect([o.status, o.scheduled_for]).toEqual(['placed', TOMORROW_LUNCH.toISOString()]);
    const waiting = await deskOrder(o.id);
    expect(waiting).toMatchObject({
      status: 'placed',
      scheduled_waiting: true,
      accept_by: null,
      // The items' longest preparation time is 15 minutes (the seed builders' default).
      release_at: sast('2026-12-03T12:15:00').toISOString(),
    });
    // Not accepted, not escalated and not auto-rejected while it waits, however long that is.
    const early = await f.t.request<ApiError>('POST', `/api/restaurant/orders/${o.id}/confirm`, {
      cookie: f.cookies.owner,
      body: { preparation_minutes: 20 },
    });
    expect(early.status).toBe(409);
    now = sast('2026-12-03T12:14:00');
    expect(await f.t.app.jobs.autoRejectUnanswered()).toBe(0);
    expect(await f.t.app.jobs.escalateUnanswered()).toBe(0);
    expect(await f.t.app.jobs.releaseScheduledOrders()).toEqual({ released: 0, cancelled: 0 });
    const newOrderPush = () =>
      f.db
        .select()
        .from(messages)
        .where(eq(messages.eventKey, `order:${o.id}:new`));
    expect(await newOrderPush()).toEqual([]);

    now = sast('2026-12-03T12:15:00');
    expect(await f.t.app.jobs.releaseScheduledOrders()).toEqual({ released: 1, cancelled: 0 });
    // A second sweep (another instance) releases nothing again.
    expect(await f.t.app.jobs.releaseScheduledOrders()).toEqual({ released: 0, cancelled: 0 });
    expect(await deskOrder(o.id)).toMatchObject({
      scheduled_waiting: false,
      accept_by: sast('2026-12-03T12:23:00').toISOString(),
    });
    expect((await newOrderPush()).length).toBeGreaterThan(0);
    const confirm = await f.t.request('POST', `/api/restaurant/orders/${o.id}/confirm`, {
      cookie: f.cookies.owner,
      body: { preparation_minutes: 20 },
    });
    expect(confirm.status).toBe(200);
  });

  it('a venue that closes before the slot: the order is cancelled, the customer told and a paid order refunded', async () => {
    now = TONIGHT;
    const res = await checkout(TOMORROW_LUNCH, { payment_method: 'payfast' });
    expect(res.status).toBe(201);
    const o = res.body.order;
    await f.db.insert(paymentNotifications).values({
      sourceIp: '127.0.0.1',
      mPaymentId: o.order_number,
      pfPaymentId: 'pf-scheduled-1',
      paymentStatus: 'COMPLETE',
      amountGross: (o.total_cents / 100).toFixed(2),
      payload: [['pf_payment_id', 'pf-scheduled-1']],
      outcome: 'paid',
    });
    const port = createOrderPayments({ data: createDataAccess(f.db), announce: async () => {} });
    expect(await port.markPaid(o.id, 'pf-scheduled-1')).toBe('paid');

    // Still open at the slot: nothing happens tonight.
    expect(await f.t.app.jobs.releaseScheduledOrders()).toEqual({ released: 0, cancelled: 0 });
    // The owner closes tomorrow (a holiday).
    const closed = await f.t.request('PATCH', `/api/restaurant/venues/${f.restaurant.id}/settings`, {
      cookie: f.cookies.owner,
      body: { closed_dates: ['2026-12-03'] },
    });
    expect(closed.status).toBe(200);
    expect(await f.t.app.jobs.releaseScheduledOrders()).toEqual({ released: 0, cancelled: 1 });

    const after = (await f.t.get<Order>(`/api/orders/${o.id}`, { cookie: f.cookies.customer })).body;
    expect(after.status).toBe('cancelled');
    expect(after.cancel_reason).toBe(
      'Kota King is closed at the time you chose (tomorrow 12:30), so your order was cancelled. If you paid online, your payment will be refunded.',
    );
    // Told on their channels (the cancellation message) and refunded in full through the payments port.
    const told = await f.db
      .select()
      .from(messages)
      .where(like(messages.eventKey, `order:${o.id}:cancelled`));
    expect(told.length).toBeGreaterThan(0);
    const money = await f.db.select().from(refunds).where(eq(refunds.orderId, o.id));
    expect(money.reduce((n, r) => n + r.amountCents, 0)).toBe(o.total_cents);
    expect(money.every((r) => r.status !== 'owed')).toBe(true);
    // The slot is gone from the list too.
    expect((await slots()).slots.some((s) => s.startsWith('2026-12-03'))).toBe(false);
    await f.t.request('PATCH', `/api/restaurant/venues/${f.restaurant.id}/settings`, {
      cookie: f.cookies.owner,
      body: { closed_dates: [] },
    });
  });

  it('a venue that turns scheduling off or asks for notice: the list follows and checkout refuses', async () => {
    now = sast('2026-12-03T11:50:00');
    const lead = await f.t.request('PATCH', `/api/restaurant/venues/${f.restaurant.id}/settings`, {
      cookie: f.cookies.owner,
      body: { scheduling_lead_minutes: 60 },
    });
    expect(lead.status).toBe(200);
    expect((await slots()).slots[0]).toBe(sast('2026-12-03T13:00:00').toISOString());
    const soon = await checkout(sast('2026-12-03T12:30:00'));
    expect([soon.status, soon.body.error.message]).toEqual([
      422,
      "Kota King needs at least 60 minutes' notice. Please choose a later time.",
    ]);
    await f.t.request('PATCH', `/api/restaurant/venues/${f.restaurant.id}/settings`, {
      cookie: f.cookies.owner,
      body: { scheduling_enabled: false },
    });
    expect(await slots()).toMatchObject({ enabled: false, slots: [] });
    const off = await checkout(sast('2026-12-03T13:30:00'));
    expect([off.status, off.body.error.message]).toEqual([
      422,
      'Kota King does not take orders for later. Please choose Now.',
    ]);
  });
});
