import type { DeskOrder, DeskOrders } from '@lekker/core/contracts/desk';
import type { Order } from '@lekker/core/contracts/orders';
import { AUTO_REJECT_REASON } from '@lekker/core/desk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  menuItems,
  orderEvents,
  orderOutbox,
  orderPayments,
  orders,
  refunds,
} from '../../db/schema/index.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { createDataAccess } from '../repositories.ts';

type Err = { error: { code: string; message: string; fields?: Record<string, string> } };

async function placeCashOrder(f: OrderFixture, body: Record<string, unknown> = {}): Promise<Order> {
  const res = await f.t.request<{ order: Order }>('POST', '/api/orders', {
    cookie: f.cookies.customer,
    body: f.checkoutBody(body),
  });
  expect(res.status).toBe(201);
  return res.body.order;
}

const act = (f: OrderFixture, cookie: string, path: string, body?: unknown) =>
  f.t.request<Order & Err>('POST', `/api${path}`, { cookie, body });

const desk = async (f: OrderFixture, cookie = f.cookies.owner) =>
  f.t.get<DeskOrders & Err>(`/api/restaurant/venues/${f.restaurant.id}/desk`, { cookie });

describe('order desk through the API', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderFixture();
    // The kota takes longest: the suggested preparation time is its 25 minutes.
    await f.db.update(menuItems).set({ preparationTime: 25 }).where(eq(menuItems.id, f.items.kota.id));
  });
  afterAll(() => f.t.close());

  it('lists the open orders with what the counter needs: first name, phone, lines, suggestion, deadline', async () => {
    const o = await placeCashOrder(f);
    const res = await desk(f);
    expect(res.status).toBe(200);
    const mine = res.body.orders.find((x) => x.id === o.id) as DeskOrder;
    expect(mine).toMatchObject({
      order_number: o.order_number,
      status: 'placed',
      payment_method: 'cash',
      paid: false,
      customer: { first_name: 'alice' },
      suggested_prep_minutes: 25,
      driver: null,
      custom_delivery: null,
      delivery_location: { latitude: -25.83, longitude: 25.6403 },
    });
    expect(mine.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Kota', quantity: 2, special_instructions: 'extra atchar' }),
        expect.objectContaining({ name: 'Chips', quantity: 1 }),
      ]),
    );
    // Auto-reject deadline: placed + 8 minutes (the default ORDER_ACCEPT_TIMEOUT_MINUTES).
    expect(Date.parse(mine.accept_by!) - Date.parse(mine.placed_at!)).toBe(8 * 60_000);
    expect(mine.events.map((e) => e.to_status)).toEqual(['placed']);
    expect(Date.parse(res.body.synced_at)).not.toBeNaN();
  });

  it("keeps another venue's desk and orders away (404) and non-restaurant accounts out (403)", async () => {
    expect((await desk(f, f.cookies.otherOwner)).status).toBe(404);
    expect((await desk(f, f.cookies.customer)).status).toBe(403);
    const o = await placeCashOrder(f);
    for (const path of ['confirm', 'reject', 'preparing', 'ready']) {
      const body = path === 'confirm' ? { preparation_minutes: 10 } : { code: 'too_busy' };
      expect((await act(f, f.cookies.otherOwner, `/restaurant/orders/${o.id}/${path}`, body)).status).toBe(
        404,
      );
    }
  });

  it('repeating an action answers the order as it is (idempotent), not an error', async () => {
    const o = await placeCashOrder(f);
    const first = await act(f, f.cookies.owner, `/restaurant/orders/${o.id}/confirm`, {
      preparation_minutes: 20,
    });
    const again = await act(f, f.cookies.owner, `/restaurant/orders/${o.id}/confirm`, {
      preparation_minutes: 35,
    });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect([again.body.status, again.body.preparation_minutes]).toEqual(['confirmed', 20]);
    for (const step of ['preparing', 'preparing', 'ready', 'ready']) {
      const res = await act(f, f.cookies.owner, `/restaurant/orders/${o.id}/${step}`);
      expect([res.status, res.body.status]).toEqual([200, step]);
    }
    // Confirming an order that is already ready is a no-op too: it answers the order as it is.
    const late = await act(f, f.cookies.owner, `/restaurant/orders/${o.id}/confirm`, {
      preparation_minutes: 20,
    });
    expect([late.status, late.body.status]).toEqual([200, 'ready']);
    const events = await f.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.map((e) => e.toStatus).sort()).toEqual(['confirmed', 'placed', 'preparing', 'ready']);
    // Once a driver is assigned, the desk names them (and their phone) for the handover.
    await f.db.update(orders).set({ driverId: f.users.driver.id }).where(eq(orders.id, o.id));
    const ready = (await desk(f)).body.orders.find((x) => x.id === o.id)!;
    expect([ready.status, ready.driver, ready.preparation_minutes]).toEqual([
      'ready',
      { name: 'driver1', phone: '072 000 0000' },
      20,
    ]);
    expect(ready.events.map((e) => e.to_status)).toEqual(['placed', 'confirmed', 'preparing', 'ready']);

    const r = await placeCashOrder(f);
    const rejected = await act(f, f.cookies.owner, `/restaurant/orders/${r.id}/reject`, { code: 'too_busy' });
    const rejectedAgain = await act(f, f.cookies.owner, `/restaurant/orders/${r.id}/reject`, {
      code: 'closing_early',
    });
    expect([rejected.status, rejectedAgain.status]).toEqual([200, 200]);
    expect(rejectedAgain.body.cancel_reason).toBe(rejected.body.cancel_reason);
  });

  it('answers a readable 409 when someone else moved the order first', async () => {
    const o = await placeCashOrder(f);
    await f.t.request('POST', `/api/orders/${o.id}/cancel`, { cookie: f.cookies.customer });
    const confirm = await act(f, f.cookies.owner, `/restaurant/orders/${o.id}/confirm`, {
      preparation_minutes: 15,
    });
    expect(confirm.status).toBe(409);
    expect(confirm.body.error.message).toBe(
      `Order ${o.order_number} was already cancelled: Cancelled by the customer`,
    );

    const p = await placeCashOrder(f);
    await act(f, f.cookies.owner, `/restaurant/orders/${p.id}/confirm`, { preparation_minutes: 15 });
    const reject = await act(f, f.cookies.owner, `/restaurant/orders/${p.id}/reject`, { code: 'too_busy' });
    expect(reject.status).toBe(409);
    expect(reject.body.error.message).toMatch(
      new RegExp(
        `^Order ${p.order_number} is already confirmed: it was updated elsewhere.*cannot be rejected now\\.$`,
      ),
    );

    // Two devices accepting at once: one moves it, the other gets the same order back.
    const q = await placeCashOrder(f);
    const both = await Promise.all([
      act(f, f.cookies.owner, `/restaurant/orders/${q.id}/confirm`, { preparation_minutes: 15 }),
      act(f, f.cookies.owner, `/restaurant/orders/${q.id}/confirm`, { preparation_minutes: 25 }),
    ]);
    expect(both.map((r) => [r.status, r.body.status])).toEqual([
      [200, 'confirmed'],
      [200, 'confirmed'],
    ]);
  });

  it('rejects with a coded reason the customer reads; "item sold out" sells the item out for today', async () => {
    const busy = await placeCashOrder(f);
    const res = await act(f, f.cookies.owner, `/restaurant/orders/${busy.id}/reject`, { code: 'too_busy' });
    expect(res.status).toBe(200);
    const seen = await f.t.get<Order>(`/api/orders/${busy.id}`, { cookie: f.cookies.customer });
    expect(seen.body.cancel_reason).toMatch(/too busy/);
    const [row] = await f.db.select().from(orders).where(eq(orders.id, busy.id));
    expect(row!.cancelCode).toBe('too_busy');

    const other = await placeCashOrder(f);
    const missing = await act(f, f.cookies.owner, `/restaurant/orders/${other.id}/reject`, { code: 'other' });
    expect([missing.status, missing.body.error.fields?.reason]).toEqual([400, 'Please give a reason']);
    const notInOrder = await act(f, f.cookies.owner, `/restaurant/orders/${other.id}/reject`, {
      code: 'item_sold_out',
      menu_item_id: f.items.soldOut.id,
    });
    expect(notInOrder.status).toBe(422);
    const [stillPlaced] = await f.db.select().from(orders).where(eq(orders.id, other.id));
    expect(stillPlaced!.status).toBe('placed');

    const soldOut = await act(f, f.cookies.owner, `/restaurant/orders/${other.id}/reject`, {
      code: 'item_sold_out',
      menu_item_id: f.items.chips.id,
    });
    expect([soldOut.status, soldOut.body.cancel_reason]).toEqual([
      200,
      'Sorry, Chips is sold out, so the restaurant could not accept your order.',
    ]);
    const [chips] = await f.db.select().from(menuItems).where(eq(menuItems.id, f.items.chips.id));
    // Sold out for today, not switched off (the owner's switch stays on).
    expect(chips!.isAvailable).toBe(true);
    expect(chips!.soldOutUntil).not.toBeNull();
    await f.db.update(menuItems).set({ soldOutUntil: null }).where(eq(menuItems.id, f.items.chips.id));

    const today = await desk(f);
    const done = today.body.orders.find((x) => x.id === other.id)!;
    expect([done.status, done.cancel_code, done.accept_by]).toEqual(['cancelled', 'item_sold_out', null]);
  });
});

