// `npm run bench [-- --venues 26,1000,10000 --drivers postgres,pglite --duration 10 --rounds 3 --connections 64
//   --workers 2 --lighthouse]`
// Generates each size (demo data + generated venues with menus) on a PostgreSQL database of its own
// (BENCH_DATABASE, default bench_perf, dropped and recreated) and on an in-memory PGlite, serves the real app in a
// child process (on PostgreSQL `--workers` app processes sharing the port, default one per core, as instances
// behind a load balancer; bench/server-worker.ts), and per path runs autocannon against the API and, interleaved,
// the "raw" rate of the SQL the API runs to build one uncached answer: pgbench on PostgreSQL, an in-process replay
// on PGlite (one connection). Prints medians of req/s, p50/p99, the API/raw ratio and the load average, then every
// target of docs/product.md#performance-targets with met / NOT met.
// Paths: `list` and `search` repeat one point (as many customers in one town do; after the first request they are
// answered from the catalogue cache, docs/decisions/023-catalogue-answer-cache.md), `list-miss` and `search-miss`
// send a new point every request (never in the answer cache: the cost of building answers; `search-miss` also draws
// its term from a town's popular searches, `SEARCH_TERMS`, whose matches in the point's cells the search memo of
// decision 035 keeps after the first search there), `list-cold` (a new point anywhere around the 20 bench towns: the
// list area memo of decision 041 builds areas during the run; every list path prints the memo's hit rate, read from
// the answers' Server-Timing), `menu`, `checkout` (writes; no raw
// replay); `--paths national` adds the list without a location. The raw rate of a statement set is measured once
// per size and shared by the paths that replay it. Exits 1 when any request failed (non-2xx, error or autocannon's
// 10 s timeout), never because of a speed target. `page` and `menu-page` are the HTML of `/` and of a menu page with
// their first answers embedded (served when the web app is built), printed with how many of their reads they carried. CI smoke (~45 s on a quiet machine):
// `npm run bench -- --venues 26 --duration 2 --rounds 1 --connections 8`.
// `BENCH_CPU_PROF=dir` writes a V8 CPU profile of each bench server's serving phase there.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { TOWNS } from './generate.ts';

const { values: args } = parseArgs({
  options: {
    venues: { type: 'string', default: '26,1000,10000' },
    drivers: { type: 'string', default: 'postgres,pglite' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '64' },
    // `national` (the list without a location) is available too: `--paths national`.
    paths: {
      type: 'string',
      default: 'list,list-miss,list-cold,search,search-miss,menu,checkout,page,menu-page',
    },
    port: { type: 'string', default: '3917' },
    // App processes serving on PostgreSQL (node:cluster on one port, as instances behind a load balancer; PGlite is
    // in process: always 1). Default: one per core.
    workers: { type: 'string', default: String(cpus().length) },
    // The light shell (docs/decisions/028-light-shell.md): Lighthouse on `/` and a menu page, about a minute; opt-in.
    lighthouse: { type: 'boolean', default: false },
  },
});
const SIZES = args.venues.split(',').map(Number);
const DRIVERS = args.drivers.split(',') as ('postgres' | 'pglite')[];
const DURATION = Number(args.duration);
/** The raw rate settles faster than the API's tail (no queueing in a load generator): half the time, at least 1 s. */
const RAW_SECONDS = Math.max(1, Math.ceil(DURATION / 2));
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);
const PATHS = args.paths.split(',');
const PORT = Number(args.port);
const PG = { host: process.env.BENCH_PGHOST ?? '127.0.0.1', user: process.env.BENCH_PGUSER ?? 'postgres' };
const BENCH_DB = process.env.BENCH_DATABASE ?? 'bench_perf';
if (BENCH_DB === 'test') throw new Error('never bench on the shared test database');

/**
 * Which captured SQL a path's raw rate replays (the *-miss paths run the same statements at another point). The list
 * paths replay the near-me statement as the list ran it per point before the area memo (decision 041,
 * `list-direct`): their API/raw is the API against the SQL it would otherwise run, printed beside the memo's hit rate.
 */
const RAW_OF: Record<string, string | undefined> = {
  list: 'list-direct',
  'list-miss': 'list-direct',
  'list-cold': 'list-direct',
  search: 'search',
  'search-miss': 'search',
  menu: 'menu',
  national: 'national',
};

