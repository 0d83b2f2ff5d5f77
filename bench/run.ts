// `npm run bench [-- --venues 26,1000,10000 --drivers postgres,pglite --duration 10 --rounds 3 --connections 64 --lighthouse]`
// Generates each size (demo data + generated venues with menus) on a PostgreSQL database of its own
// (BENCH_DATABASE, default bench_perf, dropped and recreated) and on an in-memory PGlite, serves the real app in a
// child process, and per path runs autocannon against the API and pgbench on the very SQL the API ran for that
// request, interleaved, `rounds` times; prints medians of req/s, p50/p99 and the API/raw ratio. Not a test:
// nothing here passes or fails. CI smoke: `npm run bench -- --venues 26 --duration 2 --rounds 1`.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values: args } = parseArgs({
  options: {
    venues: { type: 'string', default: '26,1000,10000' },
    drivers: { type: 'string', default: 'postgres,pglite' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '64' },
    paths: { type: 'string', default: 'list,search,menu,checkout,national' },
    port: { type: 'string', default: '3917' },
    // The light shell (issue 16 item 6): Lighthouse on `/` and a menu page, about a minute; opt-in.
    lighthouse: { type: 'boolean', default: false },
  },
});
const SIZES = args.venues.split(',').map(Number);
const DRIVERS = args.drivers.split(',') as ('postgres' | 'pglite')[];
const DURATION = Number(args.duration);
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);
const PATHS = args.paths.split(',');
const PORT = Number(args.port);
const PG = { host: process.env.BENCH_PGHOST ?? '127.0.0.1', user: process.env.BENCH_PGUSER ?? 'postgres' };
const BENCH_DB = process.env.BENCH_DATABASE ?? 'bench_perf';
if (BENCH_DB === 'test') throw new Error('never bench on the shared test database');

type Ready = {
  driver: string;
  venues: number;
  dishes: number;
  seedSeconds: number;
  paths: Record<string, string>;
  sizes: Record<string, number>;
  captured: Record<string, { text: string; params: unknown[] }[]>;
  cookie: string;
  origin: string;
  checkoutBody: Record<string, unknown>;
  checkoutStatus: number;
  checkoutError: string | null;
};

function startServer(
  driver: 'postgres' | 'pglite',
  venues: number,
): Promise<{ child: ChildProcess; ready: Ready }> {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_VENUES: String(venues), BENCH_PORT: String(PORT) };
  if (driver === 'postgres') env.DATABASE_URL = `postgres://${PG.user}@${PG.host}:5432/${BENCH_DB}`;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"ready"'));
      if (line && out.includes('\n', out.indexOf(line))) resolve({ child, ready: JSON.parse(line) as Ready });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited (${code}) before it was ready`)));
  });
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The captured statement with its parameters written in, for pgbench. */
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

function pgbench(script: string): { tps: number; latencyMs: number } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const file = join(dir, 'script.sql');
  writeFileSync(file, script);
  const out = execFileSync(
    'pgbench',
    [
      '-n',
      '-M',
      'extended',
      '-c',
      String(CONNECTIONS),
      '-j',
      '2',
      '-T',
      String(DURATION),
      '-f',
      file,
      '-h',
      PG.host,
      '-U',
      PG.user,
      BENCH_DB,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? Number.NaN);
  return { tps, latencyMs };
}

async function load(ready: Ready, name: string) {
  const base = `http://127.0.0.1:${PORT}`;
  const headers = { 'accept-encoding': 'br, gzip' };
  const opts =
    name === 'checkout'
      ? {
          url: `${base}/api/orders`,
          requests: [
            {
              method: 'POST' as const,
              headers: {
                ...headers,
                'content-type': 'application/json',
                origin: ready.origin,
                cookie: ready.cookie,
              },
              setupRequest: (req: Record<string, unknown>) => ({
                ...req,
                body: JSON.stringify({
                  ...ready.checkoutBody,
                  idempotency_key: `bench-${Math.random().toString(36).slice(2)}`,
                }),
              }),
            },
          ],
        }
      : { url: `${base}${ready.paths[name]}`, headers };
  const r = await autocannon({ ...opts, connections: CONNECTIONS, duration: DURATION });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    // Timeouts (autocannon's 10 s) count as failures: a saturated server must not print as "0 ms".
    errors: r.errors + r.timeouts,
  };
}

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : Number.NaN;
};
const f = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

type Row = {
  size: number;
  driver: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  raw: number;
  bytes: number;
  failed: number;
};
const rows: Row[] = [];

