// `npm run test:hours`: the suites whose answers depend on the hour, run with the clock at chosen instants, to show
// that they pass or fail the same whatever the machine's hour (docs/decisions/042-test-suite-time.md).
// Each instant is set as LEKKER_CLOCK_START: the browser tests' server and browser contexts start their clock there
// (e2e/server.mjs, e2e/support/clock.ts), and so do the Vitest processes (apps/server/src/test/clock-start-setup.ts).
//
//   npm run test:hours                 database-free Vitest projects + the hour-sensitive browser specs, 3 instants
//   npm run test:hours -- --db         + the database suite on PGlite at each instant (long: minutes per instant)
//   npm run test:hours -- --all-e2e    every browser spec at each instant (long: the whole e2e suite, 3 times)
// Needs the web build (npm run build) for the browser specs; E2E_PORT as for `npm run test:e2e`.
import { spawnSync } from 'node:child_process';
import { ensureWebBuild } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = new Set(process.argv.slice(2));

export const INSTANTS = [
  { name: 'weekday night (Wed 01:25 SAST)', start: '2026-12-02T01:25:00+02:00' },
  { name: 'weekday lunch (Wed 12:30 SAST)', start: '2026-12-02T12:30:00+02:00' },
  { name: 'Sunday lunch (Sun 12:30 SAST)', start: '2026-12-06T12:30:00+02:00' },
];
/** Browser specs whose screens show opening hours, open/closed venues and Top Picks. */
const HOUR_SPECS = ['e2e/first-screen-shell.spec.ts', 'e2e/home.spec.ts', 'e2e/storefront.spec.ts'];

const suites = [
  {
    name: 'unit (core, server-unit)',
    command: ['npx', 'vitest', 'run', '--project', 'core', '--project', 'server-unit'],
  },
  ...(args.has('--db')
    ? [
        {
          name: 'database (server-db, PGlite)',
          command: ['npx', 'vitest', 'run', '--project', 'server-db'],
          env: { TEST_DATABASE_URL: '' },
        },
      ]
    : []),
  {
    name: args.has('--all-e2e') ? 'browser (every spec)' : 'browser (hour-sensitive specs)',
    command: ['npx', 'playwright', 'test', ...(args.has('--all-e2e') ? [] : HOUR_SPECS)],
  },
];

ensureWebBuild();
const results = [];
for (const instant of INSTANTS)
  for (const suite of suites) {
    console.log(`\n=== ${suite.name} at ${instant.name}: LEKKER_CLOCK_START=${instant.start} ===`);
    const started = Date.now();
    const [command, ...rest] = suite.command;
    const run = spawnSync(command, rest, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...suite.env, LEKKER_CLOCK_START: instant.start },
    });
    results.push({
      instant: instant.name,
      suite: suite.name,
      ok: run.status === 0,
      seconds: Math.round((Date.now() - started) / 1000),
    });
  }

console.log('\n=== Suites by hour ===');
for (const r of results)
  console.log(
    `${r.instant.padEnd(32)} ${r.suite.padEnd(32)} ${r.ok ? 'passed' : 'FAILED'} ${String(r.seconds).padStart(5)} s`,
  );
process.exit(results.every((r) => r.ok) ? 0 : 1);
