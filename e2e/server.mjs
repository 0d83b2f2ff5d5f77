// The server the browser tests drive: the real app on a fresh PGlite folder with the demo data.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { DEFAULT_E2E_CLOCK_START, writeServerClock } from './support/server-clock.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = process.env.E2E_PORT ?? '3100';
// One folder per port, so parallel runs on different E2E_PORT values never share a database.
const dataDir = join(root, '.tmp', `e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
rmSync(`${join(dataDir, 'pglite')}.lock`, { force: true });
Object.assign(process.env, {
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // The same site under its other name: e-mailed links must follow the address a visitor used.
  EXTRA_ORIGINS: `http://localhost:${port}`,
  LOG_LEVEL: 'warn',
  // Every browser test comes from 127.0.0.1: the per-IP limit would count the whole suite as one visitor.
  AUTH_RATE_LIMIT_PER_IP: '10000',
  // The admin spec watches an unanswered order rise into the exception queue: after 1 minute, not 5.
  OPS_UNANSWERED_MINUTES: '1',
  // The service-night spec watches an unanswered order be auto-rejected: after 3 minutes, not 8 (the admin spec's
  // exception queue still sees it unanswered from minute 1).
  ORDER_ACCEPT_TIMEOUT_MINUTES: '3',
  // The doorstep spec watches the wait at a door that does not open run out: 5 seconds, not 10 minutes.
  DOORSTEP_WAIT_SECONDS: '5',
  // The hour the suite runs at, whatever the machine's hour (docs/decisions/042-test-suite-time.md): a weekday
  // lunchtime unless the run chose another (`npm run test:hours`).
  // Browser tests' push devices are a local endpoint (apps/server/src/test/push-endpoint.ts): http on this machine.
  PUSH_ALLOW_INSECURE_ENDPOINTS: 'true',
  LEKKER_CLOCK_START: process.env.LEKKER_CLOCK_START || DEFAULT_E2E_CLOCK_START,
});
writeServerClock(port, process.env.LEKKER_CLOCK_START);
register();
await import('../apps/server/src/main.ts');
