import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTwoInstances, type TwoInstances } from '../../../scripts/two-instances.ts';
import { openDatabase } from '../../db/client.ts';
import { orderOutbox, orders } from '../../db/schema/index.ts';
import {
  addRestaurantMember,
  insertMenuItem,
  insertRestaurant,
  insertUser,
  type MenuItem,
  type Restaurant,
} from '../../seed/builders.ts';
import { cashOrderBody, signInCookie } from './http-client.ts';
import { startThrowawayRedis, type ThrowawayRedis } from './services.ts';

// Scale-out (docs/decisions/033-scale-out.md): two production instances behind Debian's nginx on PostgreSQL
// and Redis. A customer's socket on one instance hears the restaurant acting on the other; the search rate limit
// counts across both and ignores a forged X-Forwarded-For; a lost announcement and each queued sweep run once
// though both instances work on them; when one instance stops, nginx sends everything (sockets too) to the other.
// Instances starting together on a new database migrate it once. Instance B runs two app worker processes
// (APP_WORKERS=2, docs/decisions/038-app-worker-processes.md): an event published by one reaches a socket on the other. Needs /usr/sbin/nginx (apt-get install nginx),
// the PostgreSQL at TEST_DATABASE_URL's server (else 127.0.0.1:5432) and redis-server.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PASSWORD = 'scale-out-pass';
const STALE_ORDERS = 3;
const SEARCH_LIMIT = 6;
const LOST_ANNOUNCEMENTS = 20;
const SWEEP = 'auto-reject-unanswered-orders';
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Three free consecutive ports on loopback (nginx, A, B). */
async function freePortRun(): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (let i = 0; i < 50; i++) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await free(base)) && (await free(base + 1)) && (await free(base + 2))) return base;
  }
  throw new Error('no three free consecutive ports on 127.0.0.1');
}

type LiveEvent = { order_id?: string; status?: string };

