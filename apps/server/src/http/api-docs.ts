import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PRODUCT_NAME } from '@lekker/core/constants';
import { Hono } from 'hono';

const require = createRequire(import.meta.url);
const distDir = dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'docs-init.js': 'text/javascript; charset=utf-8',
};

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true });`;

/** Interactive API docs served from the swagger-ui-dist package, so they work offline and under a strict CSP. */
export function apiDocsRoutes() {
  const app = new Hono();
  app.get('/', (c) =>
    c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${PRODUCT_NAME} API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><main id="docs"></main><script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/docs-init.js"></script></body></html>`),
  );
  app.get('/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) return c.notFound();
    const body = file === 'docs-init.js' ? INIT : await readFile(join(distDir, file));
    return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, {
      'content-type': type,
      'cache-control': 'public, max-age=86400',
    });
  });
  return app;
}
