import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { ObjectStorage } from './storage.ts';

/** The logical buckets: receipts are private (signed links only), images public. */
export function storageBuckets(config: Config) {
  return { receipts: config.storage.s3.receiptsBucket, public: config.storage.s3.publicBucket };
}

/** The configured driver: local disk under DATA_DIR/storage by default, S3-compatible when STORAGE_DRIVER=s3. */
export function createStorage(config: Config, clock?: () => Date, logger?: Logger): ObjectStorage {
  const { s3 } = config.storage;
  if (config.storage.driver === 's3')
    return createS3Storage({
      endpoint: s3.endpoint,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: s3.forcePathStyle,
      publicBucket: s3.publicBucket,
      logger: logger && {
        warn: (message) => logger.warn(message),
        error: (message) => logger.error(message),
      },
    });
  return createLocalStorage({
    root: join(resolve(config.dataDir), 'storage'),
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    publicBucket: s3.publicBucket,
    clock,
  });
}
