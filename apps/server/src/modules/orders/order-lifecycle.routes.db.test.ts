import type { Order } from '@lekker/core/contracts/orders';
import { orderEta, plannedEta } from '@lekker/core/order-eta';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

type Err = { error: { code: string; message: string } };
type Notifs = {
  notifications: { title: string; message: string; read: boolean; id: string }[];
  unread: number;
};

describe('order lifecycle through the API', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderFixture();
  });
  afterAll(() => f.t.close());
  // Drivers get and accept jobs only on shift with a position younger than 2 minutes (decision 010).
  beforeEach(async () => {
    await f.driversOnline();
  });

  async function placeCashOrder(cookie = f.cookies.customer): Promise<Order> {
    const res = await f.t.request<{ order: Order }>('POST', '/api/orders', {
      cookie,
      body: f.checkoutBody(),
    });
    expect(res.status).toBe(201);
    return res.body.order;
  }
  const act = (cookie: string, path: string, body?: unknown) =>
    f.t.request<Order & Err>('POST', `/api${path}`, { cookie, body });

  it('runs the happy path: confirm → preparing → ready → accept → picked up → delivered, notifying the customer', async () => {
    const o = await placeCashOrder();
    expect(
      (await act(f.cookies.owner, `/restaurant/orders/${o.id}/confirm`, { preparation_minutes: 20 })).body,
    ).toMatchObject({
      status: 'confirmed',
      preparation_minutes: 20,
    });
    expect((await act(f.cookies.owner, `/restaurant/orders/${o.id}/preparing`)).body.status).toBe(
      'preparing',
    );
    const accepted = await act(f.cookies.driver, `/driver/orders/${o.id}/accept`);
    expect([accepted.status, accepted.body.has_driver]).toEqual([200, true]);
    expect((await act(f.cookies.owner, `/restaurant/orders/${o.id}/ready`)).body.status).toBe('ready');
    expect((await act(f.cookies.driver, `/driver/orders/${o.id}/pickup`)).body.status).toBe('picked_up');

    await f.t.request('POST', '/api/driver/location', {
      cookie: f.cookies.driver,
      body: { latitude: -25.84, longitude: 25.64, heading: 90, speed_kmh: 30, accuracy: 8 },
    });
    // The position is pushed live at once and stored with the next batch (DRIVER_LOCATION_FLUSH_MS, 1 s): a read
    // of the order shows it within that interval (docs/decisions/032-sockets-and-positions-at-scale.md).
    let tracking = await f.t.get<Order>(`/api/orders/${o.id}`, { cookie: f.cookies.customer });
    await vi.waitFor(
      async () => {
        tracking = await f.t.get<Order>(`/api/orders/${o.id}`, { cookie: f.cookies.customer });
        expect(tracking.body.driver_position).toMatchObject({
          latitude: -25.84,
          longitude: 25.64,
          speed_kmh: 30,
        });
      },
      { timeout: 5000, interval: 200 },
    );
    // The server's ETA is the plan (the core rule the tracking page also reads): confirmation + 20 min + the trip.
    const confirmedAt = tracking.body.events.find((e) => e.to_status === 'confirmed')?.created_at;
    // (the confirmation event is stamped in the same transaction as the order, within a few ms of it)
    const planned = plannedEta({
      confirmedAt: new Date(confirmedAt as string),
      preparationMinutes: 20,
      distanceKm: tracking.body.delivery_distance_km,
    }).getTime();
    expect(Math.abs(Date.parse(tracking.body.eta as string) - planned)).toBeLessThan(1000);
    // With the driver's position the one ETA on the customer's screen is the driver's, not the plan.
    expect(orderEta(tracking.body, Date.parse(tracking.body.driver_position!.updated_at))?.source).toBe(
      'driver',
    );
    // Proof of delivery: the customer's code, and the cash of a Cash on Delivery order.
    expect(tracking.body.delivery_code).toMatch(/^\d{4}$/);

    const done = await act(f.cookies.driver, `/driver/orders/${o.id}/deliver`, {
      code: tracking.body.delivery_code,
      cash_collected_cents: o.total_cents,
    });
    expect(done.body.status).toBe('delivered');
    expect(done.body.events.map((e) => e.to_status)).toEqual([
      'placed',
      'confirmed',
      'preparing',
      'ready',
      'picked_up',
      'delivered',
    ]);

    const n = await f.t.get<Notifs>('/api/notifications', { cookie: f.cookies.customer });
    expect(n.body.notifications.map((x) => x.message).reverse()).toEqual([
      'Your order has been confirmed!',
      'Your order is being prepared',
      // The driver took it (docs/product.md#order-notifications): their first name, from the account name 'driver1'.
      'Your driver driver1 is on the way',
      'Your order is ready for pickup',
      'Your order is out for delivery',
      'Your order has been delivered!',
    ]);
    expect(n.body.unread).toBe(6);
    // Nobody else got them.
    expect(
      (await f.t.get<Notifs>('/api/notifications', { cookie: f.cookies.customerB })).body.notifications,
    ).toEqual([]);

    // Review once, after delivery: until then the order asks for a rating, afterwards it shows the one given.
    const before = await f.t.get<Order>(`/api/orders/${o.id}`, { cookie: f.cookies.customer });
    expect([before.body.can_review, before.body.my_rating]).toEqual([true, null]);
    const review = await f.t.request('POST', `/api/orders/${o.id}/review`, {
      cookie: f.cookies.customer,
      body: { rating: 5, comment: 'Lekker!' },
    });
    expect(review.status).toBe(201);
    const again = await f.t.request<Err>('POST', `/api/orders/${o.id}/review`, {
      cookie: f.cookies.customer,
      body: { rating: 4 },
    });
    expect([again.status, again.body.error.message]).toEqual([409, 'You have already reviewed this order.']);
    const rated = await f.t.get<Order>(`/api/orders/${o.id}`, { cookie: f.cookies.customer });
    expect([rated.body.can_review, rated.body.my_rating]).toEqual([false, 5]);
    const history = await f.t.get<{ orders: { id: string; my_rating?: number | null }[] }>('/api/orders', {
      cookie: f.cookies.customer,
    });
    expect(history.body.orders.find((x) => x.id === o.id)?.my_rating).toBe(5);
    const reviews = await f.t.get<{ reviews: { restaurant_comment: string }[] }>(
      `/api/restaurants/${f.restaurant.id}/reviews`,
    );
    expect(reviews.body.reviews[0]!.restaurant_comment).toBe('Lekker!');
  });

  it("writes the bell's notices in the customer's language (docs/decisions/061-i18n-library-and-locale.md)", async () => {
    const cookie = f.cookies.customerB;
    expect((await f.t.request('PATCH', '/api/profile', { cookie, body: { language: 'zu-ZA' } })).status).toBe(
      200,
    );
    const o = await placeCashOrder(cookie);
    await act(f.cookies.owner, `/restaurant/orders/${o.id}/confirm`, { preparation_minutes: 20 });
    await act(f.cookies.driver, `/driver/orders/${o.id}/accept`);
    const n = await f.t.get<Notifs>('/api/notifications', { cookie });
    expect(n.body.notifications.map((x) => [x.title, x.message]).reverse()).toEqual([
      ['Isibuyekezo se-oda', 'I-oda yakho iqinisekisiwe!'],
      ['Isibuyekezo se-oda', 'Umshayeli wakho u-driver1 usendleleni'],
    ]);
    // The driver is free again for the next tests.
    await act(f.cookies.admin, `/admin/orders/${o.id}/cancel`, { reason: 'Test over' });
    await f.t.request('PATCH', '/api/profile', { cookie, body: { language: 'en-ZA' } });
  });
  it('refuses illegal moves with 409 and a clear message, changing nothing', async () => {
    const o = await placeCashOrder();
    const early = await act(f.cookies.owner, `/restaurant/orders/${o.id}/ready`);
    expect([early.status, early.body.error.message]).toEqual([
      409,
      'This order is order placed: it cannot be marked ready for pickup now.',
    ]);
    const accept = await act(f.cookies.driver, `/driver/orders/${o.id}/accept`);
    expect(accept.status).toBe(409);
    const view = await f.t.get<Order>(`/api/orders/${o.id}`, { cookie: f.cookies.customer });
    expect([view.body.status, view.body.has_driver]).toEqual(['placed', false]);
  });

  it("hides other restaurants' and drivers' orders (404), and refuses the wrong role (403)", async () => {
    const o = await placeCashOrder();
    expect(
      (await act(f.cookies.otherOwner, `/restaurant/orders/${o.id}/confirm`, { preparation_minutes: 10 }))
        .status,
    ).toBe(404);
    expect(
      (await act(f.cookies.customer, `/restaurant/orders/${o.id}/confirm`, { preparation_minutes: 10 }))
        .status,
    ).toBe(403);
    expect((await act(f.cookies.driver, `/driver/orders/${o.id}/pickup`)).status).toBe(404);
    expect((await act(f.cookies.customer, `/admin/orders/${o.id}/cancel`, { reason: 'nope' })).status).toBe(
      403,
    );
  });

  it('the customer may cancel before confirmation, not after', async () => {
    const a = await placeCashOrder();
    const cancelled = await f.t.request<Order>('POST', `/api/orders/${a.id}/cancel`, {
      cookie: f.cookies.customer,
    });
    expect(cancelled.body.status).toBe('cancelled');
    const b = await placeCashOrder();
    await act(f.cookies.owner, `/restaurant/orders/${b.id}/confirm`, { preparation_minutes: 15 });
    const late = await f.t.request<Err>('POST', `/api/orders/${b.id}/cancel`, { cookie: f.cookies.customer });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/can no longer be cancelled/);
    expect(
      (await f.t.request('POST', `/api/orders/${b.id}/cancel`, { cookie: f.cookies.customerB })).status,
    ).toBe(404);
  });

  it('the restaurant rejects with a reason; the admin cancels any undelivered order', async () => {
    const a = await placeCashOrder();
    const rejected = await act(f.cookies.owner, `/restaurant/orders/${a.id}/reject`, {
      reason: 'Out of bread rolls',
    });
    expect([rejected.body.status, rejected.body.cancel_reason]).toEqual(['cancelled', 'Out of bread rolls']);
    const b = await placeCashOrder();
    await act(f.cookies.owner, `/restaurant/orders/${b.id}/confirm`, { preparation_minutes: 15 });
    const byAdmin = await act(f.cookies.admin, `/admin/orders/${b.id}/cancel`, { reason: 'Customer called' });
    expect(byAdmin.body.status).toBe('cancelled');
    expect((await act(f.cookies.admin, `/admin/orders/${b.id}/cancel`, { reason: 'again' })).status).toBe(
      409,
    );
  });

  it('of two drivers accepting at once, exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const o = await placeCashOrder();
      await act(f.cookies.owner, `/restaurant/orders/${o.id}/confirm`, { preparation_minutes: 15 });
      const results = await Promise.all([
        act(f.cookies.driver, `/driver/orders/${o.id}/accept`),
        act(f.cookies.driver2, `/driver/orders/${o.id}/accept`),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const loser = results.find((r) => r.status === 409)!;
      expect(loser.body.error.message).toBe('Another driver took this job');
      // One job at a time: free the winner for the next round.
      await act(f.cookies.admin, `/admin/orders/${o.id}/cancel`, { reason: 'Test round over' });
    }
  });

  it('drivers see open jobs near them, nearest first, until one is taken', async () => {
    const o = await placeCashOrder();
    await act(f.cookies.owner, `/restaurant/orders/${o.id}/confirm`, { preparation_minutes: 15 });
    const offers = await f.t.get<{ offers: { order_id: string; restaurant_distance_km: number }[] }>(
      '/api/driver/offers',
      { cookie: f.cookies.driver2 },
    );
    expect(offers.body.offers.map((x) => x.order_id)).toContain(o.id);
    await act(f.cookies.driver, `/driver/orders/${o.id}/accept`);
    const after = await f.t.get<{ offers: { order_id: string }[] }>('/api/driver/offers', {
      cookie: f.cookies.driver2,
    });
    expect(after.body.offers.map((x) => x.order_id)).not.toContain(o.id);
  });

  it('notifications: mark one read, mark all, clear; never another user’s', async () => {
    const n = await f.t.get<Notifs>('/api/notifications', { cookie: f.cookies.customer });
    const first = n.body.notifications[0]!;
    expect(
      (await f.t.request('POST', `/api/notifications/${first.id}/read`, { cookie: f.cookies.customerB }))
        .status,
    ).toBe(404);
    expect(
      (await f.t.request('POST', `/api/notifications/${first.id}/read`, { cookie: f.cookies.customer }))
        .status,
    ).toBe(200);
    await f.t.request('POST', '/api/notifications/read-all', { cookie: f.cookies.customer });
    expect((await f.t.get<Notifs>('/api/notifications', { cookie: f.cookies.customer })).body.unread).toBe(0);
    await f.t.request('DELETE', '/api/notifications', { cookie: f.cookies.customer });
    expect(
      (await f.t.get<Notifs>('/api/notifications', { cookie: f.cookies.customer })).body.notifications,
    ).toEqual([]);
  });
});
