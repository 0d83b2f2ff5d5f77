// Bench data: `count` venues with menus around South African towns (on top of the demo data), deterministic.

import type { Db } from '../apps/server/src/db/client.ts';
import { menuItems, restaurants } from '../apps/server/src/db/schema/index.ts';
import { seededRandom } from '../apps/server/src/lib/seeded-random.ts';

/** Towns and their share of venues: many in the metros, some in small towns (Mahikeng is the bench's point). */
export const TOWNS = [
  { name: 'Mahikeng', lat: -25.856, lng: 25.6403, weight: 3 },
  { name: 'Johannesburg', lat: -26.2041, lng: 28.0473, weight: 10 },
  { name: 'Soweto', lat: -26.2485, lng: 27.854, weight: 5 },
  { name: 'Pretoria', lat: -25.7479, lng: 28.2293, weight: 7 },
  { name: 'Cape Town', lat: -33.9249, lng: 18.4241, weight: 8 },
  { name: 'Durban', lat: -29.8587, lng: 31.0218, weight: 7 },
  { name: 'Gqeberha', lat: -33.9608, lng: 25.6022, weight: 4 },
  { name: 'Bloemfontein', lat: -29.0852, lng: 26.1596, weight: 3 },
  { name: 'East London', lat: -33.0153, lng: 27.9116, weight: 3 },
  { name: 'Polokwane', lat: -23.9045, lng: 29.4689, weight: 3 },
  { name: 'Mbombela', lat: -25.4753, lng: 30.9694, weight: 2 },
  { name: 'Rustenburg', lat: -25.6676, lng: 27.2421, weight: 3 },
  { name: 'Kimberley', lat: -28.7282, lng: 24.7499, weight: 2 },
  { name: 'Potchefstroom', lat: -26.7145, lng: 27.097, weight: 2 },
  { name: 'Klerksdorp', lat: -26.8521, lng: 26.6667, weight: 2 },
  { name: 'Upington', lat: -28.4478, lng: 21.2561, weight: 1 },
  { name: 'George', lat: -33.963, lng: 22.4617, weight: 2 },
  { name: 'Pietermaritzburg', lat: -29.6006, lng: 30.3794, weight: 3 },
  { name: 'Vryburg', lat: -26.9566, lng: 24.7284, weight: 1 },
  { name: 'Zeerust', lat: -25.5369, lng: 26.0752, weight: 1 },
];

export const BENCH_VENUE_NAME = 'Bench Pizza Kitchen';

const CUISINES = [
  'Pizza',
  'Burger',
  'Chicken',
  'South African',
  'Indian',
  'Chinese',
  'Sushi',
  'Bakery',
  'Grill',
];
const DISHES = [
  'Pizza Margherita',
  'Bunny Chow',
  'Kota',
  'Chicken Wings',
  'Beef Burger',
  'Pap and Wors',
  'Vetkoek',
  'Mutton Curry',
  'Sushi Platter',
  'Chips',
  'Boerewors Roll',
  'Malva Pudding',
];
const ALL_DAY = Object.fromEntries(
  ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [
    d,
    { open: '00:00', close: '23:59' },
  ]),
);
const EVENINGS = Object.fromEntries(
  ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [
    d,
    { open: '17:00', close: '02:00' },
  ]),
);

/** Inserts `count` venues (12 dishes each) in batches; returns how many dishes were written. */
export async function generateVenues(db: Db, count: number, seed = 16): Promise<number> {
  const r = seededRandom(seed);
  const totalWeight = TOWNS.reduce((sum, t) => sum + t.weight, 0);
  const pickTown = () => {
    let x = r() * totalWeight;
    for (const t of TOWNS) {
      x -= t.weight;
      if (x < 0) return t;
    }
    return TOWNS[0]!;
  };
  let dishes = 0;
  const BATCH = 500;
  for (let start = 0; start < count; start += BATCH) {
    const values = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
      const i = start + k;
      // Venue 0 is the bench's checkout and menu target: Mahikeng, pizza, open all day.
      const town = i === 0 ? TOWNS[0]! : pickTown();
      const cuisine = CUISINES[i % CUISINES.length]!;
      // Within ~12 km of the town centre.
      const d = i === 0 ? 0 : Math.sqrt(r()) * 0.11;
      const a = r() * 2 * Math.PI;
      return {
        name: i === 0 ? BENCH_VENUE_NAME : `${town.name} ${cuisine} ${i}`,
        description: `${cuisine} in ${town.name}.`,
        address: `${i} Main Road, ${town.name}`,
        cuisineType: cuisine,
        rating: Math.round((3 + r() * 2) * 10) / 10,
        estimatedDeliveryTime: 25 + Math.floor(r() * 30),
        deliveryFeeCents: [1500, 2000, 2500, 3000][i % 4]!,
        openingHours: i % 5 === 4 ? EVENINGS : ALL_DAY,
        latitude: town.lat + d * Math.cos(a),
        longitude: town.lng + (d * Math.sin(a)) / Math.cos((town.lat * Math.PI) / 180),
        serviceRadiusKm: i === 0 ? 10 : [5, 10, 10, 15][i % 4]!,
        imageUrl: `/images/demo/bench-${i % 24}.svg`,
      };
    });
    const inserted = await db.insert(restaurants).values(values).returning({ id: restaurants.id });
    const items = inserted.flatMap((v, k) =>
      DISHES.map((name, j) => ({
        restaurantId: v.id,
        name: j === (start + k) % DISHES.length ? `${name} Special` : name,
        description: `Our ${name.toLowerCase()}.`,
        priceCents: 4500 + j * 500,
        category: j < 8 ? 'Mains' : 'Sides',
        sortOrder: j,
      })),
    );
    await db.insert(menuItems).values(items);
    dishes += items.length;
  }
  return dishes;
}