type Ready = {
  driver: string;
  venues: number;
  dishes: number;
  seedSeconds: number;
  paths: Record<string, string>;
  point: { lat: number; lng: number };
  sizes: Record<string, number>;
  captured: Record<string, { text: string; params: unknown[] }[]>;
  cookie: string;
  origin: string;
  checkoutBody: Record<string, unknown>;
  checkoutStatus: number;
  checkoutError: string | null;
  /** The processes that serve the API (their CPU is the API's). */
  pids: number[];
  workers: number;
};

function startServer(
  driver: 'postgres' | 'pglite',
  venues: number,
): Promise<{ child: ChildProcess; ready: Ready }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BENCH_VENUES: String(venues),
    BENCH_PORT: String(PORT),
    BENCH_WORKERS: args.workers,
  };
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
  // SIGINT lets Node write the CPU profile (BENCH_CPU_PROF) on the way out.
  child.kill('SIGINT');
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

// CPU time, so the figures mean something on a loaded machine: on 2 shared cores the wall-clock rates depend on
// what else runs (and pgbench's 66 processes get more of the machine than one Node process), the CPU a request
// costs does not. ms of user+system time of a process, from /proc.
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/** The bench database's backends (by application name), for their CPU. */
const monitor = DRIVERS.includes('postgres')
  ? new pg.Client({ host: PG.host, user: PG.user, database: 'postgres' })
  : null;
await monitor?.connect();
async function backends(pgbenchOnes: boolean): Promise<number[]> {
  if (!monitor) return [];
  const { rows } = await monitor.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()
       and (application_name = 'pgbench') = $2`,
    [BENCH_DB, pgbenchOnes],
  );
  return rows.map((r) => r.pid);
}

/** CPU of a set of processes over an interval: the last reading of each minus its first (0 for newcomers). */
function cpuMeter() {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  return {
    sample(pids: number[], start = false) {
      for (const pid of pids) {
        const ms = cpuMs(pid);
        if (ms === null) continue;
        if (start && !first.has(pid)) first.set(pid, ms);
        last.set(pid, ms);
      }
    },
    total: () => [...last].reduce((sum, [pid, ms]) => sum + ms - (first.get(pid) ?? 0), 0),
  };
}

/**
 * pgbench on the script for RAW_SECONDS s: transactions/s, the CPU ms one transaction cost (client + server) and
 * the 99th percentile of its transactions' latency (from its per-transaction log: what the SQL alone gives at this
 * many connections, beside the API's p99).
 */
async function pgbench(script: string): Promise<{ rate: number; cpuMs: number; p99: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const file = join(dir, 'script.sql');
  writeFileSync(file, script);
  const child = spawn(
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
      String(RAW_SECONDS),
      '-f',
      file,
      '--log',
      `--log-prefix=${join(dir, 'log')}`,
      '-h',
      PG.host,
      '-U',
      PG.user,
      BENCH_DB,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const meter = cpuMeter();
  let running = true;
  void exited.then(() => {
    running = false;
  });
  // Backends end with pgbench: read them until then (the last 200 ms of each are not seen).
  while (running) {
    meter.sample([child.pid!, ...(await backends(true))], true);
    await Promise.race([exited, new Promise((r) => setTimeout(r, 200))]);
  }
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
  const transactions = Number(/actually processed: (\d+)/.exec(out)?.[1] ?? Number.NaN);
  // One line per transaction: client id, transaction number, latency in µs, …
  const latencies = readdirSync(dir)
    .filter((name) => name.startsWith('log'))
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n'))
    .map((line) => Number(line.split(' ')[2]) / 1000)
    .filter((ms) => Number.isFinite(ms))
    .sort((a, b) => a - b);
  const p99 = latencies.length ? latencies[Math.floor((latencies.length - 1) * 0.99)]! : Number.NaN;
  return { rate: tps, cpuMs: meter.total() / transactions, p99 };
}

/** PGlite: the bench server replays the captured SQL in its own process (its one connection). */
async function replayInServer(
  path: string,
  server: number,
): Promise<{ rate: number; cpuMs: number; p99: number }> {
  const before = cpuMs(server) ?? Number.NaN;
  const res = await fetch(`http://127.0.0.1:${PORT}/__bench/raw`, {
    method: 'POST',
    body: JSON.stringify({ path, seconds: RAW_SECONDS }),
    // A replay queued behind a stalled server can wait long: no client-side timeout.
    signal: AbortSignal.timeout(30 * 60_000),
  });
  const { tps, runs } = (await res.json()) as { tps: number; runs: number };
  // One connection, one replay at a time: no queue, so no p99 comparable with 64 connections.
  return { rate: tps, cpuMs: ((cpuMs(server) ?? Number.NaN) - before) / runs, p99: Number.NaN };
}

