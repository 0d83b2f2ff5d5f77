import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * Workers, each with a server and database of its own on PORT + its index (e2e/support/server-clock.mjs picks the
 * worker's). One by default: on 2 cores two workers were no faster (docs/decisions/042-test-suite-time.md); set
 * E2E_WORKERS=2 or more on a machine with more cores.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser tests: Debian's Chromium against the production build, served by the real server on a fresh data folder. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One output folder per port: Playwright empties it when a run starts, so runs on different E2E_PORT values
  // (parallel sessions on one machine) must not share it.
  outputDir: `test-results/e2e-${PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, i) => ({
    command: 'node e2e/server.mjs',
    url: `http://127.0.0.1:${PORT + i}/api/ready`,
    // Two servers seed their demo data at once on two cores: give them time on a busy machine.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 3000 },
    env: { E2E_PORT: String(PORT + i) },
  })),
});
