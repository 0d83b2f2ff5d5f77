import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text-like bodies worth compressing (JSON, JS, CSS, HTML, SVG, the manifest); images and fonts already are. */
const COMPRESSIBLE =
  /^(application\/(json|javascript|xml|manifest\+json|problem\+json)|text\/(?!event-stream)|image\/svg\+xml)/i;

export type CompressionOptions = {
  /** Smaller bodies go as they are: a header costs more than it saves. */
  thresholdBytes?: number;
  /** Compressed copies of immutable (hashed) assets kept in memory, by total size. */
  cacheBytes?: number;
};

/**
 * The encoding to answer with among those the client takes: `prefer` first (brotli for immutable assets, which are
 * compressed once at its highest setting; gzip for answers built per request, see `compressBody`), else the
 * other, else none.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  prefer: 'br' | 'gzip' = 'br',
): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  const other = prefer === 'br' ? 'gzip' : 'br';
  if (ok(prefer)) return prefer;
  if (ok(other)) return other;
  return null;
}

/**
 * Bodies up to this size are gzipped on the event loop: ~0.1 ms for a 15 KB list page, less than handing it to the
 * thread pool and back costs under load (measured: decision 036).
 */
const SYNC_GZIP_MAX_BYTES = 64 * 1024;
/** gzip level of answers built per request. */
const DYNAMIC_GZIP_LEVEL = 1;

/**
 * One body in one encoding: fast settings for answers built per request, the highest for immutable assets. Answers
 * built per request go gzip when the client takes it, at level 1 (nginx's default): in a busy server a 15 KB list
 * page costs ~0.22 ms at level 1 against ~0.30 ms at level 6, for 3.7 KB instead of 3.4 KB; brotli 4 costs more
 * still (docs/decisions/031-lean-uncached-catalogue-answers.md).
 */
export function compressBody(
  raw: Uint8Array,
  encoding: 'br' | 'gzip',
  immutable = false,
): Promise<Uint8Array> {
  return encoding === 'br'
    ? brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: immutable ? 11 : 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
        },
      })
    : raw.byteLength <= SYNC_GZIP_MAX_BYTES && !immutable
      ? Promise.resolve(gzipSync(raw, { level: DYNAMIC_GZIP_LEVEL }))
      : gzipAsync(raw, { level: immutable ? 9 : DYNAMIC_GZIP_LEVEL });
}

/**
 * Brotli or gzip for API JSON and the web app's text assets (docs/product.md#performance-targets: nothing was compressed). Dynamic responses
 * go gzip (level 1) when accepted (else brotli 4); immutable hashed assets go brotli, compressed once at the highest
 * settings and served from memory afterwards. Streams (server-sent events) and WebSocket upgrades pass untouched.
 */
export function compression(options: CompressionOptions = {}): MiddlewareHandler {
  const threshold = options.thresholdBytes ?? 1024;
  const cacheLimit = options.cacheBytes ?? 32 * 1024 * 1024;
  const cache = new Map<string, Uint8Array>();
  let cached = 0;

  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (!res.body || !COMPRESSIBLE.test(type) || res.headers.has('content-encoding')) return;
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304 || res.status === 101) return;
    res.headers.append('vary', 'Accept-Encoding');
    const immutable = /\bimmutable\b/.test(res.headers.get('cache-control') ?? '');
    const encoding = chooseEncoding(c.req.header('accept-encoding'), immutable ? 'br' : 'gzip');
    if (!encoding) return;
    const length = Number(res.headers.get('content-length') ?? Number.NaN);
    if (length < threshold) return;

    const key = immutable ? `${encoding} ${c.req.path}` : null;
    let body = key ? cache.get(key) : undefined;
    if (body) await res.body.cancel();
    else {
      const raw = new Uint8Array(await res.arrayBuffer());
      if (raw.byteLength < threshold) {
        c.res = undefined;
        c.res = new Response(raw, res);
        return;
      }
      body = await compressBody(raw, encoding, immutable);
      if (key && cached + body.byteLength <= cacheLimit) {
        cache.set(key, body);
        cached += body.byteLength;
      }
    }
    const headers = new Headers(res.headers);
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(body.byteLength));
    // The representation changed: a strong validator of the identity body no longer applies.
    const tag = headers.get('etag');
    if (tag && !tag.startsWith('W/')) headers.set('etag', `W/${tag}`);
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