/**
 * Waits until the server has worked off what a run left queued (requests autocannon gave up on still run to the
 * end, and on PGlite's one connection they would be billed to the next path): a database read (`/api/ready`)
 * must answer within 300 ms, for at most 60 s.
 */
async function settle() {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const started = Date.now();
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/ready`, { signal: AbortSignal.timeout(60_000) });
      await res.arrayBuffer();
      if (res.ok && Date.now() - started < 300) return;
    } catch {
      // Still busy (or restarting): try again.
    }
  }
}

/**
 * What a town's customers search for (every generated menu has these dishes; decision 035): `search-miss` draws one
 * per request, so the search memo holds an area per term, as it would for a real town's popular searches.
 */
const SEARCH_TERMS = [
  'pizza',
  'bunny chow',
  'kota',
  'chicken',
  'burger',
  'curry',
  'sushi',
  'vetkoek',
  'chips',
  'boerewors',
  'pudding',
  'wors',
];
const searchTerm = () => encodeURIComponent(SEARCH_TERMS[Math.floor(Math.random() * SEARCH_TERMS.length)]!);

/** A point within ~3 km of the bench's point, to six decimals: a new cache key every request. */
const nearbyPoint = (p: { lat: number; lng: number }) =>
  `lat=${(p.lat + (Math.random() - 0.5) * 0.054).toFixed(6)}&lng=${(p.lng + (Math.random() - 0.5) * 0.06).toFixed(6)}`;

/**
 * `list-cold`: a point anywhere within ~28 km of any bench town (about 200 list areas, most of them first asked during
 * the run, so the memo builds them under load; its hit rate is printed beside).
 */
const anyTownPoint = () => {
  const town = TOWNS[Math.floor(Math.random() * TOWNS.length)]!;
  return `lat=${(town.lat + (Math.random() - 0.5) * 0.5).toFixed(6)}&lng=${(town.lng + (Math.random() - 0.5) * 0.5).toFixed(6)}`;
};

/** How the list area memo served the answers that ran the list (Server-Timing `list-memo;desc=…;dur=…`). */
type MemoCounts = {
  hit: number;
  build: number;
  shared: number;
  direct: number;
  buildMs: number;
  /** Pages: the reads they carried and the reads they asked (their Server-Timing). */
  answered: number;
  asked: number;
};
const emptyMemo = (): MemoCounts => ({
  hit: 0,
  build: 0,
  shared: 0,
  direct: 0,
  buildMs: 0,
  answered: 0,
  asked: 0,
});
const memoAnswers = (m: MemoCounts) => m.hit + m.build + m.shared + m.direct;
const memoRate = (m: MemoCounts) => (memoAnswers(m) ? m.hit / memoAnswers(m) : Number.NaN);

async function load(ready: Ready, name: string) {
  const base = `http://127.0.0.1:${PORT}`;
  const headers = { 'accept-encoding': 'br, gzip' };
  const memo = emptyMemo();
  const countMemo = (_status: number, _body: string, _context: unknown, res: Record<string, string>) => {
    const page = /first-answers;desc="(\d+)\/(\d+)"/.exec(res['server-timing'] ?? '');
    if (page) {
      memo.answered += Number(page[1]);
      memo.asked += Number(page[2]);
      return;
    }
    const m = /list-memo;desc=(\w+);dur=([\d.]+)/.exec(res['server-timing'] ?? '');
    if (!m) return;
    const outcome = m[1] as 'hit' | 'build' | 'shared' | 'direct';
    if (outcome in memo) memo[outcome]++;
    if (outcome === 'build') memo.buildMs += Number(m[2]);
  };
  const missPath: Record<string, () => string> = {
    'list-miss': () => `/api/restaurants?${nearbyPoint(ready.point)}`,
    'list-cold': () => `/api/restaurants?${anyTownPoint()}`,
    'search-miss': () => `/api/search?q=${searchTerm()}&${nearbyPoint(ready.point)}`,
  };
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
      : missPath[name]
        ? {
            url: base,
            requests: [
              {
                method: 'GET' as const,
                headers,
                setupRequest: (req: Record<string, unknown>) => ({ ...req, path: missPath[name]!() }),
                onResponse: countMemo,
              },
            ],
          }
        : {
            url: `${base}${ready.paths[name]}`,
            requests: [{ method: 'GET' as const, headers, onResponse: countMemo }],
          };
  // CPU of the server process and (PostgreSQL) its pool's backends over the run.
  const meter = cpuMeter();
  meter.sample([...ready.pids, ...(await backends(false))], true);
  const r = await autocannon({ ...opts, connections: CONNECTIONS, duration: DURATION });
  meter.sample([...ready.pids, ...(await backends(false))], true);
  // Completed requests over the run (autocannon's per-second average is empty for runs of a second or two).
  const done = r.requests.total > 0;
  return {
    rps: r.requests.total / r.duration,
    p50: done ? r.latency.p50 : Number.NaN,
    p99: done ? r.latency.p99 : Number.NaN,
    non2xx: r.non2xx,
    // Timeouts (autocannon's 10 s) count as failures: a saturated server must not print as "0 ms".
    errors: r.errors + r.timeouts,
    cpuMs: meter.total() / r.requests.total,
    memo,
  };
}