describe('auto-reject of unanswered orders (fake clock)', () => {
  let f: OrderFixture;
  let aheadMs = 0;
  beforeAll(async () => {
    f = await orderFixture({ clock: () => new Date(Date.now() + aheadMs) });
  });
  afterAll(() => f.t.close());
  const sweep = () => f.t.app.jobs.autoRejectUnanswered();

  it('cancels a placed order nobody answered within 8 minutes, once, with a reason the customer sees', async () => {
    const o = await placeCashOrder(f);
    const answered = await placeCashOrder(f);
    await act(f, f.cookies.owner, `/restaurant/orders/${answered.id}/confirm`, { preparation_minutes: 15 });

    const published: [string, string, string][] = [];
    f.t.app.realtime.bus.subscribe((room, event) => {
      if (event.type === 'order.updated') published.push([room, event.order_id, event.status]);
    });
    aheadMs = 7 * 60_000;
    expect(await sweep()).toBe(0);
    aheadMs = 8 * 60_000 + 5_000;
    // Two instances sweeping at the same moment: the order is rejected exactly once.
    const counts = await Promise.all([sweep(), sweep()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sweep()).toBe(0);

    const seen = await f.t.get<Order>(`/api/orders/${o.id}`, { cookie: f.cookies.customer });
    expect([seen.body.status, seen.body.cancel_reason]).toEqual(['cancelled', AUTO_REJECT_REASON]);
    const [row] = await f.db.select().from(orders).where(eq(orders.id, o.id));
    expect([row!.cancelCode, row!.refundStatus]).toEqual(['auto_rejected', null]);
    const events = await f.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.filter((e) => e.toStatus === 'cancelled').map((e) => e.actorRole)).toEqual(['system']);
    // Its announcement went through the outbox written with the cancellation, and was delivered.
    const outbox = await f.db.select().from(orderOutbox).where(eq(orderOutbox.orderId, o.id));
    const cancelled = outbox.filter((x) => x.payload.status === 'cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.deliveredAt).not.toBeNull();
    // Announced live to the customer and the desk.
    expect(published).toEqual(
      expect.arrayContaining([
        [`user:${f.users.customer.id}`, o.id, 'cancelled'],
        [`restaurant:${f.restaurant.id}`, o.id, 'cancelled'],
      ]),
    );
    // The confirmed one is untouched; the late owner gets a readable 409.
    const [kept] = await f.db.select().from(orders).where(eq(orders.id, answered.id));
    expect(kept!.status).toBe('confirmed');
    const late = await act(f, f.cookies.owner, `/restaurant/orders/${o.id}/confirm`, {
      preparation_minutes: 15,
    });
    expect([late.status, late.body.error.message]).toEqual([
      409,
      `Order ${o.order_number} was already cancelled: ${AUTO_REJECT_REASON}`,
    ]);
  });

  it('marks a paid (PayFast) order as owing a refund', async () => {
    aheadMs = 0;
    const res = await f.t.request<{ order: Order }>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody({ payment_method: 'payfast' }),
    });
    expect(res.status).toBe(201);
    const id = res.body.order.id;
    // As the PayFast ITN leaves it: paid (its payment recorded) and placed.
    const [paid] = await f.db
      .update(orders)
      .set({ status: 'placed', placedAt: new Date(), pfPaymentId: `pf-${id.slice(0, 8)}` })
      .where(eq(orders.id, id))
      .returning();
    await f.db
      .insert(orderPayments)
      .values({ pfPaymentId: paid!.pfPaymentId!, orderId: id, amountCents: paid!.totalCents });
    aheadMs = 9 * 60_000;
    expect(await sweep()).toBe(1);
    const [row] = await f.db.select().from(orders).where(eq(orders.id, id));
    expect([row!.status, row!.cancelCode, row!.refundStatus]).toEqual(['cancelled', 'auto_rejected', 'owed']);
    const owed = await f.db.select().from(refunds).where(eq(refunds.orderId, id));
    expect(owed.map((r) => [r.amountCents, r.status])).toEqual([[row!.totalCents, 'owed']]);
  });

  it('works through a backlog in bounded batches, oldest first (a huge backlog once overflowed the stack)', async () => {
    aheadMs = 0;
    const placed = [await placeCashOrder(f), await placeCashOrder(f), await placeCashOrder(f)];
    aheadMs = 9 * 60_000;
    const now = new Date(Date.now() + aheadMs);
    const cutoff = new Date(now.getTime() - 8 * 60_000);
    const batch = await createDataAccess(f.db).withTransaction((r) =>
      r.fulfilment.autoRejectUnanswered(cutoff, now, AUTO_REJECT_REASON, 2),
    );
    expect(batch.map((r) => r.id).sort()).toEqual([placed[0]!.id, placed[1]!.id].sort());
    // The sweep takes what is left.
    expect(await sweep()).toBe(1);
    const rows = await f.db.select().from(orders).where(eq(orders.id, placed[2]!.id));
    expect(rows[0]!.status).toBe('cancelled');
  });
});
