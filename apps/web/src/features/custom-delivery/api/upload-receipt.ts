import {
  RECEIPT_INVALID_TYPE_MESSAGE,
  RECEIPT_TOO_LARGE_MESSAGE,
  type UploadedReceipt,
} from '@lekker/core/contracts/receipts';
import { type UploadProgress, uploadFile } from '@/api/upload.ts';
import { ApiError } from '@/lib/api-client.ts';
import { receiptContentType } from '../receipt-file.ts';

export const UPLOAD_FAILED_TITLE = 'Upload Failed';
export const UPLOAD_REFUSED_MESSAGE = 'Failed to upload receipt. Please try again.';
export const UPLOAD_UNEXPECTED_MESSAGE = 'An unexpected error occurred during upload. Please try again.';

/** The server answered, but not with a stored receipt (401, 404, 409, 413, 415, 5xx…). */
export class UploadRefusedError extends Error {
  override readonly name = 'UploadRefusedError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** No answer at all: the connection failed or timed out. */
export class UploadNetworkError extends Error {
  override readonly name = 'UploadNetworkError';
  constructor() {
    super(UPLOAD_UNEXPECTED_MESSAGE);
  }
}

/** The text under 'Upload Failed': the server's own words when they are one of the file rules (docs/product.md#receipts). */
export function uploadErrorText(error: unknown): string {
  if (error instanceof UploadRefusedError) {
    return error.message === RECEIPT_TOO_LARGE_MESSAGE || error.message === RECEIPT_INVALID_TYPE_MESSAGE
      ? error.message
      : UPLOAD_REFUSED_MESSAGE;
  }
  return UPLOAD_UNEXPECTED_MESSAGE;
}

export type { UploadProgress };

export type UploadReceiptOptions = {
  /** The customer's earlier, unattached receipt that this one replaces. */
  replaces?: string | null;
  onProgress?(progress: UploadProgress): void;
  signal?: AbortSignal;
  /** Replaceable for tests. */
  createXhr?: () => XMLHttpRequest;
};

/**
 * PUT /api/receipts?filename=…[&replaces=…] with the file itself as the body and its type as Content-Type
 * (docs/product.md#receipts), through the one upload helper (api/upload.ts) by XMLHttpRequest for the progress.
 * Resolves with the stored receipt (201); rejects with UploadRefusedError, UploadNetworkError, or an AbortError.
 */
export async function uploadReceipt(
  file: File,
  options: UploadReceiptOptions = {},
): Promise<UploadedReceipt> {
  const { replaces, onProgress, signal, createXhr = () => new XMLHttpRequest() } = options;
  let body: unknown;
  try {
    body = await uploadFile('/receipts', file, {
      query: { filename: file.name, replaces },
      contentType: receiptContentType(file.name) ?? file.type,
      onProgress: (p) => onProgress?.(p),
      ...(signal ? { signal } : {}),
      createXhr,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 0) throw new UploadNetworkError();
    throw new UploadRefusedError(error.status, error.code, error.serverMessage || UPLOAD_REFUSED_MESSAGE);
  }
  const stored = body as UploadedReceipt | undefined;
  if (!stored || typeof stored.path !== 'string')
    throw new UploadRefusedError(201, 'bad_response', UPLOAD_REFUSED_MESSAGE);
  onProgress?.({ loaded: file.size, total: file.size });
  return stored;
}
