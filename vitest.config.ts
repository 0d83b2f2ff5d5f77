import { defineConfig } from 'vitest/config';

// Projects in two tiers (docs/CODE_STYLE.md#test-tiers). Database-free: `core`, `server-unit`, `web` —
// `npm run test:unit` runs these in seconds. Database: `server-db`, every server file named `*.db.test.ts`; its
// global setup builds a migrated PGlite snapshot (or PostgreSQL template) once per run and each test file restores
// a fresh database from it. The harness (apps/server/src/test/db.ts) refuses to open outside `server-db`.
const serverDbTests = ['src/**/*.db.test.ts'];
// `server-chaos`: real server processes — against their own throwaway PostgreSQL and Redis restarted under traffic,
// and two production instances behind nginx (scale-out.chaos.test.ts).
const serverChaosTests = ['src/**/*.chaos.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['../../apps/server/src/test/console-guard.ts'],
        },
      },
      {
        test: {
          name: 'server-unit',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          exclude: [...serverDbTests, ...serverChaosTests],
          environment: 'node',
          setupFiles: ['./src/test/console-guard.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server-db',
          root: './apps/server',
          include: serverDbTests,
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          setupFiles: ['./src/test/console-guard.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'server-chaos',
          root: './apps/server',
          include: serverChaosTests,
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 20_000,
        },
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
      },
    ],
  },
});
