import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

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

export const CATALOGUE_CACHE_CONTROL = 'public, max-age=15, stale-while-revalidate=30';

export const isCatalogueRead = (method: string, path: string) =>
  (method === 'GET' || method === 'HEAD') && CATALOGUE_PATHS.some((pattern) => pattern.test(path));

/**
 * ETag (a weak SHA-1 of the body; a matching If-None-Match answers 304 with no body) and a short Cache-Control on
 * successful catalogue reads; everything else passes untouched.
 */
export function catalogueCache(): MiddlewareHandler {
  const tag = etag({ weak: true });
  return async (c, next) => {
    if (!isCatalogueRead(c.req.method, c.req.path)) return next();
    await tag(c, async () => {
      await next();
      if (c.res.status === 200 && !c.res.headers.has('cache-control'))
        c.res.headers.set('cache-control', CATALOGUE_CACHE_CONTROL);
    });
  };
}
