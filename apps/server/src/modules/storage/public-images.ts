import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { LocalObjectStorage } from './local-storage.ts';

/**
 * With the local storage driver, public images (venue logos and covers, dish photos, stories) live in
 * `DATA_DIR/storage/<public bucket>` and their public URL is `/images/<path>` (local-storage.ts `publicUrl`): this
 * serves them, with the type and cache headers stored beside them. A path that names no stored object falls through
 * (the web app's own /images/demo pictures are served after it). Only the public bucket is reachable; a malformed
 * path reads as missing. With S3 the bucket's own URLs are used and this is not mounted.
 */
export function publicImageRoutes(storage: LocalObjectStorage, publicBucket: string) {
  return new Hono().on(['GET', 'HEAD'], '/images/*', async (c, next) => {
    const path = decodeURIComponent(c.req.path.slice('/images/'.length));
    const found = await storage.get(publicBucket, path).catch(() => null);
    if (!found) return next();
    const headers: Record<string, string> = {
      'content-type': found.contentType,
      'x-content-type-options': 'nosniff',
      'cache-control': found.cacheControl ?? 'public, max-age=86400',
    };
    if (found.size !== undefined) headers['content-length'] = String(found.size);
    if (c.req.method === 'HEAD') {
      found.body.destroy();
      return c.body(null, 200, headers);
    }
    return c.body(Readable.toWeb(found.body) as ReadableStream, 200, headers);
  });
}
