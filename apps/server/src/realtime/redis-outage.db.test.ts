import { randomUUID } from 'node:crypto';
import type { ServerFrame } from '@lekker/core/contracts/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { addRestaurantMember, insertMenuItem, insertRestaurant, insertUser } from '../seed/builders.ts';
import { cashOrderBody } from '../test/chaos/http-client.ts';
import { startThrowawayRedis, type ThrowawayRedis } from '../test/chaos/services.ts';
import { type RealtimeTestServer, startRealtimeTestServer } from '../test/realtime-server.ts';

// A Redis outage costs at most a late or lost live event, never request time (docs/decisions/047-redis-outage.md):
// two instances share a throwaway Redis (its own process: the shared one is never touched); while it is down or hung,
// orders are placed and confirmed on one instance fast, /api/ready and /metrics say so, and the other instance's
// socket hears of them once Redis is back.
const PASSWORD = 'outage-pass';
/** A behaviour bound, not a benchmark: before the fix these took 20-40 s (the publisher's offline queue). */
const FAST_MS = 1000;

type Order = { id: string; status: string };

describe('a Redis outage never blocks a request', () => {
  let redis: ThrowawayRedis;
  let a: RealtimeTestServer;
  let b: RealtimeTestServer;
  let customerCookie: string;
  let ownerCookie: string;
  let venue: Awaited<ReturnType<typeof insertRestaurant>>;
  let dishId: string;
  const frames: ServerFrame[] = [];
  let socket: WebSocket;

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    const channel = `lekker:realtime:outage:${randomUUID()}`;
    a = await startRealtimeTestServer({ redis: { url: redis.url, channel }, rateLimitRedis: redis.url });
    b = await startRealtimeTestServer({ database: a.database, redis: { url: redis.url, channel } });
    const db = a.database.db;
    venue = await insertRestaurant(db, { name: 'Outage Kitchen' });
    dishId = (await insertMenuItem(db, venue.id, { priceCents: 5000 })).id;
    const customer = await insertUser(db, { email: 'eater@outage.test', name: 'Eater', password: PASSWORD });
    const owner = await insertUser(db, {
      email: 'owner@outage.test',
      name: 'Owner',
      password: PASSWORD,
      roles: ['customer', 'restaurant'],
    });
    await addRestaurantMember(db, owner.id, venue.id);
    customerCookie = await a.cookieFor(customer.email, PASSWORD);
    ownerCookie = await a.cookieFor(owner.email, PASSWORD);
    // The customer follows their orders on the OTHER instance: what it hears came through Redis.
    socket = new WebSocket(b.wsUrl, { headers: { cookie: customerCookie, origin: b.origin } });
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as ServerFrame));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
  });
  afterAll(async () => {
    socket?.terminate();
    await b?.close();
    await a?.close();
    await redis?.destroy();
  });

  /** A request to instance A, timed; an answer slower than 5 s is a failure in itself. */
  async function timed(path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) {
    const started = performance.now();
    const res = await fetch(`${a.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        origin: a.origin,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(5000),
    });
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    return { status: res.status, body, ms: performance.now() - started };
  }
  const checkout = () =>
    timed('/api/orders', {
      method: 'POST',
      cookie: customerCookie,
      body: cashOrderBody(venue, dishId, randomUUID()),
    });
  const confirm = (id: string) =>
    timed(`/api/restaurant/orders/${id}/confirm`, {
      method: 'POST',
      cookie: ownerCookie,
      body: { preparation_minutes: 15 },
    });
  const heard = (orderId: string, status: string) =>
    frames.some(
      (f) =>
        f.kind === 'event' &&
        f.event.type === 'order.updated' &&
        f.event.order_id === orderId &&
        f.event.status === status,
    );
  /** Polls until `done` holds (at most `ms`). */
  async function until(done: () => boolean | Promise<boolean>, ms = 10_000) {
    const deadline = Date.now() + ms;
    while (!(await done())) {
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, 50));
    }
    return true;
  }
  const readyBody = async () => (await timed('/api/ready')).body;
  const metric = async (name: string) => {
    const text = await (await fetch(`${a.url}/metrics`)).text();
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    return line === undefined ? undefined : Number(line.split(' ')[1]);
  };

  it('Redis down: checkout and confirm answer fast, ready and metrics say so, the events arrive once it is back', async () => {
    // Up: an order placed on A reaches the socket on B through Redis.
    const first = await checkout();
    expect(first.status).toBe(201);
    const firstId = (first.body!.order as Order).id;
    expect(await until(() => heard(firstId, 'placed'))).toBe(true);
    expect(await readyBody()).toEqual({ status: 'ok', redis: 'up' });
    expect(await metric('redis_up')).toBe(1);

    await redis.stop();
    expect(await until(async () => (await readyBody())?.redis === 'down')).toBe(true);
    const placed = await checkout();
    expect(placed.status).toBe(201);
    expect(placed.ms).toBeLessThan(FAST_MS);
    const orderId = (placed.body!.order as Order).id;
    const confirmed = await confirm(orderId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.ms).toBeLessThan(FAST_MS);
    // Still in the load balancer: the instance serves (degraded), and says what is missing.
    const ready = await timed('/api/ready');
    expect([ready.status, ready.body]).toEqual([200, { status: 'ok', redis: 'down' }]);
    expect(ready.ms).toBeLessThan(FAST_MS);
    expect(await metric('redis_up')).toBe(0);
    expect(await metric('realtime_events_buffered')).toBeGreaterThan(0);
    expect(heard(orderId, 'confirmed')).toBe(false);

    // Back: the buffered events go out, in order, and the other instance's socket hears them.
    await redis.start();
    expect(await until(() => heard(orderId, 'confirmed'), 15_000)).toBe(true);
    expect(heard(orderId, 'placed')).toBe(true);
    expect(await until(async () => (await readyBody())?.redis === 'up')).toBe(true);
    expect(await metric('redis_up')).toBe(1);
    expect(await metric('realtime_events_buffered')).toBe(0);
    expect(await metric('realtime_events_dropped_total')).toBe(0);
  }, 60_000);

  it('Redis hung (no answers): sign-in (its shared rate limit), checkout and confirm still answer fast', async () => {
    if (!redis.running()) await redis.start();
    redis.freeze();
    try {
      const signIn = await timed('/api/account/sign-in', {
        method: 'POST',
        body: { email: 'eater@outage.test', password: PASSWORD },
      });
      expect(signIn.status).toBe(200);
      expect(signIn.ms).toBeLessThan(FAST_MS);
      const placed = await checkout();
      expect(placed.status).toBe(201);
      expect(placed.ms).toBeLessThan(FAST_MS);
      const confirmed = await confirm((placed.body!.order as Order).id);
      expect(confirmed.status).toBe(200);
      expect(confirmed.ms).toBeLessThan(FAST_MS);
      expect(await until(async () => (await readyBody())?.redis === 'down')).toBe(true);
    } finally {
      redis.thaw();
    }
    expect(await until(async () => (await readyBody())?.redis === 'up')).toBe(true);
  }, 60_000);
});
