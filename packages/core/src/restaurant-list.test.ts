import { describe, expect, it } from 'vitest';
import { type RestaurantListItem, RestaurantListItemSchema } from './contracts/catalogue.ts';
import { deliveryFeeCents } from './delivery.ts';
import type { LatLng } from './distance.ts';
import { quotedDeliveryFeeCents } from './pricing.ts';
import {
  applyRestaurantFilters,
  buildRestaurantList,
  deliveryTimeRange,
  hasFreeDeliveryText,
  interleaveAds,
  isWithinServiceRadius,
  type RestaurantRow,
  sortRestaurants,
  toRestaurantListItem,
} from './restaurant-list.ts';

const NOW = new Date('2024-01-01T10:00:00Z'); // Monday 12:00 in Johannesburg
const MAHIKENG: LatLng = { latitude: -25.856, longitude: 25.6403 };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const row = (over: Partial<RestaurantRow> = {}): RestaurantRow => ({
  id: uuid(1),
  kind: 'restaurant',
  name: 'Mama Africa',
  address: '12 Main St, Mahikeng',
  cuisine_type: 'African',
  rating: 4.6,
  estimated_delivery_time: 40,
  delivery_fee_cents: 1500,
  is_open: true,
  opening_hours: null,
  latitude: -25.86,
  longitude: 25.64,
  service_radius_km: 8,
  cover_image_url: '/cover.jpg',
  image_url: '/image.jpg',
  logo_url: '/logo.jpg',
  is_partnered: true,
  ...over,
});

const empty: RestaurantRow = {
  id: uuid(2),
  kind: 'grocery',
  name: null,
  address: null,
  cuisine_type: null,
  rating: null,
  estimated_delivery_time: null,
  delivery_fee_cents: null,
  is_open: null,
  opening_hours: null,
  latitude: null,
  longitude: null,
  service_radius_km: null,
  cover_image_url: null,
  image_url: null,
  logo_url: null,
  is_partnered: null,
};

describe('deliveryTimeRange (docs/product.md#list-rules)', () => {
  it.each([
    [40, 30, 40],
    [35, 25, 35],
    [25, 15, 25], // exactly the floor
    [20, 15, 20], // max − 10 = 10 → raised to 15
    [60, 50, 60],
    [32.6, 23, 33], // rounded to whole minutes
    // The original brief said "(default 20)" for min, but its own rule gives 35 − 10 = 25; we follow the rule.
    [null, 25, 35],
    [undefined, 25, 35],
    [0, 25, 35],
    [-5, 25, 35],
    [Number.NaN, 25, 35],
  ])('estimated %s → %s–%s min', (estimated, min, max) => {
    expect(deliveryTimeRange(estimated)).toEqual({ min, max });
  });

  it('keeps the literal rule below 15 minutes (min 15 above max 10)', () => {
    expect(deliveryTimeRange(10)).toEqual({ min: 15, max: 10 });
  });
});

