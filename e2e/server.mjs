// The server the browser tests drive: the real app on a fresh PGlite folder with the demo data.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

const root = new URL('..', import.meta.url).pathname;
const dataDir = join(root, '.tmp', 'e2e-data');
rmSync(dataDir, { recursive: true, force: true });
rmSync(`${join(dataDir, 'pglite')}.lock`, { force: true });
Object.assign(process.env, {
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`,
  LOG_LEVEL: 'warn',
});
register();
await import('../apps/server/src/main.ts');
