import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminMenu, AdminMenuItem } from '@lekker/core/contracts/menu-admin';
import type { GoLiveChecklist, VenueSettings } from '@lekker/core/contracts/venues';
import { REDUCED_MENU_EMPTY } from '@lekker/core/load-shedding';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, restaurantApplications, restaurants, user } from '../../db/schema/index.ts';
import { addRestaurantMember, insertMenuItem, insertRestaurant, insertUser } from '../../seed/builders.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app.ts';
import { IMAGE_MAX_BYTES } from './venue-images.ts';

type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } };
type CustomerMenu = {
  items: {
    id: string;
    name: string;
    is_available: boolean;
    category: string | null;
    sold_out_until?: string;
  }[];
  categories?: string[];
  limited_menu_until?: string;
  status_label?: string;
};
type ListBody = {
  restaurants: { id: string; is_open: boolean; open_reason?: string; status_label?: string | null }[];
};

/** Monday 2024-01-01 12:00 in Johannesburg (UTC+2). */
const START = new Date('2024-01-01T10:00:00.000Z');
const everyDay = (open: string, close: string) =>
  Object.fromEntries(
    ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [
      d,
      { open, close },
    ]),
  );

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

describe('restaurant venue API (settings, pause, menu editor, images, go-live)', () => {
  let t: TestApp;
  let dataDir: string;
  const now = new Date(START);
  const password = 'venue-pass';
  let owner = '';
  let otherOwner = '';
  let customer = '';
  let venueId = '';
  let otherVenueId = '';
  let otherItemId = '';

  const call = <T>(method: string, path: string, cookie: string, body?: unknown) =>
    t.request<T & ApiError>(method, `/api/restaurant/venues${path}`, { cookie, body });

  async function putImage(
    path: string,
    cookie: string,
    body: Buffer | ReadableStream,
    type: string,
    headers = {},
  ) {
    const res = await t.app.request(
      `/api/restaurant/venues${path}`,
      {
        method: 'PUT',
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': type, ...headers },
        body,
        duplex: 'half',
      } as RequestInit,
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    return { status: res.status, body: (await res.json()) as VenueSettings & AdminMenuItem & ApiError };
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lekker-venues-'));
    t = await createTestApp({ now, env: { DATA_DIR: dataDir } });
    const db = t.database.db;
    const venue = await insertRestaurant(db, {
      name: 'Kota Test Corner',
      openingHours: everyDay('08:00', '22:00'),
    });
    const other = await insertRestaurant(db, { name: 'Other Corner' });
    venueId = venue.id;
    otherVenueId = other.id;
    otherItemId = (await insertMenuItem(db, other.id, { name: 'Foreign Kota' })).id;
    const make = async (email: string, roles: ('customer' | 'restaurant')[]) =>
      (await insertUser(db, { email, name: email, password, roles })).id;
    const ownerId = await make('owner@venues.test', ['customer', 'restaurant']);
    const otherId = await make('other@venues.test', ['customer', 'restaurant']);
    await make('customer@venues.test', ['customer']);
    await addRestaurantMember(db, ownerId, venue.id);
    await addRestaurantMember(db, otherId, other.id);
    owner = await t.signIn('owner@venues.test', password);
    otherOwner = await t.signIn('other@venues.test', password);
    customer = await t.signIn('customer@venues.test', password);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('settings', () => {
    it('answers the settings with the open status; another venue member gets 404', async () => {
      const res = await call<VenueSettings>('GET', `/${venueId}/settings`, owner);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: venueId, name: 'Kota Test Corner', is_active: true });
      expect(res.body.status).toEqual({ open: true, reason: null, label: null });
      expect((await call('GET', `/${venueId}/settings`, otherOwner)).status).toBe(404);
      expect((await call('PATCH', `/${venueId}/settings`, otherOwner, { name: 'Hijack' })).status).toBe(404);
      expect((await call('GET', `/${venueId}/settings`, customer)).status).toBe(403);
    });

    it('changes only the fields sent, and refuses a bad plan with nothing changed', async () => {
      const plan = {
        mode: 'pause',
        extra_prep_minutes: 10,
        slots: [{ day: 'monday', start: '16:00', end: '18:30' }],
      };
      const res = await call<VenueSettings>('PATCH', `/${venueId}/settings`, owner, {
        description: 'Kotas and chips',
        service_radius_km: 8,
        closed_dates: ['2024-12-25', '2024-01-03'],
        load_shedding: plan,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        name: 'Kota Test Corner',
        description: 'Kotas and chips',
        service_radius_km: 8,
        closed_dates: ['2024-01-03', '2024-12-25'],
        load_shedding: plan,
      });

      const bad = await call('PATCH', `/${venueId}/settings`, owner, {
        name: 'Renamed',
        load_shedding: { ...plan, slots: [{ day: 'monday', start: '25:00', end: '18:30' }] },
      });
      expect(bad.status).toBe(400);
      const after = await call<VenueSettings>('GET', `/${venueId}/settings`, owner);
      expect(after.body.name).toBe('Kota Test Corner');
    });

    it('refuses a reduced-menu plan while no dish cooks without power (the menu would be empty), nothing saved', async () => {
      const db = t.database.db;
      const fresh = await insertRestaurant(db, { name: 'No Power Corner' });
      const [ownerRow] = await db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, 'owner@venues.test'));
      await addRestaurantMember(db, ownerRow!.id, fresh.id);
      const dish = await insertMenuItem(db, fresh.id, { name: 'Grilled Steak', cooksWithoutPower: false });
      const plan = {
        mode: 'reduced_menu',
        extra_prep_minutes: 10,
        slots: [{ day: 'monday', start: '16:00', end: '18:30' }],
      };
      const refused = await call('PATCH', `/${fresh.id}/settings`, owner, { load_shedding: plan });
      expect(refused.status).toBe(422);
      expect(refused.body.error.message).toBe(REDUCED_MENU_EMPTY);
      expect(refused.body.error.message).not.toMatch(/load_shedding|cooks_without_power/);
      const unchanged = await call<VenueSettings>('GET', `/${fresh.id}/settings`, owner);
      expect(unchanged.body.load_shedding).toBeNull();
      // Pausing during a slot needs no dish.
      const pause = await call('PATCH', `/${fresh.id}/settings`, owner, {
        load_shedding: { ...plan, mode: 'pause' },
      });
      expect(pause.status).toBe(200);
      // With one dish flagged, the reduced menu is saved.
      await db.update(menuItems).set({ cooksWithoutPower: true }).where(eq(menuItems.id, dish.id));
      const saved = await call<VenueSettings>('PATCH', `/${fresh.id}/settings`, owner, {
        load_shedding: plan,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.load_shedding).toMatchObject({ mode: 'reduced_menu' });
    });

    it('refuses to take a live venue off the map', async () => {
      const res = await call('PATCH', `/${venueId}/settings`, owner, { latitude: null, longitude: null });
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toHaveProperty('latitude');
    });
  });

  describe('pause', () => {
    it('closes for 30 minutes with the reopening time on the customer list, and resumes', async () => {
      const res = await call<VenueSettings>('POST', `/${venueId}/pause`, owner, { pause: '30m' });
      expect(res.status).toBe(200);
      expect(res.body.paused_until).toBe('2024-01-01T10:30:00.000Z');
      expect(res.body.status).toMatchObject({
        open: false,
        reason: 'paused',
        label: 'Paused · back at 12:30',
      });

      const list = await t.get<ListBody>('/api/restaurants');
      expect(list.body.restaurants.find((r) => r.id === venueId)).toMatchObject({
        is_open: false,
        open_reason: 'paused',
        status_label: 'Paused · back at 12:30',
      });

      const checkout = await t.request<ApiError>('POST', '/api/orders', {
        cookie: customer,
        body: {
          idempotency_key: `venue-paused-${Date.now()}`,
          restaurant_id: venueId,
          items: [{ menu_item_id: otherItemId, quantity: 1 }],
          delivery_address: { street: '1 Main Road', city: 'Mahikeng', province: 'North West' },
          delivery_location: { latitude: -25.85, longitude: 25.64 },
          payment_method: 'cash',
        },
      });
      expect(checkout.status).toBe(422);
      expect(checkout.body.error.message).toBe(
        'Kota Test Corner is closed right now (Paused · back at 12:30). Please order again when they are open.',
      );

      const resumed = await call<VenueSettings>('POST', `/${venueId}/pause`, owner, { pause: 'resume' });
      expect(resumed.body.status.open).toBe(true);
      expect(resumed.body.paused_until).toBeNull();
    });

    it('"until tomorrow" lasts until the next local midnight', async () => {
      const res = await call<VenueSettings>('POST', `/${venueId}/pause`, owner, { pause: 'tomorrow' });
      expect(res.body.paused_until).toBe('2024-01-01T22:00:00.000Z');
      expect(res.body.status.reopens_at).toBe('2024-01-02T06:00:00.000Z'); // 08:00 local, the opening hour
      await call('POST', `/${venueId}/pause`, owner, { pause: 'resume' });
    });
  });

  describe('menu editor', () => {
    let menu: AdminMenu;
    let mainsId = '';
    let drinksId = '';

    it('creates, renames and reorders categories; a duplicate name is a 409', async () => {
      const a = await call<AdminMenu>('POST', `/${venueId}/menu/categories`, owner, { name: 'Kotas' });
      expect(a.status).toBe(201);
      const b = await call<AdminMenu>('POST', `/${venueId}/menu/categories`, owner, { name: 'Drinks' });
      expect(b.body.categories.map((c) => c.name)).toEqual(['Kotas', 'Drinks']);
      mainsId = b.body.categories[0]!.id;
      drinksId = b.body.categories[1]!.id;
      expect((await call('POST', `/${venueId}/menu/categories`, owner, { name: 'drinks' })).status).toBe(409);

      const renamed = await call<AdminMenu>('PATCH', `/${venueId}/menu/categories/${mainsId}`, owner, {
        name: 'Mains',
      });
      expect(renamed.body.categories[0]!.name).toBe('Mains');
      const reordered = await call<AdminMenu>('PUT', `/${venueId}/menu/categories/order`, owner, {
        ids: [drinksId, mainsId],
      });
      expect(reordered.body.categories.map((c) => c.name)).toEqual(['Drinks', 'Mains']);
      const partial = await call('PUT', `/${venueId}/menu/categories/order`, owner, { ids: [drinksId] });
      expect(partial.status).toBe(422);
    });

    it('adds items with a category and prices in cents; the customer menu follows the category order', async () => {
      for (const [name, price, category, cwp] of [
        ['Full House Kota', 6500, mainsId, false],
        ['Quarter Kota', 3500, mainsId, false],
        ['Cold Coke', 1800, drinksId, true],
      ] as const) {
        const res = await call<AdminMenuItem>('POST', `/${venueId}/menu/items`, owner, {
          name,
          price_cents: price,
          category_id: category,
          preparation_time: 12,
          cooks_without_power: cwp,
        });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({
          name,
          price_cents: price,
          category_id: category,
          is_available: true,
        });
      }
      const bad = await call('POST', `/${venueId}/menu/items`, owner, {
        name: 'Free lunch',
        price_cents: 12.5,
      });
      expect(bad.status).toBe(400);
      const foreignCategory = await call('POST', `/${otherVenueId}/menu/items`, otherOwner, {
        name: 'Sneaky',
        price_cents: 5000,
        category_id: mainsId,
      });
      expect(foreignCategory.status).toBe(422);

      const customerMenu = await t.get<CustomerMenu>(`/api/restaurants/${venueId}/menu`);
      expect(customerMenu.body.categories).toEqual(['Drinks', 'Mains']);
      expect(customerMenu.body.items.map((i) => i.name)).toEqual([
        'Cold Coke',
        'Full House Kota',
        'Quarter Kota',
      ]);
      expect(customerMenu.body.items[1]!.category).toBe('Mains');
      menu = (await call<AdminMenu>('GET', `/${venueId}/menu`, owner)).body;
      expect(menu.items).toHaveLength(3);
      expect(menu.categories.find((c) => c.id === mainsId)!.item_count).toBe(2);
    });

    it('deletes a category only when it is empty', async () => {
      expect((await call('DELETE', `/${venueId}/menu/categories/${mainsId}`, owner)).status).toBe(409);
      const spare = await call<AdminMenu>('POST', `/${venueId}/menu/categories`, owner, { name: 'Specials' });
      const spareId = spare.body.categories.find((c) => c.name === 'Specials')!.id;
      expect((await call('DELETE', `/${venueId}/menu/categories/${spareId}`, otherOwner)).status).toBe(404);
      const gone = await call<AdminMenu>('DELETE', `/${venueId}/menu/categories/${spareId}`, owner);
      expect(gone.status).toBe(200);
      expect(gone.body.categories.map((c) => c.name)).toEqual(['Drinks', 'Mains']);
    });

    it("sold out today: unavailable on the customer menu and at checkout until the day's hours end, then back", async () => {
      const kota = menu.items.find((i) => i.name === 'Quarter Kota')!;
      const res = await call<AdminMenuItem>('PATCH', `/${venueId}/menu/items/${kota.id}`, owner, {
        sold_out_today: true,
      });
      // Open 08:00–22:00 SAST: sold out until the session ends (22:01 SAST), decision 056.
      expect(res.body.sold_out_until).toBe('2024-01-01T20:01:00.000Z');
      const customerMenu = await t.get<CustomerMenu>(`/api/restaurants/${venueId}/menu`);
      expect(customerMenu.body.items.find((i) => i.id === kota.id)).toMatchObject({
        is_available: false,
        sold_out_until: '2024-01-01T20:01:00.000Z',
      });

      const checkout = await t.request<ApiError>('POST', '/api/orders', {
        cookie: customer,
        body: {
          idempotency_key: `venue-test-${Date.now()}`,
          restaurant_id: venueId,
          items: [{ menu_item_id: kota.id, quantity: 2 }],
          delivery_address: { street: '1 Main Road', city: 'Mahikeng', province: 'North West' },
          delivery_location: { latitude: -25.85, longitude: 25.64 },
          payment_method: 'cash',
        },
      });
      expect(checkout.status).toBe(422);
      expect(checkout.body.error.message).toContain('Quarter Kota');

      now.setTime(new Date('2024-01-01T20:01:00.000Z').getTime()); // the session is over
      const later = await t.get<CustomerMenu>(`/api/restaurants/${venueId}/menu`);
      expect(later.body.items.find((i) => i.id === kota.id)!.is_available).toBe(true);
      now.setTime(START.getTime());
    });

    it('bulk sold out is all or nothing: one foreign item and nothing changes', async () => {
      const ids = menu.items.map((i) => i.id);
      const refused = await call('POST', `/${venueId}/menu/sold-out`, owner, {
        item_ids: [...ids, otherItemId],
        sold_out: true,
      });
      expect(refused.status).toBe(404);
      const [row] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, ids[0]!));
      expect(row!.soldOutUntil).toBeNull();

      const done = await call<AdminMenu>('POST', `/${venueId}/menu/sold-out`, owner, {
        item_ids: ids,
        sold_out: true,
      });
      expect(done.body.items.every((i) => i.sold_out_until === '2024-01-01T20:01:00.000Z')).toBe(true);
      const back = await call<AdminMenu>('POST', `/${venueId}/menu/sold-out`, owner, {
        item_ids: ids,
        sold_out: false,
      });
      expect(back.body.items.every((i) => i.sold_out_until === null)).toBe(true);
    });

    it("one venue's member cannot touch another venue's item, even through their own venue id", async () => {
      const item = menu.items[0]!;
      expect(
        (await call('PATCH', `/${otherVenueId}/menu/items/${item.id}`, otherOwner, { price_cents: 100 }))
          .status,
      ).toBe(404);
      expect(
        (await call('PATCH', `/${venueId}/menu/items/${item.id}`, otherOwner, { price_cents: 100 })).status,
      ).toBe(404);
      const [row] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, item.id));
      expect(row!.priceCents).toBe(item.price_cents);
    });

    it('load-shedding with a slot starting now shows only the reduced menu, with its label', async () => {
      await call('PATCH', `/${venueId}/settings`, owner, {
        load_shedding: {
          mode: 'reduced_menu',
          extra_prep_minutes: 15,
          slots: [{ day: 'monday', start: '12:00', end: '14:30' }],
        },
      });
      const customerMenu = await t.get<CustomerMenu>(`/api/restaurants/${venueId}/menu`);
      expect(customerMenu.body.items.map((i) => i.name)).toEqual(['Cold Coke']);
      expect(customerMenu.body.status_label).toBe('Load-shedding: limited menu until 14:30');
      const detail = await t.get<{ is_open: boolean; status_label: string; delivery_time_max: number }>(
        `/api/restaurants/${venueId}`,
      );
      expect(detail.body).toMatchObject({
        is_open: true,
        status_label: 'Load-shedding: limited menu until 14:30',
        delivery_time_max: 50,
      });

      // Checkout follows: an item that needs power is refused during the slot, one that cooks without power is fine.
      const order = (itemName: string) =>
        t.request<ApiError>('POST', '/api/orders', {
          cookie: customer,
          body: {
            idempotency_key: `venue-ls-${itemName}-${Date.now()}`,
            restaurant_id: venueId,
            items: [{ menu_item_id: menu.items.find((i) => i.name === itemName)!.id, quantity: 4 }],
            delivery_address: { street: '1 Main Road', city: 'Mahikeng', province: 'North West' },
            delivery_location: { latitude: -25.85, longitude: 25.64 },
            payment_method: 'cash',
          },
        });
      const refused = await order('Full House Kota');
      expect(refused.status).toBe(422);
      expect(refused.body.error.message).toContain('Full House Kota');
      expect((await order('Cold Coke')).status).toBe(201);

      now.setTime(new Date('2024-01-01T12:30:00.000Z').getTime()); // 14:30 local: the slot is over
      const after = await t.get<CustomerMenu>(`/api/restaurants/${venueId}/menu`);
      expect(after.body.items).toHaveLength(3);
      expect(after.body.status_label).toBeUndefined();
      now.setTime(START.getTime());
      await call('PATCH', `/${venueId}/settings`, owner, { load_shedding: null });
    });
  });

  describe('images', () => {
    it('stores a logo resized to WebP in the public bucket', async () => {
      const res = await putImage(`/${venueId}/images/logo`, owner, await png(1200, 900), 'image/png');
      expect(res.status).toBe(200);
      expect(res.body.logo_url).toMatch(/\/venues\/[0-9a-f-]+\/logo-\d+-[0-9a-f]+\.webp$/);
      const files = await readdir(join(dataDir, 'storage'), { recursive: true });
      const stored = files.find((f) => String(f).endsWith('.webp') && String(f).includes('logo-'));
      expect(stored).toBeDefined();
      const meta = await sharp(await readFile(join(dataDir, 'storage', String(stored)))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    });

    it('refuses a file whose first bytes are not the declared image type', async () => {
      const fake = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100)]);
      const res = await putImage(`/${venueId}/images/cover`, owner, fake, 'image/png');
      expect(res.status).toBe(415);
      expect(res.body.error.code).toBe('invalid_file_type');
      const jpegAsPng = await sharp(await png(10, 10))
        .jpeg()
        .toBuffer();
      expect((await putImage(`/${venueId}/images/cover`, owner, jpegAsPng, 'image/png')).status).toBe(415);
      expect(
        (await putImage(`/${venueId}/images/cover`, owner, await png(10, 10), 'application/pdf')).status,
      ).toBe(415);
    });

    it('refuses more than 5 MB, by Content-Length and while streaming', async () => {
      const big = Buffer.concat([await png(10, 10), Buffer.alloc(IMAGE_MAX_BYTES)]);
      const res = await putImage(`/${venueId}/images/cover`, owner, big, 'image/png');
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe('file_too_large');
      const head = await png(10, 10);
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(head);
          else if (sent > IMAGE_MAX_BYTES + 65536) controller.close();
          else controller.enqueue(new Uint8Array(65536));
          sent += sent === 0 ? head.length : 65536;
        },
      });
      expect((await putImage(`/${venueId}/images/cover`, owner, stream, 'image/png')).status).toBe(413);
      const [row] = await t.database.db.select().from(restaurants).where(eq(restaurants.id, venueId));
      expect(row!.coverImageUrl).toBeNull();
    });

    it("uploads an item photo; another venue's member gets 404", async () => {
      const item = (await call<AdminMenu>('GET', `/${venueId}/menu`, owner)).body.items[0]!;
      expect(
        (
          await putImage(
            `/${venueId}/menu/items/${item.id}/image`,
            otherOwner,
            await png(50, 50),
            'image/png',
          )
        ).status,
      ).toBe(404);
      const res = await putImage(
        `/${venueId}/menu/items/${item.id}/image`,
        owner,
        await png(2000, 1500),
        'image/png',
      );
      expect(res.status).toBe(200);
      expect(res.body.image_url).toMatch(/item-.*\.webp$/);
    });
  });

  describe('go-live', () => {
    let newId = '';
    let newOwner = '';

    beforeAll(async () => {
      const db = t.database.db;
      const venue = await insertRestaurant(db, {
        name: 'Fresh Start Grill',
        isActive: false,
        latitude: null,
        longitude: null,
        openingHours: null,
      });
      newId = venue.id;
      const id = (
        await insertUser(db, {
          email: 'new@venues.test',
          name: 'New',
          password,
          roles: ['customer', 'restaurant'],
        })
      ).id;
      await addRestaurantMember(db, id, venue.id);
      newOwner = await t.signIn('new@venues.test', password);
    });

    it('an incomplete venue cannot go live and customers never see it', async () => {
      const list = await call<GoLiveChecklist>('GET', `/${newId}/go-live`, newOwner);
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ complete: false, is_live: false, went_live_at: null });
      expect(list.body.items.filter((i) => !i.done).map((i) => i.key)).toEqual([
        'pin',
        'hours',
        'menu',
        'logo',
      ]);

      const refused = await call('POST', `/${newId}/go-live`, newOwner);
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.error.fields ?? {})).toEqual(['pin', 'hours', 'menu', 'logo']);
      expect((await call('POST', `/${newId}/go-live`, owner)).status).toBe(404);

      expect((await t.get<ListBody>('/api/restaurants')).body.restaurants.map((r) => r.id)).not.toContain(
        newId,
      );
      expect((await t.get(`/api/restaurants/${newId}`)).status).toBe(404);
      expect((await t.get(`/api/restaurants/${newId}/menu`)).status).toBe(404);
    });

    it('completes the checklist, goes live and shows on the customer list near its pin', async () => {
      await call('PATCH', `/${newId}/settings`, newOwner, {
        latitude: -25.86,
        longitude: 25.65,
        opening_hours: everyDay('08:00', '22:00'),
      });
      for (let i = 1; i <= 5; i++)
        await call('POST', `/${newId}/menu/items`, newOwner, { name: `Dish ${i}`, price_cents: 5000 + i });
      await putImage(`/${newId}/images/logo`, newOwner, await png(300, 300), 'image/png');

      const ready = await call<GoLiveChecklist>('GET', `/${newId}/go-live`, newOwner);
      expect(ready.body.complete).toBe(true);
      const live = await call<GoLiveChecklist>('POST', `/${newId}/go-live`, newOwner);
      expect(live.status).toBe(200);
      expect(live.body).toMatchObject({ is_live: true, went_live_at: START.toISOString() });
      const again = await call<GoLiveChecklist>('POST', `/${newId}/go-live`, newOwner);
      expect(again.body.went_live_at).toBe(START.toISOString());

      const near = await t.get<ListBody>('/api/restaurants?lat=-25.861&lng=25.651');
      expect(near.body.restaurants[0]!.id).toBe(newId);
      expect((await t.get<CustomerMenu>(`/api/restaurants/${newId}/menu`)).body.items).toHaveLength(5);
    });

    it('a venue whose application an admin suspended cannot put itself live again', async () => {
      const db = t.database.db;
      const owner = await insertUser(db, {
        email: 'suspended@venues.test',
        name: 'S',
        password,
        roles: ['customer', 'restaurant'],
      });
      const venue = await insertRestaurant(db, {
        name: 'Suspended Spot',
        isActive: false,
        logoUrl: '/logo.webp',
        openingHours: everyDay('08:00', '22:00'),
      });
      await addRestaurantMember(db, owner.id, venue.id);
      for (let i = 0; i < 5; i++) await insertMenuItem(db, venue.id);
      await db.insert(restaurantApplications).values({
        userId: owner.id,
        restaurantName: 'Suspended Spot',
        status: 'suspended',
        restaurantId: venue.id,
      });
      const cookie = await t.signIn('suspended@venues.test', password);
      const res = await call('POST', `/${venue.id}/go-live`, cookie);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('venue_suspended');
      const [row] = await db.select().from(restaurants).where(eq(restaurants.id, venue.id));
      expect(row!.isActive).toBe(false);
    });
  });
});
