import {
  type RestaurantDetail,
  type RestaurantListResponse,
  RestaurantListResponseSchema,
} from '@lekker/core/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheMemosOn } from '../../config.ts';
import { insertRestaurant } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

// Wednesday 2026-11-18 12:00 in Johannesburg (UTC+2).
const NOW = new Date('2026-11-18T10:00:00Z');
const MAHIKENG = { lat: -25.856, lng: 25.6403 };

describe('GET /api/restaurants', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    const db = t.database.db;
    // ~1.1 km north of the centre, rated low.
    ids.near = (
      await insertRestaurant(db, {
        name: 'Near Kota',
        cuisineType: 'Burger',
        rating: 3.5,
        latitude: -25.846,
        longitude: 25.6403,
      })
    ).id;
    // ~4.4 km away, rated high.
    ids.mid = (
      await insertRestaurant(db, {
        name: 'Mid Pizza',
        cuisineType: 'Pizza',
        rating: 4.8,
        latitude: -25.816,
        longitude: 25.6403,
        deliveryFeeCents: 3500,
        estimatedDeliveryTime: 50,
      })
    ).id;
    // 8.9 km away but its own radius is 5 km: hidden when the caller's location is known.
    ids.smallRadius = (
      await insertRestaurant(db, {
        name: 'Small Radius Sushi',
        cuisineType: 'Sushi',
        latitude: -25.776,
        longitude: 25.6403,
        serviceRadiusKm: 5,
      })
    ).id;
    // Rustenburg, far outside every radius.
    ids.far = (
      await insertRestaurant(db, {
        name: 'Rustenburg Grill',
        latitude: -25.6676,
        longitude: 27.2421,
        rating: 5,
      })
    ).id;
    // No coordinates: always shown.
    ids.noCoords = (
      await insertRestaurant(db, {
        name: 'Nowhere Tacos',
        cuisineType: 'Tacos',
        latitude: null,
        longitude: null,
        rating: 4.0,
      })
    ).id;
    ids.closed = (await insertRestaurant(db, { name: 'Shut Shop', isOpen: false, rating: 4.1 })).id;
    ids.inactive = (await insertRestaurant(db, { name: 'Gone Away', isActive: false })).id;
    ids.grocery = (await insertRestaurant(db, { name: 'Corner Groceries', kind: 'grocery' })).id;
    ids.defaults = (
      await insertRestaurant(db, {
        name: 'Defaults Diner',
        cuisineType: null,
        rating: null,
        deliveryFeeCents: null,
        serviceRadiusKm: null,
        estimatedDeliveryTime: null,
      })
    ).id;
  });
  afterAll(() => t.close());

  it('lists only active venues, and every default of docs/product.md#list-rules applies', async () => {
    const { status, body } = await t.get<RestaurantListResponse>('/api/restaurants');
    expect(status).toBe(200);
    const names = body.restaurants.map((r) => r.name);
    expect(names).not.toContain('Gone Away');
    expect(body.count).toBe(body.restaurants.length);
    const d = body.restaurants.find((r) => r.id === ids.defaults)!;
    expect(d).toMatchObject({
      cuisine: 'Various',
      average_rating: 4,
      // No location: the 5 km fee, not the stored default (docs/decisions/021-one-price-quote.md).
      delivery_fee_cents: 3200,
      service_radius_km: 10,
      delivery_time_max: 35,
      delivery_time_min: 25,
    });
    expect(d.distance_km).toBeUndefined();
  });

  it('without a location sorts by rating, highest first', async () => {
    const { body } = await t.get<RestaurantListResponse>('/api/restaurants?kind=restaurant');
    const ratings = body.restaurants.map((r) => r.average_rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(body.restaurants[0]!.name).toBe('Rustenburg Grill');
  });

  it('with a location hides venues beyond their own radius and sorts by distance', async () => {
    const { body } = await t.get<RestaurantListResponse>(
      `/api/restaurants?kind=restaurant&lat=${MAHIKENG.lat}&lng=${MAHIKENG.lng}`,
    );
    const names = body.restaurants.map((r) => r.name);
    expect(names).not.toContain('Rustenburg Grill');
    expect(names).not.toContain('Small Radius Sushi');
    expect(names).toContain('Nowhere Tacos');
    const near = body.restaurants.find((r) => r.id === ids.near)!;
    expect(near.distance_km).toBeCloseTo(1.11, 1);
    const withDistance = body.restaurants
      .filter((r) => r.distance_km !== undefined)
      .map((r) => r.distance_km!);
    expect(withDistance).toEqual([...withDistance].sort((a, b) => a - b));
  });

  // npm test runs this file with the memos on and again with CACHE_MEMOS=off (docs/caching.md): the answers above
  // must not depend on them, and off really means every point asks the database.
  it(`uses the area memo only while the catalogue memories are on (now ${cacheMemosOn() ? 'on' : 'off'})`, async () => {
    const { headers } = await t.get(
      `/api/restaurants?kind=restaurant&lat=${MAHIKENG.lat + 0.0007}&lng=${MAHIKENG.lng}`,
    );
    const timing = headers.get('server-timing') ?? '';
    if (cacheMemosOn()) expect(timing).toMatch(/list-memo;desc=(hit|build|shared|direct)/);
    else expect(timing).not.toContain('list-memo');
    expect(headers.get('cache-control')).toBe('public, max-age=15, stale-while-revalidate=30');
  });

  it('filters by kind', async () => {
    const { body } = await t.get<RestaurantListResponse>('/api/restaurants?kind=grocery');
    expect(body.restaurants.map((r) => r.name)).toEqual(['Corner Groceries']);
  });

  it.each([
    ['cuisine=pizza', ['Mid Pizza']],
    ['min_rating=4.5&kind=restaurant', ['Rustenburg Grill', 'Mid Pizza']],
    ['max_delivery_time=40&cuisine=Pizza', []],
    ['max_delivery_fee_cents=3000&cuisine=Pizza', []],
    ['max_delivery_fee_cents=3500&cuisine=Pizza', ['Mid Pizza']],
  ])('filter %s', async (query, expected) => {
    const { status, body } = await t.get<RestaurantListResponse>(`/api/restaurants?${query}`);
    expect(status).toBe(200);
    expect(body.restaurants.map((r) => r.name)).toEqual(expected);
  });

  it('open_now drops closed venues', async () => {
    const all = await t.get<RestaurantListResponse>('/api/restaurants');
    const open = await t.get<RestaurantListResponse>('/api/restaurants?open_now=true');
    expect(all.body.restaurants.some((r) => r.id === ids.closed)).toBe(true);
    expect(open.body.restaurants.some((r) => r.id === ids.closed)).toBe(false);
    expect(open.body.restaurants.every((r) => r.is_open)).toBe(true);
  });

  it('pages with next_cursor until null, every venue once, in the same order as one long page', async () => {
    const whole = await t.get<RestaurantListResponse>('/api/restaurants?limit=100');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `&cursor=${cursor}` : '';
      const { status, body } = await t.get<RestaurantListResponse>(`/api/restaurants?limit=2${q}`);
      expect(status).toBe(200);
      expect(body.count).toBe(body.restaurants.length);
      seen.push(...body.restaurants.map((r) => r.id));
      cursor = body.next_cursor;
    } while (cursor);
    expect(whole.body.next_cursor).toBeNull();
    expect(seen).toEqual(whole.body.restaurants.map((r) => r.id));
  });

  it('list items are lean (no opening hours) and Top Picks come with the first page only', async () => {
    const first = await t.get<RestaurantListResponse>(
      `/api/restaurants?kind=restaurant&lat=${MAHIKENG.lat}&lng=${MAHIKENG.lng}&limit=1&top_picks=true`,
    );
    expect(first.body.restaurants[0]).not.toHaveProperty('opening_hours');
    // Open, delivering here (or unpinned), best-rated first; the two 4.0s tie (by id). Shut Shop is closed.
    const picks = first.body.top_picks!.map((r) => r.name);
    expect(picks[0]).toBe('Mid Pizza');
    expect(picks.slice(1, 3).sort()).toEqual(['Defaults Diner', 'Nowhere Tacos']);
    expect(picks[3]).toBe('Near Kota');
    const next = await t.get<RestaurantListResponse>(
      `/api/restaurants?kind=restaurant&lat=${MAHIKENG.lat}&lng=${MAHIKENG.lng}&limit=1&top_picks=true&cursor=${first.body.next_cursor}`,
    );
    expect(next.status).toBe(200);
    expect(next.body.top_picks).toBeUndefined();
  });

  it('answers 400 naming cursor for a damaged cursor', async () => {
    const { status, body } = await t.get<{ error: { fields: Record<string, string> } }>(
      '/api/restaurants?cursor=abc!',
    );
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields)).toContain('cursor');
  });

  it.each([
    ['lat=91&lng=25', 'lat'],
    ['lat=abc&lng=25', 'lat'],
    ['lng=200&lat=1', 'lng'],
    ['min_rating=9', 'min_rating'],
    ['open_now=maybe', 'open_now'],
    ['kind=bakery', 'kind'],
    ['max_delivery_fee_cents=-1', 'max_delivery_fee_cents'],
  ])('rejects %s with 400 naming %s, in words for people', async (query, field) => {
    const { status, body } = await t.get<{
      error: { code: string; message: string; fields: Record<string, string> };
    }>(`/api/restaurants?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_error');
    expect(Object.keys(body.error.fields)).toContain(field);
    // A sentence for people, not zod's wording (core/validation-messages.ts); `fields` names the field.
    expect(body.error.message).not.toMatch(/^Invalid|Too (big|small)|expected/);
  });
});

describe('GET /api/restaurants/{id}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
  });
  afterAll(() => t.close());

  it('returns the restaurant with its presentation fields and distance', async () => {
    const r = await insertRestaurant(t.database.db, {
      name: 'Detail Place',
      cuisineType: null,
      coverImageUrl: '/images/demo/detail.svg',
      isPartnered: true,
    });
    const { status, body } = await t.get<RestaurantDetail>(
      `/api/restaurants/${r.id}?lat=${MAHIKENG.lat}&lng=${MAHIKENG.lng}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: r.id,
      name: 'Detail Place',
      cuisine_type: null,
      cuisine: 'Various',
      cover_image_url: '/images/demo/detail.svg',
      is_partnered: true,
      is_active: true,
    });
    expect(body.distance_km).toBeCloseTo(0, 5);
  });

  it('answers 404 with a clear message for an unknown id', async () => {
    const { status, body } = await t.get<{ error: { message: string } }>(
      '/api/restaurants/00000000-0000-4000-8000-000000000000',
    );
    expect(status).toBe(404);
    expect(body.error.message).toBe('Restaurant not found.');
  });

  it('answers 404 not_found for a malformed id: a path that names nothing is not a field to correct', async () => {
    for (const path of ['/api/restaurants/not-a-uuid', '/api/restaurants/not-a-uuid/menu']) {
      const { status, body } = await t.get<{ error: { code: string; message: string; fields?: unknown } }>(
        path,
      );
      expect(status).toBe(404);
      expect(body.error.code).toBe('not_found');
      expect(body.error.message).not.toMatch(/uuid|\bid\b/i);
      expect(body.error.fields).toBeUndefined();
    }
  });
});