/** The memo's share of the answers built per point, printed with them: so a memo hit is never read as the SQL. */
const memoText = (m: MemoCounts) =>
  m.asked > 0
    ? `  first answers carried ${m.answered} of ${m.asked} (${f((m.answered / m.asked) * 100, 1)}%)`
    : memoAnswers(m) === 0
      ? ''
      : `  memo hit ${f(memoRate(m) * 100, 1)}% (hit ${m.hit}, build ${m.build}${m.build ? ` avg ${f(m.buildMs / m.build, 1)} ms` : ''}, shared ${m.shared}, direct ${m.direct})`;

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
  /** CPU ms per request: the server process plus (PostgreSQL) its backends. */
  cpu: number;
  /** CPU ms per raw run of the same SQL: pgbench and its backends, or the PGlite server replaying it. */
  rawCpu: number;
  /** pgbench's own p99 latency on the same SQL at the same connections (PostgreSQL only). */
  rawP99: number;
  /** 1-minute load average of the machine around the measurement (min–max over its rounds). */
  load: [number, number];
  /** How the list area memo served the list answers built per point (all rounds); empty for other paths. */
  memo: MemoCounts;
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
        `\n== ${driver}, ${ready.venues} venues (${ready.dishes} generated dishes, seeded in ${f(ready.seedSeconds, 1)} s); ${ready.workers} app process(es); checkout probe ${ready.checkoutStatus}${ready.checkoutError ? ` ${ready.checkoutError}` : ''}`,
      );
      if (driver === 'postgres')
        execFileSync('psql', ['-q', '-h', PG.host, '-U', PG.user, '-c', 'VACUUM ANALYZE', BENCH_DB]);
      const scripts = Object.fromEntries(
        Object.entries(ready.captured).map(([name, qs]) => [
          name,
          qs.map((q) => `${inline(q.text, q.params)};`).join('\n'),
        ]),
      );
      // The raw rate of a statement set is measured once per size (interleaved with the first path that needs
      // it) and shared: list and list-miss replay the same SQL, as do search and search-miss.
      const rawOf = new Map<string, { rate: number; cpuMs: number; p99: number }[]>();
      for (const path of PATHS) {
        if (!ready.paths[path] && !['list-miss', 'list-cold', 'search-miss', 'checkout'].includes(path)) {
          console.log(`${path.padEnd(11)} not served (the web app is not built: npm run build)`);
          continue;
        }
        const api: Awaited<ReturnType<typeof load>>[] = [];
        const loads: number[] = [];
        const source = RAW_OF[path];
        const measured = source ? rawOf.get(source) : undefined;
        const raw: { rate: number; cpuMs: number; p99: number }[] = measured ?? [];
        for (let round = 0; round < ROUNDS; round++) {
          loads.push(loadavg()[0]!);
          await settle();
          api.push(await load(ready, path));
          await settle();
          if (!measured && source && scripts[source])
            raw.push(
              driver === 'postgres'
                ? await pgbench(scripts[source])
                : await replayInServer(source, child.pid!),
            );
          loads.push(loadavg()[0]!);
        }
        if (source && !measured) rawOf.set(source, raw);
        const row: Row = {
          size: ready.venues,
          driver,
          path,
          rps: median(api.map((a) => a.rps)),
          p50: median(api.map((a) => a.p50)),
          p99: median(api.map((a) => a.p99)),
          raw: median(raw.map((x) => x.rate)),
          bytes: ready.sizes[path.startsWith('list') ? 'list' : (source ?? path)] ?? Number.NaN,
          failed: api.reduce((sum, a) => sum + a.non2xx + a.errors, 0),
          cpu: median(api.map((a) => a.cpuMs)),
          rawCpu: median(raw.map((x) => x.cpuMs)),
          rawP99: median(raw.map((x) => x.p99)),
          load: [Math.min(...loads), Math.max(...loads)],
          memo: api.reduce((sum, a) => {
            for (const k of Object.keys(sum) as (keyof MemoCounts)[]) sum[k] += a.memo[k];
            return sum;
          }, emptyMemo()),
        };
        rows.push(row);
        console.log(
          `${path.padEnd(11)} API ${f(row.rps).padStart(6)} req/s  p50 ${f(row.p50).padStart(5)} ms  p99 ${f(row.p99).padStart(5)} ms` +
            `  raw ${f(row.raw).padStart(6)}/s (p99 ${f(row.rawP99)} ms)  API/raw ${f(row.rps / row.raw, 2).padStart(5)}` +
            `  CPU ${f(row.cpu, 2)} ms/req, raw ${f(row.rawCpu, 2)} ms (by CPU ${f(row.rawCpu / row.cpu, 2)})` +
            `  body ${f(row.bytes)} B (gzip)  load ${f(row.load[0], 1)}–${f(row.load[1], 1)}` +
            `${row.failed ? `  non-2xx/errors ${row.failed}` : ''}${memoText(row.memo)}`,
        );
      }
    } finally {
      await stopServer(child);
    }
  }
}

