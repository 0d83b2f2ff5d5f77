import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webStaticRoutes } from './web-static.ts';

// docs/decisions/028-light-shell.md: hashed assets for a year, other public files a day, the page never.
describe('web static files: cache headers', () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-static-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'images'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'images', 'dish.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const app = webStaticRoutes(dist);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('caches hashed assets for a year, immutable', async () => {
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('caches other public files for a day', async () => {
    const response = await app.request('/images/dish.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('never caches the page, at / or at a client route', async () => {
    for (const path of ['/', '/restaurant/abc']) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>shell</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });
});