describe('toRestaurantListItem', () => {
  it('maps a full row (no origin → no distance_km)', () => {
    const item = toRestaurantListItem(row({ opening_hours: '{"monday":{"open":"09:00","close":"17:00"}}' }), {
      now: NOW,
    });
    expect(item).toEqual({
      id: uuid(1),
      kind: 'restaurant',
      name: 'Mama Africa',
      address: '12 Main St, Mahikeng',
      cuisine: 'African',
      average_rating: 4.6,
      has_rating: true,
      delivery_time_min: 30,
      delivery_time_max: 40,
      // No location: the 5 km fee, never the stored column (docs/decisions/021-one-price-quote.md).
      delivery_fee_cents: 3200,
      is_open: true,
      latitude: -25.86,
      longitude: 25.64,
      service_radius_km: 8,
      image: '/image.jpg',
      is_partnered: true,
      opening_hours: { monday: { open: '09:00', close: '17:00' } },
    });
    expect('distance_km' in item).toBe(false);
    expect(() => RestaurantListItemSchema.parse(item)).not.toThrow();
  });

  it('applies every default of docs/product.md#list-rules to an empty row', () => {
    const item = toRestaurantListItem(empty, { now: NOW, origin: MAHIKENG });
    expect(item).toEqual({
      id: uuid(2),
      kind: 'grocery',
      name: 'Restaurant',
      address: null,
      cuisine: 'Various',
      average_rating: 4,
      has_rating: false,
      delivery_time_min: 25,
      delivery_time_max: 35,
      delivery_fee_cents: 3200,
      is_open: true,
      latitude: null,
      longitude: null,
      service_radius_km: 10,
      image: null,
      is_partnered: false,
      opening_hours: null,
    });
    expect(() => RestaurantListItemSchema.parse(item)).not.toThrow();
  });

  it.each([
    ['blank name', { name: '  ' }, 'name', 'Restaurant'],
    ['blank cuisine', { cuisine_type: '' }, 'cuisine', 'Various'],
    ['image falls back to the cover', { image_url: null }, 'image', '/cover.jpg'],
    ['then to the logo', { image_url: null, cover_image_url: '' }, 'image', '/logo.jpg'],
    ['then null', { image_url: null, cover_image_url: null, logo_url: null }, 'image', null],
    ['is_open false', { is_open: false }, 'is_open', false],
    [
      'closed by its hours',
      { opening_hours: { monday: { open: '13:00', close: '17:00' } } },
      'is_open',
      false,
    ],
    ['unparsable hours → null and open', { opening_hours: 'nope' }, 'opening_hours', null],
  ] as const)('%s', (_label, over, key, value) => {
    expect(toRestaurantListItem(row(over), { now: NOW })[key]).toEqual(value);
  });

  it('the fee is what checkout charges for the distance, whatever the stored column says (decision 021)', () => {
    for (const stored of [0, 1500, null]) {
      const item = toRestaurantListItem(row({ delivery_fee_cents: stored }), { now: NOW, origin: MAHIKENG });
      expect(item.delivery_fee_cents).toBe(quotedDeliveryFeeCents(item.distance_km!));
      expect(item.delivery_fee_cents).toBe(deliveryFeeCents(item.distance_km!));
    }
  });

  it.each([
    ['origin and coordinates known', MAHIKENG, {}, true],
    ['no origin', null, {}, false],
    ['no latitude', MAHIKENG, { latitude: null }, false],
    ['no longitude', MAHIKENG, { longitude: null }, false],
  ] as const)('distance_km: %s', (_label, origin, over, present) => {
    const item = toRestaurantListItem(row(over), { now: NOW, origin });
    expect(item.distance_km !== undefined).toBe(present);
  });

  it('keeps the full-precision distance', () => {
    const item = toRestaurantListItem(row({ latitude: -25.6676, longitude: 27.2421 }), {
      now: NOW,
      origin: MAHIKENG,
    });
    expect(item.distance_km).toBeCloseTo(161.7703279, 6);
  });
});

const item = (over: Partial<RestaurantListItem> = {}): RestaurantListItem => ({
  ...toRestaurantListItem(row(), { now: NOW }),
  ...over,
});

describe('isWithinServiceRadius', () => {
  it.each([
    [undefined, 10, true],
    [9.99, 10, true],
    [10, 10, true],
    [10.01, 10, false],
    [161.8, 10, false],
  ])('distance %s within radius %s → %s', (distance_km, service_radius_km, within) => {
    const it = item({ service_radius_km });
    if (distance_km !== undefined) it.distance_km = distance_km;
    expect(isWithinServiceRadius(it)).toBe(within);
  });
});

