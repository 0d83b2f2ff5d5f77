// The catalogue answer cache in isolation: a fake route counts how often it really runs.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Context, Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_CONTROL, catalogueCache, reportCatalogueVersion } from './catalogue-cache.ts';
import type { AppEnv } from './viewer.ts';

function setup(options: { ttlMs?: number; maxBytes?: number; versionInAnswer?: RegExp[] } = {}) {
  const state = {
    version: 1,
    /** Reads of the version by the cache itself. */
    versionReads: 0,
    /** What the route reports as the version it read (versionInAnswer routes); undefined: nothing. */
    reports: undefined as number | undefined,
    now: new Date('2026-11-23T10:00:00Z'),
    runs: 0,
    answer: 'first',
    status: 200,
    cookie: false,
    lookAtViewer: false,
    /** Each run waits for this before answering (to overlap requests). */
    gate: Promise.resolve(),
  };
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('viewer', async () => null);
    await next();
  });
  app.use(
    '/api/*',
    catalogueCache({
      version: async () => {
        state.versionReads++;
        return state.version;
      },
      clock: () => state.now,
      ttlMs: options.ttlMs,
      maxBytes: options.maxBytes,
      versionInAnswer: options.versionInAnswer,
    }),
  );
  const route = async (c: Context<AppEnv>) => {
    state.runs++;
    await state.gate;
    if (state.lookAtViewer) await c.var.viewer();
    if (state.cookie) c.header('set-cookie', 'a=b');
    reportCatalogueVersion(c, state.reports);
    const padding = 'x'.repeat(2000);
    return c.json({ answer: state.answer, query: c.req.query(), padding }, state.status as 200);
  };
  app.get('/api/restaurants', route);
  // A layer between the cache and the route that replaces the route's answer.
  app.use('/api/restaurants/rewritten', async (c, next) => {
    await next();
    c.res = new Response(JSON.stringify({ rewritten: true }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  app.get('/api/restaurants/:id', route);
  app.get('/api/restaurants/:id/menu', route);
  app.get('/api/ads', route);
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(path, { headers });
    const raw = new Uint8Array(await res.arrayBuffer());
    const encoding = res.headers.get('content-encoding');
    const text =
      encoding === 'br'
        ? brotliDecompressSync(raw).toString()
        : encoding === 'gzip'
          ? gunzipSync(raw).toString()
          : new TextDecoder().decode(raw);
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
  };
  return { state, get };
}

describe('catalogue answer cache', () => {
  it('answers a repeated read from memory, with the same body, ETag and Cache-Control', async () => {
    const { state, get } = setup();
    const first = await get('/api/restaurants?lat=-25.8&lng=25.6');
    state.answer = 'changed without a version change';
    const again = await get('/api/restaurants?lat=-25.8&lng=25.6');
    expect(state.runs).toBe(1);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(first.headers.get('etag')).toMatch(/^W\/"[0-9a-f]{40}"$/);
    expect(again.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
  });

  it('keeps the JSON as the route wrote it (any text), or what a later layer replaced it with', async () => {
    const { state, get } = setup();
    state.answer = 'Café Ñandú — 🍕';
    const first = await get('/api/restaurants/abc');
    const again = await get('/api/restaurants/abc');
    expect(state.runs).toBe(1);
    expect(first.json.answer).toBe('Café Ñandú — 🍕');
    expect(again.json).toEqual(first.json);
    await get('/api/restaurants/rewritten');
    const rewritten = await get('/api/restaurants/rewritten');
    expect(state.runs).toBe(2);
    expect(rewritten.json).toEqual({ rewritten: true });
  });

  it('shares an entry whatever the order of the query parameters, never across different values', async () => {
    const { state, get } = setup();
    await get('/api/restaurants?lat=-25.8&lng=25.6');
    await get('/api/restaurants?lng=25.6&lat=-25.8');
    expect(state.runs).toBe(1);
    await get('/api/restaurants?lat=-25.8&lng=25.61');
    await get('/api/restaurants?lat=-25.8&lng=25.6&cursor=abc');
    await get('/api/restaurants');
    expect(state.runs).toBe(4);
  });

  it('builds again once the catalogue version moves', async () => {
    const { state, get } = setup();
    await get('/api/restaurants');
    state.version = 2;
    state.answer = 'second';
    const after = await get('/api/restaurants');
    expect(after.json.answer).toBe('second');
    expect(state.runs).toBe(2);
  });

  it('builds again after the TTL and at the next whole minute, and when the clock goes back', async () => {
    const { state, get } = setup({ ttlMs: 10_000 });
    state.now = new Date('2026-11-23T10:00:00Z');
    await get('/api/restaurants');
    state.now = new Date('2026-11-23T10:00:09.999Z');
    await get('/api/restaurants');
    expect(state.runs).toBe(1);
    state.now = new Date('2026-11-23T10:00:10Z');
    await get('/api/restaurants');
    expect(state.runs).toBe(2);
    // Built at :55, so it ends at the minute (:00), not at :05.
    state.now = new Date('2026-11-23T10:00:55Z');
    await get('/api/restaurants');
    state.now = new Date('2026-11-23T10:00:59.999Z');
    await get('/api/restaurants');
    expect(state.runs).toBe(3);
    state.now = new Date('2026-11-23T10:01:00Z');
    await get('/api/restaurants');
    expect(state.runs).toBe(4);
    state.now = new Date('2026-11-23T10:00:30Z');
    await get('/api/restaurants');
    expect(state.runs).toBe(5);
  });

  it('runs the route once for concurrent misses of one answer', async () => {
    const { state, get } = setup();
    let open!: () => void;
    state.gate = new Promise((resolve) => {
      open = resolve;
    });
    const pending = Array.from({ length: 8 }, () => get('/api/restaurants?lat=1&lng=2'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    open();
    const answers = await Promise.all(pending);
    expect(state.runs).toBe(1);
    expect(new Set(answers.map((a) => a.headers.get('etag'))).size).toBe(1);
  });

  it('never keeps a failure, an answer setting a cookie or one that read the session', async () => {
    const { state, get } = setup();
    state.status = 404;
    expect((await get('/api/restaurants')).status).toBe(404);
    expect((await get('/api/restaurants')).headers.get('etag')).toBeNull();
    expect(state.runs).toBe(2);
    state.status = 200;
    state.cookie = true;
    await get('/api/restaurants');
    await get('/api/restaurants');
    expect(state.runs).toBe(4);
    state.cookie = false;
    state.lookAtViewer = true;
    await get('/api/restaurants');
    await get('/api/restaurants');
    expect(state.runs).toBe(6);
  });

  it('answers 304 to a matching If-None-Match, from memory', async () => {
    const { state, get } = setup();
    const first = await get('/api/restaurants');
    const revalidated = await get('/api/restaurants', { 'if-none-match': first.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.json).toBeUndefined();
    expect(revalidated.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(revalidated.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    expect(state.runs).toBe(1);
    const other = await get('/api/restaurants', { 'if-none-match': 'W/"nope"' });
    expect(other.status).toBe(200);
  });

  it('serves gzip (preferred: cheaper to make), brotli or identity as the client accepts, each the same JSON', async () => {
    const { get } = setup();
    const plain = await get('/api/restaurants');
    const br = await get('/api/restaurants', { 'accept-encoding': 'br' });
    const gz = await get('/api/restaurants', { 'accept-encoding': 'br, gzip' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.json).toEqual(plain.json);
    expect(gz.json).toEqual(plain.json);
  });

  it('keeps within its memory budget by dropping the oldest answers', async () => {
    // Each answer is ~2 KB: room for about two.
    const { state, get } = setup({ maxBytes: 5000 });
    await get('/api/restaurants?n=1');
    await get('/api/restaurants?n=2');
    await get('/api/restaurants?n=3');
    await get('/api/restaurants?n=3');
    expect(state.runs).toBe(3);
    await get('/api/restaurants?n=1');
    expect(state.runs).toBe(4);
  });

  it('leaves reads it does not cache to the route (ETag only)', async () => {
    const { state, get } = setup();
    const first = await get('/api/ads');
    await get('/api/ads');
    expect(state.runs).toBe(2);
    expect(first.headers.get('etag')).toMatch(/^W\//);
    await get('/api/restaurants/abc/menu');
    await get('/api/restaurants/abc/menu');
    expect(state.runs).toBe(3);
  });

  it('skips its own version read for a route that reports the version of its answer, and labels the entry with it', async () => {
    const { state, get } = setup({ versionInAnswer: [/^\/api\/restaurants$/] });
    // A miss: the route's own version, no read by the cache.
    state.reports = 1;
    const first = await get('/api/restaurants?lat=1&lng=2');
    expect(state.versionReads).toBe(0);
    expect(state.runs).toBe(1);
    // A fresh entry exists: the cache reads the version to check it, and serves it.
    await get('/api/restaurants?lat=1&lng=2');
    expect(state.versionReads).toBe(1);
    expect(state.runs).toBe(1);
    // The route saw version 1 while the current one is 2 (a write after its statement): the entry is stale at once.
    state.version = 2;
    state.answer = 'second';
    state.reports = 2;
    const again = await get('/api/restaurants?lat=1&lng=2');
    expect(state.runs).toBe(2);
    expect(again.json).not.toEqual(first.json);
    // Labelled with an older version than the current one: built again on the next read.
    state.reports = 1;
    state.version = 3;
    await get('/api/restaurants?lat=3&lng=4');
    await get('/api/restaurants?lat=3&lng=4');
    expect(state.runs).toBe(4);
    // No version reported: answered, never kept.
    state.reports = undefined;
    const unkept = await get('/api/restaurants?lat=5&lng=6');
    await get('/api/restaurants?lat=5&lng=6');
    expect(unkept.status).toBe(200);
    expect(state.runs).toBe(6);
    // Other cached reads still read the version first.
    const reads = state.versionReads;
    await get('/api/restaurants/abc/menu');
    expect(state.versionReads).toBe(reads + 1);
  });
});
