// `npm run bench:sockets` (docs/product.md#performance-targets): N signed-in WebSocket clients on one app instance (or on the URLs
// given, e.g. a load balancer in front of several), each subscribed to its own order's room; then the venue moves
// orders through confirmed → preparing → ready over the real path (HTTP action → status UPDATE + outbox row in one
// transaction → announcer → bus (Redis) → gateway → socket). Counts every event delivered, measures the time from
// the order's updated_at (stamped by the UPDATE in the committing transaction: an upper bound of commit→client) to
// arrival, prints memory per connection and the result against the targets, and — at the instance's socket cap —
// checks that new upgrades are refused with 503 + Retry-After while HTTP keeps answering.
//
//   npm run bench:sockets                                   # 19,900 clients, own instance on :3213
//   npm run bench:sockets -- --clients 2000 --orders 200    # a quick one
//   npm run bench:sockets -- --urls http://127.0.0.1:8080 --clients 40000 \
//       --database-url postgres://postgres@127.0.0.1:5432/lekker --auth-secret "$AUTH_SECRET"   # a running deployment
//   npm run bench:sockets -- --two-instances --clients 40000 --app-workers 2 --cap 10100 --extra 600
//       # nginx + two instances × 2 app workers (apps/server/scripts/two-instances.ts), each worker capped at 10,100
//       # sockets so the extra 600 upgrades meet full instances
//
// Two-instance flags: --app-workers (APP_WORKERS per instance, default 2), --cap (REALTIME_MAX_CONNECTIONS per app
// process; default: the open-file limit minus 100), --nginx-workers (default 8), --source-addresses (nginx's
// proxy_bind addresses toward the instances, default 4), --listen-addresses (nginx listens on 127.0.0.1…N, default
// one per 20,000 clients), --cluster-port (default 3283: nginx; the instances on +1, +2).
//
// Client processes: at most 5,000 sockets each (a process may open 20,000 files here). Client sockets are not bound
// to a source address (a bind() takes its port for every destination, so nginx's own connects would find fewer):
// more than 25,000 sockets to one address go to several addresses instead (--urls a,b, or nginx's listen
// addresses), 28,232 ephemeral ports per (source, destination) pair.

import { type ChildProcess, fork } from 'node:child_process';
import pg from 'pg';
import WebSocket from 'ws';
import { childPids, startTwoInstances, type TwoInstances } from '../apps/server/scripts/two-instances.ts';
import {
  type AppProcess,
  arg,
  BENCH_SECRET,
  customersWithOrders,
  dropDatabase,
  freshDatabase,
  percentile,
  processUsage,
  sessionFor,
  sleep,
  startApp,
  uptime,
} from './sockets-app.ts';
import type { ClientPlan, ClientProgress, ClientReport } from './sockets-client.ts';

const TARGET_P99_MS = 250;
const clients = Number(arg('clients', '19900'));
const movedOrders = Math.min(clients, Number(arg('orders', '1000')));
const rate = Number(arg('rate', '100'));
const perWorker = Number(arg('per-worker', '5000'));
const workers = Number(arg('workers', String(Math.ceil(clients / perWorker))));
const urlsArg = arg('urls', '');
const extra = Number(arg('extra', urlsArg || process.argv.includes('--two-instances') ? '0' : '50'));
const extraAsked = extra;
const holdSeconds = Number(arg('hold', '10'));
const port = Number(arg('port', process.env.E2E_PORT ?? '3213'));
const dbName = 'bench_sockets';

const log = (line: string) =>
  console.log(`[bench:sockets ${new Date().toISOString().slice(11, 19)}] ${line}`);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

let app: AppProcess | undefined;
let cluster: TwoInstances | undefined;
const twoInstances = process.argv.includes('--two-instances');
const appWorkers = Number(arg('app-workers', '2'));
/** The app processes measured (memory, CPU, files): the own instance, or every serving process of the cluster. */
const servers = (): number[] =>
  app ? [app.child.pid!] : cluster ? cluster.instances.flatMap((i) => i.servingPids()) : [];
const usage = () => {
  const pids = servers();
  const all = pids.map(processUsage);
  if (all.length === 0) return null;
  return {
    rssBytes: all.reduce((n, u) => n + u.rssBytes, 0),
    cpuSeconds: all.reduce((n, u) => n + u.cpuSeconds, 0),
    files: all.map((u) => u.files).join(' + '),
    perProcess: all.map((u, i) => ({ pid: pids[i]!, ...u })),
  };
};
/** nginx's worker processes (two-instance runs): their memory per proxied connection is printed too. */
const nginxUsage = () => {
  if (!cluster) return null;
  const all = childPids(cluster.nginx.process.pid!).map(processUsage);
  return { rssBytes: all.reduce((n, u) => n + u.rssBytes, 0), workers: all.length };
};
const children: ChildProcess[] = [];

