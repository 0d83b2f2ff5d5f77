// One bench server in its own process (so the load generator never shares its event loop): opens PostgreSQL
// (DATABASE_URL) or an in-memory PGlite, migrates, seeds the demo data plus BENCH_VENUES generated venues, serves
// the real app on BENCH_PORT and prints one JSON line {ready, …} with what the bench needs, including the SQL each
// bench path runs to build one (uncached) answer (text and parameters), for pgbench to replay. PGlite has no
// pgbench: `POST /__bench/raw {"path", "seconds"}` replays that SQL here, one statement after another on the one
// embedded connection, and answers its rate (the same physical limit, measured in process).

import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { menuItems, restaurants } from '../apps/server/src/db/schema/index.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import { createRestaurantListRepository } from '../apps/server/src/modules/restaurants/restaurant-list.repository.ts';
import { createRestaurantListService } from '../apps/server/src/modules/restaurants/restaurant-list.service.ts';
import { seedDemo } from '../apps/server/src/seed/seed-demo.ts';
import { benchConfig, serveProfile, servesWeb } from './bench-app.ts';
import { BENCH_VENUE_NAME, generateVenues, TOWNS } from './generate.ts';

const url = process.env.DATABASE_URL;
const venues = Number(process.env.BENCH_VENUES ?? 0);
const port = Number(process.env.BENCH_PORT ?? 3900);

