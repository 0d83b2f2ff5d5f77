import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compression } from './compression.ts';

const big = JSON.stringify({
  items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Bunny chow ${i}` })),
});

function app() {
  const a = new Hono();
  a.use('*', compression());
  a.get('/json', (c) => c.json(JSON.parse(big)));
  a.get('/small', (c) => c.json({ ok: true }));
  a.get('/png', (c) => c.body(new Uint8Array(5000), 200, { 'content-type': 'image/png' }));
  a.get('/events', (c) => c.body('data: x\n\n'.repeat(300), 200, { 'content-type': 'text/event-stream' }));
  let served = 0;
  a.get('/assets/app.js', (c) => {
    served++;
    return c.body(`console.log(${served});`.repeat(200), 200, {
      'content-type': 'text/javascript',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
  return a;
}

describe('compression', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['identity', null],
    [undefined, null],
    ['*', 'br'],
    ['gzip;q=0.5', 'gzip'],
  ])('Accept-Encoding %s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('prefers brotli for immutable assets and gzip for answers built per request', () => {
    expect(chooseEncoding('gzip, br', 'br')).toBe('br');
    expect(chooseEncoding('gzip, br', 'gzip')).toBe('gzip');
    expect(chooseEncoding('br', 'gzip')).toBe('br');
    expect(chooseEncoding('identity', 'gzip')).toBeNull();
  });

  it('gzips JSON (built per request) when accepted, with Vary and the compressed length', async () => {
    const res = await app().request('/json', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const body = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(big.length / 4);
    expect(gunzipSync(body).toString()).toBe(big);
  });

  it('brotli-compresses JSON for a client that takes only brotli', async () => {
    const res = await app().request('/json', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(new Uint8Array(await res.arrayBuffer())).toString()).toBe(big);
  });

  it('gzip alone, and identity when nothing is accepted', async () => {
    const gz = await app().request('/json', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gz.arrayBuffer())).toString()).toBe(big);
    const plain = await app().request('/json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(big);
  });

  it('leaves small bodies, images and event streams alone', async () => {
    for (const path of ['/small', '/png', '/events']) {
      const res = await app().request(path, { headers: { 'accept-encoding': 'br' } });
      expect(res.headers.get('content-encoding'), path).toBeNull();
    }
  });

  it('compresses an immutable asset once and serves the same bytes from memory', async () => {
    const a = app();
    const first = new Uint8Array(
      await (await a.request('/assets/app.js', { headers: { 'accept-encoding': 'br' } })).arrayBuffer(),
    );
    const second = new Uint8Array(
      await (await a.request('/assets/app.js', { headers: { 'accept-encoding': 'br' } })).arrayBuffer(),
    );
    // The handler's second body says console.log(2): the cached first compression was served instead.
    expect(brotliDecompressSync(second).toString()).toContain('console.log(1)');
    expect(second).toEqual(first);
  });
});
