import type { AdminOrderDispatch, DriverDispatchOfferResponse } from '@lekker/core/contracts/dispatch';
import type { Order } from '@lekker/core/contracts/orders';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

// The venue of the fixture is at -25.856, 25.6403; one hundredth of a degree of latitude is about 1.1 km.
const NEAR = { latitude: -25.85, longitude: 25.64 }; // 0.7 km
const FIVE_KM = { latitude: -25.811, longitude: 25.6403 };
const SEVEN_KM = { latitude: -25.793, longitude: 25.6403 };
const EIGHT_KM = { latitude: -25.784, longitude: 25.6403 };

describe('dispatch: offers to the best driver in waves, one tap to accept or decline', () => {
  let f: OrderFixture;
  let now = new Date('2026-12-02T10:00:00Z');
  beforeAll(async () => {
    f = await orderFixture({ clock: () => now });
  });
  afterAll(() => f.t.close());
  beforeEach(async () => {
    // Each test starts with both drivers off shift, holding no job.
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
  const offerOf = async (cookie: string) => {
    const res = await f.t.get<DriverDispatchOfferResponse>('/api/driver/offer', { cookie });
    expect(res.status).toBe(200);
    return res.body.offer;
  };
  /** A cash order placed and accepted with 5 minutes of preparation (the first wave goes at once). */
  const acceptedOrder = async (overrides: Record<string, unknown> = {}) => {
    const placed = await f.t.request<{ order: Order }>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody(overrides),
    });
    expect(placed.status).toBe(201);
    const confirm = await f.t.request('POST', `/api/restaurant/orders/${placed.body.order.id}/confirm`, {
      cookie: f.cookies.owner,
      body: { preparation_minutes: 5 },
    });
    expect(confirm.status).toBe(200);
    return placed.body.order;
  };
  const later = async (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
    await f.t.app.jobs.dispatchWaves();
  };

  it('offers the nearer of two drivers first, and the other once 30 s passed unanswered', async () => {
    await at(f.cookies.driver, FIVE_KM);
    await at(f.cookies.driver2, NEAR);
    const o = await acceptedOrder();
    const first = await offerOf(f.cookies.driver2);
    expect(first).toMatchObject({
      wave: 1,
      window_seconds: 30,
      job: { order_id: o.id, restaurant: { name: 'Kota King' } },
    });
    expect(Date.parse(first!.expires_at) - now.getTime()).toBe(30_000);
    expect(await offerOf(f.cookies.driver)).toBeNull();
    // Within the window nothing moves.
    await later(20);
    expect(await offerOf(f.cookies.driver)).toBeNull();
    await later(11);
    expect(await offerOf(f.cookies.driver2)).toBeNull();
    expect(await offerOf(f.cookies.driver)).toMatchObject({ wave: 2, job: { order_id: o.id } });
    // The second driver takes it with one tap.
    const accepted = await f.t.request('POST', `/api/driver/orders/${o.id}/accept`, {
      cookie: f.cookies.driver,
    });
    expect(accepted.status).toBe(200);
    expect(await offerOf(f.cookies.driver)).toBeNull();
    // The admin sees whom the dispatcher offered it to, and why (the score: minutes to the venue).
    const board = await f.t.get<AdminOrderDispatch>(`/api/admin/orders/${o.id}/dispatch`, {
      cookie: f.cookies.admin,
    });
    expect(board.status).toBe(200);
    expect(board.body).toMatchObject({ state: 'placed', wave: 2, next_at: null });
    expect(board.body.offers.map((x) => [x.driver_id, x.driver_name, x.wave, x.status])).toEqual([
      [f.users.driver2.id, 'driver2', 1, 'expired'],
      [f.users.driver.id, 'driver1', 2, 'accepted'],
    ]);
    expect(board.body.offers[0]!.score).toBeLessThan(board.body.offers[1]!.score);
  });

  it('a decline sends the job to the next wave at once; an answer after the window is refused', async () => {
    await at(f.cookies.driver, FIVE_KM);
    await at(f.cookies.driver2, NEAR);
    const o = await acceptedOrder();
    const declined = await f.t.request('POST', `/api/driver/offers/${o.id}/decline`, {
      cookie: f.cookies.driver2,
    });
    expect(declined.status).toBe(200);
    expect(await offerOf(f.cookies.driver)).toMatchObject({ wave: 2, job: { order_id: o.id } });
    const again = await f.t.request<{ error: { message: string } }>(
      'POST',
      `/api/driver/offers/${o.id}/decline`,
      {
        cookie: f.cookies.driver2,
      },
    );
    expect([again.status, again.body.error.message]).toEqual([409, 'This offer has ended.']);
    // Nobody left after the second wave: the order stays in the 20 km feed, offered to no one again.
    await later(31);
    expect(await offerOf(f.cookies.driver)).toBeNull();
    expect(await offerOf(f.cookies.driver2)).toBeNull();
    expect((await f.t.app.dispatch.offersOf(o.id)).map((x) => x.status)).toEqual(['declined', 'expired']);
  });

  it('of two drivers accepting the same offer at once exactly one wins', async () => {
    // Nobody within 6 km: the first wave is skipped and the second offers both.
    await at(f.cookies.driver, SEVEN_KM);
    await at(f.cookies.driver2, EIGHT_KM);
    const o = await acceptedOrder();
    expect(await offerOf(f.cookies.driver)).toMatchObject({ wave: 2 });
    expect(await offerOf(f.cookies.driver2)).toMatchObject({ wave: 2 });
    const answers = await Promise.all(
      [f.cookies.driver, f.cookies.driver2].map((cookie) =>
        f.t.request<{ error?: { message: string } }>('POST', `/api/driver/orders/${o.id}/accept`, { cookie }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error!.message).toBe('Another driver took this job');
    const statuses = (await f.t.app.dispatch.offersOf(o.id)).map((x) => x.status).sort();
    expect(statuses).toEqual(['accepted', 'withdrawn']);
  });
  // Last: the cash it gives the nearer driver counts all week.
  it('never offers a cash order to a driver it would take over the cash limit', async () => {
    await at(f.cookies.driver, FIVE_KM);
    await at(f.cookies.driver2, NEAR);
    // The nearer driver took R1 450 at doors this week.
    const earlier = await acceptedOrder();
    await f.t.database.db.execute(
      `update orders set status = 'delivered', driver_id = '${f.users.driver2.id}', cash_collected_cents = 145000,
        delivered_at = '${now.toISOString()}' where id = '${earlier.id}'`,
    );
    const cash = await acceptedOrder();
    expect(await offerOf(f.cookies.driver)).toMatchObject({ wave: 1, job: { order_id: cash.id } });
    await later(31);
    expect(await offerOf(f.cookies.driver2)).toBeNull();
    const offered = (await f.t.app.dispatch.offersOf(cash.id)).map((x) => x.driverId);
    expect(offered).toEqual([f.users.driver.id]);
  });
});
