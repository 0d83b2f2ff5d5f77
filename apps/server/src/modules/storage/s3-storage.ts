import { pipeline as pipelineCallback, type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  assertBucket,
  assertObjectPath,
  byteLimit,
  InvalidObjectPathError,
  ObjectExistsError,
  type ObjectStorage,
  type StoredObject,
  TooLargeError,
} from './storage.ts';

export type S3StorageOptions = {
  /** Unset: AWS itself. Set for MinIO, R2, Ceph, … */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
  /** The bucket whose objects have permanent public URLs; no other bucket gets one. */
  publicBucket: string;
  /** Receives the SDK's warnings and errors (its per-request info logs are dropped). */
  logger?: { warn(message: string): void; error(message: string): void };
};

// The SDK takes about half a second to load: only instances configured for S3 pay for it, on first use.
let sdkLoading: Promise<
  [typeof import('@aws-sdk/client-s3'), typeof import('@aws-sdk/s3-request-presigner')]
>;
const loadSdk = () =>
  (sdkLoading ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]));

/**
 * S3-compatible storage through AWS SDK v3. No-overwrite is the server's conditional write
 * (`If-None-Match: *` → 412 when the key exists), so it holds across app instances; the size limit is enforced
 * by counting the bytes on their way out. Signed URLs are the SDK's presigned GETs.
 */
export function createS3Storage(options: S3StorageOptions): ObjectStorage & { close(): Promise<void> } {
  let connecting:
    | Promise<{
        s3: typeof import('@aws-sdk/client-s3');
        client: S3Client;
        getSignedUrl: typeof import('@aws-sdk/s3-request-presigner').getSignedUrl;
      }>
    | undefined;
  const connect = () =>
    (connecting ??= loadSdk().then(([s3, presigner]) => ({
      s3,
      getSignedUrl: presigner.getSignedUrl,
      client: new s3.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
        // Checksums only where the API requires them: S3-compatible servers differ in their support of the
        // SDK's default CRC32 trailers (aws-chunked uploads).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        logger: {
          trace() {},
          debug() {},
          info() {},
          warn: (...parts: unknown[]) => options.logger?.warn(`s3: ${parts.map(String).join(' ')}`),
          error: (...parts: unknown[]) => options.logger?.error(`s3: ${parts.map(String).join(' ')}`),
        },
      }),
    })));

  function check(bucket: string, path: string) {
    assertBucket(bucket);
    assertObjectPath(path);
  }

  return {
    driver: 's3',

    async close() {
      if (connecting) (await connecting).client.destroy();
    },

    async put(bucket, path, body, { contentType, cacheControl, maxBytes, contentLength }) {
      check(bucket, path);
      const { s3, client } = await connect();
      if (
        Buffer.isBuffer(body)
          ? body.length > maxBytes
          : contentLength !== undefined && contentLength > maxBytes
      ) {
        if (!Buffer.isBuffer(body)) body.destroy();
        throw new TooLargeError(maxBytes);
      }
      const counter = byteLimit(maxBytes);
      // The SDK pipes a stream body into its request without noticing the stream fail: abort the request then.
      const abort = new AbortController();
      counter.once('error', (error) => abort.abort(error));
      let payload: Buffer | Readable;
      let length: number;
      if (Buffer.isBuffer(body)) {
        payload = body;
        length = body.length;
      } else if (contentLength !== undefined) {
        // Known length: stream straight through (S3 needs Content-Length for a single PUT).
        payload = pipelineCallback(body, counter, () => {});
        length = contentLength;
      } else {
        // Unknown length: collect at most maxBytes in memory (the counter fails the pipeline past that).
        const chunks: Buffer[] = [];
        await pipeline(
          body,
          counter,
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
          }),
        );
        payload = Buffer.concat(chunks);
        length = payload.length;
      }
      try {
        await client.send(
          new s3.PutObjectCommand({
            Bucket: bucket,
            Key: path,
            Body: payload,
            ContentLength: length,
            ContentType: contentType,
            CacheControl: cacheControl,
            IfNoneMatch: '*',
          }),
          { abortSignal: abort.signal },
        );
      } catch (error) {
        if (counter.bytes > maxBytes) throw new TooLargeError(maxBytes);
        const status = httpStatus(error);
        // 412 PreconditionFailed: the key exists. 409 ConditionalRequestConflict: a concurrent write to it won.
        if (status === 412 || status === 409 || errorName(error) === 'PreconditionFailed')
          throw new ObjectExistsError(bucket, path);
        throw error;
      }
      return { size: Buffer.isBuffer(payload) ? payload.length : counter.bytes };
    },

    async get(bucket, path): Promise<StoredObject | null> {
      check(bucket, path);
      const { s3, client } = await connect();
      try {
        const out = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: path }));
        return {
          body: out.Body as Readable,
          contentType: out.ContentType ?? 'application/octet-stream',
          cacheControl: out.CacheControl,
          size: out.ContentLength,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(bucket, path) {
      check(bucket, path);
      const { s3, client } = await connect();
      try {
        await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: path }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },

    async exists(bucket, path) {
      check(bucket, path);
      const { s3, client } = await connect();
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key: path }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async signedUrl(bucket, path, expiresInSeconds) {
      check(bucket, path);
      const { s3, client, getSignedUrl } = await connect();
      const command = new s3.GetObjectCommand({
        Bucket: bucket,
        Key: path,
        ResponseContentDisposition: 'inline',
        // Personal data (receipts, driver documents): no cache keeps a copy (decision 046).
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(client, command, { expiresIn: Math.ceil(expiresInSeconds) });
    },

    publicUrl(bucket, path) {
      check(bucket, path);
      if (bucket !== options.publicBucket)
        throw new InvalidObjectPathError(`bucket '${bucket}' (not public)`);
      const key = path.split('/').map(encodeURIComponent).join('/');
      if (!options.endpoint) return `https://${bucket}.s3.${options.region}.amazonaws.com/${key}`;
      const base = new URL(options.endpoint);
      const basePath = base.pathname.replace(/\/$/, '');
      return options.forcePathStyle
        ? `${base.origin}${basePath}/${bucket}/${key}`
        : `${base.protocol}//${bucket}.${base.host}${basePath}/${key}`;
    },
  };
}

function httpStatus(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

function errorName(error: unknown): string | undefined {
  return (error as { name?: string })?.name;
}

/** The object is missing — but a missing bucket is a configuration error and is thrown, not hidden. */
function isNotFound(error: unknown): boolean {
  const name = errorName(error);
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || httpStatus(error) === 404;
}
