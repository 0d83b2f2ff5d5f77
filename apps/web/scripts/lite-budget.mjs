// Lite mode's first load of `/` (docs/decisions/062-lite-mode.md), measured in Chromium against the production build:
// the browser sends `Save-Data: on`, at a phone's size, with nothing cached; counted until the network is idle.
// Budget: at most 50 KB of JavaScript (gzip of what the scripts are) and at most 120 KB transferred in total
// (every response's headers and body as they crossed the wire, the server's own compression).
// Started by bundle-budget.mjs (`npm run budget`) on the built app with the demo data (e2e/server.mjs on LITE_BUDGET_PORT,
// default 3929); `node apps/web/scripts/lite-budget.mjs` alone too.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export const LITE_JS_BUDGET_BYTES = 50 * 1024;
export const LITE_TOTAL_BUDGET_BYTES = 120 * 1024;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = fileURLToPath(new URL('../../../', import.meta.url));

async function waitForServer(origin, child) {
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error('the e2e server exited');
    try {
      if ((await fetch(`${origin}/api/ready`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the e2e server did not start');
}

/** Opens `/` with Save-Data: on in a fresh Chromium and adds up what it fetched. */
export async function measureLiteHome(origin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 900 },
      extraHTTPHeaders: { 'Save-Data': 'on' },
    });
    const page = await context.newPage();
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    const lite = await page.evaluate(() => document.documentElement.hasAttribute('data-lite'));
    const rows = await Promise.all(
      finished.map(async (request) => {
        const sizes = await request.sizes();
        const response = await request.response();
        const type = request.resourceType();
        const body = type === 'script' && response ? await response.body() : null;
        return {
          url: request.url().replace(origin, ''),
          type,
          wire: sizes.responseHeadersSize + sizes.responseBodySize,
          gzip: body ? gzipSync(body).length : 0,
        };
      }),
    );
    const jsGzip = rows.reduce((sum, r) => sum + r.gzip, 0);
    const total = rows.reduce((sum, r) => sum + r.wire, 0);
    return {
      lite,
      rows,
      jsGzip,
      total,
      ok: lite && jsGzip <= LITE_JS_BUDGET_BYTES && total <= LITE_TOTAL_BUDGET_BYTES,
    };
  } finally {
    await browser.close();
  }
}

/** Starts the production server with the demo data, measures, stops it. */
export async function runLiteBudget(port = Number(process.env.LITE_BUDGET_PORT ?? 3929)) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['e2e/server.mjs'], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  try {
    await waitForServer(origin, child);
    return await measureLiteHome(origin);
  } finally {
    process.off('exit', stop);
    stop();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function printLite(result) {
  const byType = new Map();
  for (const r of result.rows) byType.set(r.type, (byType.get(r.type) ?? 0) + r.wire);
  console.log(
    `lite mode (Save-Data: on) first load of /: ${result.rows.length} requests, ${kb(result.total)} transferred (${[...byType].map(([t, b]) => `${t} ${kb(b)}`).join(', ')}); budget ${kb(LITE_TOTAL_BUDGET_BYTES)} — ${result.total <= LITE_TOTAL_BUDGET_BYTES ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(
    `lite mode JavaScript: ${kb(result.jsGzip)} gzip in ${result.rows.filter((r) => r.type === 'script').length} files; budget ${kb(LITE_JS_BUDGET_BYTES)} — ${result.jsGzip <= LITE_JS_BUDGET_BYTES ? 'OK' : 'OVER BUDGET'}${result.lite ? '' : ' (the page was NOT in lite mode)'}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runLiteBudget();
  printLite(result);
  if (!result.ok) process.exitCode = 1;
}
