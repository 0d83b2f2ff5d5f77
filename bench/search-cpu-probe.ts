// Backend CPU per statement (load-independent): runs each text query 30 times on one connection and reads the
// backend's user+system time from /proc, and prints each text query's plan (the scans) once. Decision 035.
// `npx tsx bench/search-cpu-probe.ts` against the bench database (BENCH_DATABASE, default bench_search) of a
// `npm run bench -- --venues 10000 --drivers postgres` run. `--requests 1500`: instead, the CPU of whole uncached
// searches (`search-miss`: a new point near Mahikeng and one of the bench's twelve terms per request) served by the
// app in process, one after another: this process's CPU and its one backend's, per request, twice.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import { createSearchRepository } from '../apps/server/src/modules/search/search.repository.ts';

const url = `postgres://postgres@127.0.0.1:5432/${process.env.BENCH_DATABASE ?? 'bench_search'}`;
let captured: { text: string; params: unknown[] }[] = [];
const orig = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  const [q, params] = args as [unknown, unknown[] | undefined];
  const text = typeof q === 'string' ? q : (q as { text: string }).text;
  const values = Array.isArray(params) ? params : ((q as { values?: unknown[] }).values ?? []);
  captured.push({ text, params: values });
  return (orig as (...a: unknown[]) => unknown).apply(this, args);
} as never;
const { values: args } = parseArgs({ options: { requests: { type: 'string' } } });
const database = await openDatabase({ url, poolSize: 1 });
const repo = createSearchRepository(database.db);
const client = new pg.Client({ connectionString: url });
await client.connect();
const pid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid as number;
const ticks = (p: number) => {
  const f = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * 10; // ms (100 Hz ticks)
};
const cpu = () => ticks(pid);

if (args.requests) {
  // The bench's search-miss: a new point within ~3 km of Mahikeng and one of twelve popular terms per request.
  const { benchConfig } = await import('./bench-app.ts');
  const app = buildApp({ config: benchConfig(3999), db: database.db, logger: createLogger('silent') });
  const terms = ['pizza', 'bunny chow', 'kota', 'chicken', 'burger', 'curry', 'sushi', 'vetkoek', 'chips'];
  terms.push('boerewors', 'pudding', 'wors');
  const at = { lat: -25.856, lng: 25.6403 };
  const path = () =>
    `/api/search?q=${encodeURIComponent(terms[Math.floor(Math.random() * terms.length)]!)}` +
    `&lat=${(at.lat + (Math.random() - 0.5) * 0.054).toFixed(6)}&lng=${(at.lng + (Math.random() - 0.5) * 0.06).toFixed(6)}`;
  const serve = async () => {
    const res = await app.request(path(), { headers: { 'accept-encoding': 'gzip' } });
    if (res.status !== 200) throw new Error(`search answered ${res.status}`);
    await res.arrayBuffer();
  };
  // The app's one backend (poolSize 1), once it has connected.
  await serve();
  const backend = (
    await client.query(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    )
  ).rows.map((row) => row.pid as number);
  const backends = () => backend.reduce((sum, p) => sum + ticks(p), 0);
  for (let i = 0; i < 100; i++) await serve();
  const n = Number(args.requests);
  for (let round = 0; round < 2; round++) {
    const node0 = process.cpuUsage();
    const db0 = backends();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await serve();
    const node = process.cpuUsage(node0);
    console.log(
      `search-miss in process: node ${((node.user + node.system) / 1000 / n).toFixed(2)} ms/request, backend ${((backends() - db0) / n).toFixed(2)} ms/request, wall ${((performance.now() - t0) / n).toFixed(2)} ms/request`,
    );
  }
  await client.end();
  await database.close();
  process.exit(0);
}
async function perRun(q: { text: string; params: unknown[] }, n = 30) {
  await client.query(q.text, q.params);
  const c0 = cpu();
  for (let i = 0; i < n; i++) await client.query(q.text, q.params);
  return (cpu() - c0) / n;
}
const points = {
  Mahikeng: { latitude: -25.856, longitude: 25.6403 },
  Johannesburg: { latitude: -26.2041, longitude: 28.0473 },
};
for (const [town, p] of Object.entries(points)) {
  for (const q of ['pizza', 'chicken', 'burger', 'xqzw']) {
    const reach = await repo.reach(p);
    const cap = async (f: () => Promise<unknown>) => {
      captured = [];
      await f();
      return captured[captured.length - 1]!;
    };
    const venues = await cap(() => repo.findRestaurants(q, undefined, reach));
    const dishes = await cap(() => repo.findDishes(q, undefined, reach));
    console.log(
      `${town} ${q} (${reach.ids.length} venues reach, ${reach.cells.length} cells): backend CPU ms/statement venues ${(await perRun(venues)).toFixed(1)}, dishes ${(await perRun(dishes)).toFixed(1)}`,
    );
    if (q === 'pizza')
      for (const s of [venues, dishes]) {
        const plan = await client.query(`explain (analyze, buffers) ${s.text}`, s.params);
        const lines = plan.rows.map((row) => String(row['QUERY PLAN']).slice(0, 140));
        console.log(lines.filter((l) => /Scan on|Buffers: shared|Time:|BitmapOr/.test(l)).join('\n'));
      }
  }
}
await client.end();
await database.close();
