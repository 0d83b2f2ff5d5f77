import type { MenuResponse, RestaurantListResponse } from '@lekker/core/contracts/catalogue';
import type { Order, Quote } from '@lekker/core/contracts/orders';
import type { Promotion } from '@lekker/core/contracts/promotions';
import { deliveryFeeCents } from '@lekker/core/delivery';
import { haversineKm } from '@lekker/core/distance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../seed/builders.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

type Err = { error: { code: string; message: string; fields?: Record<string, string> } };
type Checkout = { order: Order };

// docs/decisions/022-promotions.md and docs/decisions/021-one-price-quote.md, through the API.
// The clock is Monday 2025-01-06 17:00 in Johannesburg unless a test moves it.
const MONDAY_17H = Date.parse('2025-01-06T17:00:00+02:00');

describe('promotions', () => {
  let f: OrderFixture;
  let now = MONDAY_17H;
  let seq = 0;
  const venue = () => `/api/restaurant/venues/${f.restaurant.id}/promotions`;
  const create = (body: Record<string, unknown>, cookie = f.cookies.owner) =>
    f.t.request<Promotion & Err>('POST', venue(), {
      cookie,
      body: { name: 'Twenty off', discount_type: 'percent', discount_value: 20, applies_to: 'menu', ...body },
    });
  const act = (id: string, action: string, cookie = f.cookies.owner) =>
    f.t.request<Promotion & Err>('POST', `${venue()}/${id}/status`, { cookie, body: { action } });
  const quote = (body: Record<string, unknown>, cookie?: string) =>
    f.t.request<Quote & Err>('POST', '/api/orders/quote', {
      cookie,
      body: {
        restaurant_id: f.restaurant.id,
        items: [{ menu_item_id: f.items.kota.id, quantity: 2 }],
        ...body,
      },
    });
  async function newCustomer(): Promise<string> {
    const u = await insertUser(f.db, {
      email: `promo-${++seq}@promotions.test`,
      name: 'Promo',
      password: 'promo-pass',
      roles: ['customer'],
    });
    return f.t.signIn(u.email, 'promo-pass');
  }
  const checkout = (cookie: string, overrides: Record<string, unknown> = {}) =>
    f.t.request<Checkout & Err>('POST', '/api/orders', { cookie, body: f.checkoutBody(overrides) });
  // 2 kota (R90) + chips (R25) = R115, delivered 2.9 km away.
  const km = haversineKm({ latitude: -25.856, longitude: 25.6403 }, { latitude: -25.83, longitude: 25.6403 });

  beforeAll(async () => {
    f = await orderFixture({ clock: () => new Date(now) });
  });
  afterAll(() => f.t.close());

  describe('managing them (venue members only)', () => {
    it('the owner creates one: live now, labelled, counted; the list has it', async () => {
      const res = await create({ per_customer_limit: 3 });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        name: 'Twenty off',
        state: 'live',
        status: 'active',
        label: '20% off',
        redemptions: 0,
        per_customer_limit: 3,
      });
      const list = await f.t.get<{ promotions: Promotion[] }>(venue(), { cookie: f.cookies.owner });
      expect(list.body.promotions.map((p) => p.id)).toContain(res.body.id);
      await act(res.body.id, 'end');
    });

    it('pauses, resumes and ends; an ended one cannot change', async () => {
      const { body: p } = await create({});
      expect((await act(p.id, 'pause')).body.state).toBe('paused');
      expect((await act(p.id, 'resume')).body.state).toBe('live');
      expect((await act(p.id, 'end')).body.state).toBe('ended');
      expect((await act(p.id, 'resume')).status).toBe(409);
      const edit = await f.t.request<Err>('PUT', `${venue()}/${p.id}`, {
        cookie: f.cookies.owner,
        body: { name: 'Again', discount_type: 'percent', discount_value: 10, applies_to: 'menu' },
      });
      expect(edit.status).toBe(409);
    });

    it('schedules: a future start is "scheduled", a happy hour outside its window "off_hours"', async () => {
      const later = await create({ starts_at: '2025-01-07T09:00:00+02:00' });
      expect(later.body.state).toBe('scheduled');
      const happy = await create({ weekdays: ['monday'], daily_start: '12:00', daily_end: '14:00' });
      expect(happy.body.state).toBe('off_hours');
      await act(later.body.id, 'end');
      await act(happy.body.id, 'end');
    });

    it('edits replace the terms', async () => {
      const { body: p } = await create({});
      const res = await f.t.request<Promotion>('PUT', `${venue()}/${p.id}`, {
        cookie: f.cookies.owner,
        body: {
          name: 'Chips deal',
          discount_type: 'fixed',
          discount_value: 1000,
          applies_to: 'items',
          item_ids: [f.items.chips.id],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ label: 'R10.00 off selected dishes', item_ids: [f.items.chips.id] });
      expect(res.body.starts_at).toBe(p.starts_at);
      await act(p.id, 'end');
    });

    it('refuses invalid terms with sentences per field, and dishes of another venue', async () => {
      const bad = await create({ discount_value: 95, daily_start: '16:00' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toMatchObject({
        discount_value: expect.stringMatching(/at most 90%/),
        daily_end: expect.stringMatching(/both a start and an end/),
      });
      const foreign = await create({ applies_to: 'items', item_ids: [f.items.foreign.id] });
      expect(foreign.status).toBe(422);
      expect(foreign.body.error.fields).toHaveProperty('item_ids');
    });

    it("another venue's owner gets 404, a customer 403, a visitor 401", async () => {
      const { body: p } = await create({});
      expect((await create({}, f.cookies.otherOwner)).status).toBe(404);
      expect((await act(p.id, 'pause', f.cookies.otherOwner)).status).toBe(404);
      expect((await f.t.get(venue(), { cookie: f.cookies.otherOwner })).status).toBe(404);
      expect((await f.t.get(venue(), { cookie: f.cookies.customer })).status).toBe(403);
      expect((await f.t.get(venue())).status).toBe(401);
      // An admin manages any venue... but only through a restaurant account (the audience is 'restaurant').
      expect((await f.t.get(venue(), { cookie: f.cookies.admin })).status).toBe(403);
      await act(p.id, 'end');
    });
  });

  describe('one price quote (decision 021)', () => {
    it('a visitor with a location gets an estimate by distance, and is invited to sign in for the first-order discount', async () => {
      const res = await quote({ delivery_location: { latitude: -25.83, longitude: 25.6403 } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        estimate: true,
        first_order_discount: 'sign_in',
        subtotal_cents: 9000,
        discount_cents: 0,
        delivery_fee_cents: deliveryFeeCents(km),
        total_cents: 9000 + deliveryFeeCents(km),
      });
    });

    it('without any location the estimate is the 5 km fee, the figure the cards show then', async () => {
      const res = await quote({});
      expect(res.body).toMatchObject({ estimate: true, delivery_fee_cents: 3200, distance_km: null });
      const list = await f.t.get<RestaurantListResponse>('/api/restaurants');
      const card = list.body.restaurants.find((r) => r.id === f.restaurant.id)!;
      expect(card.delivery_fee_cents).toBe(3200);
    });

    it("the card's fee for a location is the quote's fee for that location", async () => {
      const list = await f.t.get<RestaurantListResponse>('/api/restaurants?lat=-25.83&lng=25.6403');
      const card = list.body.restaurants.find((r) => r.id === f.restaurant.id)!;
      const q = await quote({ delivery_location: { latitude: -25.83, longitude: 25.6403 } });
      expect(card.delivery_fee_cents).toBe(q.body.delivery_fee_cents);
      // The max-fee filter reads the same figure (the stored column is R20.00 in the builders).
      const cheap = await f.t.get<RestaurantListResponse>(
        `/api/restaurants?lat=-25.83&lng=25.6403&max_delivery_fee_cents=${q.body.delivery_fee_cents}`,
      );
      expect(cheap.body.restaurants.map((r) => r.id)).toContain(f.restaurant.id);
      const tooCheap = await f.t.get<RestaurantListResponse>(
        `/api/restaurants?lat=-25.83&lng=25.6403&max_delivery_fee_cents=${q.body.delivery_fee_cents - 1}`,
      );
      expect(tooCheap.body.restaurants.map((r) => r.id)).not.toContain(f.restaurant.id);
    });

    it('an estimate prices a cart under the minimum; the address quote applies every checkout rule', async () => {
      const chips = { items: [{ menu_item_id: f.items.chips.id, quantity: 1 }] };
      expect((await quote(chips)).status).toBe(200);
      const cookie = await newCustomer();
      const confirmed = await quote(
        {
          ...chips,
          delivery_address: { street: '12 Shippard Street', city: 'Mahikeng', province: 'North West' },
          delivery_location: { latitude: -25.83, longitude: 25.6403 },
        },
        cookie,
      );
      expect(confirmed.status).toBe(422);
      expect(confirmed.body.error.message).toMatch(/Minimum order/);
    });

    it('a new customer with an address: not an estimate, the first-order discount applied', async () => {
      const cookie = await newCustomer();
      const res = await quote(
        {
          delivery_address: { street: '12 Shippard Street', city: 'Mahikeng', province: 'North West' },
          delivery_location: { latitude: -25.83, longitude: 25.6403 },
        },
        cookie,
      );
      expect(res.body).toMatchObject({
        estimate: false,
        first_order_discount: 'applied',
        first_order_discount_cents: 4500,
        discount_cents: 4500,
      });
    });
  });

  describe('pricing at checkout', () => {
    it('a live 20% promotion comes off first, then the first-order half of the rest; the quote said the same', async () => {
      const { body: p } = await create({});
      const cookie = await newCustomer();
      const q = await quote(
        { ...f.checkoutBody(), idempotency_key: undefined, payment_method: undefined },
        cookie,
      );
      expect(q.body).toMatchObject({
        subtotal_cents: 11_500,
        promotion: { id: p.id, name: 'Twenty off', label: '20% off' },
        promotion_discount_cents: 2300,
        first_order_discount_cents: 4600, // half of R92.00
        discount_cents: 6900,
      });
      const res = await checkout(cookie);
      expect(res.status).toBe(201);
      expect(res.body.order).toMatchObject({
        subtotal_cents: 11_500,
        discount_cents: 6900,
        total_cents: q.body.total_cents,
      });
      // The menu and the card show it while it runs.
      const menu = await f.t.get<MenuResponse>(`/api/restaurants/${f.restaurant.id}/menu`);
      expect(menu.body.promotions).toEqual([
        expect.objectContaining({ id: p.id, label: '20% off', item_ids: null, hours_label: null }),
      ]);
      const list = await f.t.get<RestaurantListResponse>('/api/restaurants');
      expect(list.body.restaurants.find((r) => r.id === f.restaurant.id)?.promotion_label).toBe('20% off');
      await act(p.id, 'end');
      const after = await f.t.get<RestaurantListResponse>('/api/restaurants');
      expect(after.body.restaurants.find((r) => r.id === f.restaurant.id)?.promotion_label).toBeUndefined();
    });

    it('a happy hour applies inside its window only (Africa/Johannesburg), overnight windows included', async () => {
      const { body: p } = await create({ weekdays: ['friday'], daily_start: '22:00', daily_end: '02:00' });
      const price = async (at: string) => {
        now = Date.parse(at);
        return (await quote({})).body.promotion_discount_cents;
      };
      expect(await price('2025-01-10T21:59:00+02:00')).toBe(0);
      expect(await price('2025-01-10T22:00:00+02:00')).toBe(1800);
      expect(await price('2025-01-11T01:30:00+02:00')).toBe(1800);
      expect(await price('2025-01-11T02:00:00+02:00')).toBe(0);
      now = MONDAY_17H;
      await act(p.id, 'end');
    });

    it('minimum order and chosen dishes: only the chosen dishes are discounted, and only above the minimum', async () => {
      const { body: p } = await create({
        discount_type: 'fixed',
        discount_value: 1000,
        applies_to: 'items',
        item_ids: [f.items.chips.id],
        min_order_cents: 10_000,
      });
      const withChips = [
        { menu_item_id: f.items.kota.id, quantity: 2 },
        { menu_item_id: f.items.chips.id, quantity: 1 },
      ];
      expect((await quote({ items: withChips })).body.promotion_discount_cents).toBe(1000);
      expect((await quote({ items: withChips.slice(0, 1) })).body.promotion_discount_cents).toBe(0);
      expect(
        (await quote({ items: [{ menu_item_id: f.items.chips.id, quantity: 3 }] })).body
          .promotion_discount_cents,
      ).toBe(0);
      await act(p.id, 'end');
    });

    it('the per-customer limit holds under parallel checkouts; a cancellation gives the use back', async () => {
      const { body: p } = await create({ per_customer_limit: 1 });
      const cookie = await newCustomer();
      const results = await Promise.all(Array.from({ length: 4 }, () => checkout(cookie)));
      expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      const promoted = results.filter((r) => hasPromotion(r.body.order));
      expect(promoted).toHaveLength(1);
      for (const r of results)
        expect(r.body.order.total_cents).toBe(
          r.body.order.subtotal_cents - r.body.order.discount_cents + r.body.order.delivery_fee_cents,
        );
      const list = await f.t.get<{ promotions: Promotion[] }>(venue(), { cookie: f.cookies.owner });
      expect(list.body.promotions.find((x) => x.id === p.id)).toMatchObject({
        redemptions: 1,
        discount_given_cents: 2300,
      });
      // The quote no longer offers it to this customer …
      expect((await quote({}, cookie)).body.promotion).toBeNull();
      // … until the order holding it is cancelled.
      const holder = promoted[0]!.body.order;
      expect((await f.t.request('POST', `/api/orders/${holder.id}/cancel`, { cookie })).status).toBe(200);
      expect((await quote({}, cookie)).body.promotion?.id).toBe(p.id);
      await act(p.id, 'end');
    });

    it('the ledger records who pays: the venue its promotion, the marketplace the first-order discount', async () => {
      const { body: p } = await create({});
      const cookie = await newCustomer();
      const { body } = await checkout(cookie);
      const o = body.order;
      for (const step of ['confirm', 'preparing', 'ready'])
        expect(
          (
            await f.t.request('POST', `/api/restaurant/orders/${o.id}/${step}`, {
              cookie: f.cookies.owner,
              body: step === 'confirm' ? { preparation_minutes: 20 } : undefined,
            })
          ).status,
        ).toBe(200);
      await f.t.request('POST', '/api/driver/shift', { cookie: f.cookies.driver, body: { online: true } });
      await f.t.request('POST', '/api/driver/location', {
        cookie: f.cookies.driver,
        body: { latitude: -25.85, longitude: 25.64 },
      });
      for (const step of ['accept', 'pickup'])
        expect(
          (await f.t.request('POST', `/api/driver/orders/${o.id}/${step}`, { cookie: f.cookies.driver }))
            .status,
        ).toBe(200);
      const tracking = await f.t.get<Order>(`/api/orders/${o.id}`, { cookie });
      const done = await f.t.request<Order>('POST', `/api/driver/orders/${o.id}/deliver`, {
        cookie: f.cookies.driver,
        body: { code: tracking.body.delivery_code, cash_collected_cents: o.total_cents },
      });
      expect(done.body.status).toBe('delivered');
      const detail = await f.t.get<{ ledger: { kind: string; amount_cents: number }[] }>(
        `/api/admin/orders/${o.id}`,
        { cookie: f.cookies.admin },
      );
      const line = (kind: string) => detail.body.ledger.find((l) => l.kind === kind)?.amount_cents;
      expect(line('food_subtotal')).toBe(11_500);
      expect(line('venue_discount')).toBe(-2300);
      expect(line('discount')).toBe(-4600);
      expect(line('commission')).toBe(1380); // 15 % of R92.00
      expect(line('venue_net')).toBe(9200 - 1380);
      const charge = ['food_subtotal', 'discount', 'venue_discount', 'delivery_fee']
        .map((k) => line(k) ?? 0)
        .reduce((a, b) => a + b, 0);
      expect(charge).toBe(o.total_cents);
      await act(p.id, 'end');
    });
  });

  /** The venue's 20 % of R115 is R23.00: alone, or with the first-order half of the rest (R46.00). */
  function hasPromotion(o: Order): boolean {
    return o.discount_cents === 2300 || o.discount_cents === 6900;
  }
});