// Capture: every query's text and parameters while a path is being recorded (both drivers, bench only).
let recording: { text: string; params: unknown[] }[] | null = null;
function wrap(proto: { query: (...args: never[]) => unknown }) {
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (recording) {
      const [q, params] = args as [unknown, unknown[] | undefined];
      const text = typeof q === 'string' ? q : (q as { text: string }).text;
      const values = Array.isArray(params) ? params : ((q as { values?: unknown[] }).values ?? []);
      recording.push({ text, params: values });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as never;
}
wrap(pg.Client.prototype as never);
wrap(PGlite.prototype as never);

// On PostgreSQL the app is served by BENCH_WORKERS processes (bench/server-worker.ts; default 1): forked first, so
// their start overlaps the migrations and the seeding here; this process seeds, captures and probes. On PGlite (in
// process) this one serves.
const workers = url ? Math.max(1, Number(process.env.BENCH_WORKERS ?? 1)) : 1;
const listening: Promise<number>[] = [];
if (workers > 1) {
  cluster.setupPrimary({
    exec: fileURLToPath(new URL('./server-worker.ts', import.meta.url)),
    execArgv: ['--import', 'tsx'],
  });
  for (let k = 0; k < workers; k++) {
    const worker = cluster.fork({
      ...process.env,
      BENCH_WORKER_POOL: String(Math.ceil(Number(process.env.BENCH_POOL ?? 16) / workers)),
    });
    listening.push(new Promise((resolve) => worker.once('listening', () => resolve(worker.process.pid!))));
  }
}

const database = await openDatabase(url ? { url, poolSize: Number(process.env.BENCH_POOL ?? 16) } : {});
await database.migrate();
const started = performance.now();
const { accounts } = await seedDemo(database.db);
const generated = await generateVenues(database.db, Math.max(1, venues - 26));
const seedSeconds = (performance.now() - started) / 1000;
// Planner statistics for the seeded data (run.ts runs VACUUM ANALYZE on PostgreSQL; PGlite analyses at start only).
if (database.driver === 'pglite') await database.db.execute(sql`analyze`);
const profile = serveProfile(`${database.driver}-${venues}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    const children = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    const exited = children.map((w) => new Promise((r) => w.once('exit', r)));
    for (const w of children) w.process.kill(signal);
    void Promise.all([profile.stop(), ...exited]).finally(() => process.exit(0));
  });

const config = benchConfig(port);
const app = buildApp({ config, db: database.db, logger: createLogger('silent'), serveWeb: servesWeb });

// The checkout target: an all-day venue in Mahikeng and two of its dishes.
const mahikeng = TOWNS[0]!;
const [venue] = await database.db
  .select({ id: restaurants.id })
  .from(restaurants)
  .where(eq(restaurants.name, BENCH_VENUE_NAME))
  .limit(1);
const menuVenueId = venue!.id;
const dishes = await database.db
  .select({ id: menuItems.id })
  .from(menuItems)
  .where(eq(menuItems.restaurantId, menuVenueId))
  .limit(2);

const customer = accounts.find((a) => a.role === 'customer')!;
const signIn = await app.request('/api/account/sign-in', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: config.publicUrl },
  body: JSON.stringify({ email: customer.email, password: customer.password, role: 'customer' }),
});
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

// The paths whose SQL is captured (the *-miss variants of run.ts replay list's and search's). `list` is the first
// answer at the point (the list area memo builds the area, decision 041), `list-hit` another point of the same area
// (what a memo hit asks the database: the catalogue version).
const paths = {
  list: `/api/restaurants?lat=${mahikeng.lat}&lng=${mahikeng.lng}`,
  'list-hit': `/api/restaurants?lat=${mahikeng.lat + 0.001}&lng=${mahikeng.lng + 0.001}`,
  search: `/api/search?q=pizza&lat=${mahikeng.lat}&lng=${mahikeng.lng}`,
  menu: `/api/restaurants/${menuVenueId}/menu`,
  national: '/api/restaurants',
  // The pages with their first answers embedded (the national list and Top Picks; a venue and its menu), when built.
  ...(servesWeb ? { page: '/', 'menu-page': `/restaurant/${menuVenueId}` } : {}),
};
const checkoutBody = {
  restaurant_id: menuVenueId,
  items: dishes.map((d) => ({ menu_item_id: d.id, quantity: 1 })),
  delivery_address: { street: '1 Shippard Street', city: 'Mahikeng', province: 'North West' },
  delivery_location: { latitude: mahikeng.lat + 0.01, longitude: mahikeng.lng },
  payment_method: 'cash',
};

const captured: Record<string, { text: string; params: unknown[] }[]> = {};
const sizes: Record<string, number> = {};
for (const [name, path] of Object.entries(paths)) {
  recording = [];
  const res = await app.request(path, { headers: { 'accept-encoding': 'br, gzip' } });
  sizes[name] = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  captured[name] = recording;
  recording = null;
}
// The near-me statement without the memo (the list service as before decision 041, same point): what a new point
// cost the database per request before the memo, and what run.ts replays as the list paths' raw rate.
recording = [];
await createRestaurantListService(
  createRestaurantListRepository(database.db),
  () => new Date(),
  undefined,
  null,
).list({
  lat: mahikeng.lat,
  lng: mahikeng.lng,
});
captured['list-direct'] = recording;
recording = null;
const probe = await app.request('/api/orders', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: config.publicUrl, cookie },
  body: JSON.stringify({ ...checkoutBody, idempotency_key: `bench-probe-${Date.now()}` }),
});
const checkoutStatus = probe.status;
const checkoutError = probe.status === 201 ? null : await probe.text();

/** Replays one path's captured statements back to back for `seconds` on this process's database connection. */
async function replay(path: string, seconds: number) {
  const statements = captured[path] ?? [];
  const client = (
    database.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } }
  ).$client;
  const until = performance.now() + seconds * 1000;
  let runs = 0;
  while (performance.now() < until && statements.length > 0) {
    for (const q of statements) await client.query(q.text, q.params);
    runs++;
  }
  const elapsed = seconds * 1000 + Math.max(0, performance.now() - until);
  return { tps: runs / (elapsed / 1000), runs, latencyMs: runs ? elapsed / runs : Number.NaN };
}

const fetchWithReplay = async (request: Request) => {
  const url = new URL(request.url);
  if (url.pathname !== '/__bench/raw' || request.method !== 'POST') return app.fetch(request);
  const { path, seconds } = (await request.json()) as { path: string; seconds: number };
  return Response.json(await replay(path, seconds));
};

const ready = (pids: number[]) =>
  console.log(
    JSON.stringify({
      ready: true,
      driver: database.driver,
      venues: 26 + Math.max(1, venues - 26),
      dishes: generated,
      seedSeconds,
      paths,
      point: { lat: mahikeng.lat, lng: mahikeng.lng },
      sizes,
      captured,
      cookie,
      origin: config.publicUrl,
      checkoutBody,
      checkoutStatus,
      checkoutError,
      // The processes that serve (their CPU is the API's), and how many app processes that is.
      pids,
      workers,
    }),
  );

if (workers > 1) {
  // This process accepts the connections and hands them out (cluster round robin): its CPU counts too.
  ready([process.pid, ...(await Promise.all(listening))]);
} else {
  await profile.start();
  serve({ fetch: fetchWithReplay, port, hostname: '127.0.0.1' }, () => ready([process.pid]));
}
