import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { addRestaurantMember, insertRestaurant, insertUser } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

// 10:00 in Johannesburg on Monday 2026-03-02 (UTC+2): "today" runs from 2026-03-01T22:00Z to 2026-03-02T22:00Z.
const NOW = new Date('2026-03-02T08:00:00Z');
const at = (iso: string) => new Date(iso);

describe('restaurant portal: my venues and today', () => {
  let t: TestApp;
  let owner = '';
  let staff = '';
  let stranger = '';
  let admin = '';
  let venueA = '';
  let venueB = '';
  let foreign = '';

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    const db = t.database.db;
    const password = 'portal-pass';
    const mk = (email: string, roles: ('customer' | 'restaurant' | 'admin')[]) =>
      insertUser(db, { email, name: email.split('@')[0]!, password, roles });
    const o = await mk('owner@portal.test', ['customer', 'restaurant']);
    const s = await mk('staff@portal.test', ['restaurant']);
    const x = await mk('stranger@portal.test', ['customer', 'restaurant']);
    const a = await mk('admin@portal.test', ['admin']);
    const customer = await mk('eater@portal.test', ['customer']);
    const a1 = await insertRestaurant(db, { name: 'Zebra Grill' });
    const b1 = await insertRestaurant(db, {
      name: 'Aloe Kitchen',
      isActive: false,
      wentLiveAt: null,
      // Open 09:00–17:00 every weekday: at 10:00 open by the hours.
      openingHours: { monday: { open: '09:00', close: '17:00' } },
    });
    const f = await insertRestaurant(db, { name: 'Someone Else' });
    venueA = a1.id;
    venueB = b1.id;
    foreign = f.id;
    await addRestaurantMember(db, o.id, a1.id, 'owner');
    await addRestaurantMember(db, o.id, b1.id, 'owner');
    await addRestaurantMember(db, s.id, a1.id, 'staff');
    await addRestaurantMember(db, x.id, f.id, 'owner');

    const base = {
      customerId: customer.id,
      restaurantId: venueA,
      paymentMethod: 'cash' as const,
      deliveryFeeCents: 2500,
      deliveryAddress: { street: '1 Main Road', city: 'Mahikeng', province: 'North West' },
    };
    let n = 0;
    const order = (over: Partial<typeof orders.$inferInsert>) => ({
      ...base,
      orderNumber: `ORDER-PORTAL-${++n}`,
      status: 'placed' as const,
      subtotalCents: 10_000,
      totalCents: 12_500,
      placedAt: at('2026-03-02T06:00:00Z'),
      ...over,
    });
    await db.insert(orders).values([
      // Today: 2 delivered (prep 10 and 20 min), 1 preparing, 1 placed, 1 cancelled, 1 PayFast awaiting payment.
      order({
        status: 'delivered',
        subtotalCents: 10_000,
        confirmedAt: at('2026-03-02T06:01:00Z'),
        readyAt: at('2026-03-02T06:11:00Z'),
      }),
      order({
        status: 'delivered',
        subtotalCents: 5_000,
        discountCents: 2_500,
        paymentMethod: 'payfast',
        confirmedAt: at('2026-03-02T06:01:00Z'),
        readyAt: at('2026-03-02T06:21:00Z'),
      }),
      order({ status: 'preparing', subtotalCents: 7_000, confirmedAt: at('2026-03-02T07:50:00Z') }),
      order({ status: 'placed', subtotalCents: 9_900 }),
      order({ status: 'cancelled', subtotalCents: 8_800 }),
      order({ status: 'pending_payment', paymentMethod: 'payfast', placedAt: null }),
      // Just before local midnight yesterday (21:59 UTC) — not today; just after (22:00 UTC) — today.
      order({ status: 'delivered', subtotalCents: 1_000, placedAt: at('2026-03-01T21:59:00Z') }),
      order({ status: 'confirmed', subtotalCents: 300, placedAt: at('2026-03-01T22:00:00Z') }),
      // Another venue's order never counts.
      order({ status: 'delivered', restaurantId: foreign, subtotalCents: 99_900 }),
    ]);

    owner = await t.signIn(o.email, password);
    staff = await t.signIn(s.email, password);
    stranger = await t.signIn(x.email, password);
    admin = await t.signIn(a.email, password);
  });
  afterAll(() => t.close());

  it('lists the caller’s venues by name with role, active state and go-live time', async () => {
    const res = await t.get<{ venues: unknown[] }>('/api/restaurant/venues', { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.body.venues).toEqual([
      {
        id: venueB,
        name: 'Aloe Kitchen',
        is_active: false,
        role: 'owner',
        went_live_at: null,
        suspension: null,
      },
      expect.objectContaining({ id: venueA, name: 'Zebra Grill', is_active: true, role: 'owner' }),
    ]);
    const staffRes = await t.get<{ venues: { id: string; role: string }[] }>('/api/restaurant/venues', {
      cookie: staff,
    });
    expect(staffRes.body.venues).toEqual([expect.objectContaining({ id: venueA, role: 'staff' })]);
  });

  it('refuses people without the restaurant role', async () => {
    expect((await t.get('/api/restaurant/venues')).status).toBe(401);
    expect((await t.get('/api/restaurant/venues', { cookie: admin })).status).toBe(403);
  });

  it("sums today's orders in the venue's local day: counts by status, food sold, mean preparation time", async () => {
    const res = await t.get<Record<string, unknown>>(`/api/restaurant/venues/${venueA}/today`, {
      cookie: owner,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      restaurant_id: venueA,
      date: '2026-03-02',
      orders_total: 6,
      // delivered 10 000 + 5 000 (subtotal, the marketplace's discount aside) + preparing 7 000 + confirmed 300.
      revenue_cents: 22_300,
      average_prep_minutes: 15,
      open: { is_open: true, reason: 'Open' },
    });
    expect(res.body.orders_by_status).toMatchObject({
      placed: 1,
      confirmed: 1,
      preparing: 1,
      delivered: 2,
      cancelled: 1,
      pending_payment: 0,
      ready: 0,
    });
  });

  it('says why a venue is closed, and an empty day has no average', async () => {
    const res = await t.get<Record<string, unknown>>(`/api/restaurant/venues/${venueB}/today`, {
      cookie: owner,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      orders_total: 0,
      revenue_cents: 0,
      average_prep_minutes: null,
      open: { is_open: false, reason: 'Not taking orders yet' },
    });
  });

  it("answers 404 for another owner's venue, and lets staff read their own", async () => {
    expect((await t.get(`/api/restaurant/venues/${venueA}/today`, { cookie: stranger })).status).toBe(404);
    expect((await t.get(`/api/restaurant/venues/${foreign}/today`, { cookie: owner })).status).toBe(404);
    expect((await t.get(`/api/restaurant/venues/${venueB}/today`, { cookie: staff })).status).toBe(404);
    expect((await t.get(`/api/restaurant/venues/${venueA}/today`, { cookie: staff })).status).toBe(200);
  });
});
