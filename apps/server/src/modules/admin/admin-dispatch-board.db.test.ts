import type { DispatchBoard, DispatchCandidates } from '@lekker/core/contracts/dispatch-board';
import type { Order } from '@lekker/core/contracts/orders';
import { fairShareMinutes, ROAD_FACTOR, travelMinutes } from '@lekker/core/dispatch-score';
import { haversineKm } from '@lekker/core/distance';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../db/schema/index.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

// The fixture's venue is at -25.856, 25.6403; one hundredth of a degree of latitude is about 1.1 km.
const VENUE = { latitude: -25.856, longitude: 25.6403 };
const NEAR = { latitude: -25.85, longitude: 25.64 };
const FOUR_KM = { latitude: -25.82, longitude: 25.6403 };
const round1 = (x: number) => Math.round(x * 10) / 10;

describe('admin: the dispatch board, the scores behind each offer, assigning by hand, and the learnt road factor', () => {
  let f: OrderFixture;
  let now = new Date('2026-12-02T10:00:00Z');
  const admin = () => ({ cookie: f.cookies.admin });
  beforeAll(async () => {
    f = await orderFixture({ clock: () => now });
  });
  afterAll(() => f.t.close());
  beforeEach(async () => {
    // Each test an hour later (the road factor cache is stale by then), no open order, both drivers off shift.
    now = new Date(now.getTime() + 60 * 60_000);
    await f.t.database.db.execute(`update orders set status = 'cancelled' where status <> 'delivered'`);
    for (const cookie of [f.cookies.driver, f.cookies.driver2])
      await f.t.request('POST', '/api/driver/shift', { cookie, body: { online: false } });
  });

  const at = async (cookie: string, where: { latitude: number; longitude: number }) => {
    expect((await f.t.request('POST', '/api/driver/shift', { cookie, body: { online: true } })).status).toBe(
      200,
    );
    expect((await f.t.request('POST', '/api/driver/location', { cookie, body: where })).status).toBe(200);
  };
  const later = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };
  /** A cash order placed and accepted by the venue with `prep` minutes of preparation. */
  const acceptedOrder = async (prep = 5) => {
    const placed = await f.t.request<{ order: Order }>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody(),
    });
    expect(placed.status).toBe(201);
    const confirm = await f.t.request('POST', `/api/restaurant/orders/${placed.body.order.id}/confirm`, {
      cookie: f.cookies.owner,
      body: { preparation_minutes: prep },
    });
    expect(confirm.status).toBe(200);
    return placed.body.order;
  };
  const board = async () => {
    const res = await f.t.get<DispatchBoard>('/api/admin/dispatch/board', admin());
    expect(res.status).toBe(200);
    return res.body;
  };
  const candidates = async (orderId: string) => {
    const res = await f.t.get<DispatchCandidates>(
      `/api/admin/dispatch/orders/${orderId}/candidates`,
      admin(),
    );
    expect(res.status).toBe(200);
    return res.body;
  };

  it('shows drivers free, on a job or stale with the age of their position, and waiting orders with their age', async () => {
    const o = await acceptedOrder(30);
    // The venue's acceptance is stamped with the database's time, not the test clock: set it to the clock's now.
    await f.t.database.db
      .update(orders)
      .set({ confirmedAt: new Date(now.getTime()) })
      .where(inArray(orders.id, [o.id]));
    later(2);
    await at(f.cookies.driver2, FOUR_KM);
    later(2.5);
    await at(f.cookies.driver, NEAR);
    later(0.5);
    const b = await board();
    const byId = new Map(b.drivers.map((d) => [d.user_id, d]));
    expect(byId.get(f.users.driver.id)).toMatchObject({
      state: 'free',
      position: NEAR,
      position_age_seconds: 30,
    });
    expect(byId.get(f.users.driver2.id)).toMatchObject({ state: 'stale', position_age_seconds: 180 });
    expect(b.waiting).toEqual([
      expect.objectContaining({ order_id: o.id, status: 'confirmed', age_minutes: 5, venue: VENUE, wave: 0 }),
    ]);
    // Taken by the driver: on a job, and no longer waiting.
    await at(f.cookies.driver, NEAR);
    expect((await f.t.request('POST', `/api/driver/orders/${o.id}/accept`, admin())).status).toBe(403);
    expect(
      (await f.t.request('POST', `/api/driver/orders/${o.id}/accept`, { cookie: f.cookies.driver })).status,
    ).toBe(200);
    const after = await board();
    expect(after.drivers.find((d) => d.user_id === f.users.driver.id)?.state).toBe('on_job');
    expect(after.waiting).toEqual([]);
  });

  it("scores the candidates with the dispatcher's own function, and the first wave's offer carries the same score", async () => {
    await at(f.cookies.driver, FOUR_KM);
    await at(f.cookies.driver2, NEAR);
    later(20);
    for (const cookie of [f.cookies.driver, f.cookies.driver2]) {
      const where = cookie === f.cookies.driver ? FOUR_KM : NEAR;
      await f.t.request('POST', '/api/driver/location', { cookie, body: where });
    }
    const o = await acceptedOrder(5);
    const c = await candidates(o.id);
    expect(c.road_factor_source).toBe('default');
    expect(c.road_factor).toBe(ROAD_FACTOR);
    expect(c.candidates.map((x) => [x.driver_id, x.rank])).toEqual([
      [f.users.driver2.id, 1],
      [f.users.driver.id, 2],
    ]);
    for (const x of c.candidates) {
      const where = x.driver_id === f.users.driver.id ? FOUR_KM : NEAR;
      expect(x.distance_km).toBeCloseTo(haversineKm(where, VENUE), 2);
      expect(x.travel_minutes).toBe(round1(travelMinutes(where, VENUE)));
      expect(x.idle_minutes).toBe(20);
      expect(x.fair_share_minutes).toBe(round1(fairShareMinutes(20)));
      expect(x.score).toBe(round1(travelMinutes(where, VENUE) - fairShareMinutes(20)));
      expect(x.excluded).toBeNull();
    }
    // The first wave went out at once (5 minutes' preparation): to the best driver, with that score.
    expect(c.history.state).toBe('offering');
    expect(c.history.offers).toEqual([
      expect.objectContaining({
        driver_id: f.users.driver2.id,
        wave: 1,
        status: 'open',
        score: c.candidates[0]!.score,
      }),
    ]);
    const res = await f.t.get(`/api/admin/dispatch/orders/${o.id}/candidates`, { cookie: f.cookies.driver });
    expect(res.status).toBe(403);
    expect((await f.t.get('/api/admin/dispatch/board', { cookie: f.cookies.owner })).status).toBe(403);
  });

  it('assigns by hand from the board: audited, the driver gets the job and the order leaves the waiting list', async () => {
    await at(f.cookies.driver, FOUR_KM);
    await at(f.cookies.driver2, NEAR);
    const o = await acceptedOrder(30);
    const res = await f.t.request('POST', `/api/admin/orders/${o.id}/reassign-driver`, {
      ...admin(),
      body: { driver_id: f.users.driver.id, reason: 'Dispatch board: driver1 is heading that way' },
    });
    expect(res.status).toBe(200);
    const audit = await f.t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.targetId, [o.id]));
    expect(audit.map((a) => a.action)).toContain('order.reassign_driver');
    expect(audit.find((a) => a.action === 'order.reassign_driver')?.summary).toMatch(
      /Assigned .* to driver1.*Dispatch board/,
    );
    const job = await f.t.get<{ job: { order_id?: string; id?: string } | null }>('/api/driver/job', {
      cookie: f.cookies.driver,
    });
    expect(JSON.stringify(job.body)).toContain(o.id);
    expect((await board()).waiting.map((w) => w.order_id)).not.toContain(o.id);
  });

  /** `n` delivered 2 km trips ending beside the venue, each taking the time that shows `factor` at 25 km/h. */
  async function seedTrips(n: number, factor: number) {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) ids.push((await acceptedOrder(30)).id);
    const minutes = ((2 * factor) / 25) * 60;
    const delivered = new Date(now.getTime() - 30 * 60_000);
    await f.t.database.db
      .update(orders)
      .set({
        status: 'delivered',
        deliveryLat: NEAR.latitude,
        deliveryLng: NEAR.longitude,
        deliveryDistanceKm: 2,
        pickedUpAt: new Date(delivered.getTime() - minutes * 60_000),
        deliveredAt: delivered,
      })
      .where(inArray(orders.id, ids));
  }

  it('learns the road factor from delivered trips once there are 5: the dispatcher and the ETA use it', async () => {
    await at(f.cookies.driver, FOUR_KM);
    await seedTrips(4, 1.8);
    later(10);
    const few = await acceptedOrder(30);
    expect((await candidates(few.id)).road_factor_source).toBe('default');
    await seedTrips(1, 1.8);
    later(10);
    await at(f.cookies.driver, FOUR_KM);
    const o = await acceptedOrder(30);
    const c = await candidates(o.id);
    expect(c).toMatchObject({ road_factor: 1.8, road_factor_source: 'area' });
    expect(c.candidates[0]!.travel_minutes).toBe(round1(travelMinutes(FOUR_KM, VENUE, 1.8)));
    // The customer's plan: the door's area has no trips of its own, so the town's 1.8 over its great circle.
    const view = await f.t.get<Order>(`/api/orders/${o.id}`, { cookie: f.cookies.customer });
    expect(view.status).toBe(200);
    const km = view.body.delivery_distance_km!;
    const travel = Math.ceil((km * 1.8 * 60) / 25);
    const [row] = await f.t.database.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [o.id]));
    expect(Date.parse(view.body.eta!)).toBe(row!.confirmedAt!.getTime() + (30 + travel) * 60_000);
    expect(travel).not.toBe(Math.ceil(20 + 2 * km));
  });
});
