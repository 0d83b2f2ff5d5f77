// The hour the browser tests run at (docs/decisions/042-test-suite-time.md). The server under test starts its
// clock at LEKKER_CLOCK_START (a weekday lunchtime unless the run sets another: `npm run test:hours` does) and
// writes where its clock stood when its process started; the browser contexts install the same time from it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Wednesday 2 December 2026, 12:30 in South Africa: every demo venue is open (lunch on a weekday). */
export const DEFAULT_E2E_CLOCK_START = '2026-12-02T12:30:00+02:00';

const root = new URL('../..', import.meta.url).pathname;
const file = (port) => join(root, '.tmp', `e2e-clock-${port}.json`);

/**
 * The port of the server this Playwright worker drives: each worker has a server of its own on E2E_PORT + its
 * parallel index (playwright.config.ts starts E2E_WORKERS of them), so no two workers share a database.
 */
export function workerPort() {
  return Number(process.env.E2E_PORT ?? 3100) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

/** Called by e2e/server.mjs in the server's own process, before the app starts its clock. */
export function writeServerClock(port, start) {
  // A fresh clone has no .tmp yet.
  mkdirSync(join(root, '.tmp'), { recursive: true });
  // The app's clock reads `start` at the moment its process started (apps/server/src/clock-start.ts).
  writeFileSync(file(port), JSON.stringify({ start: Date.parse(start), origin: performance.timeOrigin }));
}

/** The server's time now (ms since the epoch), read from what it wrote when it started. */
export function serverNow(port) {
  const { start, origin } = JSON.parse(readFileSync(file(port), 'utf8'));
  return start + (Date.now() - origin);
}
