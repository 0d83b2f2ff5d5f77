import type { Order } from '@lekker/core/contracts/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderEvents, orderOutbox, orders } from '../../db/schema/index.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

type Detail = {
  order: { driver: { id: string; name: string } | null };
  audit: { action: string; summary: string }[];
};
type Candidates = { drivers: { user_id: string; busy: boolean; distance_km: number | null }[] };

// Reassign a driver on an order — an approved, online driver; atomic; both drivers and the customer told.
describe('admin: reassign the driver of an order', () => {
  let f: OrderFixture;
  const admin = () => ({ cookie: f.cookies.admin });
  const reassign = (orderId: string, driverId: string, cookie = f.cookies.admin) =>
    f.t.request<Detail & { error?: { message: string } }>(
      'POST',
      `/api/admin/orders/${orderId}/reassign-driver`,
      {
        cookie,
        body: { driver_id: driverId, reason: 'Nearest free driver' },
      },
    );
  /** A cash order the venue has confirmed (open to drivers). */
  async function confirmedOrder(): Promise<string> {
    const placed = await f.t.request<{ order: Order }>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody(),
    });
    expect(placed.status).toBe(201);
    const id = placed.body.order.id;
    const ok = await f.t.request('POST', `/api/restaurant/orders/${id}/confirm`, {
      cookie: f.cookies.owner,
      body: { preparation_minutes: 15 },
    });
    expect(ok.status).toBe(200);
    return id;
  }
  const noticesOf = async (userId: string) =>
    (await f.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.message);

  beforeAll(async () => {
    f = await orderFixture();
    await f.driversOnline();
  });
  afterAll(() => f.t.close());

  it('lists the approved drivers on shift other than the current one, free ones first, with their distance', async () => {
    const id = await confirmedOrder();
    expect(
      (await f.t.request('POST', `/api/driver/orders/${id}/accept`, { cookie: f.cookies.driver })).status,
    ).toBe(200);
    const res = await f.t.get<Candidates>(`/api/admin/orders/${id}/driver-candidates`, admin());
    expect(res.status).toBe(200);
    expect(res.body.drivers.map((d) => d.user_id)).toEqual([f.users.driver2.id]);
    expect(res.body.drivers[0]).toMatchObject({ busy: false });
    expect(res.body.drivers[0]!.distance_km).toBeCloseTo(0.7, 0);
  });

  it('hands the job to another driver: event, outbox row and audit entry commit together; all three are told', async () => {
    const id = await confirmedOrder();
    // The first order is still driver 1's: free them by giving it to driver 2 first.
    const [held] = await f.db.select().from(orders).where(eq(orders.driverId, f.users.driver.id));
    const first = await reassign(held!.id, f.users.driver2.id);
    expect(first.status).toBe(200);
    expect(first.body.order.driver?.id).toBe(f.users.driver2.id);
    expect(first.body.audit[0]).toMatchObject({ action: 'order.reassign_driver' });
    expect(first.body.audit[0]!.summary).toMatch(/from driver1 to driver2/);

    const [row] = await f.db.select().from(orders).where(eq(orders.id, held!.id));
    expect(row).toMatchObject({ driverId: f.users.driver2.id, status: 'confirmed' });
    expect(row!.driverPayCents).toBeGreaterThan(0);
    const events = await f.db.select().from(orderEvents).where(eq(orderEvents.orderId, held!.id));
    expect(events.map((e) => e.note)).toContain('driver reassigned by an admin');
    const outbox = await f.db
      .select()
      .from(orderOutbox)
      .where(and(eq(orderOutbox.orderId, held!.id)));
    expect(outbox.filter((o) => (o.payload as { driverAssigned?: boolean }).driverAssigned)).toHaveLength(2);

    expect(await noticesOf(f.users.driver2.id)).toContainEqual(
      expect.stringMatching(/An admin gave you order/),
    );
    expect(await noticesOf(f.users.driver.id)).toContainEqual(
      expect.stringMatching(/given to another driver/),
    );
    expect(
      (await noticesOf(f.users.customer.id)).filter((m) => /Your driver driver2 is on the way/.test(m)),
    ).toHaveLength(1);
    // The old driver can no longer act on it; the new one can.
    expect(
      (await f.t.request('POST', `/api/driver/orders/${held!.id}/pickup`, { cookie: f.cookies.driver }))
        .status,
    ).toBe(404);

    // Driver 2 now holds a job: they are listed as busy and cannot be given a second one.
    const busy = await f.t.get<Candidates>(`/api/admin/orders/${id}/driver-candidates`, admin());
    expect(busy.body.drivers.map((d) => [d.user_id, d.busy])).toEqual([
      [f.users.driver.id, false],
      [f.users.driver2.id, true],
    ]);
    const refused = await reassign(id, f.users.driver2.id);
    expect(refused.status).toBe(409);
    expect((await f.db.select().from(orders).where(eq(orders.id, id)))[0]!.driverId).toBeNull();
  });

  it('is atomic: two orders given to the same free driver at once, one wins', async () => {
    const a = await confirmedOrder();
    const b = await confirmedOrder();
    const results = await Promise.all([reassign(a, f.users.driver.id), reassign(b, f.users.driver.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const mine = await f.db.select().from(orders).where(eq(orders.driverId, f.users.driver.id));
    expect(mine).toHaveLength(1);
  });

  it('refuses an offline or unknown driver, the same driver, a picked-up order, and non-admins', async () => {
    const id = await confirmedOrder();
    await f.t.request('POST', '/api/driver/shift', { cookie: f.cookies.driver2, body: { online: false } });
    expect((await reassign(id, f.users.driver2.id)).status).toBe(409);
    expect((await reassign(id, f.users.customer.id)).status).toBe(404);
    const [held] = await f.db.select().from(orders).where(eq(orders.driverId, f.users.driver.id));
    expect((await reassign(held!.id, f.users.driver.id)).status).toBe(409);
    await f.db.update(orders).set({ status: 'picked_up' }).where(eq(orders.id, held!.id));
    await f.t.request('POST', '/api/driver/shift', { cookie: f.cookies.driver2, body: { online: true } });
    expect((await reassign(held!.id, f.users.driver2.id)).status).toBe(409);
    for (const who of ['owner', 'driver', 'customer'] as const) {
      expect((await reassign(id, f.users.driver2.id, f.cookies[who])).status).toBe(403);
      expect(
        (await f.t.get(`/api/admin/orders/${id}/driver-candidates`, { cookie: f.cookies[who] })).status,
      ).toBe(403);
    }
    expect((await reassign(id, '')).status).toBe(400);
  });
});
