// docs/decisions/035-search-near-index.md: search kept the best 200 venues / 500 dishes nationwide and only then applied the radius, so a town
// with many better-named matches elsewhere lost its own. With a location the radius is inside the query.
import type { SearchResponse } from '@lekker/core/contracts/search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, restaurants } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { DISH_CANDIDATES, RESTAURANT_CANDIDATES } from './search.repository.ts';

const MAHIKENG = { lat: -25.856, lng: 25.6403 };
const NEAR = 70;
const NEAR_BY_DISH = 40;

describe('GET /api/search near a point with more than 200 matches nationwide', () => {
  let t: TestApp;
  const nearIds = new Set<string>();

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-18T10:00:00Z') });
    const db = t.database.db;
    // Far away (Durban), named exactly like the search: they outrank every Mahikeng venue nationwide.
    const far = await db
      .insert(restaurants)
      .values(
        Array.from({ length: RESTAURANT_CANDIDATES + 60 }, (_, i) => ({
          name: 'Pizza',
          cuisineType: i % 2 ? 'Pizza' : 'Italian',
          latitude: -29.85 + (i % 10) * 0.01,
          longitude: 31.02,
        })),
      )
      .returning({ id: restaurants.id });
    await db.insert(menuItems).values(
      Array.from({ length: DISH_CANDIDATES + 40 }, (_, i) => ({
        restaurantId: far[i % far.length]!.id,
        name: 'Bunny chow',
        priceCents: 6500,
      })),
    );
    // In Mahikeng, within their 10 km radius (~0–8 km north): weaker names, still matches.
    const near = await db
      .insert(restaurants)
      .values(
        Array.from({ length: NEAR }, (_, i) => ({
          name: `Mahikeng Pizza Place ${i}`,
          latitude: MAHIKENG.lat + (i % 8) * 0.01,
          longitude: MAHIKENG.lng,
          serviceRadiusKm: 10,
        })),
      )
      .returning({ id: restaurants.id });
    for (const r of near) nearIds.add(r.id);
    // Found only through a dish.
    const viaDish = await db
      .insert(restaurants)
      .values(
        Array.from({ length: NEAR_BY_DISH }, (_, i) => ({
          name: `Kota House ${i}`,
          latitude: MAHIKENG.lat - (i % 5) * 0.01,
          longitude: MAHIKENG.lng,
        })),
      )
      .returning({ id: restaurants.id });
    await db
      .insert(menuItems)
      .values(
        viaDish.map((r) => ({ restaurantId: r.id, name: 'Quarter bunny chow special', priceCents: 5500 })),
      );
    const dishIds = new Set(viaDish.map((r) => r.id));
    (t as TestApp & { dishIds?: Set<string> }).dishIds = dishIds;
    // Near but its own radius (2 km) does not reach the point: never returned.
    await db.insert(restaurants).values({
      name: 'Pizza Too Far For Its Radius',
      latitude: MAHIKENG.lat + 0.05,
      longitude: MAHIKENG.lng,
      serviceRadiusKm: 2,
    });
  });
  afterAll(() => t.close());

  async function everyPage(q: string): Promise<SearchResponse['results']> {
    const all: SearchResponse['results'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const suffix: string = cursor ? `&cursor=${cursor}` : '';
      const res = await t.get<SearchResponse>(
        `/api/search?q=${encodeURIComponent(q)}&lat=${MAHIKENG.lat}&lng=${MAHIKENG.lng}&limit=25${suffix}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(res.body.results.length);
      all.push(...res.body.results);
      cursor = res.body.next_cursor;
      if (++pages > 50) throw new Error('the cursor never ends');
    } while (cursor);
    return all;
  }

  it('returns every nearby venue matching by name, in pages, and nothing beyond a radius', async () => {
    const results = await everyPage('pizza');
    const ids = results.map((r) => r.restaurant.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => nearIds.has(id)).length).toBe(NEAR);
    expect(results.length).toBe(NEAR);
    expect(results.every((r) => r.restaurant.distance_km! <= r.restaurant.service_radius_km)).toBe(true);
    const scores = results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('returns every nearby venue found through a dish', async () => {
    const dishIds = (t as TestApp & { dishIds?: Set<string> }).dishIds!;
    const results = await everyPage('bunny chow');
    expect(results.map((r) => r.restaurant.id).sort()).toEqual([...dishIds].sort());
    expect(results.every((r) => r.items[0]?.name === 'Quarter bunny chow special')).toBe(true);
  });

  it('without a location still answers the best matches nationwide, bounded', async () => {
    const res = await t.get<SearchResponse>('/api/search?q=pizza&limit=50');
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBe(50);
    expect(res.body.next_cursor).not.toBeNull();
  });

  it('answers 400 naming cursor for a damaged cursor', async () => {
    const res = await t.get<{ error: { fields: Record<string, string> } }>('/api/search?q=pizza&cursor=zzzz');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toContain('cursor');
  });
});

// Decision 035: near a point, dishes are matched only in the grid cells of the venues that reach it, through the
// cell each dish carries (kept by triggers). A venue that moves, a dish added later and an unpinned venue are found.
describe("GET /api/search near a point follows each venue's cell", () => {
  let t: TestApp;
  const PRETORIA = { lat: -25.7479, lng: 28.2293 };

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-18T10:00:00Z') });
  });
  afterAll(() => t.close());

  async function dishVenues(q: string, at: { lat: number; lng: number }): Promise<string[]> {
    const res = await t.get<SearchResponse>(
      `/api/search?q=${encodeURIComponent(q)}&lat=${at.lat}&lng=${at.lng}`,
    );
    expect(res.status).toBe(200);
    return res.body.results.filter((r) => r.items.length > 0).map((r) => r.restaurant.id);
  }

  async function cellsOf(restaurantId: string) {
    const [venue] = await t.database.db
      .select({ cell: restaurants.searchCell })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId));
    const dishes = await t.database.db
      .select({ cell: menuItems.searchCell })
      .from(menuItems)
      .where(eq(menuItems.restaurantId, restaurantId));
    return { venue: venue!.cell, dishes: dishes.map((d) => d.cell) };
  }

  it('finds a venue through its dishes where its pin is, after it moves, and without a pin', async () => {
    const db = t.database.db;
    const [venue] = await db
      .insert(restaurants)
      .values({
        name: 'Cell Test Kitchen',
        latitude: MAHIKENG.lat,
        longitude: MAHIKENG.lng,
        serviceRadiusKm: 10,
      })
      .returning({ id: restaurants.id });
    const id = venue!.id;
    await db.insert(menuItems).values({ restaurantId: id, name: 'Zibbleworth stew', priceCents: 7000 });
    let cells = await cellsOf(id);
    expect(cells.venue).toBeGreaterThanOrEqual(0);
    expect(cells.dishes).toEqual([cells.venue]);
    expect(await dishVenues('zibbleworth', MAHIKENG)).toEqual([id]);
    expect(await dishVenues('zibbleworth', PRETORIA)).toEqual([]);

    // Moved to Pretoria (another cell): its dishes follow in the same statement.
    await db
      .update(restaurants)
      .set({ latitude: PRETORIA.lat, longitude: PRETORIA.lng })
      .where(eq(restaurants.id, id));
    await db.insert(menuItems).values({ restaurantId: id, name: 'Zibbleworth special', priceCents: 7500 });
    cells = await cellsOf(id);
    expect(cells.venue).not.toBe(-1);
    expect(cells.dishes).toEqual([cells.venue, cells.venue]);
    expect(await dishVenues('zibbleworth', PRETORIA)).toEqual([id]);
    expect(await dishVenues('zibbleworth', MAHIKENG)).toEqual([]);

    // A dish written with another cell gets its venue's cell back.
    await db.update(menuItems).set({ searchCell: 12345 }).where(eq(menuItems.restaurantId, id));
    expect((await cellsOf(id)).dishes).toEqual([cells.venue, cells.venue]);

    // Without a pin the venue is reachable from everywhere (cell −1).
    await db.update(restaurants).set({ latitude: null, longitude: null }).where(eq(restaurants.id, id));
    cells = await cellsOf(id);
    expect(cells).toEqual({ venue: -1, dishes: [-1, -1] });
    expect(await dishVenues('zibbleworth', MAHIKENG)).toEqual([id]);
    expect(await dishVenues('zibbleworth', PRETORIA)).toEqual([id]);
  });
});

describe('GET /api/search rate limit per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEARCH_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the limit, per IP, and leaves other reads alone', async () => {
    for (let i = 0; i < 3; i++)
      expect((await t.get('/api/search?q=pizza', { ip: '10.0.0.1' })).status).toBe(200);
    const refused = await t.get<{ error: { code: string; message: string } }>('/api/search?q=pizza', {
      ip: '10.0.0.1',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.get('/api/search?q=pizza', { ip: '10.0.0.2' })).status).toBe(200);
    expect((await t.get('/api/restaurants', { ip: '10.0.0.1' })).status).toBe(200);
  });
});