/** A realtime socket that records its events and the instance nginx sent it to (X-Upstream on the 101). */
async function openSocket(base: string, cookie: string, origin: string) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`, { headers: { cookie, origin } });
  const events: LiveEvent[] = [];
  let upstream: string | undefined;
  socket.on('upgrade', (res: IncomingMessage) => {
    upstream = String(res.headers['x-upstream'] ?? '');
  });
  let closeCode: number | undefined;
  socket.on('close', (code) => {
    closeCode = code;
  });
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { kind: string; event?: LiveEvent };
    if (frame.kind === 'event' && frame.event) events.push(frame.event);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const waitFor = async (predicate: (e: LiveEvent) => boolean, ms = 5000) => {
    for (let waited = 0; waited < ms && !events.some(predicate); waited += 25) await sleep(25);
    return events.filter(predicate);
  };
  const closed = async (ms = 15_000) => {
    for (let waited = 0; waited < ms && closeCode === undefined; waited += 25) await sleep(25);
    return closeCode;
  };
  return { socket, events, upstream: () => upstream, waitFor, closed };
}

describe('scale-out: two instances behind nginx', () => {
  let cluster: TwoInstances;
  let redis: ThrowawayRedis;
  let restaurant: Restaurant;
  let item: MenuItem;
  const lostAnnouncementOrderIds: string[] = [];
  const staleOrderIds: string[] = [];

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    const startedAt = Date.now();
    cluster = await startTwoInstances({
      port: await freePortRun(),
      // The local PostgreSQL (CI's TEST_DATABASE_URL server); a fresh database, dropped afterwards.
      postgresUrl: POSTGRES_URL,
      redisUrl: redis.url,
      appWorkers: [1, 2],
      env: {
        AUTH_RATE_LIMIT_PER_IP: '1000',
        AUTH_RATE_LIMIT_PER_EMAIL: '1000',
        SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCH_LIMIT),
      },
      // Before either instance starts: a venue, its owner, a customer, and orders the venue left unanswered for
      // 20 minutes, which the auto-reject sweep (pg-boss, scheduled every minute) must cancel once.
      prepare: async (databaseUrl) => {
        const seed = await openDatabase({ url: databaseUrl, poolSize: 1 });
        try {
          restaurant = await insertRestaurant(seed.db, { name: 'Scale-out Kitchen' });
          item = await insertMenuItem(seed.db, restaurant.id, { priceCents: 5000 });
          const owner = await insertUser(seed.db, {
            email: 'owner@scale.test',
            name: 'Owner',
            password: PASSWORD,
            roles: ['customer', 'restaurant'],
          });
          await addRestaurantMember(seed.db, owner.id, restaurant.id);
          const customer = await insertUser(seed.db, {
            email: 'customer@scale.test',
            name: 'Customer',
            password: PASSWORD,
          });
          const placedAt = new Date(Date.now() - 20 * 60_000);
          for (let i = 0; i < STALE_ORDERS; i++) {
            const [row] = await seed.db
              .insert(orders)
              .values({
                orderNumber: `LE-SCALE-${i}`,
                customerId: customer.id,
                restaurantId: restaurant.id,
                status: 'placed',
                paymentMethod: 'cash',
                subtotalCents: 5000,
                deliveryFeeCents: 1500,
                totalCents: 6500,
                deliveryAddress: { street: '1 Main Road', city: 'Mahikeng', province: 'North West' },
                createdAt: placedAt,
                updatedAt: placedAt,
                placedAt,
              })
              .returning({ id: orders.id });
            if (row) staleOrderIds.push(row.id);
          }
          // Orders confirmed a minute ago whose announcements a crash left in the outbox: both instances sweep the
          // outbox as they start (and every 30 s); each customer must hear each once.
          const confirmedAt = new Date(Date.now() - 60_000);
          for (let i = 0; i < LOST_ANNOUNCEMENTS; i++) {
            const [lost] = await seed.db
              .insert(orders)
              .values({
                orderNumber: `LE-SCALE-LOST-${i}`,
                customerId: customer.id,
                restaurantId: restaurant.id,
                status: 'confirmed',
                paymentMethod: 'cash',
                subtotalCents: 5000,
                deliveryFeeCents: 1500,
                totalCents: 6500,
                deliveryAddress: { street: '1 Main Road', city: 'Mahikeng', province: 'North West' },
                placedAt: confirmedAt,
                confirmedAt,
              })
              .returning({ id: orders.id });
            if (!lost) continue;
            lostAnnouncementOrderIds.push(lost.id);
            await seed.db.insert(orderOutbox).values({
              orderId: lost.id,
              payload: { status: 'confirmed', statusChanged: true },
              createdAt: confirmedAt,
            });
          }
        } finally {
          await seed.close();
        }
      },
    });
    console.log(`two instances behind nginx ready in ${Date.now() - startedAt} ms`);
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
    await redis?.destroy();
  });

  const signIn = (base: string, email: string) => signInCookie(base, cluster.url, email, PASSWORD);
  const post = (base: string, path: string, cookie: string, body?: unknown) =>
    fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { origin: cluster.url, cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** A cash order of one dish, placed through `base`; its id. */
  const placeCashOrder = async (base: string, cookie: string, idempotencyKey: string) => {
    const placed = await post(base, '/orders', cookie, cashOrderBody(restaurant, item.id, idempotencyKey));
    expect(placed.status).toBe(201);
    return ((await placed.json()) as { order: { id: string } }).order.id;
  };

  it('spreads requests over both instances', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${cluster.url}/api/health`);
      expect(res.status).toBe(200);
      seen.add(cluster.instanceFor(res.headers.get('x-upstream'))?.name ?? '?');
    }
    expect([...seen].sort()).toEqual(['A', 'B']);
  });

  it("delivers the restaurant's action on one instance to the customer's socket on the other", async () => {
    // Sessions are in PostgreSQL: signed in through nginx, the cookies work on either instance.
    const customer = await signIn(cluster.url, 'customer@scale.test');
    const owner = await signIn(cluster.url, 'owner@scale.test');
    const orderId = await placeCashOrder(cluster.url, customer, 'scale-out-1');

    // Through nginx: the socket lands on some instance (X-Upstream says which); the restaurant confirms on the other.
    const viaNginx = await openSocket(cluster.url, customer, cluster.url);
    const socketOn = cluster.instanceFor(viaNginx.upstream());
    expect(socketOn, `X-Upstream on the upgrade: ${viaNginx.upstream()}`).toBeDefined();
    const other = cluster.instances.find((i) => i !== socketOn);
    if (!other) throw new Error('no other instance');
    // And one socket straight on A while the restaurant acts straight on B.
    const [a, b] = cluster.instances;
    const onA = await openSocket(a.url, customer, cluster.url);

    const confirm = await post(other.url, `/restaurant/orders/${orderId}/confirm`, owner, {
      preparation_minutes: 15,
    });
    expect(confirm.status).toBe(200);
    const confirmed = (e: LiveEvent) => e.order_id === orderId && e.status === 'confirmed';
    expect(await viaNginx.waitFor(confirmed)).toHaveLength(1);
    expect(await onA.waitFor(confirmed)).toHaveLength(1);

    expect((await post(b.url, `/restaurant/orders/${orderId}/preparing`, owner)).status).toBe(200);
    const preparing = (e: LiveEvent) => e.order_id === orderId && e.status === 'preparing';
    expect(await onA.waitFor(preparing)).toHaveLength(1);
    expect(await viaNginx.waitFor(preparing)).toHaveLength(1);
    // Each event arrived once on each socket, whichever instance published it.
    await sleep(300);
    expect(onA.events.filter(confirmed)).toHaveLength(1);
    expect(viaNginx.events.filter(preparing)).toHaveLength(1);
    viaNginx.socket.close();
    onA.socket.close();
  });

  it("delivers across one instance's app worker processes", async () => {
    const customer = await signIn(cluster.url, 'customer@scale.test');
    const owner = await signIn(cluster.url, 'owner@scale.test');
    const b = cluster.instances[1];
    const workers = b.servingPids();
    expect(workers).toHaveLength(2);
    /** The app process holding the server side of a socket to B (ss lists each connection's owner). */
    const serverPid = (socket: WebSocket) => {
      const clientPort = (socket as unknown as { _socket: { localPort: number } })._socket.localPort;
      const line = execFileSync('ss', ['-tnpH', 'state', 'established', `( sport = :${b.port} )`], {
        encoding: 'utf8',
      })
        .split('\n')
        .find((l) => new RegExp(`:${clientPort}\\s`).test(`${l} `));
      const owners = [...(line ?? '').matchAll(/pid=(\d+)/g)].map((m) => Number(m[1]));
      return owners.find((pid) => workers.includes(pid)) ?? Number.NaN;
    };
    // Sockets straight on B until each of its workers holds one (the supervisor hands connections round-robin).
    const byWorker = new Map<number, Awaited<ReturnType<typeof openSocket>>>();
    for (let i = 0; i < 8 && byWorker.size < 2; i++) {
      const socket = await openSocket(b.url, customer, cluster.url);
      const pid = serverPid(socket.socket);
      if (workers.includes(pid) && !byWorker.has(pid)) byWorker.set(pid, socket);
      else socket.socket.close();
    }
    expect([...byWorker.keys()].sort()).toEqual([...workers].sort());

    const orderId = await placeCashOrder(b.url, customer, 'scale-out-workers');
    // One worker commits and publishes; the socket on the other worker hears it too, once.
    expect(
      (await post(b.url, `/restaurant/orders/${orderId}/confirm`, owner, { preparation_minutes: 5 })).status,
    ).toBe(200);
    const confirmed = (e: LiveEvent) => e.order_id === orderId && e.status === 'confirmed';
    for (const socket of byWorker.values()) expect(await socket.waitFor(confirmed)).toHaveLength(1);
    await sleep(300);
    for (const socket of byWorker.values()) {
      expect(socket.events.filter(confirmed)).toHaveLength(1);
      socket.socket.close();
    }
  });

  it('counts the search rate limit across both instances and ignores a forged X-Forwarded-For', async () => {
    const statuses: number[] = [];
    const served = new Set<string>();
    for (let i = 0; i <= SEARCH_LIMIT; i++) {
      // A client naming a different address each time: nginx appends the real one, the app reads only that.
      const res = await fetch(
        `${cluster.url}/api/search?q=kota&lat=${restaurant.latitude}&lng=${restaurant.longitude}`,
        { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } },
      );
      statuses.push(res.status);
      served.add(cluster.instanceFor(res.headers.get('x-upstream'))?.name ?? '?');
    }
    expect([...served].sort()).toEqual(['A', 'B']);
    expect(statuses.slice(0, SEARCH_LIMIT).every((s) => s !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('delivers an announcement left in the outbox once, though both instances sweep it', async () => {
    const check = await openDatabase({ url: cluster.databaseUrl, poolSize: 1 });
    try {
      const ids = lostAnnouncementOrderIds.map((id) => `'${id}'`).join(',');
      const notices = async () =>
        (
          (await check.db.execute(
            `select order_id, count(*)::int as n from notifications where order_id in (${ids}) group by order_id`,
          )) as unknown as { rows: { order_id: string; n: number }[] }
        ).rows;
      for (let i = 0; i < 40 && (await notices()).length < LOST_ANNOUNCEMENTS; i++) await sleep(250);
      await sleep(1000);
      const counts = await notices();
      expect(counts).toHaveLength(LOST_ANNOUNCEMENTS);
      expect(counts.filter((c) => c.n !== 1)).toEqual([]);
    } finally {
      await check.close();
    }
  });

  it('runs each queued auto-reject sweep once with both instances polling the queue', async () => {
    const check = await openDatabase({ url: cluster.databaseUrl, poolSize: 1 });
    const query = async <T>(sql: string) => ((await check.db.execute(sql)) as unknown as { rows: T[] }).rows;
    const ids = staleOrderIds.map((id) => `'${id}'`).join(',');
    const count = async (sql: string) => (await query<{ n: number }>(sql))[0]?.n ?? 0;
    // Queue sweeps the way pg-boss's cron does each minute (a client that only sends: no workers, no cron), three
    // at once; both instances' workers poll the queue.
    const { default: PgBoss } = await import('pg-boss');
    const sender = new PgBoss({
      connectionString: cluster.databaseUrl,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await sender.start();
    const runsBefore = await count(`select runs as n from scheduled_jobs where name = '${SWEEP}'`);
    const sent: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await sender.send(SWEEP, {}, { singletonKey: SWEEP });
      if (id) sent.push(id);
    }
    await sender.stop({ graceful: false, wait: true });
    expect(sent).toHaveLength(3);
    try {
      const cancelled = () =>
        count(`select count(*)::int as n from orders where id in (${ids}) and status = 'cancelled'`);
      for (let i = 0; i < 120 && (await cancelled()) < STALE_ORDERS; i++) await sleep(250);
      expect(await cancelled()).toBe(STALE_ORDERS);
      for (const instance of cluster.instances) expect(instance.process.exitCode).toBeNull();
      // Every stale order was cancelled by the system exactly once.
      const transitions = await query<{ n: number }>(
        `select count(*)::int as n from order_events where order_id in (${ids}) and to_status = 'cancelled' and actor_role = 'system' group by order_id`,
      );
      expect(transitions.map((t) => t.n)).toEqual(Array(STALE_ORDERS).fill(1));
      // One announcement per order (written with the cancellation, delivered after the commit).
      const announcements = () =>
        query<{ n: number; delivered: number }>(
          `select count(*)::int as n, count(delivered_at)::int as delivered from order_outbox where order_id in (${ids})`,
        );
      for (let i = 0; i < 40 && (await announcements())[0]?.delivered !== STALE_ORDERS; i++) await sleep(250);
      expect(await announcements()).toEqual([{ n: STALE_ORDERS, delivered: STALE_ORDERS }]);
      // The runs: scheduled_jobs.runs counts every run started, on either instance; pg-boss counts the jobs it
      // handed out. A job run by both instances would push runs above the jobs taken.
      const sentIds = sent.map((id) => `'${id}'`).join(',');
      const completed = () =>
        count(`select count(*)::int as n from pgboss.job where id in (${sentIds}) and state = 'completed'`);
      for (let i = 0; i < 80 && (await completed()) < sent.length; i++) await sleep(250);
      expect(await completed()).toBe(sent.length);
      const [jobs] = await query<{ done: number; taken: number }>(
        `select count(*) filter (where state = 'completed')::int as done, count(*) filter (where state <> 'created')::int as taken from pgboss.job where name = '${SWEEP}'`,
      );
      const runs = await count(`select runs as n from scheduled_jobs where name = '${SWEEP}'`);
      expect(runs - runsBefore).toBeGreaterThanOrEqual(sent.length);
      expect(runs).toBeGreaterThanOrEqual(jobs?.done ?? 0);
      expect(runs).toBeLessThanOrEqual(jobs?.taken ?? 0);
    } finally {
      await check.close();
    }
  });

  // Last: it stops instance A.
  it('moves to the other instance when one stops: sockets reconnect through nginx and still hear the restaurant', async () => {
    const customer = await signIn(cluster.url, 'customer@scale.test');
    const owner = await signIn(cluster.url, 'owner@scale.test');
    const [a, b] = cluster.instances;
    // A socket through nginx that landed on A (least_conn alternates between the two).
    let onA: Awaited<ReturnType<typeof openSocket>> | undefined;
    for (let i = 0; i < 4 && !onA; i++) {
      const socket = await openSocket(cluster.url, customer, cluster.url);
      if (cluster.instanceFor(socket.upstream()) === a) onA = socket;
      else socket.socket.close();
    }
    if (!onA) throw new Error('no socket through nginx landed on A');

    // A stops (SIGTERM, as a deploy does): it closes its sockets with 1001 and exits.
    a.process.kill('SIGTERM');
    expect(await onA.closed()).toBe(1001);
    for (let i = 0; i < 200 && a.process.exitCode === null; i++) await sleep(50);
    expect(a.process.exitCode).toBe(0);

    // Through nginx everything now lands on B: reads, the reconnected socket, and the restaurant's action.
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${cluster.url}/api/health`);
      expect(res.status).toBe(200);
      expect(cluster.instanceFor(res.headers.get('x-upstream'))).toBe(b);
    }
    const again = await openSocket(cluster.url, customer, cluster.url);
    expect(cluster.instanceFor(again.upstream())).toBe(b);
    const orderId = await placeCashOrder(cluster.url, customer, 'scale-out-failover');
    const confirm = await post(cluster.url, `/restaurant/orders/${orderId}/confirm`, owner, {
      preparation_minutes: 10,
    });
    expect(confirm.status).toBe(200);
    expect(await again.waitFor((e) => e.order_id === orderId && e.status === 'confirmed')).toHaveLength(1);
    again.socket.close();
  });
});

describe('scale-out: instances starting together on a new database', () => {
  it('apply the migrations once: the second waits and finds them applied', async () => {
    const name = `lekker_scale_migrate_${randomBytes(4).toString('hex')}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    await admin(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${name}`;
      const databases = await Promise.all(
        [1, 2].map(() => openDatabase({ url: url.toString(), poolSize: 2 })),
      );
      try {
        const outcomes = await Promise.allSettled(databases.map((d) => d.migrate()));
        expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual([
          'ok',
          'ok',
        ]);
      } finally {
        await Promise.all(databases.map((d) => d.close()));
      }
    } finally {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
