// `npm test`: everything. Every Vitest project — database-free (core, server-unit, web), the database tier
// (server-db) on PGlite, and the restart test (server-chaos) — then the database tier again on PostgreSQL when
// TEST_DATABASE_URL is set, the list and search suites once more with CACHE_MEMOS=off, then the JavaScript budget of
// `/` and the browser tests in Debian's Chromium against the production build.
// Tiers: docs/CODE_STYLE.md#test-tiers. Time: docs/decisions/042-test-suite-time.md.
//
// On the 2-core machines the tiers are laid out to keep both cores busy: Vitest gets a worker per core (its default
// leaves one core to its main process, which mostly waits), and the PostgreSQL tier runs beside the browser tests,
// which spend most of their time waiting for the page (TEST_OVERLAP=off runs it first, on its own). A tier that runs
// beside another writes to its own log, printed when it ends.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const logDir = join(root, '.tmp');
const workers = String(Math.max(2, availableParallelism()));
const overlap = process.env.TEST_OVERLAP !== 'off';

/** Each tier's title, outcome and seconds, printed as a table when the run ends (passed or not). */
const tiers = [];
function printTiers() {
  const width = Math.max(...tiers.map((t) => t.title.length));
  console.log('\n=== Time of each tier ===');
  for (const t of tiers)
    console.log(`${t.title.padEnd(width)}  ${t.outcome.padEnd(6)}  ${String(t.seconds).padStart(5)} s`);
  console.log(
    `${'Wall time'.padEnd(width)}          ${String(Math.round((Date.now() - began) / 1000)).padStart(5)} s`,
  );
}
const began = Date.now();

/**
 * Runs one tier to its end. In the foreground its output goes to this terminal; with `log` it goes to that file
 * (a tier running beside another) and is printed when the tier ends. Resolves to whether it passed.
 */
function tier(title, command, args, { env = {}, log } = {}) {
  const started = Date.now();
  if (!log) console.log(`\n=== ${title} ===`);
  else console.log(`\n=== ${title}: started beside the next tier, output in ${log} ===`);
  const out = log ? createWriteStream(log) : null;
  const child = spawn(command, args, {
    cwd: root,
    stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  if (out) {
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const outcome = code === 0 ? 'passed' : 'FAILED';
      const report = () => {
        if (log) {
          console.log(`\n=== ${title} (its log) ===`);
          process.stdout.write(readFileSync(log, 'utf8'));
        }
        console.log(`=== ${title}: ${outcome} in ${seconds} s ===`);
        tiers.push({ title, outcome, seconds });
        resolve(code === 0);
      };
      if (out) out.end(report);
      else report();
    });
  });
}

function stopIfFailed(...passed) {
  if (passed.every(Boolean)) return;
  printTiers();
  process.exit(1);
}

const pgUrl = process.env.TEST_DATABASE_URL;
/** The list and search suites, run again with the server's catalogue memories off (docs/caching.md). */
const MEMO_SUITES = [
  'apps/server/src/modules/restaurants/restaurants.routes.db.test.ts',
  'apps/server/src/modules/search/search.routes.db.test.ts',
  'apps/server/src/modules/search/search-near.db.test.ts',
];
const memosOff = (db, opts = {}) =>
  tier(
    `List and search with CACHE_MEMOS=off (${db})`,
    'npx',
    ['vitest', 'run', '--project', 'server-db', ...MEMO_SUITES],
    { ...opts, env: { CACHE_MEMOS: 'off', ...(db === 'PGlite' ? { TEST_DATABASE_URL: '' } : {}) } },
  );
/** The database tier on PostgreSQL, then (once, to keep the added time small) the memos-off suites on it. */
async function postgresTiers(opts = {}) {
  const host = new URL(pgUrl).host;
  const dbPassed = await tier(
    `Database tests on PostgreSQL (${host})`,
    'npx',
    ['vitest', 'run', '--project', 'server-db'],
    {
      log: opts.log && join(logDir, 'tier-postgresql.log'),
      env: opts.env,
    },
  );
  const memoPassed = await memosOff('PostgreSQL', { log: opts.log && join(logDir, 'tier-memos-off.log') });
  return dbPassed && memoPassed;
}

ensureNginx();
stopIfFailed(
  await tier(
    'Unit, web and database tests (embedded PGlite)',
    'npx',
    ['vitest', 'run', `--maxWorkers=${workers}`],
    {
      env: { TEST_DATABASE_URL: '' },
    },
  ),
);
if (!pgUrl) {
  stopIfFailed(await memosOff('PGlite'));
  console.log('\n(TEST_DATABASE_URL is not set: the database suite ran on PGlite only.)');
} else if (!overlap) stopIfFailed(await postgresTiers({ env: {} }));
ensureChromium();
ensureWebBuild();
// What the first load of `/` fetches, gzip, against the 120 KB budget (decisions 028 and 034); fails above it.
stopIfFailed(
  await tier('JavaScript budget of / (120 KB gzip)', 'node', ['apps/web/scripts/bundle-budget.mjs']),
);
mkdirSync(logDir, { recursive: true });
// One Playwright worker unless E2E_WORKERS says more (each worker gets a server of its own; decision 042).
const browser = tier('Browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test']);
const beside = pgUrl && overlap ? postgresTiers({ log: true }) : Promise.resolve(true);
stopIfFailed(...(await Promise.all([browser, beside])));
printTiers();
