// `npm run bench:driver-ingest` (issue 16 item 5): drivers on a job post their position (POST /api/driver/location)
// to a real app instance (main.ts, PostgreSQL, Redis bus) with autocannon at 64 connections; each job's customer
// listens on the order's room over a WebSocket, so every update is counted end to end (HTTP → gateway → customer).
// Beside it, pgbench runs the statements one update costs — captured from the same code in this process — at the
// same 64 connections, for the API/raw ratio. Prints updates/s, deliveries/s, push latency and the targets.
//
//   npm run bench:driver-ingest                       # 64 drivers, 20 s
//   npm run bench:driver-ingest -- --drivers 200 --duration 10 --flush-ms 0   # every position written at once

import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import WebSocket from 'ws';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import {
  arg,
  customersWithOrders,
  dropDatabase,
  freshDatabase,
  PG_ADMIN_URL,
  percentile,
  processUsage,
  sessionCookie,
  sleep,
  startApp,
  uptime,
} from './sockets-app.ts';

const TARGET_RATE = 1000;
const TARGET_RATIO = 0.6;
const drivers = Number(arg('drivers', '64'));
const connections = Number(arg('connections', '64'));
const duration = Number(arg('duration', '20'));
const flushMs = arg('flush-ms', '1000');
const port = Number(arg('port', process.env.E2E_PORT ?? '3213'));
const dbName = 'bench_ingest';
const log = (line: string) =>
  console.log(`[bench:driver-ingest ${new Date().toISOString().slice(11, 19)}] ${line}`);

// Capture: the statements (text and parameters) one request runs, from the app built in this process.
let recording: { text: string; params: unknown[] }[] | null = null;
for (const proto of [pg.Client.prototype, PGlite.prototype] as { query: (...args: never[]) => unknown }[]) {
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

/** A captured statement with its parameters written in, for pgbench. */
function inline(text: string, params: unknown[]): string {
  const literal = (v: unknown): string => {
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number') return `(${v})`;
    if (typeof v === 'boolean') return v ? 'true' : 'false';
    const s = v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : JSON.stringify(v);
    return `'${s.replace(/'/g, "''")}'`;
  };
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1])).replace(/\s+/g, ' ');
}

function pgbench(script: string, database: string): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ingest-'));
  const file = join(dir, 'script.sql');
  writeFileSync(file, script);
  const admin = new URL(PG_ADMIN_URL);
  const child = spawn(
    'pgbench',
    ['-n', '-M', 'extended', '-c', String(connections), '-j', '2', '-T', String(duration), '-f', file].concat(
      ['-h', admin.hostname, '-p', admin.port || '5432', '-U', admin.username || 'postgres', database],
    ),
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  return new Promise((resolve) =>
    child.once('exit', () => resolve(Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? Number.NaN))),
  );
}

