// Property test: the paged SQL list (bounding box, SQL great-circle distance and radius, keyset pages) returns
// exactly what the core list rules return on the whole table, on random venues around random South African points.
import { RESTAURANT_DEFAULTS } from '@lekker/core/constants';
import type { RestaurantFilters, RestaurantKind, RestaurantListItem } from '@lekker/core/contracts/catalogue';
import type { LatLng } from '@lekker/core/distance';
import { buildRestaurantList, distanceFrom, type RestaurantRow } from '@lekker/core/restaurant-list';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotions, restaurants } from '../../db/schema/index.ts';
import { seededRandom } from '../../lib/seeded-random.ts';
import { createTestDb, type TestDatabase } from '../../test/db.ts';
import { createListAreaMemo, LIST_AREA_MEMO_LIMITS } from './restaurant-list.memo.ts';
import {
  type CardPromotionRow,
  createRestaurantListRepository,
  type RestaurantListRepository,
} from './restaurant-list.repository.ts';
import {
  createRestaurantListService,
  type ListReadInfo,
  type PromotionLabels,
} from './restaurant-list.service.ts';
import { toRestaurantRow } from './restaurants.repository.ts';

type Rand = ReturnType<typeof seededRandom>;
const pick = <T>(r: Rand, values: readonly T[]): T => values[Math.floor(r() * values.length)]!;
const chance = (r: Rand, p: number) => r() < p;

/** The point `km` from `from` on `bearing` (radians) on the spec's 6371 km sphere. */
function destination(from: LatLng, km: number, bearing: number): LatLng {
  const d = km / 6371;
  const φ1 = (from.latitude * Math.PI) / 180;
  const λ1 = (from.longitude * Math.PI) / 180;
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(bearing));
  const λ2 =
    λ1 +
    Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
  return { latitude: (φ2 * 180) / Math.PI, longitude: (λ2 * 180) / Math.PI };
}

/** South Africa's box (no antimeridian anywhere near). */
const randomPoint = (r: Rand): LatLng => ({ latitude: -34.5 + r() * 12, longitude: 17 + r() * 15 });

const HOURS = [
  null,
  { monday: { open: '08:00', close: '22:00' }, wednesday: { open: '08:00', close: '22:00' } },
  // Overnight: open in the evening, closing after midnight the next day.
  {
    tuesday: { open: '18:00', close: '02:00' },
    wednesday: { open: '18:00', close: '02:00' },
    thursday: { open: '20:00', close: '04:00' },
  },
  { wednesday: { closed: true }, thursday: { open: '00:00', close: '23:59' } },
  {
    sunday: { open: '10:00', close: '14:00' },
    wednesday: { open: '11:00', close: '13:30' },
    saturday: { open: '22:00', close: '06:00' },
  },
];
const CUISINES = [
  'Pizza',
  ' pizza ',
  'PIZZA',
  'Burger',
  null,
  '',
  '  ',
  'Café',
  'CAFÉ',
  'Various',
  'Bunny Chow',
];

/**
 * Distinct steps of 1 µm (±0.5 mm in all) so two venues never sit at the same nominal distance: their order
 * would then hang on the last bit of sin/cos, which differs between PostgreSQL and V8 (see decision 012).
 */
let jitter = 0;
const nudge = () => ((++jitter % 997) - 498) * 1e-9;

