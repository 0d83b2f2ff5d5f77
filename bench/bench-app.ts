// What every bench server process shares (bench/server.ts and the extra app processes of bench/server-worker.ts):
// the app's configuration for a bench run and the CPU profile of the serving phase.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { defaultWebDistDir } from '../apps/server/src/http/web-static.ts';

/**
 * Whether the bench servers serve the web app's pages (`/` and a menu page with their first answers,
 * apps/server/src/http/first-answers.ts): only when it has been built (`npm run build`).
 */
export const servesWeb = existsSync(join(defaultWebDistDir(), 'index.html'));

export function benchConfig(port: number) {
  return loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEARCH_RATE_LIMIT_PER_MINUTE: '0',
    AUTH_RATE_LIMIT_PER_IP: '100000',
  });
}

/**
 * BENCH_CPU_PROF=dir: a V8 CPU profile of this process's serving phase only (not migrations or seeding): `start`
 * when serving begins, `stop` writes it (on the signal that ends the process).
 */
export function serveProfile(name: string) {
  const dir = process.env.BENCH_CPU_PROF;
  const session = dir ? new Session() : null;
  return {
    async start() {
      if (!session) return;
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    },
    async stop() {
      if (!session || !dir) return;
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `bench-${name}-${process.pid}.cpuprofile`), JSON.stringify(profile));
    },
  };
}