describe('GET /api/restaurants answers the contract', () => {
  // The route does not parse its own answer on the way out (a hot path): this checks it against the contract.
  it('every page, near a point and national, with top picks and filters, parses as RestaurantListResponse', async () => {
    const t = await createTestApp({ now: NOW });
    try {
      for (let i = 0; i < 40; i++)
        await insertRestaurant(t.database.db, {
          name: `Contract ${i}`,
          rating: 3 + (i % 20) / 10,
          latitude: i % 7 === 0 ? null : MAHIKENG.lat + (i % 9) * 0.004,
          longitude: i % 7 === 0 ? null : MAHIKENG.lng,
          pausedUntil: i % 5 === 0 ? new Date(NOW.getTime() + 3_600_000) : null,
        });
      for (const query of [
        `lat=${MAHIKENG.lat}&lng=${MAHIKENG.lng}&top_picks=true`,
        `lat=${MAHIKENG.lat}&lng=${MAHIKENG.lng}&open_now=true&limit=7`,
        'top_picks=true&limit=9',
      ]) {
        let path: string | null = `/api/restaurants?${query}`;
        let pages = 0;
        while (path) {
          const res = await t.get<RestaurantListResponse>(path);
          expect(res.status, path).toBe(200);
          const body = RestaurantListResponseSchema.parse(res.body);
          pages++;
          path = body.next_cursor
            ? `/api/restaurants?${query}&cursor=${encodeURIComponent(body.next_cursor)}`
            : null;
        }
        expect(pages, query).toBeGreaterThan(1);
      }
    } finally {
      await t.close();
    }
  });
});