function randomVenue(r: Rand, centre: LatLng, now: Date): typeof restaurants.$inferInsert {
  let position: LatLng | null;
  let radius: number | null = pick(r, [null, 5, 10, 10, 15.5, 20, 20, 50]);
  const roll = r();
  if (roll < 0.1) position = null;
  else if (roll < 0.45) {
    // Around the 10 km / 20 km boundaries: 1 m, 1 cm and 2 mm either side.
    const boundary = pick(r, [10, 20]);
    // The default radius (null) is 10 km.
    radius = boundary === 10 && chance(r, 0.3) ? null : boundary;
    const offset = pick(r, [0.001, -0.001, 0.00001, -0.00001, 0.000002, -0.000002]);
    position = destination(centre, boundary + offset + nudge(), r() * 2 * Math.PI);
  } else position = destination(centre, r() * 60 + nudge(), r() * 2 * Math.PI);
  const unpinnedHalf = chance(r, 0.05);
  const today = new Date(now.getTime() + 2 * 3600_000).toISOString().slice(0, 10);
  return {
    kind: chance(r, 0.8) ? 'restaurant' : 'grocery',
    name: `V${Math.floor(r() * 1e6)}`,
    address: chance(r, 0.5) ? '1 Main Road' : null,
    cuisineType: pick(r, CUISINES),
    rating: pick(r, [null, 3, 3.5, 4, 4, 4.5, 5, Math.round(r() * 500) / 100]),
    estimatedDeliveryTime: pick(r, [null, 0, -5, 20, 30, 45, 60]),
    deliveryFeeCents: pick(r, [null, 0, 1500, 2000, 3500]),
    isOpen: chance(r, 0.85),
    isActive: chance(r, 0.9),
    openingHours: pick(r, HOURS),
    latitude: position ? position.latitude : unpinnedHalf ? -25.8 : null,
    longitude: position && !unpinnedHalf ? position.longitude : null,
    serviceRadiusKm: radius,
    isPartnered: chance(r, 0.2),
    pausedUntil: chance(r, 0.1) ? new Date(now.getTime() + pick(r, [-1, 1]) * 1800_000) : null,
    closedDates: chance(r, 0.1) ? [today] : null,
    loadShedding: chance(r, 0.15)
      ? {
          mode: pick(r, ['pause', 'reduced_menu'] as const),
          extra_prep_minutes: pick(r, [0, 15, 30]),
          slots: [{ day: 'wednesday', start: '10:00', end: '14:30' }],
        }
      : null,
  };
}

function randomFilters(r: Rand): RestaurantFilters & { kind?: RestaurantKind } {
  const f: RestaurantFilters & { kind?: RestaurantKind } = {};
  if (chance(r, 0.3)) f.kind = pick(r, ['restaurant', 'grocery'] as const);
  if (chance(r, 0.2)) f.cuisine = pick(r, ['pizza', 'Various', 'café', 'burger', 'bunny chow']);
  if (chance(r, 0.2)) f.min_rating = pick(r, [3.5, 4, 4.5]);
  if (chance(r, 0.2)) f.max_delivery_time = pick(r, [30, 40, 60]);
  if (chance(r, 0.2)) f.max_delivery_fee_cents = pick(r, [0, 2000, 3000]);
  if (chance(r, 0.3)) f.open_now = true;
  return f;
}

const pinAt = (p: LatLng) => ({ latitude: p.latitude, longitude: p.longitude });

/** The paged list leaves out what only the venue's own page needs: its hours and whether it offers collection. */
const withoutHours = ({ opening_hours: _h, offers_collection: _c, ...item }: RestaurantListItem) => item;