async function main() {
  log(`load before: ${uptime()}`);
  const databaseUrl = await freshDatabase(dbName);
  const app = await startApp({
    port,
    databaseUrl,
    env: { DRIVER_LOCATION_FLUSH_MS: flushMs, ORDER_ACCEPT_TIMEOUT_MINUTES: '240' },
  });
  try {
    const db = new pg.Client({ connectionString: databaseUrl });
    db.on('error', () => {});
    await db.connect();
    const owner = await db.query<{ id: string }>(
      `select id from "user" where email = 'restaurant@demo.lekker.test'`,
    );
    const venue = await db.query<{ id: string }>(
      'select restaurant_id as id from restaurant_members where user_id = $1 limit 1',
      [owner.rows[0]!.id],
    );
    // Each job: a customer with an order (their socket listens) and a driver holding it, on the way.
    const jobs = await customersWithOrders(db, {
      count: drivers,
      restaurantId: venue.rows[0]!.id,
      prefix: 'ingest',
    });
    const driverRows = await db.query<{ user_id: string; token: string }>(
      `with d as (
         select gen_random_uuid()::text as user_id, md5(random()::text) || md5(random()::text) as token, n
         from generate_series(1, $1::int) as n),
       u as (insert into "user" (id, name, email, email_verified)
             select user_id, 'Driver ' || n, 'ingest-driver' || n || '@bench.test', true from d),
       r as (insert into user_roles (user_id, role)
             select user_id, role::app_role from d, unnest(array['customer', 'driver']) as role),
       p as (insert into profiles (user_id, full_name) select user_id, 'Driver ' || n from d),
       dp as (insert into driver_profiles (user_id, status, is_online, online_since)
              select user_id, 'approved', true, now() from d),
       s as (insert into session (id, token, user_id, expires_at)
             select gen_random_uuid()::text, token, user_id, now() + interval '7 days' from d)
       select user_id, token from d order by n`,
      [drivers],
    );
    const fleet = driverRows.rows.map((r, i) => ({
      userId: r.user_id,
      cookie: sessionCookie(r.token),
      orderId: jobs[i]!.orderId,
    }));
    for (const d of fleet)
      await db.query(
        `update orders set driver_id = $1, status = 'picked_up', driver_assigned_at = now(), picked_up_at = now()
         where id = $2`,
        [d.userId, d.orderId],
      );
    await db.end();
    log(`${drivers} drivers, each on a job whose customer listens`);

    // The customers' sockets.
    const wsUrl = `${app.url.replace(/^http/, 'ws')}/api/realtime`;
    const latencies: number[] = [];
    let deliveries = 0;
    let counting = false;
    const sockets = await Promise.all(
      jobs.map(
        (job) =>
          new Promise<WebSocket>((resolve, reject) => {
            const ws = new WebSocket(wsUrl, { headers: { cookie: job.cookie, origin: app.origin } });
            ws.on('message', (data) => {
              const frame = JSON.parse(String(data)) as {
                kind: string;
                room?: string;
                event?: { type: string; position?: { updated_at: string } };
              };
              if (frame.kind === 'subscribed') resolve(ws);
              // The server's bounds ("busy"): ask again shortly, as the browser does.
              if (frame.kind === 'error')
                setTimeout(
                  () => ws.send(JSON.stringify({ kind: 'subscribe', room: `order:${job.orderId}` })),
                  50 + Math.random() * 200,
                );
              if (frame.kind === 'event' && frame.event?.type === 'driver.location' && counting) {
                deliveries += 1;
                latencies.push(Date.now() - Date.parse(frame.event.position!.updated_at));
              }
            });
            ws.once('open', () =>
              ws.send(JSON.stringify({ kind: 'subscribe', room: `order:${job.orderId}` })),
            );
            ws.once('error', reject);
            ws.once('unexpected-response', (_req, res) =>
              reject(new Error(`upgrade answered ${res.statusCode}`)),
            );
            setTimeout(() => reject(new Error('no subscription within 30 s')), 30_000);
          }),
      ),
    );
    log(`${sockets.length} customer sockets on their orders' rooms`);

    // What one update runs, captured from the same code in this process (a driver's second post: the steady state).
    const local = await openDatabase({ url: databaseUrl, poolSize: 2 });
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: app.origin,
      AUTH_SECRET: 'bench-only-secret-0123456789-abcdefghijklmnop',
      DRIVER_LOCATION_FLUSH_MS: flushMs,
    });
    const probe = buildApp({ config, db: local.db, logger: createLogger('silent') });
    const post = (d: (typeof fleet)[number], latitude: number) =>
      probe.request('/api/driver/location', {
        method: 'POST',
        headers: { cookie: d.cookie, origin: app.origin, 'content-type': 'application/json' },
        body: JSON.stringify({ latitude, longitude: 25.64, heading: 90, speed_kmh: 30, accuracy: 8 }),
      });
    const first = fleet[0]!;
    if ((await post(first, -25.85)).status !== 200) throw new Error('the probe post failed');
    recording = [];
    const probed = await post(first, -25.851);
    const captured = recording;
    recording = null;
    if (probed.status !== 200) throw new Error(`the probe post answered ${probed.status}`);
    await local.close();
    const script = `${captured.map((q) => `${inline(q.text, q.params)};`).join('\n')}\n`;
    log(
      `one update runs ${captured.length} statements:\n${captured.map((q) => `  ${q.text.replace(/\s+/g, ' ').slice(0, 110)}`).join('\n')}`,
    );

    // The API under load: autocannon, each request a driver in turn, a slightly different position each time.
    let n = 0;
    const cpuBefore = processUsage(app.child.pid!).cpuSeconds;
    counting = true;
    log(`autocannon: ${connections} connections, ${duration} s; load: ${uptime()}`);
    const result = await autocannon({
      url: app.url,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/api/driver/location',
          setupRequest: (req) => {
            const d = fleet[n++ % fleet.length]!;
            return {
              ...req,
              headers: { cookie: d.cookie, origin: app.origin, 'content-type': 'application/json' },
              body: JSON.stringify({
                latitude: -25.85 - (n % 1000) / 100_000,
                longitude: 25.64,
                heading: 90,
                speed_kmh: 30,
                accuracy: 8,
              }),
            };
          },
        },
      ],
    });
    const loadDuring = uptime();
    await sleep(1000);
    counting = false;
    const serverCpu = processUsage(app.child.pid!).cpuSeconds - cpuBefore;
    const ok = result['2xx'];
    const apiRate = ok / duration;
    const e2eRate = deliveries / duration;
    for (const ws of sockets) ws.terminate();

    log(`pgbench on the same statements: ${connections} connections, ${duration} s`);
    const raw = await pgbench(script, dbName);
    const loadAfter = uptime();
    latencies.sort((a, b) => a - b);
    const ratio = apiRate / raw;
    const verdict = (good: boolean) => (good ? 'met' : 'NOT met');
    console.log('\n== Driver location ingest (issue 16 item 5) ==');
    console.log(`load during the API run: ${loadDuring}`);
    console.log(`load after pgbench: ${loadAfter}`);
    console.log(
      `positions written in batches every ${flushMs} ms (0: each at once); ${drivers} drivers, ${connections} connections, ${duration} s`,
    );
    console.log(
      `API: ${ok} updates answered 200 (${apiRate.toFixed(0)}/s), non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; server CPU ${((serverCpu * 1000) / Math.max(1, ok)).toFixed(2)} ms per update`,
    );
    console.log(
      `end to end: ${deliveries} positions reached the tracking customer (${e2eRate.toFixed(0)}/s); push p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms`,
    );
    console.log(
      `pgbench on the update's own ${captured.length} statements: ${raw.toFixed(0)} tps → API/raw ${ratio.toFixed(2)}`,
    );
    console.log('');
    console.log(
      `≥ ${TARGET_RATE} updates/s end to end with the fan-out (${e2eRate.toFixed(0)}/s): ${verdict(e2eRate >= TARGET_RATE && deliveries >= ok)}`,
    );
    console.log(
      `API ≥ ${TARGET_RATIO} of pgbench on its own statements (${ratio.toFixed(2)}): ${verdict(ratio >= TARGET_RATIO)}`,
    );
  } finally {
    await app.stop();
    if (!process.argv.includes('--keep')) await dropDatabase(dbName).catch(() => {});
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