async function main() {
  log(`load before: ${uptime()}`);
  let urls: string[];
  let databaseUrl: string;
  let secret = BENCH_SECRET;
  if (twoInstances) {
    // Two production instances behind nginx (apps/server/scripts/two-instances.ts), the bench's secret so it can
    // make sessions, and the venue's auto-reject out of the way.
    const base = Number(arg('cluster-port', '3283'));
    const cap = arg('cap', '');
    const nginxWorkers = Number(arg('nginx-workers', '8'));
    log(
      `starting nginx on :${base} (${nginxWorkers} workers) and two instances × ${appWorkers} app workers on :${base + 1}, :${base + 2}${cap ? `, ${cap} sockets per app process` : ''}`,
    );
    cluster = await startTwoInstances({
      port: base,
      seedDemo: true,
      appWorkers,
      env: {
        AUTH_SECRET: BENCH_SECRET,
        ORDER_ACCEPT_TIMEOUT_MINUTES: '240',
        AUTH_RATE_LIMIT_PER_IP: '100000',
        ...(cap ? { REALTIME_MAX_CONNECTIONS: cap } : {}),
      },
      nginx: {
        workerProcesses: nginxWorkers,
        // Each proxied socket: two descriptors in one worker; the limit here is 20,000 per process.
        workerConnections: 18_000,
        workerRlimitNofile: 20_000,
        sourceAddresses: Number(arg('source-addresses', '4')),
        listenAddresses: Number(
          arg('listen-addresses', String(Math.max(1, Math.ceil((clients + extraAsked) / 20_000)))),
        ),
      },
    });
    urls = cluster.urls;
    log(
      `nginx on ${urls.join(', ')}; app processes ${cluster.instances.map((i) => `${i.name}: ${i.servingPids().join(', ')}`).join('; ')}`,
    );
    databaseUrl = cluster.databaseUrl;
  } else if (urlsArg) {
    urls = urlsArg.split(',').map((u) => u.trim().replace(/\/$/, ''));
    databaseUrl = arg('database-url', process.env.DATABASE_URL ?? '');
    secret = arg('auth-secret', process.env.AUTH_SECRET ?? '');
    if (!databaseUrl || !secret)
      throw new Error('--urls needs --database-url and --auth-secret (the deployment’s) to make sessions');
  } else {
    databaseUrl = await freshDatabase(dbName);
    log(`starting the app on :${port} (PostgreSQL ${dbName}, Redis bus)`);
    // Below 19,900 clients the cap is set to the client count, so the extra upgrades meet a full instance; at
    // 19,900 it is the real one: the open-file limit (20,000 here) minus REALTIME_FD_HEADROOM (100).
    // The bench's orders wait in \`placed\` longer than the venue's 8 minutes: the auto-reject sweep must leave them.
    const env: Record<string, string> = {
      ORDER_ACCEPT_TIMEOUT_MINUTES: '240',
      ...(clients < 19_900 ? { REALTIME_MAX_CONNECTIONS: String(clients) } : {}),
    };
    app = await startApp({ port, databaseUrl, env });
    urls = [app.url];
  }
  const origin = arg('origin', new URL(urls[0]!).origin);

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  db.on('error', () => {});
  const owner = await db.query<{ id: string }>(`select id from "user" where email = $1`, [
    'restaurant@demo.lekker.test',
  ]);
  const venue = await db.query<{ id: string }>(
    'select restaurant_id as id from restaurant_members where user_id = $1 limit 1',
    [owner.rows[0]?.id ?? ''],
  );
  if (!venue.rows[0] || !owner.rows[0])
    throw new Error('the demo venue and its owner are missing (SEED_DEMO)');
  const ownerCookie = await sessionFor(db, owner.rows[0].id, secret);
  const setupStarted = performance.now();
  const people = await customersWithOrders(db, {
    count: clients + extra,
    restaurantId: venue.rows[0].id,
    prefix: `ws${Date.now().toString(36)}`,
    secret,
  });
  log(
    `${people.length} customers with a session and an order each in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );
  await db.end();

  const before = usage();
  const nginxBefore = nginxUsage();

  // Client processes, each with its share; source addresses spread so no (source, destination) pair runs out.
  const wsUrls = urls.map((u) => `${u.replace(/^http/, 'ws')}/api/realtime`);
  const perUrl = Math.ceil(clients / wsUrls.length);
  if (perUrl > 28_000)
    throw new Error(
      `${perUrl} sockets to one address exceed the ephemeral ports of one (source, destination) pair: give more --urls`,
    );
  // Not bound (see the top): the kernel picks a port per 4-tuple.
  const localAddresses: string[] = [];
  const progress = new Map<ChildProcess, ClientProgress>();
  const reports = new Map<ChildProcess, ClientReport>();
  const share = Math.ceil(clients / workers);
  const connectStarted = performance.now();
  const cpuBeforeConnect = usage()?.cpuSeconds ?? null;
  for (let w = 0; w < workers; w++) {
    const mine = people.slice(w * share, Math.min(clients, (w + 1) * share));
    if (mine.length === 0) break;
    const child = fork('bench/sockets-client.ts', [], { execArgv: ['--import', 'tsx'] });
    children.push(child);
    child.on('message', (m: ClientProgress | ClientReport) => {
      if (m.kind === 'progress') progress.set(child, m);
      else reports.set(child, m);
    });
    const plan: ClientPlan = {
      clients: mine.map(({ cookie, orderId }) => ({ cookie, orderId })),
      wsUrls,
      origin,
      localAddresses,
      concurrency: Number(arg('handshakes', '64')),
    };
    child.send({ kind: 'plan', plan });
  }
  const sum = (key: 'open' | 'subscribed' | 'failed' | 'closedUnexpectedly' | 'retried') =>
    [...progress.values()].reduce((n, p) => n + p[key], 0);
  const refusedSum = () => {
    const out: Record<string, number> = {};
    for (const p of progress.values())
      for (const [k, v] of Object.entries(p.refused)) out[k] = (out[k] ?? 0) + v;
    return out;
  };
  let lastLine = '';
  let stableSince = performance.now();
  for (;;) {
    await sleep(1000);
    const settled =
      sum('subscribed') + sum('failed') + Object.values(refusedSum()).reduce((a, b) => a + b, 0);
    const line = `open ${sum('open')}, subscribed ${sum('subscribed')}, refused ${JSON.stringify(refusedSum())}, failed ${sum('failed')}, 503s retried ${sum('retried')}`;
    if (line !== lastLine) {
      log(line);
      lastLine = line;
      stableSince = performance.now();
    }
    if (settled >= clients) break;
    if (performance.now() - stableSince > 60_000) {
      log('no progress for 60 s: going on with what is open');
      break;
    }
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  const connectCpuMs =
    cpuBeforeConnect !== null
      ? ((usage()!.cpuSeconds - cpuBeforeConnect) * 1000) / Math.max(1, sum('open'))
      : null;
  const heldOpen = sum('subscribed');
  log(`${heldOpen} sockets open and subscribed in ${connectSeconds.toFixed(1)} s`);

  // Hold: memory per connection and the CPU of idle sockets (heartbeats included).
  await sleep(3000);
  const held = usage();
  await sleep(holdSeconds * 1000);
  const heldLater = usage();
  const perConnection = before && held ? (held.rssBytes - before.rssBytes) / Math.max(1, sum('open')) : null;
  // Per app process: its memory growth over the files it opened (one per socket).
  const perProcess =
    before && held && before.perProcess.length > 1
      ? held.perProcess.map((h) => {
          const b = before.perProcess.find((p) => p.pid === h.pid);
          const sockets = b ? h.files - b.files : Number.NaN;
          return {
            pid: h.pid,
            sockets,
            rss: h.rssBytes,
            perConnection: b && sockets > 0 ? (h.rssBytes - b.rssBytes) / sockets : Number.NaN,
          };
        })
      : null;
  const nginxHeld = nginxUsage();
  const idleCpu = held && heldLater ? (heldLater.cpuSeconds - held.cpuSeconds) / holdSeconds : null;
  log(`load while holding: ${uptime()}`);

  // At the cap: more upgrades are refused cleanly while HTTP keeps answering.
  let refusal: {
    upgrades: Record<string, number>;
    retryAfter: string | null;
    http: Record<string, number>;
  } | null = null;
  if (extra > 0) {
    const upgrades: Record<string, number> = {};
    let retryAfter: string | null = null;
    const http: Record<string, number> = {};
    const count = (into: Record<string, number>, key: string) => {
      into[key] = (into[key] ?? 0) + 1;
    };
    const openedExtras: WebSocket[] = [];
    const attempts = people.slice(clients, clients + extra).map(
      (p) =>
        new Promise<void>((resolve) => {
          const ws = new WebSocket(wsUrls[0]!, { headers: { cookie: p.cookie, origin } });
          // An opened one stays open until every attempt has its answer (closing it would free its place).
          ws.once('open', () => {
            count(upgrades, '101');
            openedExtras.push(ws);
            resolve();
          });
          ws.once('unexpected-response', (_req, res) => {
            count(upgrades, String(res.statusCode));
            retryAfter ??= (res.headers['retry-after'] as string | undefined) ?? null;
            resolve();
          });
          ws.once('error', (error) => {
            count(upgrades, (error as NodeJS.ErrnoException).code ?? 'error');
            resolve();
          });
        }),
    );
    // 200 requests over 16 keep-alive connections at a time (what a few busy browsers and the load balancer hold).
    let nextRequest = 0;
    const lane = async () => {
      while (nextRequest < 200) {
        const i = nextRequest++;
        await fetch(`${urls[0]}${i % 2 ? '/api/health' : '/api/notifications'}`, {
          headers: { cookie: people[i % people.length]!.cookie },
        }).then(
          async (r) => {
            await r.arrayBuffer();
            count(http, String(r.status));
          },
          (error) => count(http, (error as { cause?: { code?: string } }).cause?.code ?? 'error'),
        );
      }
    };
    await Promise.all([...attempts, ...Array.from({ length: 16 }, lane)]);
    for (const ws of openedExtras) ws.terminate();
    refusal = { upgrades, retryAfter, http };
    log(
      `${extra} more upgrades: ${JSON.stringify(upgrades)} (Retry-After ${retryAfter}); 200 HTTP requests: ${JSON.stringify(http)}`,
    );
  }

  // Events: the venue moves `movedOrders` orders through three statuses, `rate` changes per second.
  const steps = [
    { path: 'confirm', status: 'confirmed', body: { preparation_minutes: 20 } },
    { path: 'preparing', status: 'preparing', body: undefined },
    { path: 'ready', status: 'ready', body: undefined },
  ];
  const fired = new Set<string>();
  const httpStatuses: Record<string, number> = {};
  let inFlight = 0;
  const eventsStarted = performance.now();
  const cpuBeforeEvents = usage()?.cpuSeconds ?? null;
  const pending: Promise<void>[] = [];
  let n = 0;
  for (const step of steps)
    for (let i = 0; i < movedOrders; i++) {
      const due = eventsStarted + (n++ * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      while (inFlight >= 16) await sleep(1); // 16 keep-alive connections: within the HTTP headroom at the cap
      const orderId = people[i]!.orderId;
      inFlight += 1;
      pending.push(
        fetch(`${urls[0]}/api/restaurant/orders/${orderId}/${step.path}`, {
          method: 'POST',
          headers: { cookie: ownerCookie, origin, 'content-type': 'application/json' },
          body: step.body ? JSON.stringify(step.body) : undefined,
        })
          .then(async (r) => {
            await r.arrayBuffer();
            httpStatuses[r.status] = (httpStatuses[r.status] ?? 0) + 1;
            if (r.status === 200) fired.add(`${orderId}:${step.status}`);
          })
          .catch(() => {
            httpStatuses.error = (httpStatuses.error ?? 0) + 1;
          })
          .finally(() => {
            inFlight -= 1;
          }),
      );
    }
  await Promise.all(pending);
  const eventSeconds = (performance.now() - eventsStarted) / 1000;
  const eventCpu = cpuBeforeEvents !== null ? (usage()!.cpuSeconds - cpuBeforeEvents) / eventSeconds : null;
  log(
    `${n} status changes in ${eventSeconds.toFixed(1)} s: ${JSON.stringify(httpStatuses)}; load: ${uptime()}`,
  );
  await sleep(3000);

  for (const child of children) child.send({ kind: 'report' });
  const reportDeadline = Date.now() + 30_000;
  while (reports.size < children.length && Date.now() < reportDeadline) await sleep(100);
  const received = new Set<string>();
  let duplicates = 0;
  const latencies: number[] = [];
  const sendToClient: number[] = [];
  for (const r of reports.values()) {
    sendToClient.push(...(r.sendToClientMs ?? []));
    for (const key of r.received) received.add(key);
    duplicates += r.duplicates;
    latencies.push(...r.latenciesMs);
  }
  // Only events for orders whose socket was open count as expected.
  const delivered = [...fired].filter((k) => received.has(k)).length;
  const missing = fired.size - delivered;
  latencies.sort((a, b) => a - b);
  const p = (q: number) => percentile(latencies, q);
  const unexpectedClosures = sum('closedUnexpectedly');

  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log('\n== Sockets (docs/product.md#performance-targets) ==');
  console.log(`machine load at the end: ${uptime()}`);
  console.log(
    `targets: ${urls.join(', ')} (${workers} client processes, source addresses ${localAddresses.join(', ') || 'not bound'})`,
  );
  console.log(
    `clients: ${clients} asked, ${heldOpen} open and subscribed (connect ${connectSeconds.toFixed(1)} s), closed unexpectedly ${unexpectedClosures}, refused ${JSON.stringify(refusedSum())}, failed ${sum('failed')}, 503s retried after Retry-After ${sum('retried')}`,
  );
  if (perConnection !== null)
    console.log(
      `server memory: ${kib(before!.rssBytes)} before, ${kib(held!.rssBytes)} holding → ${kib(perConnection)} per connection; open files ${held!.files}`,
    );
  if (perProcess)
    for (const p of perProcess)
      console.log(
        `  app process ${p.pid}: ${p.sockets} sockets, RSS ${kib(p.rss)} → ${kib(p.perConnection)} per connection`,
      );
  if (nginxBefore && nginxHeld)
    console.log(
      `nginx (${nginxHeld.workers} workers): ${kib(nginxBefore.rssBytes)} before, ${kib(nginxHeld.rssBytes)} holding → ${kib((nginxHeld.rssBytes - nginxBefore.rssBytes) / Math.max(1, sum('open')))} per proxied connection`,
    );
  if (connectCpuMs !== null) console.log(`server CPU per connect + subscribe: ${connectCpuMs.toFixed(2)} ms`);
  if (idleCpu !== null)
    console.log(`server CPU holding the sockets: ${(idleCpu * 100).toFixed(0)} % of a core`);
  if (eventCpu !== null)
    console.log(`server CPU during the events: ${(eventCpu * 100).toFixed(0)} % of a core`);
  console.log(
    `events: ${fired.size} status changes committed (${(n / eventSeconds).toFixed(0)}/s asked), ${delivered} delivered to their order's socket, ${missing} missing, ${duplicates} duplicates`,
  );
  console.log(`commit→client: p50 ${p(50)} ms, p95 ${p(95)} ms, p99 ${p(99)} ms, max ${latencies.at(-1)} ms`);
  sendToClient.sort((a, b) => a - b);
  console.log(
    `of which gateway send→client: p50 ${percentile(sendToClient, 50)} ms, p99 ${percentile(sendToClient, 99)} ms (the rest: the transaction after its UPDATE, and the announcer)`,
  );
  console.log('');
  console.log(
    `${clients} authenticated clients held: ${verdict(heldOpen >= clients && unexpectedClosures === 0)}`,
  );
  console.log(
    `every order event delivered (${delivered}/${fired.size}): ${verdict(fired.size > 0 && missing === 0)}`,
  );
  console.log(`p99 commit→client < ${TARGET_P99_MS} ms (${p(99)} ms): ${verdict(p(99) < TARGET_P99_MS)}`);
  if (refusal) {
    // Clean: upgrades answered 503 + Retry-After, and no HTTP request answered 5xx (work done but failed). At the
    // cap an instance keeps ~40 connections for HTTP (REALTIME_FD_HEADROOM 100 minus its own files); connections
    // beyond the server's maxConnections are closed at once (a refused connect: the client retries), by design.
    const fives = (counts: Record<string, number>, except?: string) =>
      Object.entries(counts)
        .filter(([k]) => /^5\d\d$/.test(k) && k !== except)
        .reduce((a, [, v]) => a + v, 0);
    const serverErrors = fives(refusal.http) + fives(refusal.upgrades, '503');
    const refusedAtConnect = Object.entries(refusal.http)
      .filter(([k]) => !/^\d+$/.test(k))
      .reduce((a, [, v]) => a + v, 0);
    const clean = (refusal.upgrades['503'] ?? 0) > 0 && refusal.retryAfter !== null && serverErrors === 0;
    console.log(
      `at the cap: upgrades ${JSON.stringify(refusal.upgrades)} (Retry-After ${refusal.retryAfter}), HTTP ${JSON.stringify(refusal.http)} — ${serverErrors} answered 5xx, ${refusedAtConnect} refused at connect: ${verdict(clean)}`,
    );
  }
  if (perConnection !== null) console.log(`memory per connection: ${kib(perConnection)} (printed)`);
}

async function shutdown() {
  for (const child of children) if (child.connected) child.send({ kind: 'stop' });
  await sleep(500);
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await app?.stop();
  await cluster?.stop();
  if (app && !process.argv.includes('--keep')) await dropDatabase(dbName).catch(() => {});
}

main()
  .then(shutdown, async (error) => {
    console.error(error);
    await shutdown();
    process.exitCode = 1;
  })
  .then(() => process.exit());