for (const driver of DRIVERS) {
  for (const size of SIZES) {
    if (driver === 'postgres') {
      execFileSync('dropdb', ['--if-exists', '-h', PG.host, '-U', PG.user, BENCH_DB]);
      execFileSync('createdb', ['-h', PG.host, '-U', PG.user, BENCH_DB]);
    }
    const { child, ready } = await startServer(driver, size);
    try {
      console.log(
        `\n== ${driver}, ${ready.venues} venues (${ready.dishes} generated dishes, seeded in ${f(ready.seedSeconds, 1)} s); checkout probe ${ready.checkoutStatus}${ready.checkoutError ? ` ${ready.checkoutError}` : ''}`,
      );
      if (driver === 'postgres')
        execFileSync('psql', ['-q', '-h', PG.host, '-U', PG.user, '-c', 'VACUUM ANALYZE', BENCH_DB]);
      const scripts = Object.fromEntries(
        Object.entries(ready.captured).map(([name, qs]) => [
          name,
          qs.map((q) => `${inline(q.text, q.params)};`).join('\n'),
        ]),
      );
      for (const path of PATHS) {
        const api: Awaited<ReturnType<typeof load>>[] = [];
        const raw: number[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          api.push(await load(ready, path));
          if (driver === 'postgres' && scripts[path]) raw.push(pgbench(scripts[path]).tps);
        }
        const row: Row = {
          size: ready.venues,
          driver,
          path,
          rps: median(api.map((a) => a.rps)),
          p50: median(api.map((a) => a.p50)),
          p99: median(api.map((a) => a.p99)),
          raw: median(raw),
          bytes: ready.sizes[path] ?? Number.NaN,
          failed: api.reduce((sum, a) => sum + a.non2xx + a.errors, 0),
        };
        rows.push(row);
        console.log(
          `${path.padEnd(9)} API ${f(row.rps).padStart(6)} req/s  p50 ${f(row.p50).padStart(5)} ms  p99 ${f(row.p99).padStart(5)} ms` +
            `  raw SQL ${f(row.raw).padStart(6)} tps  API/raw ${f(row.rps / row.raw, 2).padStart(5)}` +
            `  body ${f(row.bytes)} B (br)${row.failed ? `  non-2xx/errors ${row.failed}` : ''}`,
        );
      }
    } finally {
      await stopServer(child);
    }
  }
}

console.log(
  `\nSummary (medians of ${ROUNDS} round(s), ${DURATION} s each, ${CONNECTIONS} connections; raw = pgbench -M extended on the captured SQL)`,
);
console.log('driver    venues  path       req/s    p50 ms  p99 ms  raw tps  API/raw  failed');
for (const r of rows)
  console.log(
    `${r.driver.padEnd(9)} ${String(r.size).padStart(6)}  ${r.path.padEnd(9)} ${f(r.rps).padStart(6)}  ${f(r.p50).padStart(6)}  ${f(r.p99).padStart(6)}  ${f(r.raw).padStart(7)}  ${f(r.rps / r.raw, 2).padStart(7)}  ${String(r.failed).padStart(6)}`,
  );
for (const driver of DRIVERS) {
  const list = rows.filter((r) => r.driver === driver && r.path === 'list');
  const small = list.find((r) => r.size === Math.min(...list.map((x) => x.size)));
  const big = list.find((r) => r.size === Math.max(...list.map((x) => x.size)));
  if (small && big && small !== big)
    console.log(
      `${driver}: list req/s at ${big.size} venues is ${f(big.rps / small.rps, 2)} of its req/s at ${small.size} (target ≥ 0.5)`,
    );
}

// The light shell: the JavaScript `/` loads is read from the last build (instant); Lighthouse runs only when asked.
if (args.lighthouse) {
  const { runLighthouse } = await import('./lighthouse.ts');
  await runLighthouse({ port: PORT + 2, runs: 1 });
} else {
  try {
    // @ts-expect-error -- a plain .mjs script without types
    const { measureHome } = await import('../apps/web/scripts/bundle-budget.mjs');
    const home = measureHome() as { gzip: number; budget: number; ok: boolean };
    console.log(
      `\n/ JavaScript: ${(home.gzip / 1024).toFixed(1)} KB gzip (target ≤ ${home.budget / 1024} KB) — ${home.ok ? 'met' : 'NOT met'}; Lighthouse: --lighthouse`,
    );
  } catch (error) {
    console.log(`\n/ JavaScript: not measured (${(error as Error).message})`);
  }
}
