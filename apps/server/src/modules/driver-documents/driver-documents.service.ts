import type { Readable } from 'node:stream';
import { RECEIPT_MAX_BYTES, RECEIPT_SIGNED_URL_SECONDS } from '@lekker/core/constants';
import type { DriverDocument, DriverDocumentKind } from '@lekker/core/contracts/driver-documents';
import type { ReceiptContentType } from '@lekker/core/contracts/receipts';
import { receiptPath } from '@lekker/core/filename';
import { conflict, notFound } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import { mediaType, peekStream, SNIFF_BYTES, sniffType, typeFromFilename } from '../receipts/file-type.ts';
import { fileTooLarge, invalidFileType } from '../receipts/receipts.service.ts';
import type { DataAccess } from '../repositories.ts';
import { ObjectExistsError, type ObjectStorage, TooLargeError } from '../storage/storage.ts';
import type { DriverDocumentRecord } from './driver-documents.repository.ts';

export type DocumentUpload = {
  kind: DriverDocumentKind;
  filename: string;
  declaredType: string | undefined;
  contentLength?: number;
  body: Readable;
};

/**
 * A driver applicant's documents (ID, licence, vehicle papers, proof of address): the same file rules as receipts
 * (extension, declared type and first bytes agree; at most 8 MB, counted while streaming), stored privately under
 * `driver-documents/{userId}/…`, opened through signed links by the driver and by admins only.
 */
export function createDriverDocumentsService(deps: {
  data: DataAccess;
  storage: ObjectStorage;
  /** The private bucket (the receipts bucket). */
  bucket: string;
  clock: () => Date;
  maxBytes?: number;
}) {
  const { data, storage, bucket, clock } = deps;
  const maxBytes = deps.maxBytes ?? RECEIPT_MAX_BYTES;

  async function view(row: DriverDocumentRecord): Promise<DriverDocument> {
    return {
      id: row.id,
      kind: row.kind as DriverDocumentKind,
      original_name: row.originalName,
      content_type: row.contentType as ReceiptContentType,
      size: row.size ?? 0,
      created_at: row.createdAt.toISOString(),
      url: await storage.signedUrl(row.bucket, row.path, RECEIPT_SIGNED_URL_SECONDS),
    };
  }

  return {
    /** The documents of a driver (their own list, or an admin's view), newest first, each with a fresh link. */
    async listOf(userId: string): Promise<DriverDocument[]> {
      return Promise.all((await data.driverDocuments.listOf(userId)).map(view));
    },

    async upload(viewer: Viewer, input: DocumentUpload): Promise<DriverDocument> {
      const { body } = input;
      try {
        if (!(await data.applications.findDriver(viewer.user.id)))
          throw notFound('Apply to drive first: documents belong to a driver application.');
        const expected = typeFromFilename(input.filename);
        if (!expected || mediaType(input.declaredType) !== expected) throw invalidFileType();
        if (input.contentLength !== undefined && input.contentLength > maxBytes) throw fileTooLarge();
        const peeked = await peekStream(body, SNIFF_BYTES);
        if (sniffType(peeked.head) !== expected) {
          peeked.body.destroy();
          throw invalidFileType();
        }
        const now = clock();
        const path = `driver-documents/${receiptPath(viewer.user.id, input.filename, now.getTime())}`;
        const claimed = await data.driverDocuments.claim({
          userId: viewer.user.id,
          kind: input.kind,
          bucket,
          path,
          originalName: input.filename.slice(0, 300),
          contentType: expected,
          createdAt: now,
        });
        if (!claimed) {
          peeked.body.destroy();
          throw conflict('A document with this name was just uploaded. Please try again.');
        }
        let size: number;
        try {
          ({ size } = await storage.put(bucket, path, peeked.body, {
            contentType: expected,
            maxBytes,
            contentLength: input.contentLength,
          }));
        } catch (error) {
          peeked.body.destroy();
          await data.driverDocuments.remove(claimed.id);
          if (error instanceof TooLargeError) throw fileTooLarge();
          if (error instanceof ObjectExistsError)
            throw conflict('A document with this name was just uploaded. Please try again.');
          throw error;
        }
        return view(await data.driverDocuments.complete(claimed.id, size));
      } finally {
        body.destroy();
      }
    },
  };
}
export type DriverDocumentsService = ReturnType<typeof createDriverDocumentsService>;
