import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Object storage (docs/ARCHITECTURE.md "Files"; receipts: docs/product.md#receipts): local disk by default, S3-compatible when configured. Buckets are flat
 * names; paths are `/`-separated keys inside them. Private objects (receipts) are reached only through
 * `signedUrl`; public ones (images) through `publicUrl`.
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /**
   * Stores a new object. Never overwrites: throws ObjectExistsError when `path` already exists (also when two
   * puts race). Throws TooLargeError as soon as more than `maxBytes` arrive, having stored nothing.
   */
  put(bucket: string, path: string, body: Readable | Buffer, options: PutOptions): Promise<{ size: number }>;
  /** The object's bytes and type, or null when it does not exist. */
  get(bucket: string, path: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(bucket: string, path: string): Promise<void>;
  exists(bucket: string, path: string): Promise<boolean>;
  /** A URL anyone holding it can GET for `expiresInSeconds`. */
  signedUrl(bucket: string, path: string, expiresInSeconds: number): Promise<string>;
  /** The permanent URL of an object in a public bucket. */
  publicUrl(bucket: string, path: string): string;
}

export type PutOptions = {
  contentType: string;
  cacheControl?: string;
  maxBytes: number;
  /** The exact byte count when the caller knows it (a Content-Length header); lets S3 stream the body. */
  contentLength?: number;
};

export type StoredObject = {
  body: Readable;
  contentType: string;
  cacheControl?: string;
  size?: number;
};

export class ObjectExistsError extends Error {
  constructor(
    readonly bucket: string,
    readonly path: string,
  ) {
    super(`Object ${bucket}/${path} already exists`);
    this.name = 'ObjectExistsError';
  }
}

export class TooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Object is larger than ${maxBytes} bytes`);
    this.name = 'TooLargeError';
  }
}

export class InvalidObjectPathError extends Error {
  constructor(what: string) {
    super(`Invalid storage ${what}`);
    this.name = 'InvalidObjectPathError';
  }
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,62}$/;

/** Bucket names as S3 allows them (lower case, digits, '.', '-'); never '.', '..' or a leading dot. */
export function assertBucket(bucket: string): void {
  if (!BUCKET.test(bucket) || bucket.includes('..')) throw new InvalidObjectPathError(`bucket '${bucket}'`);
}

/**
 * A relative, already-normal key: no empty, '.' or '..' segments, no leading '/', no backslash or NUL, so it
 * cannot name anything outside its bucket on any driver.
 */
export function assertObjectPath(path: string): void {
  const bad =
    path.length === 0 ||
    path.length > 1024 ||
    path.startsWith('/') ||
    /[\\\0]/.test(path) ||
    posix.normalize(path) !== path ||
    path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw new InvalidObjectPathError(`path '${path}'`);
}

/** Passes bytes through, counting them; fails with TooLargeError as soon as the count passes `maxBytes`. */
export function byteLimit(maxBytes: number): Transform & { readonly bytes: number } {
  let bytes = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      bytes += chunk.length;
      if (bytes > maxBytes) done(new TooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
  return Object.defineProperty(transform, 'bytes', { get: () => bytes }) as Transform & {
    readonly bytes: number;
  };
}
