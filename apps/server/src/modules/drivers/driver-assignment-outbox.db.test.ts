import type { Order } from '@lekker/core/contracts/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderOutbox } from '../../db/schema/index.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { createDataAccess } from '../repositories.ts';

type Notifs = { notifications: { message: string; order_id: string | null }[] };

// Order outbox (docs/decisions/016-hardening-limits.md): a driver taking an order, or being taken off it, is a change like a status change: its
// announcement is written to the outbox in the change's transaction and delivered after commit, so a crash between
// the two loses nothing (the customer still hears 'Your driver … is on the way').
describe('driver assignment through the order outbox', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderFixture();
    await f.driversOnline();
  });
  afterAll(() => f.t.close());

  const data = () => createDataAccess(f.db);
  const outboxOf = (orderId: string) =>
    f.db.select().from(orderOutbox).where(eq(orderOutbox.orderId, orderId));
  const onTheWay = async (orderId: string) =>
    (await f.t.get<Notifs>('/api/notifications', { cookie: f.cookies.customer })).body.notifications.filter(
      (n) => n.order_id === orderId && /is on the way/.test(n.message),
    ).length;
  async function confirmedOrder(): Promise<Order> {
    const res = await f.t.request<{ order: Order }>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody(),
    });
    expect(res.status).toBe(201);
    const confirm = await f.t.request('POST', `/api/restaurant/orders/${res.body.order.id}/confirm`, {
      cookie: f.cookies.owner,
      body: { preparation_minutes: 15 },
    });
    expect(confirm.status).toBe(200);
    return res.body.order;
  }
  /** As if the change committed and the process died before announcing it. */
  const committedThenCrashed: ReturnType<typeof data>['withTransaction'] = (write) =>
    data().withTransaction(write);

  it("accepting writes the driver's announcement with the assignment and delivers it at once", async () => {
    const o = await confirmedOrder();
    const accept = await f.t.request('POST', `/api/driver/orders/${o.id}/accept`, {
      cookie: f.cookies.driver,
    });
    expect(accept.status).toBe(200);
    const rows = (await outboxOf(o.id)).filter((r) => r.payload.driverAssigned);
    expect(rows).toEqual([
      expect.objectContaining({
        payload: { status: 'confirmed', statusChanged: false, driverAssigned: true },
      }),
    ]);
    expect(rows[0]!.deliveredAt).not.toBeNull();
    expect(await onTheWay(o.id)).toBe(1);
    await f.t.app.jobs.deliverOutbox({ graceMs: 0 });
    expect(await onTheWay(o.id)).toBe(1);
    // Free the driver for the next test.
    const off = await f.t.request('POST', `/api/admin/orders/${o.id}/unassign-driver`, {
      cookie: f.cookies.admin,
      body: { reason: 'Driver phoned in sick' },
    });
    expect(off.status).toBe(200);
  });

  it('an accept committed just before a crash is announced by the sweep: the customer hears it once', async () => {
    const o = await confirmedOrder();
    const assigned = await committedThenCrashed(async (r) => {
      await r.drivers.lockProfile(f.users.driver2.id);
      return r.drivers.assign(o.id, f.users.driver2.id, 2500, new Date());
    });
    expect(assigned).toBeTruthy();
    const pending = (await outboxOf(o.id)).filter((r) => r.deliveredAt === null);
    expect(pending.map((r) => r.payload)).toEqual([
      { status: 'confirmed', statusChanged: false, driverAssigned: true },
    ]);
    expect(await onTheWay(o.id)).toBe(0);

    expect(await f.t.app.jobs.deliverOutbox({ graceMs: 0 })).toBeGreaterThanOrEqual(1);
    expect(await onTheWay(o.id)).toBe(1);
    expect((await outboxOf(o.id)).every((r) => r.deliveredAt !== null)).toBe(true);
    await f.t.app.jobs.deliverOutbox({ graceMs: 0 });
    expect(await onTheWay(o.id)).toBe(1);
  });

  it("taking the driver off (admin) or releasing a suspended driver's jobs writes the announcement with it", async () => {
    const o = await confirmedOrder();
    expect(
      (await f.t.request('POST', `/api/driver/orders/${o.id}/accept`, { cookie: f.cookies.driver })).status,
    ).toBe(200);
    // Through the API: written and delivered.
    const off = await f.t.request('POST', `/api/admin/orders/${o.id}/unassign-driver`, {
      cookie: f.cookies.admin,
      body: { reason: 'Driver phoned in sick' },
    });
    expect(off.status).toBe(200);
    const liveOnly = (await outboxOf(o.id)).filter(
      (r) => r.payload.statusChanged === false && !r.payload.driverAssigned,
    );
    expect(liveOnly).toHaveLength(1);
    expect(liveOnly[0]!.deliveredAt).not.toBeNull();

    // Committed, then a crash: the sweep delivers the live event; no new notice (the status did not change).
    expect(
      (await f.t.request('POST', `/api/driver/orders/${o.id}/accept`, { cookie: f.cookies.driver })).status,
    ).toBe(200);
    const noticesBefore = (
      await f.t.get<Notifs>('/api/notifications', { cookie: f.cookies.customer })
    ).body.notifications.filter((n) => n.order_id === o.id).length;
    await committedThenCrashed((r) => r.admin.unassignDriver(o.id));
    expect(
      (
        await committedThenCrashed(async (r) => {
          await r.drivers.lockProfile(f.users.driver.id);
          await r.drivers.assign(o.id, f.users.driver.id, 2500, new Date());
          return r.orders.releaseDriverJobs(
            f.users.driver.id,
            'Driver suspended: job released to other drivers',
          );
        })
      ).length,
    ).toBe(1);
    const pending = (await outboxOf(o.id)).filter((r) => r.deliveredAt === null).map((r) => r.payload);
    expect(pending).toHaveLength(3);
    expect(pending).toEqual(
      expect.arrayContaining([
        { status: 'confirmed', statusChanged: false },
        { status: 'confirmed', statusChanged: false, driverAssigned: true },
      ]),
    );
    expect(pending.filter((p) => !p.driverAssigned)).toHaveLength(2);
    await f.t.app.jobs.deliverOutbox({ graceMs: 0 });
    expect((await outboxOf(o.id)).every((r) => r.deliveredAt !== null)).toBe(true);
    const [order] = await f.db.query.orders.findMany({ where: (t, { eq: is }) => is(t.id, o.id) });
    expect(order!.driverId).toBeNull();
    // The driver who was released again is not announced as on the way.
    const noticesAfter = (
      await f.t.get<Notifs>('/api/notifications', { cookie: f.cookies.customer })
    ).body.notifications.filter((n) => n.order_id === o.id).length;
    expect(noticesAfter).toBe(noticesBefore);
  });
});
