// Property test: the paged SQL list (bounding box, SQL great-circle distance and radius, keyset pages) returns
// exactly what the core list rules return on the whole table, on random venues around random South African points.
import { RESTAURANT_DEFAULTS } from '@lekker/core/constants';
import type { RestaurantFilters, RestaurantKind, RestaurantListItem } from '@lekker/core/contracts/catalogue';
import type { LatLng } from '@lekker/core/distance';
import { buildRestaurantList, distanceFrom, type RestaurantRow } from '@lekker/core/restaurant-list';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema/index.ts';
import { createTestDb, type TestDatabase } from '../../test/db.ts';
import { createRestaurantListRepository } from './restaurant-list.repository.ts';
import { createRestaurantListService } from './restaurant-list.service.ts';
import { toRestaurantRow } from './restaurants.repository.ts';

/** mulberry32: a small seeded generator, so a failure names a seed that replays it. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = ReturnType<typeof rng>;
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

const withoutHours = ({ opening_hours: _h, ...item }: RestaurantListItem) => item;

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
      const r = rng(seed);
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
