import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: webPort, proxy },
  preview: { host: '127.0.0.1', port: webPort, proxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // apps/web/scripts/bundle-budget.mjs reads it to measure what `/` loads.
    manifest: true,
    // React, the router, TanStack Query and the small helpers every page needs in one chunk: fewer requests on the
    // first load of `/` (1.6 KB gzip less than a dozen small shared chunks) and a file that survives app releases in
    // the browser's cache (docs/decisions/028-light-shell.md).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|openapi-fetch|clsx|tailwind-merge|class-variance-authority)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
