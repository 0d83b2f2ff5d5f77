import type {
  DriverActiveJobResponse,
  DriverEarnings,
  DriverJobOffers,
  DriverShift,
} from '@lekker/core/contracts/drivers';
import type { Order } from '@lekker/core/contracts/orders';
import type { RealtimeEvent } from '@lekker/core/contracts/realtime';
import { driverPayCents } from '@lekker/core/driver';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverProfiles, orders } from '../../db/schema/index.ts';
import {
  addRestaurantMember,
  insertDriverProfile,
  insertMenuItem,
  insertRestaurant,
  insertUser,
} from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createDataAccess } from '../repositories.ts';
import { BUSY_MESSAGE, createOfferFeed, TAKEN_MESSAGE } from './drivers.service.ts';

type Err = { error: { code: string; message: string } };

const KOTA = { latitude: -25.856, longitude: 25.6403 };
/** 1° of latitude on a sphere of radius 6371 km. */
const KM_PER_DEGREE = (2 * Math.PI * 6371) / 360;
const northOf = (p: typeof KOTA, km: number) => ({
  latitude: p.latitude + km / KM_PER_DEGREE,
  longitude: p.longitude,
});

describe('driver API: shifts, fresh positions, the 20 km feed, accept, proof of delivery, earnings', () => {
  let t: TestApp;
  const password = 'driver-pass';
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let restaurantId: string;
  let pinless: string;
  const items: Record<string, string> = {};
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const restaurant = await insertRestaurant(db, { name: 'Kota Corner', ...KOTA, serviceRadiusKm: 10 });
    restaurantId = restaurant.id;
    const noPin = await insertRestaurant(db, { name: 'No Pin Diner', latitude: null, longitude: null });
    pinless = noPin.id;
    items.kota = (await insertMenuItem(db, restaurant.id, { name: 'Kota', priceCents: 4500 })).id;
    items.pinless = (await insertMenuItem(db, noPin.id, { name: 'Vetkoek', priceCents: 6000 })).id;
    const mk = async (key: string, roles: ('restaurant' | 'driver' | 'customer' | 'admin')[]) => {
      const u = await insertUser(db, {
        email: `${key}@drivers.test`,
        name: `${key} Tester`,
        password,
        roles,
      });
      ids[key] = u.id;
      return u;
    };
    await mk('customer', ['customer']);
    const owner = await mk('owner', ['customer', 'restaurant']);
    await addRestaurantMember(db, owner.id, restaurant.id);
    const pinOwner = await mk('pinowner', ['customer', 'restaurant']);
    await addRestaurantMember(db, pinOwner.id, noPin.id);
    await mk('admin', ['admin']);
    for (const d of ['thabo', 'lerato', 'far', 'stale', 'offline']) {
      const u = await mk(d, ['customer', 'driver']);
      await insertDriverProfile(db, u.id, { status: 'approved' });
    }
    for (const key of Object.keys(ids)) cookies[key] = await t.signIn(`${key}@drivers.test`, password);
  });
  afterAll(() => t.close());

  const post = <T>(who: string, path: string, body?: unknown) =>
    t.request<T & Err>('POST', `/api${path}`, { cookie: cookies[who], body });
  const get = <T>(who: string, path: string) => t.get<T & Err>(`/api${path}`, { cookie: cookies[who] });

  async function online(who: string, at = northOf(KOTA, 1)) {
    expect((await post<DriverShift>(who, '/driver/shift', { online: true })).status).toBe(200);
    expect((await post(who, '/driver/location', { ...at, speed_kmh: 30 })).status).toBe(200);
  }

  /** A cash order taken to `status` by its restaurant. */
  async function order(status: 'placed' | 'confirmed' | 'ready' = 'ready', restaurant = restaurantId) {
    const checkout = await post<{ order: Order }>('customer', '/orders', {
      idempotency_key: `drivers-${Date.now()}-${++seq}`,
      restaurant_id: restaurant,
      items: [{ menu_item_id: restaurant === restaurantId ? items.kota : items.pinless, quantity: 2 }],
      delivery_address: {
        street: '12 Shippard Street',
        city: 'Mmabatho',
        province: 'North West',
        notes: 'Blue gate behind the tuck shop',
      },
      delivery_location: northOf(KOTA, 3),
      payment_method: 'cash',
    });
    expect(checkout.status).toBe(201);
    const o = checkout.body.order;
    const owner = restaurant === restaurantId ? 'owner' : 'pinowner';
    if (status === 'placed') return o;
    expect(
      (await post(owner, `/restaurant/orders/${o.id}/confirm`, { preparation_minutes: 15 })).status,
    ).toBe(200);
    if (status === 'confirmed') return o;
    await post(owner, `/restaurant/orders/${o.id}/preparing`);
    expect((await post(owner, `/restaurant/orders/${o.id}/ready`)).status).toBe(200);
    return o;
  }

  const cancel = (id: string) => post('admin', `/admin/orders/${id}/cancel`, { reason: 'test tidy-up' });
  const offerIds = async (who: string) =>
    (await get<DriverJobOffers>(who, '/driver/offers')).body.offers.map((o) => o.order_id);

  it('a shift: offline by default, online with its start, offline again', async () => {
    const before = await get<DriverShift>('thabo', '/driver/shift');
    expect(before.body).toMatchObject({ online: false, online_since: null, position_fresh: false });
    const on = await post<DriverShift>('thabo', '/driver/shift', { online: true });
    expect(on.body.online).toBe(true);
    expect(on.body.online_since).not.toBeNull();
    const again = await post<DriverShift>('thabo', '/driver/shift', { online: true });
    expect(again.body.online_since).toBe(on.body.online_since);
    expect((await post<DriverShift>('thabo', '/driver/shift', { online: false })).body).toMatchObject({
      online: false,
      online_since: null,
    });
    expect((await post('thabo', '/driver/shift', { online: 'yes' })).status).toBe(400);
  });

  it('offline drivers and stale positions (older than 2 minutes) get no offers and cannot accept', async () => {
    const o = await order('ready');
    await online('stale');
    await online('offline');
    await post('offline', '/driver/shift', { online: false });
    expect(await offerIds('offline')).toEqual([]);
    const offline = await post('offline', `/driver/orders/${o.id}/accept`);
    expect([offline.status, offline.body.error.message]).toEqual([422, 'Go online to accept jobs.']);

    expect(await offerIds('stale')).toContain(o.id);
    await t.database.db
      .update(driverProfiles)
      .set({ locationUpdatedAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(driverProfiles.userId, ids.stale!));
    const feed = await get<DriverJobOffers>('stale', '/driver/offers');
    expect(feed.body).toMatchObject({ offers: [], online: true, position_fresh: false });
    const stale = await post('stale', `/driver/orders/${o.id}/accept`);
    expect(stale.status).toBe(422);
    expect(stale.body.error.message).toMatch(/more than 2 minutes old/);
    await post('stale', '/driver/shift', { online: false });
    await cancel(o.id);
  });

  it('offers reach 20 km and no farther (19.9 km in, 20.1 km out), with pay, drop-off and cash', async () => {
    const o = await order('ready');
    await online('far', northOf(KOTA, 19.9));
    const near = await get<DriverJobOffers>('far', '/driver/offers');
    const offer = near.body.offers.find((x) => x.order_id === o.id)!;
    expect(offer).toMatchObject({
      restaurant: { id: restaurantId, name: 'Kota Corner' },
      dropoff_suburb: 'Mmabatho',
      cash_to_collect_cents: o.total_cents,
      pay_cents: driverPayCents({ distanceKm: o.delivery_distance_km, type: 'food' }),
      custom_items: null,
      item_count: 2,
    });
    expect(offer.restaurant_distance_km).toBeCloseTo(19.9, 1);
    expect(offer.dropoff_distance_km).toBeCloseTo(3, 1);

    await post('far', '/driver/location', northOf(KOTA, 20.1));
    expect(await offerIds('far')).not.toContain(o.id);
    const tooFar = await post('far', `/driver/orders/${o.id}/accept`);
    expect([tooFar.status, tooFar.body.error.message]).toEqual([
      422,
      'This job is 20.1 km away: you can accept jobs within 20 km.',
    ]);
    await post('far', '/driver/shift', { online: false });
    await cancel(o.id);
  });

  it('a restaurant without a map pin is never offered', async () => {
    await online('thabo');
    const o = await order('ready', pinless);
    expect(await offerIds('thabo')).not.toContain(o.id);
    const refused = await post('thabo', `/driver/orders/${o.id}/accept`);
    expect(refused.status).toBe(422);
    await cancel(o.id);
  });

  it('of two drivers accepting at once exactly one wins; the loser hears "Another driver took this job"', async () => {
    await online('thabo');
    await online('lerato');
    for (let round = 0; round < 3; round++) {
      const o = await order('confirmed');
      const results = await Promise.all([
        post<Order>('thabo', `/driver/orders/${o.id}/accept`),
        post<Order>('lerato', `/driver/orders/${o.id}/accept`),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.error.message).toBe(TAKEN_MESSAGE);
      // Gone from the other driver's feed at once.
      expect(await offerIds('lerato')).not.toContain(o.id);
      expect(await offerIds('thabo')).not.toContain(o.id);
      await cancel(o.id);
    }
  });

  it('one job at a time: a second accept is refused, even two at once', async () => {
    await online('thabo');
    const [a, b] = [await order('confirmed'), await order('confirmed')];
    const results = await Promise.all([
      post('thabo', `/driver/orders/${a.id}/accept`),
      post('thabo', `/driver/orders/${b.id}/accept`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.message).toBe(BUSY_MESSAGE);
    const held = (await get<DriverActiveJobResponse>('thabo', '/driver/job')).body.job!;
    expect([a.id, b.id]).toContain(held.order_id);
    // Free again once the job ends.
    await cancel(held.order_id);
    const other = held.order_id === a.id ? b : a;
    expect((await post('thabo', `/driver/orders/${other.id}/accept`)).status).toBe(200);
    await cancel(other.id);
  });

  it('the job: pay fixed at accept, pickup only once ready, the code for the customer only, code lockout, cash, earnings', async () => {
    await online('lerato');
    const o = await order('confirmed');
    expect((await post<Order>('lerato', `/driver/orders/${o.id}/accept`)).status).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, o.id));
    const pay = driverPayCents({ distanceKm: o.delivery_distance_km, type: 'food' });
    expect([row!.driverPayCents, row!.driverAssignedAt]).toEqual([pay, expect.any(Date)]);

    let job = (await get<DriverActiveJobResponse>('lerato', '/driver/job')).body.job!;
    expect(job).toMatchObject({
      order_id: o.id,
      status: 'confirmed',
      can_pick_up: false,
      pay_cents: pay,
      cash_to_collect_cents: o.total_cents,
      customer: { first_name: 'customer' },
      delivery_address: { notes: 'Blue gate behind the tuck shop' },
      restaurant: { name: 'Kota Corner', latitude: KOTA.latitude },
      code_attempts_left: 5,
    });
    const early = await post('lerato', `/driver/orders/${o.id}/pickup`);
    expect([early.status, early.body.error.message]).toEqual([
      409,
      'The restaurant has not marked this order ready yet.',
    ]);
    await post('owner', `/restaurant/orders/${o.id}/preparing`);
    await post('owner', `/restaurant/orders/${o.id}/ready`);
    job = (await get<DriverActiveJobResponse>('lerato', '/driver/job')).body.job!;
    expect(job.can_pick_up).toBe(true);

    // No code before pickup; after it, the customer sees it and nobody else does.
    expect((await get<Order>('customer', `/orders/${o.id}`)).body.delivery_code ?? null).toBeNull();
    expect((await post<Order>('lerato', `/driver/orders/${o.id}/pickup`)).body.status).toBe('picked_up');
    const tracking = (await get<Order>('customer', `/orders/${o.id}`)).body;
    expect(tracking.delivery_code).toMatch(/^\d{4}$/);
    expect(tracking.driver_first_name).toBe('lerato');
    expect((await get<Order>('owner', `/orders/${o.id}`)).body.delivery_code ?? null).toBeNull();
    expect((await get<Order>('lerato', `/orders/${o.id}`)).body.delivery_code ?? null).toBeNull();
    const code = tracking.delivery_code!;
    const wrong = code === '0000' ? '1111' : '0000';

    // Cash first: without it nothing is counted.
    const noCash = await post('lerato', `/driver/orders/${o.id}/deliver`, { code });
    expect([noCash.status, noCash.body.error.message]).toEqual([
      422,
      `Confirm the R${(o.total_cents / 100).toFixed(2)} cash you collected.`,
    ]);
    const body = (c: string) => ({ code: c, cash_collected_cents: o.total_cents });
    expect((await post('lerato', `/driver/orders/${o.id}/deliver`, { code: '12' })).status).toBe(400);
    for (const left of [4, 3, 2, 1]) {
      const r = await post('lerato', `/driver/orders/${o.id}/deliver`, body(wrong));
      expect([r.status, r.body.error.message]).toEqual([
        422,
        `Wrong code. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      ]);
    }
    const fifth = await post('lerato', `/driver/orders/${o.id}/deliver`, body(wrong));
    expect([fifth.status, fifth.body.error.code]).toEqual([423, 'locked']);
    expect(fifth.body.error.message).toMatch(/^Too many wrong codes\. Try again in (60|59) seconds\.$/);
    // Locked: even the right code waits.
    expect((await post('lerato', `/driver/orders/${o.id}/deliver`, body(code))).status).toBe(423);
    job = (await get<DriverActiveJobResponse>('lerato', '/driver/job')).body.job!;
    expect([job.code_attempts_left, job.code_locked_until]).toEqual([0, expect.any(String)]);
    expect((await get<Order>('customer', `/orders/${o.id}`)).body.status).toBe('picked_up');

    // The minute passes.
    await t.database.db
      .update(orders)
      .set({ deliveryCodeLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, o.id));
    const done = await post<Order>('lerato', `/driver/orders/${o.id}/deliver`, body(code));
    expect([done.status, done.body.status]).toEqual([200, 'delivered']);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, o.id));
    expect(after!.cashCollectedCents).toBe(o.total_cents);
    expect((await get<DriverActiveJobResponse>('lerato', '/driver/job')).body.job).toBeNull();

    const earnings = (await get<DriverEarnings>('lerato', '/driver/earnings')).body;
    expect(earnings.today).toEqual({
      jobs: 1,
      pay_cents: pay,
      tips_cents: 0,
      cash_collected_cents: o.total_cents,
    });
    expect(earnings.week).toEqual(earnings.today);
    expect(earnings.cash_held_cents).toBe(o.total_cents);
    expect(earnings.cash_owed_cents).toBe(o.total_cents - pay);
    expect(earnings.week_starts_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${earnings.week_starts_on}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(earnings.jobs).toEqual([
      expect.objectContaining({ order_id: o.id, pay_cents: pay, restaurant_name: 'Kota Corner' }),
    ]);
    // Another driver's earnings do not include it.
    expect((await get<DriverEarnings>('thabo', '/driver/earnings')).body.today.jobs).toBe(0);
  });

  it("a driver's position reaches their current order's room; others' orders are 404 to them", async () => {
    await online('thabo');
    const o = await order('ready');
    await post('thabo', `/driver/orders/${o.id}/accept`);
    const ack = await post<{ active_orders: number }>('thabo', '/driver/location', northOf(KOTA, 0.5));
    expect(ack.body.active_orders).toBe(1);
    expect((await post('lerato', `/driver/orders/${o.id}/pickup`)).status).toBe(404);
    expect((await post('lerato', `/driver/orders/${o.id}/deliver`, { code: '1234' })).status).toBe(404);
    await cancel(o.id);
  });

  it('the feed is pushed: online drivers near the restaurant hear added, then taken', async () => {
    await online('thabo');
    await online('lerato');
    await online('far', northOf(KOTA, 25));
    const o = await order('placed');
    const heard: { room: string; event: RealtimeEvent }[] = [];
    const data = createDataAccess(t.database.db);
    const feed = createOfferFeed({
      data,
      publish: async (room, event) => {
        heard.push({ room, event });
      },
      clock: () => new Date(),
    });
    const record = async () => (await data.orders.findById(o.id))!;
    await feed(await record());
    expect(heard).toEqual([]);
    await post('owner', `/restaurant/orders/${o.id}/confirm`, { preparation_minutes: 10 });
    await feed(await record());
    const rooms = heard.map((h) => h.room).sort();
    expect(rooms).toEqual([`driver:${ids.lerato}`, `driver:${ids.thabo}`].sort());
    expect(heard[0]!.event).toMatchObject({ type: 'offers.changed', order_id: o.id, reason: 'added' });
    heard.length = 0;
    await post('thabo', `/driver/orders/${o.id}/accept`);
    await feed(await record());
    expect(heard.map((h) => [h.room, (h.event as { reason?: string }).reason])).toEqual([
      [`driver:${ids.lerato}`, 'taken'],
    ]);
    await cancel(o.id);
  });
});