describe('the paged SQL list agrees with the core list rules (property)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.close());

  const SEEDS = Array.from({ length: 12 }, (_, i) => 1000 + i);

  it.each(SEEDS)(
    'seed %i: every page concatenated equals buildRestaurantList on the whole table',
    async (seed) => {
      const r = seededRandom(seed);
      const db = database.db;
      await db.execute(sql`delete from ${restaurants}`);
      const now = new Date(Date.parse('2026-11-18T00:00:00Z') + Math.floor(r() * 7 * 24 * 60) * 60_000);
      const centre = randomPoint(r);
      // A cluster around one point plus a few far away, inserted in random order.
      const venues = Array.from({ length: 70 }, () => randomVenue(r, centre, now));
      for (let i = 0; i < 5; i++) venues.push(randomVenue(r, randomPoint(r), now));
      // Exactly on the 10 km and 20 km boundaries (no nudge): SQL keeps them, the core decides.
      for (const km of [10, 20])
        venues.push({
          ...randomVenue(r, centre, now),
          ...pinAt(destination(centre, km, r() * 6.3)),
          serviceRadiusKm: km,
        });
      // The box's four edges: the largest radius in the data (50 km), 2 mm inside it, due N, E, S and W.
      for (const bearing of [0, Math.PI / 2, Math.PI, (3 * Math.PI) / 2])
        venues.push({
          ...randomVenue(r, centre, now),
          ...pinAt(destination(centre, 50 - 0.000002 + nudge(), bearing)),
          serviceRadiusKm: 50,
          isActive: true,
        });
      // Same pin twice: equal distances, the id breaks the tie.
      venues.push({ ...venues[3]!, name: 'Twin' });
      const inserted = await db.insert(restaurants).values(venues).returning();
      const all: RestaurantRow[] = inserted
        .filter((v) => v.isActive)
        .map(toRestaurantRow)
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

      const service = createRestaurantListService(createRestaurantListRepository(db), () => now);
      for (let q = 0; q < 8; q++) {
        const origin = chance(r, 0.2)
          ? null
          : chance(r, 0.8)
            ? centre
            : destination(centre, r() * 15, r() * 6.3);
        const filters = randomFilters(r);
        const rows = filters.kind ? all.filter((row) => row.kind === filters.kind) : all;
        const expected = buildRestaurantList(rows, { now, origin, filters }).map(withoutHours);

        const limit = pick(r, [1, 2, 3, 7, 30]);
        const pages: RestaurantListItem[] = [];
        let cursor: string | undefined;
        let first = true;
        let guard = 0;
        const query = {
          ...filters,
          ...(origin ? { lat: origin.latitude, lng: origin.longitude } : {}),
          limit,
          top_picks: true,
        };
        do {
          const page = await service.list({ ...query, cursor });
          expect(page.restaurants.length).toBeLessThanOrEqual(limit);
          if (page.next_cursor) expect(page.restaurants.length).toBe(limit);
          if (first) {
            const picks = expected
              .map((item, index) => ({ item, index }))
              .filter((e) => e.item.is_open)
              .sort(
                (a, b) => b.item.average_rating - a.item.average_rating || (a.item.id < b.item.id ? -1 : 1),
              )
              .slice(0, 4)
              .map((e) => e.item);
            expect(page.top_picks, `seed ${seed} query ${q}: top picks`).toEqual(picks);
            first = false;
          } else expect(page.top_picks).toBeUndefined();
          pages.push(...page.restaurants);
          cursor = page.next_cursor ?? undefined;
          if (++guard > 200) throw new Error('the cursor never ends');
        } while (cursor);

        expect(
          pages.map((p) => p.id),
          `seed ${seed} query ${q}: ${JSON.stringify({ origin, filters, limit })}`,
        ).toEqual(expected.map((e) => e.id));
        expect(pages).toEqual(expected);
      }
      // The boundaries were exercised: some venue sits within a hair of its radius in this data set.
      const onEdge = all.filter((row) => {
        const distance = distanceFrom(centre, row);
        const radius = row.service_radius_km ?? RESTAURANT_DEFAULTS.serviceRadiusKm;
        return distance !== undefined && Math.abs(distance - radius) < 0.002;
      });
      expect(onEdge.length).toBeGreaterThan(0);
    },
  );

  it('rejects a cursor from the other list, or a damaged one, with a 400 naming cursor', async () => {
    const service = createRestaurantListService(createRestaurantListRepository(database.db));
    const national = Buffer.from(JSON.stringify({ o: 'rating', d: null, r: null })).toString('base64url');
    await expect(service.list({ lat: -25.8, lng: 25.6, cursor: national })).rejects.toMatchObject({
      status: 400,
      fields: { cursor: expect.any(String) },
    });
    await expect(service.list({ cursor: 'bm90LWpzb24' })).rejects.toMatchObject({ status: 400 });
  });
});

/** A promotion's card label for these tests: the first not-ended promotion's name per venue (both paths share it). */
function testLabels(db: TestDatabase['db']): PromotionLabels {
  const labelsFrom = (rows: CardPromotionRow[]) => {
    const labels = new Map<string, string>();
    for (const row of rows) if (!labels.has(row.restaurant_id)) labels.set(row.restaurant_id, row.name);
    return labels;
  };
  return {
    labelsFrom,
    async labelsFor(ids) {
      const rows = await db
        .select({ restaurant_id: promotions.restaurantId, name: promotions.name })
        .from(promotions)
        .where(and(inArray(promotions.restaurantId, ids), ne(promotions.status, 'ended')))
        .orderBy(asc(promotions.createdAt), asc(promotions.id));
      return labelsFrom(rows as CardPromotionRow[]);
    },
  };
}

/** A point near a venue's reach boundary: 90–100 % of its radius away, any bearing (often in another area). */
function nearEdgeOf(r: Rand, venue: RestaurantRow): LatLng {
  const radius = venue.service_radius_km ?? RESTAURANT_DEFAULTS.serviceRadiusKm;
  return destination(
    { latitude: venue.latitude!, longitude: venue.longitude! },
    Math.max(0, radius) * (0.9 + r() * 0.1),
    r() * 2 * Math.PI,
  );
}

type Cursorless = { d: [number, string] | null; r: [number, string] | null; o: string };
const cursorOf = (text: string | null): Cursorless | null =>
  text ? (JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursorless) : null;

