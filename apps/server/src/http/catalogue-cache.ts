import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { cacheMemosOn } from '../config.ts';
import { chooseEncoding, compressBody } from './compression.ts';
import type { AppEnv } from './viewer.ts';

/**
 * The public catalogue reads (the same answer for every caller): the list, one venue, its menu and reviews, the
 * ads and search. Open status flips with the clock, so browsers and proxies may reuse an answer only briefly.
 */
const CATALOGUE_PATHS = [
  /^\/api\/restaurants$/,
  /^\/api\/restaurants\/[^/]+$/,
  /^\/api\/restaurants\/[^/]+\/(menu|reviews)$/,
  /^\/api\/ads$/,
  /^\/api\/search$/,
];

/**
 * The reads whose finished answers are also kept in process (docs/decisions/023-catalogue-answer-cache.md). They
 * may read only the tables whose writes raise the catalogue version (migration 0015 and later):
 * catalogue-cache-tables.db.test.ts records what each one reads and fails on anything else.
 */
const CACHED_PATHS = [
  /^\/api\/restaurants$/,
  /^\/api\/restaurants\/[^/]+$/,
  /^\/api\/restaurants\/[^/]+\/menu$/,
  /^\/api\/search$/,
];

const reported = new WeakMap<Request, number>();

/**
 * A route of `versionInAnswer` tells the cache the catalogue version its answer was built at: read in the same
 * statement (one snapshot) as the answer's first rows, before any later read, so never newer than its data.
 */
export function reportCatalogueVersion(c: Context, version: number | undefined) {
  if (version !== undefined) reported.set(c.req.raw, version);
}

export const CATALOGUE_CACHE_CONTROL = 'public, max-age=15, stale-while-revalidate=30';

export const isCatalogueRead = (method: string, path: string) =>
  (method === 'GET' || method === 'HEAD') && CATALOGUE_PATHS.some((pattern) => pattern.test(path));

export const isCachedCatalogueRead = (method: string, path: string) =>
  method === 'GET' && CACHED_PATHS.some((pattern) => pattern.test(path));

export type CatalogueCacheOptions = {
  /** The current catalogue version (migration 0015's `catalogue_version`), read once per cached request. */
  version: () => Promise<number>;
  /** The app clock (tests pin it): entries end with the minute they were built in. */
  clock: () => Date;
  /** Longest life of an entry (a pause ending at an odd second shows at most this late). */
  ttlMs?: number;
  /** Memory for the JSON and its compressed copies, all entries together; the oldest go first. */
  maxBytes?: number;
  /** Smaller bodies go uncompressed (as the compression middleware does). */
  compressThresholdBytes?: number;
  /**
   * Cached reads whose route reads the catalogue version in the same statement as its first rows and reports it
   * (`reportCatalogueVersion`): when there is no fresh entry to check, the cache does not read the version before
   * them (one round trip less per miss; docs/decisions/036-one-round-trip-list-miss.md). Their answer is served
   * but not kept when the route reported no version.
   */
  versionInAnswer?: RegExp[];
  /** Keep answers in process (default: CACHE_MEMOS, on); false: ETag and Cache-Control only, as for other reads. */
  keep?: boolean;
};

type Entry = {
  key: string;
  version: number;
  builtAt: number;
  expiresAt: number;
  body: Uint8Array;
  contentType: string;
  etag: string;
  encoded: Partial<Record<'br' | 'gzip', Promise<Uint8Array>>>;
  bytes: number;
};

const MINUTE_MS = 60_000;