describe('sortRestaurants', () => {
  const names = (items: RestaurantListItem[]) => items.map((i) => i.name);

  it('sorts by distance ascending when every item has one (rating ignored)', () => {
    const list = [
      item({ name: 'far', distance_km: 9, average_rating: 5 }),
      item({ name: 'near', distance_km: 1, average_rating: 2 }),
      item({ name: 'mid', distance_km: 4, average_rating: 3 }),
    ];
    expect(names(sortRestaurants(list))).toEqual(['near', 'mid', 'far']);
  });

  it('sorts by rating descending without distances', () => {
    const list = [
      item({ name: 'b', average_rating: 3 }),
      item({ name: 'a', average_rating: 4.8 }),
      item({ name: 'c', average_rating: 1 }),
    ];
    expect(names(sortRestaurants(list))).toEqual(['a', 'b', 'c']);
  });

  it('is stable on ties', () => {
    const list = [
      item({ name: 'first', average_rating: 4 }),
      item({ name: 'second', average_rating: 4 }),
      item({ name: 'third', average_rating: 4 }),
    ];
    expect(names(sortRestaurants(list))).toEqual(['first', 'second', 'third']);
    const near = [item({ name: 'x', distance_km: 2 }), item({ name: 'y', distance_km: 2 })];
    expect(names(sortRestaurants(near))).toEqual(['x', 'y']);
  });

  it('mixed lists: distance within the located group, rating between the groups', () => {
    const list = [
      item({ name: 'located-far-5', distance_km: 9, average_rating: 5 }),
      item({ name: 'unlocated-4', average_rating: 4 }),
      item({ name: 'located-near-3', distance_km: 1, average_rating: 3 }),
      item({ name: 'unlocated-2', average_rating: 2 }),
    ];
    // Located group by distance: near-3, far-5. Unlocated by rating: 4, 2. Merged by rating: 3 < 4 → unlocated-4 first.
    expect(names(sortRestaurants(list))).toEqual([
      'unlocated-4',
      'located-near-3',
      'located-far-5',
      'unlocated-2',
    ]);
  });

  it('returns a new array and leaves the input alone', () => {
    const list = [item({ name: 'b', average_rating: 1 }), item({ name: 'a', average_rating: 5 })];
    const sorted = sortRestaurants(list);
    expect(sorted).not.toBe(list);
    expect(names(list)).toEqual(['b', 'a']);
  });
});

describe('applyRestaurantFilters (docs/product.md#list-rules)', () => {
  const list = [
    item({
      name: 'pizza-open',
      cuisine: 'Pizza',
      average_rating: 4.5,
      has_rating: true,
      delivery_time_max: 30,
      delivery_fee_cents: 1000,
      is_open: true,
    }),
    item({
      name: 'pizza-closed',
      cuisine: 'pizza',
      average_rating: 3.9,
      delivery_time_max: 45,
      delivery_fee_cents: 2500,
      is_open: false,
    }),
    item({
      name: 'sushi',
      cuisine: 'Sushi',
      average_rating: 4,
      delivery_time_max: 35,
      delivery_fee_cents: 2000,
      is_open: true,
    }),
    item({
      name: 'pizzeria',
      cuisine: 'Pizzeria',
      average_rating: 5,
      delivery_time_max: 20,
      delivery_fee_cents: 0,
      is_open: true,
    }),
  ];

  it.each([
    ['no filters', {}, ['pizza-open', 'pizza-closed', 'sushi', 'pizzeria']],
    ['cuisine equals, case-insensitive, not a prefix', { cuisine: 'PIZZA' }, ['pizza-open', 'pizza-closed']],
    ['cuisine with spaces', { cuisine: ' sushi ' }, ['sushi']],
    ['min rating ≥ (inclusive)', { min_rating: 4 }, ['pizza-open', 'sushi', 'pizzeria']],
    [
      'max delivery time ≤ (on delivery_time_max, inclusive)',
      { max_delivery_time: 35 },
      ['pizza-open', 'sushi', 'pizzeria'],
    ],
    ['max delivery fee ≤ (inclusive)', { max_delivery_fee_cents: 2000 }, ['pizza-open', 'sushi', 'pizzeria']],
    ['max delivery fee 0', { max_delivery_fee_cents: 0 }, ['pizzeria']],
    ['open now', { open_now: true }, ['pizza-open', 'sushi', 'pizzeria']],
    [
      'open_now false filters nothing',
      { open_now: false },
      ['pizza-open', 'pizza-closed', 'sushi', 'pizzeria'],
    ],
    ['combined', { cuisine: 'pizza', open_now: true, min_rating: 4 }, ['pizza-open']],
  ] as const)('%s', (_label, filters, expected) => {
    expect(applyRestaurantFilters(list, filters).map((i) => i.name)).toEqual(expected);
  });
});

