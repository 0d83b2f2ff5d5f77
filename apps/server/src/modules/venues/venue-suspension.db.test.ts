import type { AuditEntry } from '@lekker/core/contracts/admin';

type AuditList = { entries: AuditEntry[] };

import type { MyVenues } from '@lekker/core/contracts/portal';
import type { GoLiveChecklist } from '@lekker/core/contracts/venues';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCategories, menuItems, promotions, restaurants } from '../../db/schema/index.ts';
import { addRestaurantMember, insertMenuItem, insertRestaurant } from '../../seed/builders.ts';
import { TEST_ORIGIN } from '../../test/app.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

type Answer = { error?: { code: string; message: string } };

const everyDay = { open: '00:00', close: '23:59' };
const hours = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, everyDay]),
);
const near = 'lat=-25.85&lng=25.64';

/**
 * Suspension wins over every owner action (docs/decisions/049-suspension-wins.md): while an admin's suspension lasts
 * no owner write succeeds and customers never see the venue; only an admin's reinstatement lifts it, restoring the
 * state before it.
 */
describe('a suspended venue', () => {
  let f: OrderFixture;
  let venue = '';
  let promotion = '';
  let category = '';
  const reason = 'Food safety inspection pending';

  const call = <T = Answer>(method: string, path: string, cookie: string, body?: unknown) =>
    f.t.request<T & Answer>(method, `/api${path}`, { cookie, body });
  const upload = async (path: string, cookie: string) => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const res = await f.t.app.request(
      `/api${path}`,
      {
        method: path.includes('/stories') ? 'POST' : 'PUT',
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'image/png' },
        body: png,
      },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const venueRow = async (id = venue) =>
    (await f.db.select().from(restaurants).where(eq(restaurants.id, id)))[0]!;
  const snapshot = async () => ({
    venue: await venueRow(),
    items: await f.db.select().from(menuItems).where(eq(menuItems.restaurantId, venue)),
    categories: await f.db.select().from(menuCategories).where(eq(menuCategories.restaurantId, venue)),
    promotions: await f.db.select().from(promotions).where(eq(promotions.restaurantId, venue)),
  });
  const visibleToCustomers = async (id = venue) => {
    const list = await f.t.get<{ restaurants: { id: string }[]; top_picks?: { id: string }[] }>(
      `/api/restaurants?${near}&top_picks=true`,
    );
    const search = await f.t.get<{ restaurants: { id: string }[] }>(`/api/search?q=kota&${near}`);
    return {
      list: list.body.restaurants.some((r) => r.id === id),
      topPicks: (list.body.top_picks ?? []).some((r) => r.id === id),
      search: JSON.stringify(search.body).includes(id),
      detail: (await f.t.get(`/api/restaurants/${id}`)).status,
      menu: (await f.t.get(`/api/restaurants/${id}/menu`)).status,
    };
  };

  beforeAll(async () => {
    f = await orderFixture();
    venue = f.restaurant.id;
    await f.db
      .update(restaurants)
      .set({ openingHours: hours, logoUrl: '/logo.webp', wentLiveAt: new Date('2026-11-01T08:00:00Z') })
      .where(eq(restaurants.id, venue));
    for (let i = 0; i < 4; i++) await insertMenuItem(f.db, venue, { name: `Dish ${i}` });
    const made = await call<{ id: string }>(
      'POST',
      `/restaurant/venues/${venue}/promotions`,
      f.cookies.owner,
      {
        name: 'Lunch special',
        discount_type: 'percent',
        discount_value: 10,
        applies_to: 'menu',
      },
    );
    expect(made.status).toBe(201);
    promotion = made.body.id;
    const menu = await call<{ categories: { id: string }[] }>(
      'POST',
      `/restaurant/venues/${venue}/menu/categories`,
      f.cookies.owner,
      { name: 'Mains' },
    );
    category = menu.body.categories[0]!.id;
  });
  afterAll(() => f.t.close());

  it('is suspended by an admin with a reason, audited, and customers stop seeing it', async () => {
    expect(await visibleToCustomers()).toMatchObject({ list: true, detail: 200, menu: 200 });
    const res = await call<{ is_active: boolean; suspended_reason: string; suspended_at: string }>(
      'POST',
      `/admin/restaurants/${venue}/suspend`,
      f.cookies.admin,
      { reason },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_active: false, suspended_reason: reason });
    expect(res.body.suspended_at).toEqual(expect.any(String));
    expect(await visibleToCustomers()).toEqual({
      list: false,
      topPicks: false,
      search: false,
      detail: 404,
      menu: 404,
    });
    const checkout = await call('POST', '/orders', f.cookies.customer, f.checkoutBody());
    expect(checkout.status).toBe(422);
  });

  it('answers every owner write with 403 venue_suspended and changes nothing', async () => {
    const before = await snapshot();
    const item = before.items[0]!.id;
    const v = `/restaurant/venues/${venue}`;
    const writes: [string, string, unknown][] = [
      ['POST', `${v}/go-live`, undefined],
      ['POST', `${v}/pause`, { pause: 'resume' }],
      ['POST', `${v}/pause`, { pause: '30m' }],
      ['PATCH', `${v}/settings`, { name: 'Renamed While Suspended' }],
      ['PATCH', `${v}/settings`, { opening_hours: hours }],
      ['POST', `${v}/menu/categories`, { name: 'Specials' }],
      ['PUT', `${v}/menu/categories/order`, { ids: [category] }],
      ['PATCH', `${v}/menu/categories/${category}`, { name: 'Renamed' }],
      ['DELETE', `${v}/menu/categories/${category}`, undefined],
      ['POST', `${v}/menu/items`, { name: 'New dish', price_cents: 5000 }],
      ['PATCH', `${v}/menu/items/${item}`, { price_cents: 9900 }],
      ['PATCH', `${v}/menu/items/${item}`, { is_available: true }],
      ['POST', `${v}/menu/sold-out`, { item_ids: [item], sold_out: true }],
      [
        'POST',
        `${v}/promotions`,
        { name: 'Flash', discount_type: 'percent', discount_value: 5, applies_to: 'menu' },
      ],
      [
        'PUT',
        `${v}/promotions/${promotion}`,
        { name: 'Lunch', discount_type: 'percent', discount_value: 50, applies_to: 'menu' },
      ],
      ['POST', `${v}/promotions/${promotion}/status`, { action: 'pause' }],
      ['DELETE', `${v}/stories/${crypto.randomUUID()}`, undefined],
      ['PUT', `${v}/reviews/${crypto.randomUUID()}/reply`, { reply: 'Thanks!' }],
      ['DELETE', `${v}/reviews/${crypto.randomUUID()}/reply`, undefined],
      ['POST', `${v}/ads`, { special_offer: 'Two for one', start_date: '2030-01-01' }],
    ];
    for (const [method, path, body] of writes) {
      const res = await call(method, path, f.cookies.owner, body);
      expect({ method, path, status: res.status, code: res.body.error?.code }).toEqual({
        method,
        path,
        status: 403,
        code: 'venue_suspended',
      });
      expect(res.body.error?.message).toBe(
        'This venue is suspended, so it cannot be changed. Contact support to have it reinstated.',
      );
    }
    for (const path of [
      `${v}/images/logo`,
      `${v}/images/cover`,
      `${v}/menu/items/${item}/image`,
      `${v}/stories`,
    ]) {
      const res = await upload(path, f.cookies.owner);
      expect({ path, status: res.status, code: res.body.error?.code }).toEqual({
        path,
        status: 403,
        code: 'venue_suspended',
      });
    }
    expect(await snapshot()).toEqual(before);
    expect(await visibleToCustomers()).toMatchObject({ list: false, detail: 404, menu: 404 });
  });

  it('the owner route does not publish it for an admin either', async () => {
    const res = await call('POST', `/restaurant/venues/${venue}/go-live`, f.cookies.admin);
    expect(res.status).toBe(403);
    expect((await venueRow()).isActive).toBe(false);
  });

  it('the portal says it is suspended and why, and the checklist offers no go-live', async () => {
    const mine = await call<MyVenues>('GET', '/restaurant/venues', f.cookies.owner);
    expect(mine.body.venues.find((x) => x.id === venue)?.suspension).toEqual({
      reason,
      suspended_at: expect.any(String),
    });
    const checklist = await call<GoLiveChecklist>(
      'GET',
      `/restaurant/venues/${venue}/go-live`,
      f.cookies.owner,
    );
    expect(checklist.body.suspension?.reason).toBe(reason);
    expect(checklist.body.is_live).toBe(false);
  });

  it('only an admin reinstates it, audited, and a venue that was live is live again', async () => {
    const res = await call<{ is_active: boolean; suspended_reason: string | null }>(
      'POST',
      `/admin/restaurants/${venue}/activate`,
      f.cookies.admin,
      { reason: 'Inspection passed' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_active: true, suspended_reason: null });
    expect(await visibleToCustomers()).toMatchObject({ list: true, detail: 200, menu: 200 });
    const audit = await call<AuditList>('GET', `/admin/audit?target_id=${venue}`, f.cookies.admin);
    const actions = audit.body.entries.map((e) => [e.action, e.actor_email, e.summary]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['restaurant.suspend', 'admin@orders.test', `Suspended Kota King: ${reason}`],
        ['restaurant.reinstate', 'admin@orders.test', 'Reinstated Kota King (live again): Inspection passed'],
      ]),
    );
    expect(
      (await call('POST', `/restaurant/venues/${venue}/pause`, f.cookies.owner, { pause: '30m' })).status,
    ).toBe(200);
    const again = await call('POST', `/admin/restaurants/${venue}/activate`, f.cookies.admin, {
      reason: 'Again',
    });
    expect(again.status).toBe(409);
  });

  it('a suspended venue accepts no new order but may turn one down', async () => {
    await call('POST', `/restaurant/venues/${venue}/pause`, f.cookies.owner, { pause: 'resume' });
    const placed = await call<{ order: { id: string } }>(
      'POST',
      '/orders',
      f.cookies.customer,
      f.checkoutBody(),
    );
    expect(placed.status).toBe(201);
    const id = placed.body.order.id;
    await call('POST', `/admin/restaurants/${venue}/suspend`, f.cookies.admin, { reason });
    const confirm = await call('POST', `/restaurant/orders/${id}/confirm`, f.cookies.owner, {
      preparation_minutes: 15,
    });
    expect(confirm.status).toBe(403);
    expect(confirm.body.error?.code).toBe('venue_suspended');
    const reject = await call<{ status: string }>(
      'POST',
      `/restaurant/orders/${id}/reject`,
      f.cookies.owner,
      {
        code: 'too_busy',
      },
    );
    expect(reject.status).toBe(200);
    expect(reject.body.status).toBe('cancelled');
  });

  it('a venue that never went live goes back to its checklist, not to customers', async () => {
    const fresh = await insertRestaurant(f.db, {
      name: 'Never Live Diner',
      isActive: false,
      latitude: -25.856,
      longitude: 25.6403,
      serviceRadiusKm: 10,
      logoUrl: '/logo.webp',
      openingHours: hours,
    });
    await addRestaurantMember(f.db, f.users.owner.id, fresh.id);
    for (let i = 0; i < 5; i++) await insertMenuItem(f.db, fresh.id, { name: `Plate ${i}` });

    // Activating a venue that is not suspended is refused: it never makes a venue public.
    const early = await call('POST', `/admin/restaurants/${fresh.id}/activate`, f.cookies.admin, {
      reason: 'Looks fine',
    });
    expect(early.status).toBe(409);
    expect((await venueRow(fresh.id)).isActive).toBe(false);

    await call('POST', `/admin/restaurants/${fresh.id}/suspend`, f.cookies.admin, {
      reason: 'Check documents',
    });
    // Suspending twice keeps what it was before the first suspension.
    await call('POST', `/admin/restaurants/${fresh.id}/suspend`, f.cookies.admin, {
      reason: 'Still checking',
    });
    const back = await call<{ is_active: boolean }>(
      'POST',
      `/admin/restaurants/${fresh.id}/activate`,
      f.cookies.admin,
      {
        reason: 'Documents fine',
      },
    );
    expect(back.status).toBe(200);
    expect(back.body.is_active).toBe(false);
    expect(await visibleToCustomers(fresh.id)).toMatchObject({ list: false, detail: 404, menu: 404 });
    const checklist = await call<GoLiveChecklist>(
      'GET',
      `/restaurant/venues/${fresh.id}/go-live`,
      f.cookies.owner,
    );
    expect(checklist.body).toMatchObject({ is_live: false, suspension: null, complete: true });
    const audit = await call<AuditList>('GET', `/admin/audit?target_id=${fresh.id}`, f.cookies.admin);
    expect(audit.body.entries.map((e) => e.summary)).toContain(
      'Reinstated Never Live Diner (back to its go-live checklist): Documents fine',
    );
    // The owner's own go-live works again once reinstated.
    expect((await call('POST', `/restaurant/venues/${fresh.id}/go-live`, f.cookies.owner)).status).toBe(200);
    expect(await visibleToCustomers(fresh.id)).toMatchObject({ list: true, detail: 200 });
  });
});
