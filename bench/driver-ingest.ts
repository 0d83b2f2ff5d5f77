// `npm run bench:driver-ingest` (docs/product.md#performance-targets; docs/decisions/037-driver-positions-over-the-socket.md): drivers on
// a job send their position to a real app instance (main.ts, PostgreSQL, Redis bus), and each job's customer listens
// on the order's room over a WebSocket, so every update is counted end to end (driver → server → customer).
//  1. The socket path (what the driver app uses): each driver's signed-in socket sends `location` frames, all
//     drivers together at --rate per second (each driver under the server's 2 per second).
//  2. The HTTP fallback (POST /api/driver/location) with autocannon at --connections.
// Beside each, pgbench on the statements captured from the same code in this process:
//  - the target's raw (both paths): each update written alone — the driver's rights read and the position's write
//    pair, the SQL the rights cache and the batches replace (as the list paths compare with the SQL their area memo
//    replaces, decision 041) — at --connections, one script per driver (up to 128); a POST that still runs
//    statements of its own (no session cache, --flush-ms 0) is compared with those instead.
//  - context for the socket path: one flush interval's statements (the batched UPDATE pair for every driver plus
//    the cached-rights reads), which carry rate × interval updates, on one client (one instance flushes one batch
//    at a time): how busy the batches keep the database (docs/decisions/037-driver-positions-over-the-socket.md).
// Prints updates/s, deliveries, push latency (send → customer), CPU per update, memory and the targets.
//
//   npm run bench:driver-ingest                        # 1,500 drivers, 2,400 positions/s over sockets, then POST
//   npm run bench:driver-ingest -- --only socket --rate 1500 --drivers 900 --duration 15
//   npm run bench:driver-ingest -- --only post --flush-ms 0   # every position written at once

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
import { LOCATION_RIGHTS_TTL_MS } from '../apps/server/src/modules/drivers/drivers.service.ts';
import { createDataAccess } from '../apps/server/src/modules/repositories.ts';
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
// Twice the target rate by default: the API/raw ratio is a throughput ratio, so the socket path is driven well
// past 1,000/s (each driver stays under its 2 per second).
const drivers = Number(arg('drivers', '1500'));
const rate = Number(arg('rate', '2400'));
const only = arg('only', 'both');
const connections = Number(arg('connections', '64'));
const duration = Number(arg('duration', '15'));
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

/**
 * pgbench's transactions per second on `scripts` (several: each transaction runs one of them, picked at random, as
 * pgbench does with several -f; at most 128).
 */