describe('buildRestaurantList', () => {
  const rows = [
    row({
      id: uuid(1),
      name: 'near-but-out-of-radius',
      latitude: -25.9,
      longitude: 25.64,
      service_radius_km: 1,
    }),
    row({ id: uuid(2), name: 'nearest', latitude: -25.857, longitude: 25.6403, rating: 3 }),
    row({ id: uuid(3), name: 'rustenburg', latitude: -25.6676, longitude: 27.2421, service_radius_km: 200 }),
    row({ id: uuid(4), name: 'closed', latitude: -25.86, longitude: 25.65, is_open: false }),
    row({ id: uuid(5), name: 'no-coordinates', latitude: null, longitude: null, rating: 4.9 }),
  ];

  it('maps, drops out-of-radius, sorts (with a location)', () => {
    const list = buildRestaurantList(rows, { now: NOW, origin: MAHIKENG });
    // Located: nearest (~0.1 km), closed (~1 km), rustenburg (~162 km); unlocated rated 4.9 merges first.
    expect(list.map((i) => i.name)).toEqual(['no-coordinates', 'nearest', 'closed', 'rustenburg']);
  });

  it('applies filters', () => {
    const list = buildRestaurantList(rows, {
      now: NOW,
      origin: MAHIKENG,
      filters: { open_now: true, min_rating: 4 },
    });
    expect(list.map((i) => i.name)).toEqual(['no-coordinates', 'rustenburg']);
  });

  it('without a location shows every restaurant by rating', () => {
    const list = buildRestaurantList(rows, { now: NOW });
    expect(list.map((i) => i.name)).toEqual([
      'no-coordinates',
      'near-but-out-of-radius',
      'rustenburg',
      'closed',
      'nearest',
    ]);
  });
});

describe('interleaveAds (one ad after every 4th restaurant)', () => {
  const feed = (restaurants: number, ads: number, every?: number) =>
    interleaveAds(
      Array.from({ length: restaurants }, (_, i) => `r${i + 1}`),
      Array.from({ length: ads }, (_, i) => `a${i + 1}`),
      every,
    )
      .map((e) => (e.type === 'ad' ? e.ad : e.restaurant))
      .join(' ');

  it.each([
    [0, 3, undefined, ''],
    [3, 3, undefined, 'r1 r2 r3'],
    [4, 3, undefined, 'r1 r2 r3 r4 a1'],
    [5, 3, undefined, 'r1 r2 r3 r4 a1 r5'],
    [9, 3, undefined, 'r1 r2 r3 r4 a1 r5 r6 r7 r8 a2 r9'],
    [12, 1, undefined, 'r1 r2 r3 r4 a1 r5 r6 r7 r8 r9 r10 r11 r12'],
    [8, 0, undefined, 'r1 r2 r3 r4 r5 r6 r7 r8'],
    [4, 2, 2, 'r1 r2 a1 r3 r4 a2'],
    [3, 5, 1, 'r1 a1 r2 a2 r3 a3'],
  ])('%s restaurants, %s ads, every %s → %s', (restaurants, ads, every, expected) => {
    expect(feed(restaurants, ads, every)).toBe(expected);
  });

  it.each([0, -1, 1.5])('rejects every = %s', (every) => {
    expect(() => interleaveAds([], [], every)).toThrow(RangeError);
  });
});

describe('hasFreeDeliveryText (minimum order ≤ R150; R50 assumed)', () => {
  it.each([
    [undefined, true],
    [null, true],
    [5000, true],
    [15000, true],
    [15001, false],
    [20000, false],
  ])('minimum %s → %s', (minimum, shown) => {
    expect(hasFreeDeliveryText(minimum)).toBe(shown);
  });
});