console.log(
  `\nSummary (medians of ${ROUNDS} round(s), ${DURATION} s each (raw ${RAW_SECONDS} s), ${CONNECTIONS} connections; raw = the SQL of one ` +
    'uncached answer: pgbench -M extended on PostgreSQL, replayed in process on PGlite; CPU = user+system ms per ' +
    'request of the server process and its PostgreSQL backends (raw: pgbench and its backends, or the replaying ' +
    `PGlite server); API on PostgreSQL = ${args.workers} app process(es) sharing the port (node:cluster), on PGlite ` +
    '1; "by CPU" = raw CPU / API CPU, the ratio an otherwise idle machine would show; load = 1-min ' +
    `load average of this ${cpus().length}-core machine during the rounds)`,
);
console.log(
  'driver    venues  path          req/s   p50 ms  p99 ms   raw/s  API/raw  CPU ms  raw CPU  by CPU  failed  load       memo hit',
);
for (const r of rows)
  console.log(
    `${r.driver.padEnd(9)} ${String(r.size).padStart(6)}  ${r.path.padEnd(11)} ${f(r.rps).padStart(7)}  ${f(r.p50).padStart(6)}  ${f(r.p99).padStart(6)}  ${f(r.raw).padStart(6)}  ${f(r.rps / r.raw, 2).padStart(7)}  ${f(r.cpu, 2).padStart(6)}  ${f(r.rawCpu, 2).padStart(7)}  ${f(r.rawCpu / r.cpu, 2).padStart(6)}  ${String(r.failed).padStart(6)}  ${`${f(r.load[0], 1)}–${f(r.load[1], 1)}`.padEnd(9)}  ${
      memoAnswers(r.memo) ? `${f(memoRate(r.memo) * 100, 1)}%` : ''
    }`,
  );

