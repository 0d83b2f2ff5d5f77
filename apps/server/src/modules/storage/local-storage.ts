import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertBucket,
  assertObjectPath,
  byteLimit,
  InvalidObjectPathError,
  ObjectExistsError,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
  TooLargeError,
} from './storage.ts';

export type LocalStorageOptions = {
  /** `${DATA_DIR}/storage`: objects at `<root>/<bucket>/<path>`. */
  root: string;
  /** Signs the expiring links (a key derived from the auth secret). */
  secret: string;
  /** Origin the signed links point at (config.publicUrl). */
  publicUrl: string;
  /** The bucket whose objects have permanent public URLs; no other bucket gets one. */
  publicBucket: string;
  clock?: () => Date;
};

type Sidecar = { contentType: string; cacheControl?: string; size: number };

/** The local driver plus what its signed-link endpoint needs. */
export type LocalObjectStorage = ObjectStorage & {
  readonly driver: 'local';
  /** True when `sig` is ours for this object and `exp` (unix seconds) has not passed. Constant-time. */
  verifySignature(bucket: string, path: string, exp: string, sig: string): boolean;
};

export function isLocalStorage(storage: ObjectStorage): storage is LocalObjectStorage {
  return (
    storage.driver === 'local' &&
    typeof (storage as Partial<LocalObjectStorage>).verifySignature === 'function'
  );
}

export const SIGNED_PATH_PREFIX = '/api/storage/signed';

/** URL form of a key: the whole key percent-encoded ('/' → %2F), so an object is one URL path segment. */
const encodeKey = (path: string) => encodeURIComponent(path);

/**
 * Objects on local disk under `root`. Metadata (content type, cache control) lives in a sidecar JSON under
 * `<root>/.meta/<bucket>/<path>.json`; uploads stream into `<root>/.tmp` first and are published with link(2),
 * which fails when the name exists — so two concurrent puts of one path cannot both win and nothing is ever
 * overwritten. Bucket names never start with a dot, so `.meta` and `.tmp` cannot collide with a bucket.
 */
export function createLocalStorage(options: LocalStorageOptions): LocalObjectStorage {
  const root = resolve(options.root);
  const tmpDir = join(root, '.tmp');
  const metaRoot = join(root, '.meta');
  const clock = options.clock ?? (() => new Date());
  // Domain separation: the auth secret also signs session cookies.
  const key = createHmac('sha256', options.secret).update('lekker/storage/signed-url/v1').digest();
  const publicUrl = options.publicUrl.replace(/\/$/, '');

  function locate(bucket: string, path: string) {
    assertBucket(bucket);
    assertObjectPath(path);
    const bucketDir = join(root, bucket);
    const data = resolve(bucketDir, path);
    const meta = resolve(metaRoot, bucket, `${path}.json`);
    // Belt and braces: whatever the checks above missed, nothing outside the bucket is ever touched.
    if (!data.startsWith(bucketDir + sep) || !meta.startsWith(join(metaRoot, bucket) + sep))
      throw new InvalidObjectPathError(`path '${path}'`);
    return { data, meta };
  }

  function sign(bucket: string, path: string, exp: number): string {
    return createHmac('sha256', key).update(`${bucket}/${path}/${exp}`).digest('base64url');
  }

  async function publish(tmp: string, target: string, bucket: string, path: string) {
    try {
      await link(tmp, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') throw new ObjectExistsError(bucket, path);
      // File systems without hard links: an exclusive copy (O_EXCL) still refuses an existing name.
      if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EXDEV') {
        try {
          await copyFile(tmp, target, constants.COPYFILE_EXCL);
        } catch (copyError) {
          if ((copyError as NodeJS.ErrnoException).code === 'EEXIST')
            throw new ObjectExistsError(bucket, path);
          throw copyError;
        }
        return;
      }
      throw error;
    }
  }

  async function readSidecar(file: string): Promise<Sidecar | null> {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as Sidecar;
    } catch {
      return null;
    }
  }

  return {
    driver: 'local',

    async put(bucket, path, body, { contentType, cacheControl, maxBytes }: PutOptions) {
      const target = locate(bucket, path);
      if (Buffer.isBuffer(body) && body.length > maxBytes) throw new TooLargeError(maxBytes);
      if (await fileExists(target.data)) {
        if (!Buffer.isBuffer(body)) body.destroy();
        throw new ObjectExistsError(bucket, path);
      }
      await mkdir(tmpDir, { recursive: true });
      const tmp = join(tmpDir, `${randomUUID()}.part`);
      const counter = byteLimit(maxBytes);
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        // Bytes past maxBytes fail the pipeline before they reach the disk; the partial temp file is removed below.
        await pipeline(source, counter, createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
        await mkdir(dirname(target.data), { recursive: true });
        await publish(tmp, target.data, bucket, path);
        // Only the put that published the data writes the sidecar (atomically, by rename).
        await mkdir(dirname(target.meta), { recursive: true });
        const metaTmp = `${tmp}.json`;
        const sidecar: Sidecar = { contentType, cacheControl, size: counter.bytes };
        await writeFile(metaTmp, JSON.stringify(sidecar), { mode: 0o600 });
        await rename(metaTmp, target.meta);
        return { size: counter.bytes };
      } finally {
        await rm(tmp, { force: true });
      }
    },

    async get(bucket, path): Promise<StoredObject | null> {
      const target = locate(bucket, path);
      let size: number;
      try {
        const info = await stat(target.data);
        if (!info.isFile()) return null;
        size = info.size;
      } catch {
        return null;
      }
      const sidecar = await readSidecar(target.meta);
      return {
        body: createReadStream(target.data),
        contentType: sidecar?.contentType ?? 'application/octet-stream',
        cacheControl: sidecar?.cacheControl,
        size,
      };
    },

    async delete(bucket, path) {
      const target = locate(bucket, path);
      await unlink(target.data).catch(ignoreMissing);
      await unlink(target.meta).catch(ignoreMissing);
    },

    async exists(bucket, path) {
      return fileExists(locate(bucket, path).data);
    },

    async signedUrl(bucket, path, expiresInSeconds) {
      locate(bucket, path);
      const exp = Math.floor(clock().getTime() / 1000) + Math.ceil(expiresInSeconds);
      const sig = sign(bucket, path, exp);
      return `${publicUrl}${SIGNED_PATH_PREFIX}/${encodeURIComponent(bucket)}/${encodeKey(path)}?exp=${exp}&sig=${sig}`;
    },

    publicUrl(bucket, path) {
      locate(bucket, path);
      if (bucket !== options.publicBucket)
        throw new InvalidObjectPathError(`bucket '${bucket}' (not public)`);
      return `${publicUrl}/images/${path.split('/').map(encodeURIComponent).join('/')}`;
    },

    verifySignature(bucket, path, exp, sig) {
      try {
        locate(bucket, path);
      } catch {
        return false;
      }
      if (!/^[0-9]{1,12}$/.test(exp)) return false;
      const expected = Buffer.from(sign(bucket, path, Number(exp)));
      const given = Buffer.from(sig);
      const genuine = given.length === expected.length && timingSafeEqual(given, expected);
      return genuine && Math.floor(clock().getTime() / 1000) <= Number(exp);
    },
  };
}

async function fileExists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function ignoreMissing(error: unknown) {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}
