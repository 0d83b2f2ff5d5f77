// The receipt file rules checked in the browser before anything is sent (docs/product.md#receipts).
// The server checks the same rules again (and the file's first bytes); these only spare the customer a wait.
import { RECEIPT_MAX_BYTES } from '@lekker/core/constants';
import {
  RECEIPT_INVALID_TYPE_MESSAGE,
  RECEIPT_TOO_LARGE_MESSAGE,
  RECEIPT_TYPES,
  type ReceiptContentType,
} from '@lekker/core/contracts/receipts';

/** The file input's `accept` list. */
export const RECEIPT_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf';

/** Toast title of a refused file. */
export const INVALID_FILE_TITLE = 'Invalid File';

/** Types browsers report for the accepted files ('image/jpg' and 'image/pjpeg' are old names for JPEG). */
const REPORTED_TYPES = new Set<string>([
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/webp',
  'application/pdf',
]);

type FileLike = Pick<File, 'name' | 'size' | 'type'>;

/** The Content-Type the server expects for this name (by its extension), or null for any other extension. */
export function receiptContentType(name: string): ReceiptContentType | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  return Object.hasOwn(RECEIPT_TYPES, extension)
    ? RECEIPT_TYPES[extension as keyof typeof RECEIPT_TYPES]
    : null;
}

/**
 * The message (docs/product.md#receipts) for a file that may not be uploaded, or null when it may: at most 8 MB ('File size must be
 * less than 8MB'), and a JPG, PNG, WebP or PDF by both its name and its reported type ('Please upload an image
 * (JPG, PNG, WebP) or PDF file'). An empty file is refused as not being a receipt.
 */
export function checkReceiptFile(file: FileLike): string | null {
  if (file.size > RECEIPT_MAX_BYTES) return RECEIPT_TOO_LARGE_MESSAGE;
  const expected = receiptContentType(file.name);
  if (!expected || file.size === 0) return RECEIPT_INVALID_TYPE_MESSAGE;
  if (file.type && !REPORTED_TYPES.has(file.type.toLowerCase())) return RECEIPT_INVALID_TYPE_MESSAGE;
  return null;
}

/** 1536 → '1.5 KB'; 3 400 000 → '3.2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
