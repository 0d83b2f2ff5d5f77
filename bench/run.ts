// `npm run bench`: prints figures for the hot paths. Not a test: nothing here passes or fails.
import { buildRestaurantList, type RestaurantRow } from '@lekker/core/restaurant-list';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import { seedDemo } from '../apps/server/src/seed/seed-demo.ts';

function report(name: string, runs: number, ms: number) {
  console.log(
    `${name.padEnd(52)} ${(ms / runs).toFixed(3).padStart(9)} ms/op  ${((runs / ms) * 1000).toFixed(0).padStart(8)} ops/s`,
  );
}

async function time(name: string, runs: number, fn: () => unknown | Promise<unknown>) {
  for (let i = 0; i < Math.min(20, runs); i++) await fn();
  const start = performance.now();
  for (let i = 0; i < runs; i++) await fn();
  report(name, runs, performance.now() - start);
}

const rows: RestaurantRow[] = Array.from({ length: 2000 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  kind: 'restaurant',
  name: `R${i}`,
  address: null,
  cuisine_type: i % 3 ? 'Pizza' : null,
  rating: 3 + (i % 20) / 10,
  estimated_delivery_time: 30,
  delivery_fee_cents: 2000,
  is_open: true,
  opening_hours: { monday: { open: '08:00', close: '22:00' }, tuesday: { open: '18:00', close: '02:00' } },
  latitude: -25.85 + (i % 100) / 1000,
  longitude: 25.64 + (i % 50) / 1000,
  service_radius_km: 10,
  cover_image_url: null,
  image_url: null,
  logo_url: null,
  is_partnered: false,
}));
const origin = { latitude: -25.856, longitude: 25.6403 };
await time('core: buildRestaurantList, 2000 venues, with location', 200, () =>
  buildRestaurantList(rows, { now: new Date(), origin, filters: { open_now: true } }),
);

const database = await openDatabase({});
await database.migrate();
await seedDemo(database.db);
const app = buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent' }),
  db: database.db,
  logger: createLogger('silent'),
});
await time('api (PGlite, demo data): GET /api/restaurants?lat&lng', 300, async () => {
  const res = await app.request(`/api/restaurants?lat=${origin.latitude}&lng=${origin.longitude}`);
  await res.arrayBuffer();
});
const { restaurants } = (await (await app.request('/api/restaurants')).json()) as {
  restaurants: { id: string }[];
};
const id = restaurants[0]?.id;
await time('api (PGlite, demo data): GET /api/restaurants/{id}/menu', 300, async () => {
  await (await app.request(`/api/restaurants/${id}/menu`)).arrayBuffer();
});
await time('api (PGlite, demo data): GET /api/ads', 300, async () => {
  await (await app.request('/api/ads')).arrayBuffer();
});
await database.close();
