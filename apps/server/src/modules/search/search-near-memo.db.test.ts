// Decision 035: the matches of a term in a point's cells are kept per catalogue version; a search from another
// point of the same town reads only its reach. The answers must be the exact query's, before and after edits.
import type { SearchQuery } from '@lekker/core/contracts/search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, restaurants } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSearchRepository, type SearchRepository } from './search.repository.ts';
import { createSearchService } from './search.service.ts';
import {
  cellsAround,
  cellsAroundCell,
  createSearchGate,
  createSearchNearMemo,
  type SearchNearMemo,
} from './search-near-memo.ts';

const MAHIKENG = { lat: -25.856, lng: 25.6403 };
/** Another customer of the town, ~2 km away: the same cells, a slightly different reach. */
const NEIGHBOUR = { lat: -25.84, lng: 25.655 };
const MAHIKENG_AT = { latitude: MAHIKENG.lat, longitude: MAHIKENG.lng };
const NOW = new Date('2026-11-18T10:00:00Z');

describe('search near a point: the memo of a term in a few cells', () => {
  let t: TestApp;
  let repo: SearchRepository;
  const calls = { dishes: 0, reach: 0, dishCells: [] as number[][] };
  let dishId = '';

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    const db = t.database.db;
    const venues = await db
      .insert(restaurants)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          name: i % 3 === 0 ? `Pizza Corner ${i}` : `Shisa Nyama ${i}`,
          latitude: MAHIKENG.lat + (i % 6) * 0.012,
          longitude: MAHIKENG.lng + (i % 4) * 0.01,
          // Some reach one point and not the other.
          serviceRadiusKm: i % 2 ? 3 : 10,
        })),
      )
      .returning({ id: restaurants.id });
    const dishes = await db
      .insert(menuItems)
      .values(
        venues.flatMap((v, i) => [
          { restaurantId: v.id, name: i % 2 ? 'Chicken pizza' : 'Pap and wors', priceCents: 7000 + i },
          {
            restaurantId: v.id,
            name: 'Margherita pizza',
            description: 'Tomato and cheese',
            priceCents: 8000,
          },
        ]),
      )
      .returning({ id: menuItems.id });
    // Venue 2 reaches both points (10 km) and stays on.
    dishId = dishes[4]!.id;
    const real = createSearchRepository(db);
    repo = {
      ...real,
      findDishes: (...args) => {
        calls.dishes += 1;
        calls.dishCells.push([...(args[2]?.cells ?? [])]);
        return real.findDishes(...args);
      },
      reach: (...args) => {
        calls.reach += 1;
        return real.reach(...args);
      },
    };
  });
  afterAll(() => t.close());

  /** Without the memo: the exact queries, every time. */
  const exact = () =>
    createSearchService(repo, () => NOW, {
      matches: async () => null,
      gate: createSearchGate(100),
      size: () => ({ entries: 0, rows: 0 }),
    } as SearchNearMemo);

  const query = (q: string, at: typeof MAHIKENG): SearchQuery => ({ q, lat: at.lat, lng: at.lng, limit: 50 });

  it('answers from another point of the town without matching the text again, as the exact query does', async () => {
    const memo = createSearchNearMemo(repo);
    const search = createSearchService(repo, () => NOW, memo);
    const first = await search.search(query('pizza', MAHIKENG));
    expect(first.results.length).toBeGreaterThan(0);
    expect(first).toEqual(await exact().search(query('pizza', MAHIKENG)));

    const before = calls.dishes;
    const second = await search.search(query('pizza', NEIGHBOUR));
    expect(calls.dishes).toBe(before);
    expect(second).toEqual(await exact().search(query('pizza', NEIGHBOUR)));
    // The reaches differ (3 km radii), so the memo really kept each point's own venues.
    expect(second.results.map((r) => r.restaurant.id).sort()).not.toEqual(
      first.results.map((r) => r.restaurant.id).sort(),
    );
    // One entry per cell around the point (both points lie in the same cells), whatever the two reaches.
    // One entry per cell any point of Mahikeng's own cell may need (read ahead by the first build).
    const { maxRadiusKm } = await repo.geometry();
    expect(memo.size().entries).toBe(cellsAroundCell(MAHIKENG_AT, maxRadiusKm)!.length);
  });

  it('answers from the memo with one small statement: no reach read, no text match', async () => {
    const memo = createSearchNearMemo(repo);
    const search = createSearchService(repo, () => NOW, memo);
    await search.search(query('cheese', MAHIKENG));
    const before = { ...calls };
    const answer = await search.search(query('cheese', NEIGHBOUR));
    expect(calls.reach).toBe(before.reach);
    expect(calls.dishes).toBe(before.dishes);
    expect(answer).toEqual(await exact().search(query('cheese', NEIGHBOUR)));
  });

  it('shares one build between concurrent searches, and reads only the cells it does not hold', async () => {
    const memo = createSearchNearMemo(repo);
    const search = createSearchService(repo, () => NOW, memo);
    const before = calls.dishes;
    const answers = await Promise.all(
      [MAHIKENG, NEIGHBOUR, MAHIKENG, NEIGHBOUR].map((at) => search.search(query('tomato', at))),
    );
    expect(calls.dishes).toBe(before + 1);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[1]).toEqual(await exact().search(query('tomato', NEIGHBOUR)));
    // 0.4° further east (beyond the cells read ahead): the cells it shares with Mahikeng are not read again.
    const EAST = { lat: MAHIKENG.lat, lng: MAHIKENG.lng + 0.4 };
    const reads = calls.dishCells.length;
    const east = await search.search(query('tomato', EAST));
    expect(calls.dishCells.length).toBe(reads + 1);
    expect(east).toEqual(await exact().search(query('tomato', EAST)));
    const { maxRadiusKm } = await repo.geometry();
    const held = new Set(cellsAroundCell(MAHIKENG_AT, maxRadiusKm));
    const eastCells = cellsAround({ latitude: EAST.lat, longitude: EAST.lng }, maxRadiusKm)!;
    const read = new Set(calls.dishCells[reads]!);
    expect(read.size).toBeGreaterThan(0);
    expect([...read].filter((cell) => held.has(cell))).toEqual([]);
    for (const cell of eastCells) expect(held.has(cell) || read.has(cell)).toBe(true);
  });

  it('finds a venue far away whose large radius reaches the point, as the exact query does', async () => {
    const memo = createSearchNearMemo(repo);
    const search = createSearchService(repo, () => NOW, memo);
    // Warm the memo with the cells of a 10 km radius first: the new radius must widen them.
    await search.search(query('zibble', MAHIKENG));
    const [far] = await t.database.db
      .insert(restaurants)
      .values({
        name: 'Far Kitchen',
        latitude: MAHIKENG.lat + 0.45,
        longitude: MAHIKENG.lng,
        serviceRadiusKm: 60,
      })
      .returning({ id: restaurants.id });
    await t.database.db
      .insert(menuItems)
      .values({ restaurantId: far!.id, name: 'Zibble pie', priceCents: 5000 });
    const answer = await search.search(query('zibble', MAHIKENG));
    expect(answer.results.map((r) => r.restaurant.id)).toEqual([far!.id]);
    expect(answer).toEqual(await exact().search(query('zibble', MAHIKENG)));
    await t.database.db.update(restaurants).set({ isActive: false }).where(eq(restaurants.id, far!.id));
  });

  it('follows an edit at once: a renamed dish, a venue switched off', async () => {
    const memo = createSearchNearMemo(repo);
    const search = createSearchService(repo, () => NOW, memo);
    const [target] = await t.database.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.name, 'Pizza Corner 0'));
    // It reaches both points (10 km) and has a pizza on its menu, so only its switch-off can hide it.
    const before = await search.search(query('pizza', MAHIKENG));
    expect(before.results.some((r) => r.restaurant.id === target!.id)).toBe(true);
    await t.database.db.update(menuItems).set({ name: 'Bobotie' }).where(eq(menuItems.id, dishId));
    const [off] = await t.database.db
      .update(restaurants)
      .set({ isActive: false })
      .where(eq(restaurants.id, target!.id))
      .returning({ id: restaurants.id });

    for (const [term, at] of [
      ['pizza', MAHIKENG],
      ['bobotie', NEIGHBOUR],
      ['bobotie', MAHIKENG],
    ] as const) {
      const answer = await search.search(query(term, at));
      expect(answer).toEqual(await exact().search(query(term, at)));
      expect(answer.results.some((r) => r.restaurant.id === off!.id)).toBe(false);
    }
    const bobotie = await search.search(query('bobotie', MAHIKENG));
    expect(bobotie.results.flatMap((r) => r.items.map((i) => i.id))).toContain(dishId);
  });

  it('keeps no more cells than its limit, least recently used first', async () => {
    // Two terms' cells around Mahikeng.
    const cells = cellsAroundCell(MAHIKENG_AT, (await repo.geometry()).maxRadiusKm)!.length;
    const memo = createSearchNearMemo(repo, { maxEntries: 2 * cells, maxRows: 10_000 });
    const search = createSearchService(repo, () => NOW, memo);
    for (const term of ['pizza', 'chicken', 'cheese', 'tomato']) await search.search(query(term, MAHIKENG));
    await new Promise((resolve) => setImmediate(resolve));
    expect(memo.size().entries).toBe(2 * cells);
    const before = calls.dishes;
    await search.search(query('tomato', NEIGHBOUR));
    expect(calls.dishes).toBe(before);
    await search.search(query('pizza', NEIGHBOUR));
    expect(calls.dishes).toBe(before + 1);
  });
});
