// `npm run bench:soak [-- --minutes 30 --load 0.7 --customers 400 --drivers 20 --sockets 300]`
// (docs/product.md#performance-targets): a service night, compressed. Two app processes (apps/server/src/main.ts, as
// two instances behind a load balancer: PostgreSQL, the Redis bus, jobs, WebSockets) on a database of their own with
// the demo data, their clock at a weekday lunchtime so the venues are open. First the peak is measured (closed loop,
// as fast as the mix goes, for --peak-seconds), then the same mix runs open-loop at --load of that rate for
// --minutes: people browsing (the near-me list, search, a menu), checking out (cash), the venue's desk moving each
// order (confirm, preparing, ready), drivers taking it (accept, pickup, deliver with the customer's code), drivers
// reporting positions, and customers' sockets following their orders. Every minute it prints the requests, the
// errors and p99 per route, and the sockets' events; at the end the resident memory and heap of both app processes
// at the start (after the warm-up minute) and the end, and the result against the targets: 0 errors, memory growth
// under 10 %. Exits 1 when a request failed.

import { randomUUID } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import {
  type AppProcess,
  arg,
  dropDatabase,
  freshDatabase,
  percentile,
  sessionCookie,
  sleep,
  startApp,
  uptime,
} from './sockets-app.ts';

const minutes = Number(arg('minutes', '30'));
const loadShare = Number(arg('load', '0.7'));
const peakSeconds = Number(arg('peak-seconds', '20'));
const customerCount = Number(arg('customers', '400'));
const driverCount = Number(arg('drivers', '20'));
const socketCount = Number(arg('sockets', '300'));
const port = Number(arg('port', '3940'));
const dbName = 'bench_soak';
const MAX_GROWTH = 0.1;

const log = (line: string) => console.log(line);

// ---------------------------------------------------------------------------------------------------------------
// People, straight in the database (thousands of sign-ins would spend the run in scrypt).

type Person = { userId: string; cookie: string };

async function people(db: pg.ClientBase, role: 'customer' | 'driver', count: number): Promise<Person[]> {
  const rows = await db.query<{ user_id: string; token: string }>(
    `with made as (
       select gen_random_uuid()::text as user_id, md5(random()::text) || md5(random()::text) as token, n
       from generate_series(1, $1::int) as n),
     u as (insert into "user" (id, name, email, email_verified)
           select user_id, 'Soak ' || n, 'soak-' || $2 || '-' || n || '@bench.test', true from made),
     r as (insert into user_roles (user_id, role) select user_id, $2::text::app_role from made),
     p as (insert into profiles (user_id, full_name) select user_id, 'Soak ' || n from made),
     s as (insert into session (id, token, user_id, expires_at)
           select gen_random_uuid()::text, token, user_id, now() + interval '7 days' from made)
     select user_id, token from made`,
    [count, role],
  );
  if (role === 'driver')
    await db.query(
      `insert into driver_profiles (user_id, status, vehicle_type, is_online, online_since)
       select unnest($1::text[]), 'approved', 'motorbike', true, now()`,
      [rows.rows.map((r) => r.user_id)],
    );
  return rows.rows.map((r) => ({ userId: r.user_id, cookie: sessionCookie(r.token) }));
}

