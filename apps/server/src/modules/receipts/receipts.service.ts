import type { Readable } from 'node:stream';
import { RECEIPT_MAX_BYTES, RECEIPT_SIGNED_URL_SECONDS } from '@lekker/core/constants';
import {
  RECEIPT_INVALID_TYPE_MESSAGE,
  RECEIPT_REQUIRED_MESSAGE,
  RECEIPT_TOO_LARGE_MESSAGE,
  type ReceiptContentType,
  type SignedUrlResponse,
  type UploadedReceipt,
} from '@lekker/core/contracts/receipts';
import { receiptPath } from '@lekker/core/filename';
import type { Logger } from 'pino';
import { AppError, conflict, notFound } from '../../domain/errors.ts';
import type { Policy } from '../../domain/policy.ts';
import type { Viewer } from '../../domain/viewer.ts';
import { ObjectExistsError, type ObjectStorage, TooLargeError } from '../storage/storage.ts';
import { mediaType, peekStream, SNIFF_BYTES, sniffType, typeFromFilename } from './file-type.ts';
import type { ReceiptRecord, ReceiptsRepository } from './receipts.repository.ts';

/** docs/product.md#receipts: receipts are cached for an hour by whoever serves them. */
export const RECEIPT_CACHE_CONTROL = 'max-age=3600';

export const fileTooLarge = () => new AppError(413, 'file_too_large', RECEIPT_TOO_LARGE_MESSAGE);
export const invalidFileType = () => new AppError(415, 'invalid_file_type', RECEIPT_INVALID_TYPE_MESSAGE);
export const receiptRequired = () => new AppError(422, 'receipt_required', RECEIPT_REQUIRED_MESSAGE);
/** The same answer whether the receipt is missing or someone else's: existence is not leaked. */
export const receiptNotFound = () => notFound('Receipt not found.');

export type ReceiptsServiceDeps = {
  repo: ReceiptsRepository;
  storage: ObjectStorage;
  /** The private bucket receipts go to (config.storage.s3.receiptsBucket). */
  bucket: string;
  policy: Pick<Policy, 'canAccessAdminPanel' | 'canManageRestaurant'>;
  clock?: () => Date;
  logger?: Pick<Logger, 'warn' | 'info'>;
  /** Defaults: RECEIPT_MAX_BYTES and RECEIPT_SIGNED_URL_SECONDS (tests shrink them). */
  maxBytes?: number;
  signedUrlSeconds?: number;
};

export type UploadInput = {
  userId: string;
  /** The name the customer's file had; only its sanitised form reaches the storage path. */
  filename: string;
  /** The request's Content-Type header. */
  declaredType: string | undefined;
  /** The request's Content-Length, when it sent one. */
  contentLength?: number;
  body: Readable;
  /** The caller's own unattached receipt this upload replaces. */
  replaces?: string;
};

