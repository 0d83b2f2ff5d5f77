// Every browser context the tests open runs on the server's clock (docs/decisions/042-test-suite-time.md): the
// server under test started its clock at LEKKER_CLOCK_START (e2e/server.mjs), and each context installs the same
// time before its first page. Installed, not fixed: time flows on from there and timers run as they would.
import { type Browser, type BrowserContext, test as base } from '@playwright/test';
import { serverNow, workerPort } from './server-clock.mjs';

/** This worker's own server (e2e/support/server-clock.mjs). */
const PORT = workerPort();
const BASE_URL = `http://127.0.0.1:${PORT}`;
const installed = new WeakSet<BrowserContext>();

/** Puts `context` on the server's time (once per context). */
export async function onServerClock(context: BrowserContext): Promise<BrowserContext> {
  if (installed.has(context)) return context;
  installed.add(context);
  await context.clock.install({ time: serverNow(PORT) });
  return context;
}

/** `browser.newContext` and `browser.newPage` (contexts a test opens itself) get the server's time too. */
function patchBrowser(browser: Browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => onServerClock(await newContext(options));
}

export const test = base.extend<object, { serverClockBrowser: Browser }>({
  // Each worker drives its own server (playwright.config.ts), so the base URL is the worker's.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(BASE_URL);
  },
  serverClockBrowser: [
    async ({ browser }, use) => {
      patchBrowser(browser);
      await use(browser);
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    await use(await onServerClock(context));
  },
});
export { expect } from '@playwright/test';

/** The server's time now, for a spec that works out a wall-clock time the server will judge (a slot, today's date). */
export function serverTime(): Date {
  return new Date(serverNow(PORT));
}
