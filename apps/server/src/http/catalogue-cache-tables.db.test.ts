// The catalogue answer cache (docs/decisions/023-catalogue-answer-cache.md) on the real app and database: every
// write to a venue, dish or menu section reaches the next read, and each cached route reads only the tables whose
// writes raise the catalogue version (a route that starts reading another table fails here until that table gets
// the trigger of migration 0015).
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCategories, menuItems, restaurants } from '../db/schema/index.ts';
import { insertRestaurant } from '../seed/builders.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

/** The tables whose statement triggers raise `catalogue_version` (migrations 0015, 0018), and that table itself. */
const VERSIONED = ['restaurants', 'menu_items', 'menu_categories', 'promotions', 'catalogue_version'];

const POINT = { lat: -25.856, lng: 25.6403 };

describe('catalogue answer cache on the database', () => {
  let t: TestApp;
  let venueId: string;
  let dishId: string;
  let clockNow = new Date('2026-11-23T10:00:00Z');

  // Every statement's text while `recorded` is an array (both drivers).
  let recorded: string[] | null = null;
  const originals: [object, unknown][] = [];
  function spy(proto: { query: (...args: never[]) => unknown }) {
    const original = proto.query;
    originals.push([proto, original]);
    proto.query = function (this: unknown, ...args: unknown[]) {
      const q = args[0];
      if (recorded) recorded.push(typeof q === 'string' ? q : (q as { text: string }).text);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as never;
  }

  beforeAll(async () => {
    t = await createTestApp({ clock: () => clockNow });
    const db = t.database.db;
    const venue = await insertRestaurant(db, {
      name: 'Cache Kitchen',
      cuisineType: 'Pizza',
      description: 'Pizza by the slice',
      latitude: POINT.lat + 0.01,
      longitude: POINT.lng,
    });
    venueId = venue.id;
    const [dish] = await db
      .insert(menuItems)
      .values({ restaurantId: venueId, name: 'Pizza Margherita', priceCents: 9000 })
      .returning({ id: menuItems.id });
    dishId = dish!.id;
    spy(pg.Client.prototype as never);
    spy(PGlite.prototype as never);
  });
  afterAll(async () => {
    for (const [proto, original] of originals) (proto as { query: unknown }).query = original;
    await t.close();
  });

  const list = `/api/restaurants?lat=${POINT.lat}&lng=${POINT.lng}`;

  it('a write to a venue reaches the next read; without the version moving, the read comes from memory', async () => {
    const db = t.database.db;
    expect((await t.get<{ restaurants: { name: string }[] }>(list)).body.restaurants[0]!.name).toBe(
      'Cache Kitchen',
    );
    const national = '/api/restaurants';
    const first = async (path: string) =>
      (await t.get<{ restaurants: { name: string }[] }>(path)).body.restaurants[0]!.name;
    await db.update(restaurants).set({ name: 'Renamed Kitchen' }).where(eq(restaurants.id, venueId));
    expect(await first(list)).toBe('Renamed Kitchen');
    expect(await first(national)).toBe('Renamed Kitchen');
    // With the trigger off the version stays: the cached answers (the old name) are served.
    await db.execute(sql`alter table restaurants disable trigger restaurants_catalogue_version`);
    try {
      await db.update(restaurants).set({ name: 'Unseen Kitchen' }).where(eq(restaurants.id, venueId));
      expect(await first(list)).toBe('Renamed Kitchen');
      expect(await first(national)).toBe('Renamed Kitchen');
      // The next minute builds them again: the national list from the database; the list near a point from the list
      // area memo, kept per catalogue version (decision 041), so a write that does not raise the version stays
      // unseen there until the version moves.
      clockNow = new Date('2026-11-23T10:01:00Z');
      expect(await first(national)).toBe('Unseen Kitchen');
      expect(await first(list)).toBe('Renamed Kitchen');
    } finally {
      await db.execute(sql`alter table restaurants enable trigger restaurants_catalogue_version`);
    }
  });

  it('a write to a dish or a menu section reaches the next menu and search', async () => {
    const db = t.database.db;
    const menu = `/api/restaurants/${venueId}/menu`;
    const search = `/api/search?q=margherita&lat=${POINT.lat}&lng=${POINT.lng}`;
    const before = await t.get<{ items: { name: string }[]; categories?: unknown[] }>(menu);
    expect(before.body.items.map((i) => i.name)).toEqual(['Pizza Margherita']);
    expect((await t.get<{ count: number }>(search)).body.count).toBe(1);

    await db.update(menuItems).set({ name: 'Pizza Funghi' }).where(eq(menuItems.id, dishId));
    expect((await t.get<{ items: { name: string }[] }>(menu)).body.items.map((i) => i.name)).toEqual([
      'Pizza Funghi',
    ]);
    expect((await t.get<{ count: number }>(search)).body.count).toBe(0);

    await db.insert(menuCategories).values({ restaurantId: venueId, name: 'Pizzas' });
    expect((await t.get<{ categories?: unknown[] }>(menu)).body.categories).toBeDefined();
  });

  it('every versioned table has the trigger that raises the version', async () => {
    const result = await t.database.db.execute(
      sql`select tgrelid::regclass::text as "table" from pg_trigger
          where tgname like '%_catalogue_version' and tgenabled <> 'D' order by 1`,
    );
    // Both drivers answer { rows }.
    const triggered = (result as unknown as { rows: { table: string }[] }).rows;
    expect(triggered.map((r) => r.table.replace(/^public\./, '').replace(/"/g, '')).sort()).toEqual(
      VERSIONED.filter((table) => table !== 'catalogue_version').sort(),
    );
  });

  it.each([
    ['the list near a point with Top Picks', `${list}&top_picks=true`],
    ['the list near a point, filtered', `${list}&open_now=true&min_rating=3&cuisine=pizza`],
    ['the national list', '/api/restaurants?kind=restaurant'],
    ['one venue', `/api/restaurants/{id}?lat=${POINT.lat}&lng=${POINT.lng}`],
    ['its menu', '/api/restaurants/{id}/menu'],
    ['search near a point', `/api/search?q=pizza&lat=${POINT.lat}&lng=${POINT.lng}`],
    ['search nationwide', '/api/search?q=kitchen'],
  ])('%s reads only versioned tables', async (_label, template) => {
    // A write first, so this read is built (not served from memory) and its statements are seen.
    await t.database.db.update(restaurants).set({ rating: 4.4 }).where(eq(restaurants.id, venueId));
    recorded = [];
    const res = await t.get(template.replace('{id}', venueId));
    const statements = recorded;
    recorded = null;
    expect(res.status).toBe(200);
    // At least the answer's own statement (the list reads the catalogue version in it: decision 036).
    expect(statements.length).toBeGreaterThan(0);
    const tables = new Set(
      statements.flatMap((text) => [...text.matchAll(/\b(?:from|join)\s+"([a-z_]+)"/gi)].map((m) => m[1]!)),
    );
    expect([...tables].filter((table) => !VERSIONED.includes(table))).toEqual([]);
  });
});
