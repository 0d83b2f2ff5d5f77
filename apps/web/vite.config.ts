import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { linguiCatalogues } from './lingui-catalogues.ts';
import { preactAliases } from './preact-alias.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const publicDir = fileURLToPath(new URL('./public', import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const webPort = Number(process.env.WEB_PORT ?? 5173);

/** Images shipped in public/ (the demo pictures) are served by Vite; any other /images path goes to the API. */
function servePublicImage(req: IncomingMessage): string | undefined {
  const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
  if (path.includes('..')) return undefined;
  return existsSync(publicDir + path) ? req.url : undefined;
}

/** React (Preact), the router, TanStack Query and the small helpers every page needs: the `framework` chunk. */
const FRAMEWORK =
  /node_modules[\\/](preact|react|react-dom|scheduler|react-router|@tanstack|openapi-fetch|clsx|tailwind-merge|class-variance-authority)[\\/]/;

const EARLY_INPUT = 'src/early/early-requests.ts';
/** What only the early script imports: built into it (it is $initial, as an entry's import, like the app's own). */
const EARLY_ONLY = /packages[\\/]core[\\/]src[\\/](first-requests|shell-markup)\.ts$/;
/** Where the server inserts the answers it embeds in the page (apps/server/src/http/first-answers.ts). */
const EARLY_ANSWERS_MARKER = '<!--early-answers-->';
/** The pages the early script prepares (src/early/early-requests.ts `EarlyRoutes`), by route module. */
const EARLY_ROUTES = { home: 'src/app/routes/home.tsx', menu: 'src/app/routes/restaurant-menu.tsx' };

/**
 * Built index.html only (docs/decisions/039-early-requests.md): loads the early-requests chunk before the entry,
 * marks where the server embeds answers, and names, per page, the route chunks (with their static imports) the entry's own modulepreloads leave out,
 * in a JSON block the early script reads to preload them for the page being opened. A JSON block, not an inline
 * script: the server's Content-Security-Policy allows scripts from 'self' only.
 */
function earlyRequestsPlugin(): Plugin {
  return {
    name: 'lekker-early-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byModule = (suffix: string) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix));
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const staticGraph = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) staticGraph(imported, into);
          return into;
        };
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
        const early = byModule(EARLY_INPUT);
        if (!entry || !early) throw new Error('early requests: the entry or the early chunk is missing');
        if (early.imports.length > 0)
          throw new Error('early requests: the early chunk must not import anything');
        const loaded = staticGraph(entry.fileName);
        const routes: Record<string, string[]> = {};
        for (const [page, module] of Object.entries(EARLY_ROUTES)) {
          const chunk = byModule(module);
          if (!chunk) throw new Error(`early requests: no chunk for ${module}`);
          routes[page] = [...staticGraph(chunk.fileName)]
            .filter((file) => !loaded.has(file))
            .map((f) => `/${f}`);
        }
        // The early script is the first module script of the page (before the entry's, not async): modules run in
        // order once the page is parsed, so it finds the static shell it draws into and the answers the server put
        // at the marker (apps/server/src/http/first-answers.ts), and its route-chunk preloads are in place before the
        // entry's router asks for the same chunks (Vite's preload helper then skips them: each link it appends costs
        // ~1 ms of main thread).
        const entryTag = html.indexOf('<script type="module"');
        const end = html.lastIndexOf('</body>');
        if (entryTag < 0 || end < 0)
          throw new Error('early requests: no entry script or no </body> in index.html');
        const data =
          `<script type="application/json" id="early-routes">${JSON.stringify(routes)}</script>\n    ` +
          `${EARLY_ANSWERS_MARKER}\n  `;
        const script = `<script type="module" crossorigin src="/${early.fileName}"></script>\n    `;
        return html.slice(0, entryTag) + script + html.slice(entryTag, end) + data + html.slice(end);
      },
    },
  };
}

// The API serves on the same origin under /api (and uploaded images under /images); in development Vite
// forwards both to the API process. `ws` keeps the realtime socket (/api/realtime) working through the proxy.
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget, ws: true },
  '/images': { target: apiTarget, bypass: servePublicImage },
};

export default defineConfig({
  // Explicit root: `npm run dev` starts Vite from the repo root with --config.
  root,
  publicDir,
  plugins: [linguiCatalogues(), react(), tailwindcss(), earlyRequestsPlugin()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...preactAliases],
  },
  server: { host: '127.0.0.1', port: webPort, proxy },
  preview: { host: '127.0.0.1', port: webPort, proxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // apps/web/scripts/bundle-budget.mjs reads it to measure what `/` loads.
    manifest: true,
    // The framework in one chunk: fewer requests on the first load of `/` (1.6 KB gzip less than a dozen small shared
    // chunks) and a file that survives app releases in the browser's cache (docs/decisions/028-light-shell.md). The
    // rest of what the entry imports statically in one more (`app`, merged into the entry's chunk): left to itself,
    // Rolldown splits out every module a lazy route shares with the entry — eight files of 0.1-1.7 KB, each a round
    // trip before the first paint (apps/web/scripts/bundle-budget.mjs caps the scripts index.html names).
    rolldownOptions: {
      // The early-requests script is its own entry: loaded by the built index.html before the app's entry.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        early: fileURLToPath(new URL(`./${EARLY_INPUT}`, import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', priority: 2, test: FRAMEWORK },
            {
              name: 'app',
              priority: 1,
              tags: ['$initial'],
              // The early script and what only it imports stay in its own self-contained file (the plugin above
              // fails the build otherwise); styles stay with Vite's CSS handling.
              test: (id: string) => !id.endsWith(EARLY_INPUT) && !EARLY_ONLY.test(id) && !id.endsWith('.css'),
            },
          ],
        },
      },
    },
  },
});
