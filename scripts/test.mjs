// `npm test`: everything. Every Vitest project — database-free (core, server-unit, web), the database tier
// (server-db) on PGlite, and the restart test (server-chaos) — then the database tier again on PostgreSQL when
// TEST_DATABASE_URL is set, the list and search suites once more with CACHE_MEMOS=off, then the JavaScript budget of `/` and the browser tests in Debian's Chromium against
// the production build.
// Tiers: docs/CODE_STYLE.md#test-tiers.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;

/** Each tier's title, outcome and seconds, printed as a table when the run ends (passed or not). */
const tiers = [];
function printTiers() {
  const width = Math.max(...tiers.map((t) => t.title.length));
  console.log('\n=== Time of each tier ===');
  for (const t of tiers)
    console.log(`${t.title.padEnd(width)}  ${t.outcome.padEnd(6)}  ${String(t.seconds).padStart(5)} s`);
  const total = tiers.reduce((sum, t) => sum + t.seconds, 0);
  console.log(`${'Total'.padEnd(width)}          ${String(total).padStart(5)} s`);
}

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = Math.round((Date.now() - started) / 1000);
  const outcome = result.status === 0 ? 'passed' : 'FAILED';
  console.log(`=== ${title}: ${outcome} in ${seconds} s ===`);
  tiers.push({ title, outcome, seconds });
  if (result.status !== 0) {
    printTiers();
    process.exit(result.status ?? 1);
  }
}

const pgUrl = process.env.TEST_DATABASE_URL;
/** The list and search suites, run again with the server's catalogue memories off (docs/caching.md). */
const MEMO_SUITES = [
  'apps/server/src/modules/restaurants/restaurants.routes.db.test.ts',
  'apps/server/src/modules/search/search.routes.db.test.ts',
  'apps/server/src/modules/search/search-near.db.test.ts',
];
const memosOff = (db) =>
  run(
    `List and search with CACHE_MEMOS=off (${db})`,
    'npx',
    ['vitest', 'run', '--project', 'server-db', ...MEMO_SUITES],
    {
      CACHE_MEMOS: 'off',
      ...(db === 'PGlite' ? { TEST_DATABASE_URL: '' } : {}),
    },
  );
ensureNginx();
run('Unit, web and database tests (embedded PGlite)', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' });
if (pgUrl)
  run(`Database tests on PostgreSQL (${new URL(pgUrl).host})`, 'npx', [
    'vitest',
    'run',
    '--project',
    'server-db',
  ]);
// Once, to keep the added time small: on PostgreSQL when it is there (CI), else on PGlite.
memosOff(pgUrl ? 'PostgreSQL' : 'PGlite');
if (!pgUrl) console.log('\n(TEST_DATABASE_URL is not set: the database suite ran on PGlite only.)');
ensureChromium();
ensureWebBuild();
// What the first load of `/` fetches, gzip, against the 120 KB budget (decisions 028 and 034); fails above it.
run('JavaScript budget of / (120 KB gzip)', 'node', ['apps/web/scripts/bundle-budget.mjs']);
// One worker unless E2E_WORKERS says more (each worker gets a server of its own; decision 042: no faster on 2 cores).
run('Browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test']);
printTiers();