async function ownerCookie(db: pg.ClientBase) {
  const venue = await db.query<{ user_id: string; restaurant_id: string; lat: number; lng: number }>(
    `select m.user_id, m.restaurant_id, r.latitude as lat, r.longitude as lng
     from restaurant_members m join "user" u on u.id = m.user_id join restaurants r on r.id = m.restaurant_id
     where u.email = 'restaurant@demo.lekker.test' and r.is_active order by r.created_at limit 1`,
  );
  const row = venue.rows[0];
  if (!row) throw new Error('the demo venue of restaurant@demo.lekker.test is missing');
  const dishes = await db.query<{ id: string; quantity: number }>(
    `select m.id, greatest(1, ceil(r.minimum_order_cents::numeric / m.price_cents))::int as quantity
     from menu_items m join restaurants r on r.id = m.restaurant_id
     where m.restaurant_id = $1 and m.is_available and m.price_cents > 0 order by m.price_cents desc limit 1`,
    [row.restaurant_id],
  );
  const dish = dishes.rows[0];
  if (!dish) throw new Error('the demo venue has no dish on sale');
  const token = randomUUID().replaceAll('-', '') + randomUUID().replaceAll('-', '');
  await db.query(
    `insert into session (id, token, user_id, expires_at) values (gen_random_uuid()::text, $1, $2, now() + interval '7 days')`,
    [token, row.user_id],
  );
  return {
    cookie: sessionCookie(token),
    venue: { id: row.restaurant_id, latitude: row.lat, longitude: row.lng },
    /** One line that reaches the venue's minimum order. */
    items: [{ menu_item_id: dish.id, quantity: dish.quantity }],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Requests, counted per route.

type RouteStats = { latencies: number[]; errors: number; firstErrors: string[] };
let stats = new Map<string, RouteStats>();
const totals = new Map<string, { requests: number; errors: number }>();

function routeStats(route: string): RouteStats {
  const known = stats.get(route);
  if (known) return known;
  const s: RouteStats = { latencies: [], errors: 0, firstErrors: [] };
  stats.set(route, s);
  return s;
}

let urls: string[] = [];
let next = 0;

/** One request to one of the instances (round robin, as a load balancer would); counted under `route`. */
async function call(
  route: string,
  path: string,
  init: { method?: string; cookie?: string; body?: unknown; ok?: number[] } = {},
): Promise<{ status: number; json: unknown } | null> {
  const base = urls[next++ % urls.length]!;
  const s = routeStats(route);
  const total = totals.get(route) ?? { requests: 0, errors: 0 };
  totals.set(route, total);
  total.requests += 1;
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        // Each instance checks the origin against its own PUBLIC_URL (CSRF), as behind a load balancer.
        origin: base,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    s.latencies.push(performance.now() - started);
    if (!(init.ok ?? [200, 201]).includes(res.status)) {
      s.errors += 1;
      total.errors += 1;
      if (s.firstErrors.length < 3) s.firstErrors.push(`${res.status} ${text.slice(0, 160)}`);
      return null;
    }
    return { status: res.status, json: text ? JSON.parse(text) : null };
  } catch (error) {
    s.latencies.push(performance.now() - started);
    s.errors += 1;
    total.errors += 1;
    if (s.firstErrors.length < 3) s.firstErrors.push(String((error as Error).message).slice(0, 160));
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The mix: each unit is one thing a person does.

type World = Awaited<ReturnType<typeof ownerCookie>> & { customers: Person[]; drivers: Person[] };
const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
const near = (v: { latitude: number; longitude: number }, km: number) => ({
  latitude: v.latitude + ((Math.random() - 0.5) * km) / 111,
  longitude: v.longitude + ((Math.random() - 0.5) * km) / 100,
});
const freeDrivers: Person[] = [];
const SEARCH_TERMS = ['pizza', 'burger', 'chicken', 'curry', 'kota', 'coffee', 'sushi', 'pap'];

async function browse(world: World) {
  const at = near(world.venue, 6);
  const roll = Math.random();
  if (roll < 0.5) await call('list', `/api/restaurants?lat=${at.latitude}&lng=${at.longitude}`);
  else if (roll < 0.8)
    await call('search', `/api/search?q=${pick(SEARCH_TERMS)}&lat=${at.latitude}&lng=${at.longitude}`);
  else await call('menu', `/api/restaurants/${world.venue.id}/menu`);
}

async function position(driver: Person, at: { latitude: number; longitude: number }) {
  await call('driver-location', '/api/driver/location', {
    method: 'POST',
    cookie: driver.cookie,
    body: { ...at, accuracy: 12, speed_kmh: 30 },
  });
}

/** One order from checkout to the doorstep, every step over HTTP as the four apps send it. */
async function order(world: World) {
  const customer = pick(world.customers);
  const placed = await call('checkout', '/api/orders', {
    method: 'POST',
    cookie: customer.cookie,
    body: {
      idempotency_key: randomUUID(),
      restaurant_id: world.venue.id,
      items: world.items,
      delivery_address: { street: '1 Shippard Street', city: 'Mahikeng', province: 'North West' },
      delivery_location: near(world.venue, 2),
      payment_method: 'cash',
    },
  });
  const id = (placed?.json as { order?: { id: string; total_cents: number } } | null)?.order?.id;
  if (!id) return;
  const desk = (step: string, body?: unknown) =>
    call(`desk-${step}`, `/api/restaurant/orders/${id}/${step}`, {
      method: 'POST',
      cookie: world.cookie,
      body: body ?? {},
    });
  if (!(await desk('confirm', { preparation_minutes: 15 }))) return;
  if (!(await desk('preparing'))) return;
  if (!(await desk('ready'))) return;
  const driver = freeDrivers.pop();
  if (!driver) return; // every driver is on a job: the order waits, as it would on a busy night
  try {
    const job = (step: string, body?: unknown) =>
      call(`driver-${step}`, `/api/driver/orders/${id}/${step}`, {
        method: 'POST',
        cookie: driver.cookie,
        body: body ?? {},
      });
    await position(driver, near(world.venue, 1));
    if (!(await job('accept'))) return;
    if (!(await job('pickup'))) return;
    const seen = await call('order-view', `/api/orders/${id}`, { cookie: customer.cookie });
    type View = { delivery_code?: string | null; total_cents: number };
    const body = seen?.json as (View & { order?: View }) | null;
    const view = body?.order ?? body;
    if (!view?.delivery_code) return;
    await job('deliver', { code: view.delivery_code, cash_collected_cents: view.total_cents });
  } finally {
    freeDrivers.push(driver);
  }
}

/** One unit of the mix: mostly browsing, an order now and then, a driver's position. */
async function unit(world: World) {
  const roll = Math.random();
  if (roll < 0.8) return browse(world);
  if (roll < 0.9) return position(pick(world.drivers), near(world.venue, 8));
  return order(world);
}

// ---------------------------------------------------------------------------------------------------------------
// Sockets: customers following orders of their own, moved by the desk like the checkouts' orders.

let events = 0;
let socketErrors = 0;
function followOrders(wsUrls: string[], followers: { cookie: string; orderId: string }[]) {
  const sockets = followers.map((f, i) => {
    const url = wsUrls[i % wsUrls.length]!;
    const ws = new WebSocket(url, {
      headers: { cookie: f.cookie, origin: url.replace(/^ws/, 'http').replace(/\/api\/realtime$/, '') },
    });
    ws.on('open', () => ws.send(JSON.stringify({ kind: 'subscribe', room: `order:${f.orderId}` })));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { kind: string };
      if (frame.kind === 'event') events += 1;
    });
    ws.on('error', () => {
      socketErrors += 1;
    });
    return ws;
  });
  return () => {
    for (const ws of sockets) ws.close();
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Memory of the app processes, from their own /metrics (prom-client's defaults).

async function memory(app: AppProcess) {
  const text = await fetch(`${app.url}/metrics`).then((r) => r.text());
  const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return { rss: read('process_resident_memory_bytes'), heap: read('nodejs_heap_size_used_bytes') };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function printMinute(label: string) {
  const routes = [...stats.entries()].sort(([a], [b]) => a.localeCompare(b));
  const requests = routes.reduce((n, [, s]) => n + s.latencies.length, 0);
  const errors = routes.reduce((n, [, s]) => n + s.errors, 0);
  log(`${label}: ${requests} requests, ${errors} errors, ${events} socket events, ${uptime()}`);
  for (const [route, s] of routes) {
    const sorted = s.latencies.sort((a, b) => a - b);
    log(
      `  ${route.padEnd(16)} ${String(sorted.length).padStart(6)} req  p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(sorted, 99).toFixed(0).padStart(5)} ms  errors ${s.errors}${s.firstErrors.length ? `  (${s.firstErrors.join(' | ')})` : ''}`,
    );
  }
  stats = new Map();
  events = 0;
}

/** Runs the mix at `perSecond` units a second (open loop: a slow answer does not slow the arrivals) until `until`. */
async function openLoop(
  world: World,
  perSecond: number,
  until: number,
  onMinute: (n: number) => Promise<void>,
) {
  const inFlight = new Set<Promise<void>>();
  const startedAt = performance.now();
  let sent = 0;
  let minute = 0;
  while (performance.now() < until) {
    const due = Math.floor(((performance.now() - startedAt) / 1000) * perSecond);
    for (; sent < due; sent++) {
      const p = unit(world).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    if (performance.now() - startedAt >= (minute + 1) * 60_000) await onMinute(++minute);
    await sleep(5);
  }
  await Promise.all(inFlight);
}

async function main() {
  const databaseUrl = await freshDatabase(dbName);
  // A weekday lunchtime (12:30 in South Africa), so the demo venues are open whatever the machine's hour.
  const lunch = new Date();
  lunch.setUTCDate(lunch.getUTCDate() + ((8 - lunch.getUTCDay()) % 7 || 7)); // the next Monday
  lunch.setUTCHours(10, 30, 0, 0);
  const env = {
    LEKKER_CLOCK_START: lunch.toISOString(),
    LOG_LEVEL: 'error',
  };
  const first = await startApp({ port, databaseUrl, env });
  const second = await startApp({ port: port + 1, databaseUrl, env: { ...env, SEED_DEMO: 'never' } });
  const apps = [first, second];
  urls = apps.map((a) => a.url);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const owner = await ownerCookie(db);
  const world: World = {
    ...owner,
    customers: await people(db, 'customer', customerCount),
    drivers: await people(db, 'driver', driverCount),
  };
  freeDrivers.push(...world.drivers);
  // The followers' orders: placed by the checkout path, so the desk can move them while their sockets listen.
  const followers: { cookie: string; orderId: string }[] = [];
  for (const customer of world.customers.slice(0, socketCount)) {
    const placed = await call('checkout', '/api/orders', {
      method: 'POST',
      cookie: customer.cookie,
      body: {
        idempotency_key: randomUUID(),
        restaurant_id: world.venue.id,
        items: world.items,
        delivery_address: { street: '2 Shippard Street', city: 'Mahikeng', province: 'North West' },
        delivery_location: near(world.venue, 2),
        payment_method: 'cash',
      },
    });
    const id = (placed?.json as { order?: { id: string } } | null)?.order?.id;
    if (id) followers.push({ cookie: customer.cookie, orderId: id });
  }
  const stopSockets = followOrders(
    urls.map((u) => `${u.replace(/^http/, 'ws')}/api/realtime`),
    followers,
  );
  log(
    `soak: 2 app processes on :${port}, :${port + 1}; ${customerCount} customers, ${driverCount} drivers, ${followers.length} sockets; ${uptime()}`,
  );

  // The peak: 32 people doing the mix back to back, as fast as it answers.
  printMinute('setup');
  const peakUntil = performance.now() + peakSeconds * 1000;
  let units = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (performance.now() < peakUntil) {
        await unit(world);
        units += 1;
      }
    }),
  );
  const peak = units / peakSeconds;
  const rate = peak * loadShare;
  printMinute(`peak ${peak.toFixed(1)} units/s`);
  log(`soak: ${minutes} min at ${rate.toFixed(1)} units/s (${Math.round(loadShare * 100)} % of the peak)`);

  // The desk moves the followers' orders through the run (an event per step on each socket).
  let moved = 0;
  const desk = setInterval(
    () => {
      const f = followers[moved++];
      if (!f) return;
      const step = (s: string, body: unknown = {}) =>
        call(`desk-${s}`, `/api/restaurant/orders/${f.orderId}/${s}`, {
          method: 'POST',
          cookie: owner.cookie,
          body,
        });
      void step('confirm', { preparation_minutes: 15 }).then((ok) => ok && step('preparing'));
    },
    Math.max(200, (minutes * 60_000) / Math.max(1, followers.length)),
  );

  let startMemory: Awaited<ReturnType<typeof memory>>[] = [];
  await openLoop(world, rate, performance.now() + minutes * 60_000, async (n) => {
    printMinute(`minute ${n}`);
    if (n === 1) startMemory = await Promise.all(apps.map(memory));
  });
  clearInterval(desk);
  printMinute(`minute ${minutes} (end)`);
  const endMemory = await Promise.all(apps.map(memory));
  stopSockets();

  let growthOk = true;
  apps.forEach((app, i) => {
    const a = startMemory[i] ?? endMemory[i]!;
    const b = endMemory[i]!;
    const growth = (b.rss - a.rss) / a.rss;
    if (growth >= MAX_GROWTH) growthOk = false;
    log(
      `memory ${app.url}: rss ${mb(a.rss)} -> ${mb(b.rss)} (${(growth * 100).toFixed(1)} %), heap ${mb(a.heap)} -> ${mb(b.heap)}`,
    );
  });
  const all = [...totals.entries()];
  const requests = all.reduce((n, [, t]) => n + t.requests, 0);
  const errors = all.reduce((n, [, t]) => n + t.errors, 0);
  log(`total: ${requests} requests, ${errors} errors, ${socketErrors} socket errors; ${uptime()}`);
  log(`target 0 errors: ${errors === 0 && socketErrors === 0 ? 'met' : 'NOT met'}`);
  log(`target memory growth under ${MAX_GROWTH * 100} % after the warm-up: ${growthOk ? 'met' : 'NOT met'}`);

  await db.end();
  await Promise.all(apps.map((a) => a.stop()));
  await dropDatabase(dbName);
  process.exit(errors === 0 ? 0 : 1);
}

await main();
