import type { AdCard, RestaurantListItem } from '@lekker/core/contracts/catalogue';

let next = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

export function makeRestaurant(overrides: Partial<RestaurantListItem> = {}): RestaurantListItem {
  return {
    id: uuid(),
    kind: 'restaurant',
    name: 'Mama Tsholo Kitchen',
    address: '12 Main Road, Mahikeng',
    cuisine: 'South African',
    average_rating: 4.5,
    delivery_time_min: 25,
    delivery_time_max: 35,
    delivery_fee_cents: 2000,
    is_open: true,
    latitude: -25.85,
    longitude: 25.64,
    service_radius_km: 10,
    image: null,
    is_partnered: false,
    opening_hours: null,
    ...overrides,
  };
}

export function makeAd(overrides: Partial<AdCard> = {}): AdCard {
  return {
    id: uuid(),
    restaurant_id: uuid(),
    restaurant_name: 'Pizza Palace',
    image: null,
    cuisine: 'Pizza',
    rating: 4.2,
    delivery_time: 30,
    special_offer: '2 for 1 Tuesdays',
    offer_description: 'Buy one large pizza, get one free.',
    cta_text: 'Order Now',
    address: null,
    delivery_fee_cents: 2000,
    priority: 1,
    ...overrides,
  };
}

/** A fetch stub answering JSON by path (without the query); unknown paths answer 404 in the API's error shape. */
export function stubFetch(routes: Record<string, unknown>) {
  const calls: string[] = [];
  const fetchStub = async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(url);
    const path = url.split('?')[0] ?? url;
    if (path in routes) {
      return new Response(JSON.stringify(routes[path]), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchStub, calls };
}
