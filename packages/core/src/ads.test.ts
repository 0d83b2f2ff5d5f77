import { describe, expect, it } from 'vitest';
import { type AdRow, adSchedule, toAdCard } from './ads.ts';
import { AdCardSchema } from './contracts/catalogue.ts';
import type { RestaurantRow } from './restaurant-list.ts';

const restaurant: RestaurantRow = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'restaurant',
  name: 'Mama Africa',
  address: '12 Main St',
  cuisine_type: 'African',
  rating: 4.7,
  estimated_delivery_time: 45,
  delivery_fee_cents: 1200,
  is_open: true,
  opening_hours: null,
  latitude: -25.6676,
  longitude: 27.2421,
  service_radius_km: 10,
  cover_image_url: '/cover.jpg',
  image_url: null,
  logo_url: '/logo.jpg',
  is_partnered: false,
};

const ad = (over: Partial<AdRow> = {}, r: Partial<RestaurantRow> = {}): AdRow => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  restaurant_id: restaurant.id,
  ad_image_url: '/ad.jpg',
  special_offer: '2 for 1',
  offer_description: 'Tuesdays only',
  cta_text: 'Grab it',
  priority: 1,
  restaurant: { ...restaurant, ...r },
  ...over,
});

describe('toAdCard', () => {
  it('maps a full row with a distance', () => {
    const card = toAdCard(ad(), { latitude: -25.856, longitude: 25.6403 });
    expect(card).toEqual({
      id: '00000000-0000-4000-8000-0000000000a1',
      restaurant_id: restaurant.id,
      restaurant_name: 'Mama Africa',
      image: '/ad.jpg',
      cuisine: 'African',
      rating: 4.7,
      has_rating: true,
      delivery_time: 45,
      special_offer: '2 for 1',
      offer_description: 'Tuesdays only',
      cta_text: 'Grab it',
      address: '12 Main St',
      distance_km: expect.closeTo(161.77, 2),
      // 161.8 km away: the capped fee, as the restaurant card and checkout would say (decision 021).
      delivery_fee_cents: 6500,
      priority: 1,
    });
    expect(() => AdCardSchema.parse(card)).not.toThrow();
  });

  it.each([
    [
      'no location: the 5 km fee, not the stored one',
      {},
      { delivery_fee_cents: 0 },
      'delivery_fee_cents',
      3200,
    ],
    ['rating default 4', {}, { rating: null }, 'rating', 4],
    ['no rating: has_rating false (the card says New)', {}, { rating: null }, 'has_rating', false],
    ['delivery time default 30', {}, { estimated_delivery_time: null }, 'delivery_time', 30],
    ['cuisine default Various', {}, { cuisine_type: null }, 'cuisine', 'Various'],
    ['name default Restaurant', {}, { name: ' ' }, 'restaurant_name', 'Restaurant'],
    ['cta default Order Now', { cta_text: null }, {}, 'cta_text', 'Order Now'],
    ['blank cta → Order Now', { cta_text: '' }, {}, 'cta_text', 'Order Now'],
    ['image falls back to the restaurant cover', { ad_image_url: null }, {}, 'image', '/cover.jpg'],
    ['then logo', { ad_image_url: null }, { cover_image_url: null }, 'image', '/logo.jpg'],
    ['then null', { ad_image_url: null }, { cover_image_url: null, logo_url: null }, 'image', null],
  ] as const)('%s', (_label, over, r, key, value) => {
    expect(toAdCard(ad(over, r))[key]).toEqual(value);
  });

  it.each([
    ['no origin', undefined, {}],
    ['null origin', null, {}],
    ['restaurant without coordinates', { latitude: -25.8, longitude: 25.6 }, { latitude: null }],
  ] as const)('no distance_km: %s', (_label, origin, r) => {
    expect('distance_km' in toAdCard(ad({}, r), origin)).toBe(false);
  });
});

describe('adSchedule: an ad window from its dates, in one place (decision 053)', () => {
  const start = new Date('2026-12-01T00:00:00+02:00');
  const end = new Date('2026-12-08T00:00:00+02:00');
  it('is scheduled before its first day, live inside its window, expired from the end on', () => {
    expect(adSchedule({ start, end }, new Date('2026-11-30T23:59:00+02:00'))).toBe('scheduled');
    expect(adSchedule({ start, end }, start)).toBe('live');
    expect(adSchedule({ start, end }, new Date('2026-12-07T23:59:00+02:00'))).toBe('live');
    expect(adSchedule({ start, end }, end)).toBe('expired');
    expect(adSchedule({ start, end }, new Date('2027-01-01T12:00:00+02:00'))).toBe('expired');
  });
  it('with no end date it stays live until taken down', () => {
    expect(adSchedule({ start, end: null }, new Date('2030-01-01T00:00:00Z'))).toBe('live');
  });
});
