import {
  RECEIPT_INVALID_TYPE_MESSAGE,
  RECEIPT_TOO_LARGE_MESSAGE,
  type UploadedReceipt,
} from '@lekker/core/contracts/receipts';
import { buildApiUrl } from '@/lib/api-client.ts';
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

export type UploadProgress = { loaded: number; total: number };

export type UploadReceiptOptions = {
  /** The customer's earlier, unattached receipt that this one replaces. */
  replaces?: string | null;
  onProgress?(progress: UploadProgress): void;
  signal?: AbortSignal;
  /** Replaceable for tests. */
  createXhr?: () => XMLHttpRequest;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function refusal(xhr: XMLHttpRequest): UploadRefusedError {
  const body = parseJson(xhr.responseText) as { error?: { code?: unknown; message?: unknown } } | undefined;
  const code = typeof body?.error?.code === 'string' ? body.error.code : `http_${xhr.status}`;
  const message =
    typeof body?.error?.message === 'string' && body.error.message
      ? body.error.message
      : UPLOAD_REFUSED_MESSAGE;
  return new UploadRefusedError(xhr.status, code, message);
}

/**
 * PUT /api/receipts?filename=…[&replaces=…] with the file itself as the body and its type as Content-Type
 * (docs/product.md#receipts). XMLHttpRequest rather than fetch, because only it reports upload progress.
 * Resolves with the stored receipt (201); rejects with UploadRefusedError, UploadNetworkError, or an AbortError.
 */
export function uploadReceipt(file: File, options: UploadReceiptOptions = {}): Promise<UploadedReceipt> {
  const { replaces, onProgress, signal, createXhr = () => new XMLHttpRequest() } = options;
  return new Promise<UploadedReceipt>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = createXhr();
    xhr.open('PUT', buildApiUrl('/receipts', { filename: file.name, replaces }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', receiptContentType(file.name) ?? file.type);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      if (xhr.status === 201 || xhr.status === 200) {
        const body = parseJson(xhr.responseText) as UploadedReceipt | undefined;
        if (body && typeof body.path === 'string') {
          onProgress?.({ loaded: file.size, total: file.size });
          resolve(body);
          return;
        }
        reject(new UploadRefusedError(xhr.status, 'bad_response', UPLOAD_REFUSED_MESSAGE));
        return;
      }
      reject(refusal(xhr));
    };
    xhr.onerror = () => {
      done();
      reject(new UploadNetworkError());
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.send(file);
  });
}