function pgbench(scripts: string | string[], database: string, clients = connections): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ingest-'));
  const files = (Array.isArray(scripts) ? scripts : [scripts]).map((script, i) => {
    const file = join(dir, `script-${i}.sql`);
    writeFileSync(file, script);
    return file;
  });
  const admin = new URL(PG_ADMIN_URL);
  const child = spawn(
    'pgbench',
    [
      '-n',
      '-M',
      'extended',
      '-c',
      String(clients),
      '-j',
      String(Math.min(2, clients)),
      '-T',
      String(duration),
      ...files.flatMap((file) => ['-f', file]),
    ].concat([
      '-h',
      admin.hostname,
      '-p',
      admin.port || '5432',
      '-U',
      admin.username || 'postgres',
      database,
    ]),
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

    // The customers' sockets: each counts the positions of its order that reach it.
    const wsUrl = `${app.url.replace(/^http/, 'ws')}/api/realtime`;
    let phase: 'idle' | 'socket' | 'post' = 'idle';
    const seen = { socket: [] as number[], post: [] as number[] };
    /** When each socket position was sent, by order and latitude (the latitude is unique within a run). */
    const sentAt = new Map<string, number>();
    const sockets = await Promise.all(
      jobs.map(
        (job) =>
          new Promise<WebSocket>((resolve, reject) => {
            const ws = new WebSocket(wsUrl, { headers: { cookie: job.cookie, origin: app.origin } });
            ws.on('message', (data) => {
              const frame = JSON.parse(String(data)) as {
                kind: string;
                room?: string;
                event?: { type: string; position?: { updated_at: string; latitude: number } };
              };
              if (frame.kind === 'subscribed') resolve(ws);
              // The server's bounds ("busy"): ask again shortly, as the browser does.
              if (frame.kind === 'error')
                setTimeout(
                  () => ws.send(JSON.stringify({ kind: 'subscribe', room: `order:${job.orderId}` })),
                  50 + Math.random() * 200,
                );
              if (frame.kind === 'event' && frame.event?.type === 'driver.location') {
                const now = Date.now();
                if (phase === 'socket') {
                  const key = `${job.orderId}:${frame.event.position!.latitude}`;
                  const sent = sentAt.get(key);
                  if (sent !== undefined) {
                    sentAt.delete(key);
                    seen.socket.push(now - sent);
                  }
                } else if (phase === 'post')
                  seen.post.push(now - Date.parse(frame.event.position!.updated_at));
              }
            });
            ws.once('open', () =>
              ws.send(JSON.stringify({ kind: 'subscribe', room: `order:${job.orderId}` })),
            );
            ws.once('error', reject);
            ws.once('unexpected-response', (_req, res) =>
              reject(new Error(`upgrade answered ${res.statusCode}`)),
            );
            setTimeout(() => reject(new Error('no subscription within 60 s')), 60_000);
          }),
      ),
    );
    log(`${sockets.length} customer sockets on their orders' rooms`);

    // What each path runs, captured from the same code in this process.
    const local = await openDatabase({ url: databaseUrl, poolSize: 2 });
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: app.origin,
      AUTH_SECRET: 'bench-only-secret-0123456789-abcdefghijklmnop',
      DRIVER_LOCATION_FLUSH_MS: flushMs,
    });
    // The socket path: per flush interval, one batch for every driver that moved, and the rights read again
    // every LOCATION_RIGHTS_TTL_MS per driver (sooner when a job changes: none do here).
    const repo = createDataAccess(local.db).drivers;
    recording = [];
    await repo.locationRights(fleet[0]!.userId);
    const rightsRead = recording;
    recording = [];
    const at = new Date();
    await repo.savePositions(
      fleet.map((d) => ({
        userId: d.userId,
        latitude: -25.85,
        longitude: 25.64,
        heading: 90,
        speedKmh: 30,
        accuracy: 8,
        at,
      })),
    );
    const flushStatements = recording;
    recording = null;
    // Each update written on its own, as the ingest would without its rights cache and its batches: the driver's
    // rights read and the position's write pair — the SQL those replace, as the list paths compare with the SQL
    // their memo replaces (decision 041). One script per driver (up to 128, pgbench's limit of -f files), so
    // concurrent clients mostly write different rows.
    const aloneScripts: string[] = [];
    let aloneStatements: { text: string }[] = [];
    for (const d of fleet.slice(0, 128)) {
      recording = [];
      await repo.locationRights(d.userId);
      await repo.savePositions([
        { userId: d.userId, latitude: -25.85, longitude: 25.64, heading: 90, speedKmh: 30, accuracy: 8, at },
      ]);
      aloneStatements = recording;
      aloneScripts.push(`${recording.map((q) => `${inline(q.text, q.params)};`).join('\n')}\n`);
    }
    recording = null;
    let aloneRate: number | null = null;
    /** pgbench's updates/s on the updates written alone (measured once, shared by both paths). */
    const writtenAlone = async () => {
      if (aloneRate === null) {
        log(
          `pgbench on each update written alone (${aloneStatements.length} statements): ${connections} connections, ${duration} s`,
        );
        aloneRate = await pgbench(aloneScripts, dbName);
      }
      return aloneRate;
    };
    const flushSeconds = Math.max(Number(flushMs), 1) / 1000;
    // Each entry lives 1–1.5 × the TTL (1.25 on average).
    const rightsPerFlush = Math.max(
      1,
      Math.round((drivers * flushSeconds * 1000) / (LOCATION_RIGHTS_TTL_MS * 1.25)),
    );
    const socketScript = [
      ...flushStatements.map((q) => `${inline(q.text, q.params)};`),
      ...Array.from({ length: rightsPerFlush }, () =>
        rightsRead.map((q) => `${inline(q.text, q.params)};`),
      ).flat(),
    ].join('\n');
    log(
      `socket path, per ${flushSeconds} s flush: ${flushStatements.length} statement(s) writing ${drivers} drivers + ${rightsPerFlush} rights reads:\n${[...flushStatements, ...rightsRead].map((q) => `  ${q.text.replace(/\s+/g, ' ').slice(0, 110)}`).join('\n')}`,
    );

    // The POST: a driver's second post (the steady state).
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
    await probe.flushDriverPositions();
    await local.close();
    const postScript = `${captured.map((q) => `${inline(q.text, q.params)};`).join('\n')}\n`;
    log(
      `one POST runs ${captured.length} statements:\n${captured.map((q) => `  ${q.text.replace(/\s+/g, ' ').slice(0, 110)}`).join('\n')}`,
    );

    const verdict = (good: boolean) => (good ? 'met' : 'NOT met');
    const report: string[] = [];
    const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

    if (only !== 'post') {
      // The drivers' sockets.
      const refusals: string[] = [];
      const driverSockets = await Promise.all(
        fleet.map(
          (d) =>
            new Promise<WebSocket>((resolve, reject) => {
              const ws = new WebSocket(wsUrl, { headers: { cookie: d.cookie, origin: app.origin } });
              ws.on('message', (data) => {
                const frame = JSON.parse(String(data)) as { kind: string; message?: string };
                if (frame.kind === 'hello') resolve(ws);
                if (frame.kind === 'error') refusals.push(frame.message ?? '');
              });
              ws.once('error', reject);
              ws.once('unexpected-response', (_req, res) =>
                reject(new Error(`driver upgrade answered ${res.statusCode}`)),
              );
              setTimeout(() => reject(new Error('no hello within 60 s')), 60_000);
            }),
        ),
      );
      log(`${driverSockets.length} driver sockets open`);
      /** Driver k's position frame for its job; its customer's receipt is matched by order and latitude. */
      const sendPosition = (k: number, latitude: number) => {
        const d = fleet[k]!;
        sentAt.set(`${d.orderId}:${latitude}`, Date.now());
        driverSockets[k]!.send(
          JSON.stringify({
            kind: 'location',
            order_id: d.orderId,
            position: { latitude, longitude: 25.64, heading: 90, speed_kmh: 30, accuracy: 8 },
          }),
        );
      };
      // Every driver's first position of the shift (the app sends one when it opens), before the measured
      // phase: the first frame of a driver waits for its rights read (at most 3 at once, decision 037), so a
      // fleet coming online in the same second is a start-up burst, reported here, not the steady state.
      phase = 'socket';
      const warmStarted = Date.now();
      for (let k = 0; k < fleet.length; k++) sendPosition(k, -25.84 - k / 10_000_000);
      while (seen.socket.length < fleet.length && Date.now() - warmStarted < 30_000) await sleep(20);
      const warmed = seen.socket.length;
      const warmMs = Date.now() - warmStarted;
      seen.socket.length = 0;
      phase = 'idle';
      // The rate limit's burst refills before the measured phase.
      await sleep(1500);
      const before = processUsage(app.child.pid!);
      log(`sockets: ${rate} positions/s over ${drivers} drivers for ${duration} s; load: ${uptime()}`);
      phase = 'socket';
      const tickMs = 20;
      const perTick = (rate * tickMs) / 1000;
      let owed = 0;
      let next = 0;
      let sent = 0;
      const started = Date.now();
      await new Promise<void>((done) => {
        const timer = setInterval(() => {
          const elapsed = Date.now() - started;
          if (elapsed >= duration * 1000) {
            clearInterval(timer);
            return done();
          }
          // As many as are due by now (a late tick catches up), each driver in turn.
          owed = (elapsed / 1000) * rate - sent;
          for (let i = 0; i < Math.min(owed, perTick * 5); i += 1) {
            sendPosition(next++ % fleet.length, -25.85 - (sent % 100_000) / 10_000_000);
            sent += 1;
          }
        }, tickMs);
      });
      const loadDuring = uptime();
      await sleep(1000);
      phase = 'idle';
      const after = processUsage(app.child.pid!);
      const cpuMs = ((after.cpuSeconds - before.cpuSeconds) * 1000) / Math.max(1, sent);
      for (const ws of driverSockets) ws.terminate();
      const delivered = seen.socket.length;
      const e2e = delivered / duration;
      log(`pgbench on the socket path's statements: 1 client, ${duration} s`);
      const tps = await pgbench(socketScript, dbName, 1);
      const perScript = e2e * flushSeconds;
      const raw = tps * perScript;
      const ratio = e2e / raw;
      const alone = await writtenAlone();
      const aloneRatio = e2e / alone;
      const lat = [...seen.socket].sort((a, b) => a - b);
      report.push(
        '-- socket path (the driver app when connected) --',
        `load during: ${loadDuring}`,
        `start of shift: ${warmed} of ${drivers} first positions reached their customer within ${warmMs} ms (each waits for its driver's rights read)`,
        `sent ${sent} positions (${(sent / duration).toFixed(0)}/s) over ${drivers} sockets; refused ${refusals.length}${refusals.length ? ` (${[...new Set(refusals)].join('; ')})` : ''}`,
        `end to end: ${delivered} reached the tracking customer (${e2e.toFixed(0)}/s, ${((100 * delivered) / Math.max(1, sent)).toFixed(1)} % of sent); send → customer p50 ${percentile(lat, 50)} ms, p99 ${percentile(lat, 99)} ms`,
        `server CPU ${cpuMs.toFixed(3)} ms per update; server memory ${mib(before.rssBytes)} → ${mib(after.rssBytes)} (${drivers * 2} sockets)`,
        `its own statements, each update written alone (rights read + position write, ${aloneStatements.length} statements): pgbench ${alone.toFixed(0)} updates/s at ${connections} connections → API/raw ${aloneRatio.toFixed(2)}`,
        `the database's share with batching (context): per ${flushSeconds} s one batch (${flushStatements.length} statement(s), ${drivers} rows) + ${rightsPerFlush} rights reads; pgbench ${tps.toFixed(1)} scripts/s × ${perScript.toFixed(0)} updates each = ${raw.toFixed(0)} updates/s → ${ratio.toFixed(3)} (the database is that busy with this ingest)`,
        `≥ ${TARGET_RATE} updates/s end to end with the fan-out (${e2e.toFixed(0)}/s): ${verdict(e2e >= TARGET_RATE && delivered >= sent * 0.999)}`,
        `API ≥ ${TARGET_RATIO} of pgbench on its own statements written alone (${aloneRatio.toFixed(2)}): ${verdict(aloneRatio >= TARGET_RATIO)}`,
      );
    }

    if (only !== 'socket') {
      // The HTTP fallback under load: autocannon, each request a driver in turn, a slightly different position.
      let n = 0;
      const before = processUsage(app.child.pid!);
      phase = 'post';
      log(`autocannon POST: ${connections} connections, ${duration} s; load: ${uptime()}`);
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
      phase = 'idle';
      const after = processUsage(app.child.pid!);
      const ok = result['2xx'];
      const cpuMs = ((after.cpuSeconds - before.cpuSeconds) * 1000) / Math.max(1, ok);
      const apiRate = ok / duration;
      const e2e = seen.post.length / duration;
      // A post whose session and rights are cached runs no statement of its own (decision 040): it is compared,
      // as the socket path, with each update written alone (the rights read and the write its caches replace).
      let raw: number;
      if (captured.length > 0) {
        log(`pgbench on one POST's statements: ${connections} connections, ${duration} s`);
        raw = await pgbench(postScript, dbName);
      } else raw = await writtenAlone();
      const ratio = apiRate / raw;
      const lat = [...seen.post].sort((a, b) => a - b);
      report.push(
        '-- POST /api/driver/location (the fallback while the socket is down) --',
        `load during: ${loadDuring}`,
        `API: ${ok} answered 200 (${apiRate.toFixed(0)}/s), non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; server CPU ${cpuMs.toFixed(2)} ms per update; memory ${mib(after.rssBytes)}`,
        `end to end: ${seen.post.length} reached the tracking customer (${e2e.toFixed(0)}/s); server receipt → customer p50 ${percentile(lat, 50)} ms, p99 ${percentile(lat, 99)} ms`,
        captured.length > 0
          ? `pgbench on one POST's ${captured.length} statements: ${raw.toFixed(0)} tps → API/raw ${ratio.toFixed(2)}`
          : `its own statements: none per post (session and rights cached, positions batched); each update written alone (${aloneStatements.length} statements): pgbench ${raw.toFixed(0)} updates/s → API/raw ${ratio.toFixed(2)}`,
        // The driver app posts only while its socket is down: the ingest's targets are carried by the socket path
        // above; these say how far the fallback alone would go.
        `fallback alone against the ingest's targets (context): ≥ ${TARGET_RATE} updates/s ${verdict(e2e >= TARGET_RATE && seen.post.length >= ok)} (${e2e.toFixed(0)}/s), ≥ ${TARGET_RATIO} of pgbench ${verdict(ratio >= TARGET_RATIO)} (${ratio.toFixed(2)})`,
      );
    }
    for (const ws of sockets) ws.terminate();

    console.log('\n== Driver location ingest (docs/product.md#performance-targets) ==');
    console.log(`load after: ${uptime()}`);
    console.log(
      `positions written in batches every ${flushMs} ms (0: each at once); ${drivers} drivers, each on a job whose customer listens`,
    );
    for (const line of report) console.log(line);
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
