import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRestaurant } from '../seed/builders.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { CATALOGUE_CACHE_CONTROL } from './catalogue-cache.ts';

describe('catalogue reads: ETag, short Cache-Control, compression', () => {
  let t: TestApp;
  let id: string;
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 12; i++) id = (await insertRestaurant(t.database.db, { name: `Cached ${i}` })).id;
  });
  afterAll(() => t.close());

  it.each(['/api/restaurants', '/api/restaurants/{id}', '/api/restaurants/{id}/menu', '/api/ads'])(
    '%s answers an ETag and the short Cache-Control, then 304 for a matching If-None-Match',
    async (template) => {
      const path = template.replace('{id}', id);
      const first = await t.get(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
      const tag = first.headers.get('etag');
      expect(tag).toMatch(/^W\/"/);
      const again = await t.get(path, { headers: { 'if-none-match': tag! } });
      expect(again.status).toBe(304);
      expect(again.body).toBeUndefined();
      expect(again.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    },
  );

  it('a changed list answers 200 with a new ETag', async () => {
    const before = await t.get('/api/restaurants');
    await insertRestaurant(t.database.db, { name: 'Newcomer' });
    const after = await t.get('/api/restaurants', {
      headers: { 'if-none-match': before.headers.get('etag')! },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('private and failed reads carry no catalogue caching', async () => {
    const missing = await t.get('/api/restaurants/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).not.toBe(CATALOGUE_CACHE_CONTROL);
    const orders = await t.get('/api/orders');
    expect(orders.headers.get('cache-control')).not.toBe(CATALOGUE_CACHE_CONTROL);
    expect(orders.headers.get('etag')).toBeNull();
  });

  it('the list goes compressed to a browser (gzip: built per request, it is the cheaper one to make)', async () => {
    const res = await t.app.request('/api/restaurants', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const json = JSON.parse(gunzipSync(new Uint8Array(await res.arrayBuffer())).toString());
    expect(json.count).toBeGreaterThan(10);
  });
});