// The performance targets (docs/product.md#performance-targets), at the largest size run, each for the repeated point and for a new point per request.
const largest = Math.max(...SIZES);
const smallest = Math.min(...SIZES);
const find = (driver: string, path: string, size = largest) =>
  rows.find((r) => r.driver === driver && r.path === path && r.size >= size - 26 && r.size <= size + 26);
const targets: { what: string; value: string; met: boolean | null }[] = [];
const target = (
  what: string,
  row: Row | undefined,
  value: (r: Row) => number,
  ok: (v: number) => boolean,
  unit = '',
) => {
  if (!row) return;
  const v = value(row);
  // Infinity stands for "requests failed": not met. NaN: not measured.
  targets.push({
    what,
    value: v === Number.POSITIVE_INFINITY ? 'requests failed' : `${f(v, v < 10 ? 2 : 0)}${unit}`,
    met: v === Number.POSITIVE_INFINITY ? false : Number.isFinite(v) ? ok(v) : null,
  });
};
for (const path of ['list', 'list-miss', 'list-cold']) {
  target(
    `postgres ${largest}: ${path} API/raw ≥ 0.6`,
    find('postgres', path),
    (r) => r.rps / r.raw,
    (v) => v >= 0.6,
  );
  target(
    `postgres ${largest}: ${path} API/raw by CPU ≥ 0.6 (load-independent)`,
    find('postgres', path),
    (r) => r.rawCpu / r.cpu,
    (v) => v >= 0.6,
  );
  target(
    `postgres ${largest}: ${path} p99 < 100 ms`,
    find('postgres', path),
    (r) => r.p99,
    (v) => v < 100,
    ' ms',
  );
  // Context, not a target: the same p99 for pgbench alone on the API's SQL (what the database gives at these
  // connections on this machine; the API cannot answer faster than its own SQL).
  target(
    `postgres ${largest}: ${path} p99 of pgbench on its SQL (context)`,
    find('postgres', path),
    (r) => r.rawP99,
    (v) => v < 100,
    ' ms',
  );
  const small = find('postgres', path, smallest);
  if (smallest !== largest)
    target(
      `postgres: ${path} req/s at ${largest} ≥ 0.5 × at ${smallest}`,
      find('postgres', path),
      (r) => r.rps / (small?.rps ?? Number.NaN),
      (v) => v >= 0.5,
      '×',
    );
  target(
    `pglite ${largest}: ${path} ≥ 50 req/s`,
    find('pglite', path),
    (r) => r.rps,
    (v) => v >= 50,
    ' req/s',
  );
}
for (const path of ['search', 'search-miss']) {
  target(
    `postgres ${largest}: ${path} p99 < 200 ms`,
    find('postgres', path),
    (r) => r.p99,
    (v) => v < 200,
    ' ms',
  );
  target(
    `pglite ${largest}: ${path} does not stall (no failures, p99 < 10 s)`,
    find('pglite', path),
    (r) => (r.failed > 0 ? Number.POSITIVE_INFINITY : r.p99),
    (v) => v < 10_000,
    ' ms p99',
  );
}
if (targets.length) {
  console.log('\nTargets (docs/product.md#performance-targets)');
  for (const t of targets)
    console.log(`${t.met === null ? '  ?  ' : t.met ? ' met ' : ' NOT '} ${t.what.padEnd(66)} ${t.value}`);
}
for (const r of rows.filter(
  (x) =>
    ['menu', 'checkout', 'national', 'page', 'menu-page'].includes(x.path) && find(x.driver, x.path) === x,
))
  console.log(
    `   –   ${`${r.driver} ${r.size}: ${r.path}`.padEnd(66)} ${f(r.rps)} req/s, p99 ${f(r.p99)} ms, ${
      r.memo.asked > 0
        ? `first answers carried ${f((r.memo.answered / r.memo.asked) * 100, 1)}%`
        : `API/raw ${f(r.rps / r.raw, 2)}, by CPU ${f(r.rawCpu / r.cpu, 2)}`
    } (no target)`,
  );

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

const failed = rows.filter((r) => r.failed > 0);
if (failed.length) {
  console.log(
    `\nFailed requests: ${failed.map((r) => `${r.driver} ${r.size} ${r.path} (${r.failed})`).join(', ')}`,
  );
  process.exitCode = 1;
}
await monitor?.end();