/** The query's parameters sorted, so `?lng=…&lat=…` and `?lat=…&lng=…` share an entry (values exactly as sent). */
function keyOf(path: string, url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return path;
  const params = [...new URLSearchParams(url.slice(query + 1))].sort((a, b) =>
    a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0,
  );
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/** Weak comparison (RFC 9110 §13.1.2), as hono's etag middleware does. */
const etagMatches = (tag: string, ifNoneMatch: string | undefined) =>
  ifNoneMatch?.match(/"[^"]*"/g)?.some((t) => t === tag.replace(/^W\//, '')) ?? false;

/**
 * ETag (a weak SHA-1 of the body; a matching If-None-Match answers 304 with no body) and a short Cache-Control on
 * successful catalogue reads; everything else passes untouched. The list, a venue, its menu and search are also
 * answered from memory while the catalogue version they were built at is current, they are younger than `ttlMs`
 * and the clock is still in the minute they were built in (opening hours, load-shedding slots and sold-out-today
 * change at whole minutes). Concurrent misses of one answer wait for one computation. An answer that looked at
 * the caller's session, failed, or sets a cookie is never kept. Runs after the rate limits.
 */
export function catalogueCache(options: CatalogueCacheOptions): MiddlewareHandler<AppEnv> {
  const ttl = options.ttlMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const threshold = options.compressThresholdBytes ?? 1024;
  const versionInAnswer = options.versionInAnswer ?? [];
  const keepAnswers = options.keep ?? cacheMemosOn();
  const tag = etag({ weak: true });
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<Entry | null>>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const keep = (key: string, entry: Entry) => {
    drop(key);
    if (entry.bytes > maxBytes) return;
    // Map order is insertion order: the first keys are the oldest entries.
    for (const oldest of entries.keys()) {
      if (bytes + entry.bytes <= maxBytes) break;
      drop(oldest);
    }
    entries.set(key, entry);
    bytes += entry.bytes;
  };

  /**
   * Runs the route once and keeps its answer; null when the answer may not be kept (c.res is then the answer).
   * `known` null: the route reports the version it read (`versionInAnswer`).
   */
  async function build(c: Context<AppEnv>, next: () => Promise<void>, key: string, known: number | null) {
    const builtAt = options.clock().getTime();
    const viewer = c.get('viewer');
    let personal = false;
    if (viewer)
      c.set('viewer', () => {
        personal = true;
        return viewer();
      });
    // The answer's text as the route wrote it (`c.json`): kept as is, not read back through the Response's stream
    // (~0.1 ms of a list answer's CPU).
    let written: { text: string; res: Response } | undefined;
    c.json = ((object: unknown, arg?: never, headers?: Record<string, string>) => {
      const text = JSON.stringify(object);
      const res = c.body(text, arg, { 'Content-Type': 'application/json', ...headers } as never);
      written = { text, res };
      return res;
    }) as unknown as typeof c.json;
    await next();
    const res = c.res;
    const contentType = res.headers.get('content-type') ?? '';
    const version = known ?? reported.get(c.req.raw);
    if (
      version === undefined ||
      personal ||
      res.status !== 200 ||
      !contentType.startsWith('application/json') ||
      res.headers.has('set-cookie') ||
      res.headers.has('content-encoding')
    )
      return null;
    const body = written?.res === res ? Buffer.from(written.text) : new Uint8Array(await res.arrayBuffer());
    const entry: Entry = {
      key,
      version,
      builtAt,
      expiresAt: Math.min(builtAt + ttl, (Math.floor(builtAt / MINUTE_MS) + 1) * MINUTE_MS),
      body,
      contentType,
      etag: `W/"${createHash('sha1').update(body).digest('hex')}"`,
      encoded: {},
      bytes: body.byteLength,
    };
    keep(key, entry);
    return entry;
  }

  /** The body in one encoding, compressed on first demand and kept with the entry. */
  function encoded(entry: Entry, encoding: 'br' | 'gzip'): Promise<Uint8Array> {
    let pending = entry.encoded[encoding];
    if (!pending) {
      pending = compressBody(entry.body, encoding).then(
        (compressed) => {
          entry.bytes += compressed.byteLength;
          if (entries.get(entry.key) === entry) bytes += compressed.byteLength;
          return compressed;
        },
        (error: unknown) => {
          delete entry.encoded[encoding];
          throw error;
        },
      );
      entry.encoded[encoding] = pending;
    }
    return pending;
  }

  /** `timing`: the route's Server-Timing, kept on the answer of the request that ran it (never on a copy). */
  async function answer(c: Context<AppEnv>, entry: Entry, timing?: string | null) {
    const headers = new Headers({
      'content-type': entry.contentType,
      etag: entry.etag,
      'cache-control': CATALOGUE_CACHE_CONTROL,
    });
    if (timing) headers.set('server-timing', timing);
    if (etagMatches(entry.etag, c.req.header('if-none-match'))) {
      headers.delete('content-type');
      headers.set('vary', 'Accept-Encoding');
      c.res = undefined;
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    const encoding =
      entry.body.byteLength >= threshold ? chooseEncoding(c.req.header('accept-encoding'), 'gzip') : null;
    let body = entry.body;
    if (encoding) {
      body = await encoded(entry, encoding);
      headers.set('content-encoding', encoding);
      // Identity answers get their Vary from the compression middleware.
      headers.set('vary', 'Accept-Encoding');
    }
    headers.set('content-length', String(body.byteLength));
    c.res = undefined;
    c.res = new Response(body, { status: 200, headers });
  }

  return async (c, next) => {
    if (!isCatalogueRead(c.req.method, c.req.path)) return next();
    if (!keepAnswers || !isCachedCatalogueRead(c.req.method, c.req.path))
      return tag(c, async () => {
        await next();
        if (c.res.status === 200 && !c.res.headers.has('cache-control'))
          c.res.headers.set('cache-control', CATALOGUE_CACHE_CONTROL);
      });

    const key = keyOf(c.req.path, c.req.url);
    const now = options.clock().getTime();
    let entry = entries.get(key);
    const live = entry !== undefined && now >= entry.builtAt && now < entry.expiresAt;
    // The version first, the answer after: an answer is never labelled with a version newer than its data. A
    // route that reads the version with its answer (`versionInAnswer`) needs no read before it when there is no
    // entry to check.
    const version =
      live || !versionInAnswer.some((pattern) => pattern.test(c.req.path)) ? await options.version() : null;
    let timing: string | null = null;
    if (!entry || !live || entry.version !== version) {
      const flight = `${version ?? 'reported'} ${key}`;
      const pending = building.get(flight);
      if (pending) entry = (await pending) ?? undefined;
      else {
        const started = build(c, next, key, version);
        building.set(flight, started);
        try {
          entry = (await started) ?? undefined;
        } finally {
          building.delete(flight);
        }
        // Not keepable: the route's own answer stands (ETag-less, as before for failures).
        if (!entry) return;
        timing = c.res.headers.get('server-timing');
      }
      // A waiter whose builder could not keep the answer runs the route itself.
      if (!entry) return next();
    }
    await answer(c, entry, timing);
  };
}