describe('the list area memo answers exactly as the near-me statement (property)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.close());

  /**
   * Random venues around two centres, radii up to 50 km, pins across area edges; every page at random points (many
   * at a venue's reach boundary, some on an area's edge) from a memo-backed service and from the direct statement,
   * compared card for card, Top Picks and promotion badges included. Returns how many answers differed.
   */
  async function compare(
    seed: number,
    repoFor: (repo: RestaurantListRepository) => RestaurantListRepository,
    opts: { strict: boolean },
  ): Promise<number> {
    const r = seededRandom(seed);
    const db = database.db;
    await db.execute(sql`delete from ${restaurants}`);
    const now = new Date(Date.parse('2026-11-18T00:00:00Z') + Math.floor(r() * 7 * 24 * 60) * 60_000);
    const centres = [randomPoint(r), randomPoint(r)];
    // The second centre 10–40 km from the first: their areas and reaches overlap.
    centres[1] = destination(centres[0]!, 10 + r() * 30, r() * 6.3);
    const venues = Array.from({ length: 90 }, (_, i) => randomVenue(r, centres[i % 2]!, now));
    venues.push({ ...venues[5]!, name: 'Twin' });
    const inserted = await db.insert(restaurants).values(venues).returning({ id: restaurants.id });
    // Promotions on some venues, two on a few (the badge is the oldest's).
    const promoted = inserted.filter(() => chance(r, 0.3));
    if (promoted.length > 0)
      await db.insert(promotions).values(
        promoted.flatMap((v, i) =>
          Array.from({ length: i % 3 === 0 ? 2 : 1 }, (_, k) => ({
            restaurantId: v.id,
            name: `P${i}-${k}`,
            discountType: 'percent' as const,
            discountValue: 10,
            status: k === 1 && chance(r, 0.5) ? ('ended' as const) : ('active' as const),
          })),
        ),
      );

    const repo = createRestaurantListRepository(db);
    const labels = testLabels(database.db);
    const memo = createListAreaMemo(repoFor(repo), { ...LIST_AREA_MEMO_LIMITS, maxEntries: 8 });
    const viaMemo = createRestaurantListService(repoFor(repo), () => now, labels, memo);
    const direct = createRestaurantListService(repo, () => now, labels, null);
    let differences = 0;

    const pinned = async () =>
      (await db.select().from(restaurants))
        .map(toRestaurantRow)
        .filter((row) => row.latitude != null && row.longitude != null);

    const run = async (round: string, points: LatLng[]) => {
      for (const [q, origin] of points.entries()) {
        const filters = randomFilters(r);
        const limit = pick(r, [2, 3, 7, 30]);
        const query = { ...filters, lat: origin.latitude, lng: origin.longitude, limit, top_picks: true };
        let memoCursor: string | undefined;
        let directCursor: string | undefined;
        let guard = 0;
        do {
          const info: ListReadInfo = {};
          const a = await viaMemo.list({ ...query, cursor: memoCursor }, info);
          const b = await direct.list({ ...query, cursor: directCursor });
          const label = `seed ${seed} ${round} point ${q} page ${guard}: ${JSON.stringify({ origin, filters, limit })}`;
          if (opts.strict) {
            expect(info.memo, label).not.toBe('direct');
            expect(a.restaurants, label).toEqual(b.restaurants);
            expect(a.top_picks, label).toEqual(b.top_picks);
            expect(a.count, label).toBe(b.count);
            // The same place in each stream (the near key is V8's distance on one side, PostgreSQL's on the other).
            const ca = cursorOf(a.next_cursor);
            const cb = cursorOf(b.next_cursor);
            expect(ca === null, label).toBe(cb === null);
            if (ca && cb) {
              expect(ca.r, label).toEqual(cb.r);
              expect(ca.d?.[1], label).toBe(cb.d?.[1]);
              if (ca.d && cb.d) expect(ca.d[0], label).toBeCloseTo(cb.d[0], 9);
            }
          } else if (
            JSON.stringify([a.restaurants, a.top_picks]) !== JSON.stringify([b.restaurants, b.top_picks])
          )
            differences++;
          memoCursor = a.next_cursor ?? undefined;
          directCursor = b.next_cursor ?? undefined;
          if (++guard > 200) throw new Error('the cursor never ends');
        } while (memoCursor && directCursor);
      }
    };

    const pointsNow = async () => {
      const rows = await pinned();
      return [
        ...Array.from({ length: 10 }, () => nearEdgeOf(r, pick(r, rows))),
        ...Array.from({ length: 4 }, () => destination(pick(r, centres), r() * 20, r() * 6.3)),
        // On an area's edge (a multiple of 0.2°), from either side.
        ...Array.from({ length: 2 }, () => {
          const p = destination(pick(r, centres), r() * 10, r() * 6.3);
          return {
            latitude: Math.round(p.latitude / 0.2) * 0.2 + pick(r, [-1e-9, 0, 1e-9]),
            longitude: p.longitude,
          };
        }),
      ];
    };
    await run('before', await pointsNow());

    // A catalogue change: a venue moved across an area edge, radii grown and shrunk, one switched off, a new venue,
    // a new promotion. The memo holds areas of the old version: the next answers must show the change.
    const rows = await pinned();
    const moved = pick(r, rows);
    await db
      .update(restaurants)
      .set({ latitude: moved.latitude! + 0.2, serviceRadiusKm: 30 })
      .where(eq(restaurants.id, moved.id));
    for (const row of rows.slice(0, 6))
      await db
        .update(restaurants)
        .set({ serviceRadiusKm: pick(r, [2, 25, 40]) })
        .where(eq(restaurants.id, row.id));
    await db.update(restaurants).set({ isActive: false }).where(eq(restaurants.id, rows[7]!.id));
    const [fresh] = await db
      .insert(restaurants)
      .values({
        ...randomVenue(r, centres[0]!, now),
        isActive: true,
        latitude: centres[0]!.latitude,
        longitude: centres[0]!.longitude,
        isOpen: true,
        serviceRadiusKm: 45,
      })
      .returning({ id: restaurants.id });
    await db
      .insert(promotions)
      .values({ restaurantId: rows[8]!.id, name: 'Fresh', discountType: 'percent', discountValue: 5 });
    await db
      .insert(promotions)
      .values({ restaurantId: fresh!.id, name: 'New venue', discountType: 'percent', discountValue: 5 });
    const before = memo.stats();
    // The same areas again (they are in the memo at the old version), and the changed venues' edges.
    await run('after a change', [
      ...(await pointsNow()),
      nearEdgeOf(r, { ...moved, latitude: moved.latitude! + 0.2, service_radius_km: 30 }),
      centres[0]!,
    ]);
    if (opts.strict) {
      const after = memo.stats();
      // Areas were rebuilt for the new version, and most answers came from the memo without a build.
      expect(after.build).toBeGreaterThan(before.build);
      expect(after.hit).toBeGreaterThan(after.build);
      expect(after.direct).toBe(0);
    }
    return differences;
  }

  it.each([2000, 2001, 2002, 2003, 2004, 2005])(
    'seed %i: every page from the memo equals the direct statement, before and after a catalogue change',
    async (seed) => {
      await compare(seed, (repo) => repo, { strict: true });
    },
  );

  it('fails when the memo keeps only the venues pinned inside the area (a wrong reach filter)', async () => {
    const onlyInside = (repo: RestaurantListRepository): RestaurantListRepository => ({
      ...repo,
      async area(bounds, limit) {
        const read = await repo.area(bounds, limit);
        const inside = (row: RestaurantRow) =>
          row.latitude! >= bounds.latMin &&
          row.latitude! <= bounds.latMax &&
          row.longitude! >= bounds.lngMin &&
          row.longitude! <= bounds.lngMax;
        return { ...read, pinned: read.pinned.filter(inside) };
      },
    });
    let differences = 0;
    for (const seed of [2000, 2001]) differences += await compare(seed, onlyInside, { strict: false });
    expect(differences).toBeGreaterThan(0);
  });

  it('fails when the memo reaches 10 % short of each venue radius', async () => {
    const short = (repo: RestaurantListRepository): RestaurantListRepository => ({
      ...repo,
      async area(bounds, limit) {
        const read = await repo.area(bounds, limit);
        // Distance from the pin to the nearest point of the area (clamped), against 90 % of the radius.
        const reaches = (row: RestaurantRow) => {
          const nearest = {
            latitude: Math.min(Math.max(row.latitude!, bounds.latMin), bounds.latMax),
            longitude: Math.min(Math.max(row.longitude!, bounds.lngMin), bounds.lngMax),
          };
          return (
            (distanceFrom(nearest, row) ?? 0) <=
            0.9 * (row.service_radius_km ?? RESTAURANT_DEFAULTS.serviceRadiusKm)
          );
        };
        return { ...read, pinned: read.pinned.filter(reaches) };
      },
    });
    let differences = 0;
    for (const seed of [2000, 2001]) differences += await compare(seed, short, { strict: false });
    expect(differences).toBeGreaterThan(0);
  });
});