/** Receipt files: upload (validated while streaming), signed links, removal, attaching to orders, cleanup. */
export function createReceiptsService(deps: ReceiptsServiceDeps) {
  const { storage, bucket, policy } = deps;
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());
  const maxBytes = deps.maxBytes ?? RECEIPT_MAX_BYTES;
  const signedUrlSeconds = deps.signedUrlSeconds ?? RECEIPT_SIGNED_URL_SECONDS;

  /** Finishes a removal begun with markDeleted: object first, then the row (the cleanup retries a failure). */
  async function purge(row: ReceiptRecord): Promise<boolean> {
    try {
      await storage.delete(row.bucket, row.path);
      await repo.remove(row.id);
      return true;
    } catch (error) {
      deps.logger?.warn({ err: error, path: row.path }, 'receipt removal failed; the cleanup will retry');
      return false;
    }
  }

  async function canView(viewer: Viewer, row: ReceiptRecord): Promise<boolean> {
    if (row.userId === viewer.user.id) return true;
    if (await policy.canAccessAdminPanel(viewer)) return true;
    if (!row.orderId) return false;
    const order = await repo.orderParties(row.orderId);
    if (!order) return false;
    if (order.driverId !== null && order.driverId === viewer.user.id) return true;
    return policy.canManageRestaurant(viewer, order.restaurantId);
  }

  function toUploaded(row: ReceiptRecord): UploadedReceipt {
    return {
      path: row.path,
      size: row.size ?? 0,
      content_type: row.contentType as ReceiptContentType,
      created_at: row.createdAt.toISOString(),
    };
  }

  return {
    /**
     * Stores a receipt (docs/product.md#receipts). The type must agree three ways — extension, declared Content-Type and
     * the file's magic bytes — before anything is stored; the size is checked against Content-Length up front
     * and counted while streaming, so an oversize body is refused without ever landing in storage.
     */
    async upload(input: UploadInput): Promise<UploadedReceipt> {
      const { body } = input;
      try {
        const expected = typeFromFilename(input.filename);
        if (!expected || mediaType(input.declaredType) !== expected) throw invalidFileType();
        if (input.contentLength !== undefined && input.contentLength > maxBytes) throw fileTooLarge();
        if (input.replaces !== undefined && !(await repo.findOwnUnattached(input.userId, input.replaces)))
          throw receiptNotFound();

        const peeked = await peekStream(body, SNIFF_BYTES);
        if (sniffType(peeked.head) !== expected) {
          peeked.body.destroy();
          throw invalidFileType();
        }

        const now = clock();
        const path = receiptPath(input.userId, input.filename, now.getTime());
        const claimed = await repo.claim({
          userId: input.userId,
          bucket,
          path,
          originalName: input.filename.slice(0, 1000),
          contentType: expected,
          createdAt: now,
        });
        if (!claimed) {
          peeked.body.destroy();
          throw conflict('A receipt with this name was just uploaded. Please try again.');
        }

        let size: number;
        try {
          ({ size } = await storage.put(bucket, path, peeked.body, {
            contentType: expected,
            cacheControl: RECEIPT_CACHE_CONTROL,
            maxBytes,
            contentLength: input.contentLength,
          }));
        } catch (error) {
          peeked.body.destroy();
          await repo.remove(claimed.id);
          if (error instanceof TooLargeError) throw fileTooLarge();
          if (error instanceof ObjectExistsError)
            throw conflict('A receipt with this name was just uploaded. Please try again.');
          throw error;
        }
        const stored = await repo.complete(claimed.id, size);

        if (input.replaces !== undefined) {
          // Only now that the new receipt is safe; skipped if an order took the old one in the meantime.
          const old = await repo.markDeleted({ path: input.replaces, userId: input.userId }, clock());
          if (old) await purge(old);
        }
        return toUploaded(stored);
      } finally {
        // Whatever was not read (an early refusal) is released, never buffered.
        body.destroy();
      }
    },

    /** A link valid for 600 s, for the uploader, admins, and — once attached — the order's restaurant and driver. */
    async signedUrl(viewer: Viewer, path: string): Promise<SignedUrlResponse> {
      const row = await repo.findLive(path);
      if (!row || !(await canView(viewer, row))) throw receiptNotFound();
      const url = await storage.signedUrl(row.bucket, row.path, signedUrlSeconds);
      return { url, expires_at: new Date(clock().getTime() + signedUrlSeconds * 1000).toISOString() };
    },

    /** The customer removes their own receipt that no order uses. */
    async remove(userId: string, path: string): Promise<void> {
      const row = await repo.markDeleted({ path, userId }, clock());
      if (!row) throw receiptNotFound();
      await purge(row);
    },

    /**
     * For the orders code, before placing a custom delivery: the receipt must be the customer's own, complete,
     * not removed and not used by another order. Throws 422 'Please upload a receipt…' otherwise.
     */
    async assertUsable(userId: string, path: string): Promise<void> {
      const row = await repo.findOwnUnattached(userId, path);
      if (!row || row.size === null) throw receiptRequired();
    },

    /**
     * Marks the receipt as used by `orderId` (the order flow calls the repository's `attach` inside its own
     * transaction instead, so both commit together). The receipt
     * must belong to the order's customer and be usable; attaching again to the same order is a no-op.
     * Throws 422 'Please upload a receipt…' otherwise. Attached receipts survive the cleanup.
     */
    async attachToOrder(path: string, orderId: string): Promise<void> {
      const attached = await repo.attach(path, orderId);
      if (!attached) throw receiptRequired();
    },

    /**
     * Deletes objects and rows of receipts no order took within `olderThanHours` (RECEIPT_RETENTION_HOURS), and
     * finishes removals interrupted earlier. Safe to run on several instances at once. Returns how many went.
     */
    async cleanupAbandoned(olderThanHours: number): Promise<number> {
      const now = clock();
      const cutoff = new Date(now.getTime() - olderThanHours * 3600 * 1000);
      const batchSize = 100;
      let removed = 0;
      for (;;) {
        const batch = await repo.abandoned(cutoff, batchSize);
        let progress = 0;
        for (const candidate of batch) {
          const row = candidate.deletedAt ? candidate : await repo.markDeleted({ id: candidate.id }, now);
          if (row && (await purge(row))) progress++;
        }
        removed += progress;
        // A short batch is the last one; a batch where nothing could be removed would only repeat itself.
        if (batch.length < batchSize || progress === 0) break;
      }
      if (removed > 0) deps.logger?.info({ removed, olderThanHours }, 'removed abandoned receipts');
      return removed;
    },
  };
}
export type ReceiptsService = ReturnType<typeof createReceiptsService>;
