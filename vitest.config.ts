import { defineConfig } from 'vitest/config';
import { linguiCatalogues } from './apps/web/lingui-catalogues.ts';
import { preactAliases } from './apps/web/preact-alias.ts';

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
          // Pure functions: the files of a worker share its module graph (decision 042).
          isolate: false,
          // As server-unit: the property tests over thousands of instants take seconds on a loaded machine.
          testTimeout: 30_000,
          setupFiles: [
            '../../apps/server/src/test/clock-start-setup.ts',
            '../../apps/server/src/test/console-guard.ts',
          ],
        },
      },
      {
        test: {
          name: 'server-unit',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          exclude: [...serverDbTests, ...serverChaosTests],
          environment: 'node',
          // A worker imports the server's module graph once for all its files instead of once per file: the
          // import was most of the project's time (docs/decisions/042-test-suite-time.md).
          isolate: false,
          setupFiles: ['./src/test/clock-start-setup.ts', './src/test/console-guard.ts'],
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
          setupFiles: ['./src/test/clock-start-setup.ts', './src/test/console-guard.ts'],
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
          // One module graph and one jsdom window per worker, shared by its test files: the React-family libraries
          // (inlined below for the Preact alias) are transformed and imported once per worker instead of once per
          // file (the project took ~6 min on 2 cores, import ~170 s; ~1 min shared). Every test starts clean all the
          // same: src/test/setup.ts unmounts, clears storage, toasts, MSW handlers, stubs and mocks after each test.
          isolate: false,
          // Every library that imports React (its package.json names react as a dependency or peer) goes through Vite's
          // resolver too, so it gets the Preact alias as the app does.
          server: {
            deps: {
              inline: [
                /@testing-library[\\/]react/,
                /react-router/,
                /@tanstack/,
                /@radix-ui/,
                /@floating-ui[\\/]react-dom/,
                /react-remove-scroll/,
                /react-style-singleton/,
                /use-callback-ref/,
                /use-sidecar/,
                /sonner/,
                /lucide-react/,
                /recharts/,
                /react-redux/,
                /@reduxjs/,
                /use-sync-external-store/,
                /react-hook-form/,
                /@hookform/,
              ],
            },
          },
        },
        // The catalogues compiled as the build compiles them (docs/decisions/061-i18n-library-and-locale.md).
        plugins: [linguiCatalogues()],
        // The web tests run on Preact, the runtime the browser gets (apps/web/preact-alias.ts).
        resolve: {
          // ES builds first (react-router's `node` condition would otherwise pick its CommonJS build, whose
          // require('react') bypasses the alias).
          conditions: ['module', 'browser', 'development'],
          // …and `module` before `main` for packages without `exports` (react-remove-scroll under Radix's dialog).
          mainFields: ['module', 'main'],
          alias: [
            { find: '@', replacement: new URL('./apps/web/src', import.meta.url).pathname },
            ...preactAliases,
            // Its `main` is CommonJS, whose require('react-dom') Node resolves past the alias; the ES build is aliased.
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
        },
      },
    ],
  },
});
