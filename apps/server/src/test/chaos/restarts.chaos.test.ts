import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase } from '../../db/client.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../db/unavailable.ts';
import { insertMenuItem, insertRestaurant, insertUser } from '../../seed/builders.ts';
import { cashOrderBody, signInCookie } from './http-client.ts';
import {
  freePort,
  startThrowawayPostgres,
  startThrowawayRedis,
  type ThrowawayPostgres,
  type ThrowawayRedis,
} from './services.ts';

// Database outages (docs/decisions/016-hardening-limits.md): the real server process (main.ts) rides through a PostgreSQL restart and a Redis restart under
// traffic: requests during the outage get 503 with a clear message, /api/ready says not ready, it recovers by
// itself, and every checkout the client retried with its idempotency key ends as exactly one order.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('chaos: PostgreSQL and Redis restarts under traffic', () => {
  let pg: ThrowawayPostgres;
  let redis: ThrowawayRedis;
  let app: ChildProcess;
  let dataDir: string;
  let base: string;
  let output = '';
  let exitCode: number | null = null;

  beforeAll(async () => {
    [pg, redis] = await Promise.all([startThrowawayPostgres(), startThrowawayRedis()]);
    dataDir = mkdtempSync(join(tmpdir(), 'lekker-chaos-app-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    app = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(import.meta.dirname, '..', '..', '..'),
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: pg.url,
        REDIS_URL: redis.url,
        SEED_DEMO: 'never',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_IP: '100000',
        AUTH_RATE_LIMIT_PER_EMAIL: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    app.stdout?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    app.stderr?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    app.on('exit', (code) => {
      exitCode = code ?? -1;
    });
    for (let i = 0; i < 120; i++) {
      if (exitCode !== null) throw new Error(`the app exited on start (${exitCode}):\n${output}`);
      const ready = await fetch(`${base}/api/ready`).catch(() => null);
      if (ready?.status === 200) return;
      await sleep(250);
    }
    throw new Error(`the app did not become ready:\n${output}`);
  }, 90_000);

  afterAll(async () => {
    app?.kill('SIGKILL');
    await redis?.destroy();
    pg?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while PostgreSQL is down, recovers by itself, loses no order; Redis degrades then recovers', async () => {
    // A customer and an always-open restaurant, written straight into the throwaway database.
    const seed = await openDatabase({ url: pg.url, poolSize: 1 });
    const restaurant = await insertRestaurant(seed.db, { name: 'Chaos Kitchen' });
    const item = await insertMenuItem(seed.db, restaurant.id, { priceCents: 9000 });
    const customer = await insertUser(seed.db, {
      email: 'chaos@test.test',
      name: 'Chaos',
      password: 'chaos-pass',
    });
    await seed.close();
    const headers = { origin: base, 'content-type': 'application/json' };
    const cookie = await signInCookie(base, base, customer.email, 'chaos-pass');

    const statuses: number[] = [];
    const unavailableMessages = new Set<string>();
    const placed = new Map<string, string>(); // idempotency key → order id
    const checkout = async (key: string): Promise<boolean> => {
      const res = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify(cashOrderBody(restaurant, item.id, key)),
      }).catch(() => null);
      if (!res) return false;
      statuses.push(res.status);
      const body = (await res.json().catch(() => null)) as {
        order?: { id: string };
        error?: { message: string };
      } | null;
      if (res.status === 201 && body?.order) {
        placed.set(key, body.order.id);
        return true;
      }
      if (res.status === 503 && body?.error) unavailableMessages.add(body.error.message);
      return false;
    };

    // Traffic: a new checkout every 40 ms; a failed one is retried with the same key until it is placed.
    const keys: string[] = [];
    let running = true;
    const traffic = (async () => {
      while (running) {
        const key = randomUUID();
        keys.push(key);
        await checkout(key);
        for (const k of keys) if (!placed.has(k)) await checkout(k);
        await sleep(40);
      }
    })();

    // A live socket on the customer's own room.
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`, {
      headers: { cookie, origin: base },
    });
    const events: { order_id?: string }[] = [];
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { kind: string; event?: { order_id?: string } };
      if (frame.kind === 'event' && frame.event) events.push(frame.event);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });

    await sleep(800);
    expect(placed.size).toBeGreaterThan(0);

    // PostgreSQL goes away …
    pg.stop();
    const during = await fetch(`${base}/api/ready`);
    expect(during.status).toBe(503);
    await sleep(1500);
    expect(exitCode).toBeNull();
    const refused = await fetch(`${base}/api/restaurants`);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      DATABASE_UNAVAILABLE_MESSAGE,
    );
    // … and comes back: the app recovers by itself.
    pg.start();
    let ready = 0;
    for (let i = 0; i < 60 && ready !== 200; i++) {
      ready = (await fetch(`${base}/api/ready`)).status;
      if (ready !== 200) await sleep(250);
    }
    expect(ready).toBe(200);
    const afterPg = placed.size;
    await sleep(800);
    expect(placed.size).toBeGreaterThan(afterPg);

    // Redis goes away: checkouts keep working (rate limits fall back to this instance) and the socket still
    // hears about them (the bus delivers in process).
    await redis.stop();
    await sleep(300);
    const duringRedis = placed.size;
    await sleep(1000);
    expect(placed.size).toBeGreaterThan(duringRedis);
    const localKey = randomUUID();
    let localPlaced = false;
    for (let i = 0; i < 20 && !localPlaced; i++) localPlaced = await checkout(localKey);
    expect(localPlaced).toBe(true);
    for (let i = 0; i < 40 && !events.some((e) => e.order_id === placed.get(localKey)); i++) await sleep(50);
    expect(events.some((e) => e.order_id === placed.get(localKey))).toBe(true);

    // Redis comes back: events go through Redis again.
    await redis.start();
    const listener = new Redis(redis.url);
    const heard: string[] = [];
    listener.on('message', (_channel: string, message: string) => heard.push(message));
    await listener.subscribe('lekker:realtime');
    let viaRedis = false;
    for (let i = 0; i < 60 && !viaRedis; i++) {
      const key = randomUUID();
      await checkout(key);
      await sleep(200);
      const id = placed.get(key);
      viaRedis = id !== undefined && heard.some((m) => m.includes(id));
    }
    listener.disconnect();
    expect(viaRedis).toBe(true);

    // Stop the traffic and settle every key: each retried checkout is exactly one order.
    running = false;
    await traffic;
    for (const k of keys) for (let i = 0; i < 20 && !placed.has(k); i++) await checkout(k);
    socket.close();
    expect(keys.filter((k) => !placed.has(k))).toEqual([]);
    expect(new Set(placed.values()).size).toBe(placed.size);
    const check = await openDatabase({ url: pg.url, poolSize: 1 });
    const rows = (await check.db.execute(
      `select count(*)::int as n, count(distinct idempotency_key)::int as keys from orders where customer_id = '${customer.id}'`,
    )) as unknown as { rows: { n: number; keys: number }[] };
    await check.close();
    expect(rows.rows[0]).toEqual({ n: placed.size, keys: placed.size });

    // The outage was visible as 503 with the clear message, never as a 500; the process never exited.
    expect(statuses).toContain(503);
    expect([...unavailableMessages]).toEqual([DATABASE_UNAVAILABLE_MESSAGE]);
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(exitCode).toBeNull();
  }, 120_000);
});
