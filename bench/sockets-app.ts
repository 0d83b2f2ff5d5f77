// Shared by the socket and driver-ingest benchmarks: a real app instance (apps/server/src/main.ts: PostgreSQL,
// Redis bus, jobs, WebSockets) in a child process on a database of its own, signed-in people made straight in the
// database (a session row and the signed cookie better-auth would have set: thousands of sign-ins would spend
// minutes in scrypt), and what the process costs (/proc: resident memory, CPU, open files).

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';

export const BENCH_SECRET = 'bench-only-secret-0123456789-abcdefghijklmnop';
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

/** The machine's load when a figure was taken (printed with every figure). */
export const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

/** A fresh database of this name on the local PostgreSQL (dropped first when it exists). */
export async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

export type AppProcess = { child: ChildProcess; url: string; origin: string; stop(): Promise<void> };

/** main.ts on `port` (127.0.0.1), PostgreSQL at `databaseUrl`, the Redis bus; resolves once it answers /api/ready. */
export async function startApp(options: {
  port: number;
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<AppProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  // BENCH_APP_PROF=dir: a V8 CPU profile of the app process, written there when it stops.
  const profile = process.env.BENCH_APP_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_APP_PROF]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: url,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL,
      AUTH_SECRET: BENCH_SECRET,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'auto',
      DATA_DIR: `/tmp/bench-sockets-data-${options.port}`,
      AUTH_RATE_LIMIT_PER_IP: '100000',
      SEARCH_RATE_LIMIT_PER_MINUTE: '0',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app on :${options.port} exited (${child.exitCode})`);
    const ok = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app on :${options.port} did not become ready`);
    }
    await sleep(500);
  }
  return {
    child,
    url,
    origin: url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The Cookie header better-auth would set for this session token (cookie prefix `lekker`, HMAC-SHA256 signed). */
export function sessionCookie(token: string, secret = BENCH_SECRET): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `lekker.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** A session for an existing user, straight into the table; returns its Cookie header. */
export async function sessionFor(db: pg.ClientBase, userId: string, secret?: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `insert into session (id, token, user_id, expires_at) values (gen_random_uuid()::text, $1, $2, now() + interval '7 days')`,
    [token, userId],
  );
  return sessionCookie(token, secret);
}

/**
 * `count` customers (user, customer role, profile, a session) each with an order of their own at `restaurantId`
 * in status `placed`, made in a few set-based statements. Returns each one's cookie and order id.
 */
export async function customersWithOrders(
  db: pg.ClientBase,
  options: { count: number; restaurantId: string; prefix: string; secret?: string },
): Promise<{ cookie: string; orderId: string; userId: string }[]> {
  const { count, restaurantId, prefix } = options;
  await db.query('begin');
  await db.query(
    `create temporary table bench_people on commit drop as
       select gen_random_uuid()::text as user_id, gen_random_uuid() as order_id,
              md5(random()::text) || md5(random()::text) as token, n
       from generate_series(1, $1::int) as n`,
    [count],
  );
  await db.query(
    `insert into "user" (id, name, email, email_verified)
       select user_id, 'Bench ' || n, $1 || n || '@bench.test', true from bench_people`,
    [prefix],
  );
  await db.query(`insert into user_roles (user_id, role) select user_id, 'customer' from bench_people`);
  await db.query(`insert into profiles (user_id, full_name) select user_id, 'Bench ' || n from bench_people`);
  await db.query(
    `insert into session (id, token, user_id, expires_at)
       select gen_random_uuid()::text, token, user_id, now() + interval '7 days' from bench_people`,
  );
  await db.query(
    `insert into orders (id, order_number, type, customer_id, restaurant_id, status, payment_method, subtotal_cents,
                         delivery_fee_cents, total_cents, delivery_address, delivery_lat, delivery_lng,
                         delivery_distance_km, placed_at)
       select order_id, upper($1) || '-' || n, 'food', user_id, $2, 'placed', 'cash', 10000, 2500, 12500,
              '{"street":"1 Shippard Street","city":"Mahikeng","province":"North West"}'::jsonb,
              -25.84, 25.62, 2.5, now()
       from bench_people`,
    [prefix, restaurantId],
  );
  const rows = await db.query<{ user_id: string; order_id: string; token: string }>(
    'select user_id, order_id, token from bench_people order by n',
  );
  await db.query('commit');
  return rows.rows.map((r) => ({
    cookie: sessionCookie(r.token, options.secret),
    orderId: r.order_id,
    userId: r.user_id,
  }));
}

/** Resident memory, CPU seconds and open files of a process (Linux /proc). */
export function processUsage(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  let files = 0;
  try {
    files = execFileSync('ls', [`/proc/${pid}/fd`], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean).length;
  } catch {
    files = Number.NaN;
  }
  return { rssBytes: rssKb * 1024, cpuSeconds: ticks / 100, files };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
