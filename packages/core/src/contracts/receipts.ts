import { z } from 'zod';
import { RECEIPT_MAX_BYTES } from '../constants.ts';
import { contractMessage } from '../contract-messages.ts';

// Receipt uploads and their signed links (docs/product.md#receipts).

/** File types a receipt may be: extension → the one declared Content-Type that goes with it. */
export const RECEIPT_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const;
export type ReceiptContentType = (typeof RECEIPT_TYPES)[keyof typeof RECEIPT_TYPES];
export const RECEIPT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

export const RECEIPT_TOO_LARGE_MESSAGE = 'File size must be less than 8MB';
export const RECEIPT_INVALID_TYPE_MESSAGE = 'Please upload an image (JPG, PNG, WebP) or PDF file';
export const RECEIPT_REQUIRED_MESSAGE = contractMessage('receiptRequired');
export const RECEIPT_LINK_EXPIRED_MESSAGE = 'This link has expired. Please open the receipt again.';

/** A storage path as `receiptPath` builds it: `{userId}/{timestamp}-{sanitised name}`. */
export const ReceiptPathSchema = z
  .string()
  .min(3)
  .max(400)
  .regex(/^[A-Za-z0-9_-]+\/[0-9]+-[A-Za-z0-9._-]+$/, 'path must be a receipt path');

/** `PUT /api/receipts?filename=…[&replaces=…]`: the body is the raw file, its Content-Type the declared type. */
export const UploadReceiptQuerySchema = z.object({
  filename: z.string().trim().min(1, 'filename is required').max(1000),
  /** The caller's earlier, unattached receipt that this upload replaces (removed once the new one is stored). */
  replaces: ReceiptPathSchema.optional(),
});

export const UploadedReceiptSchema = z
  .object({
    path: z.string(),
    size: z.number().int().min(1).max(RECEIPT_MAX_BYTES),
    content_type: z.enum(RECEIPT_CONTENT_TYPES),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'UploadedReceipt' });
export type UploadedReceipt = z.infer<typeof UploadedReceiptSchema>;

export const SignedUrlRequestSchema = z.object({ path: ReceiptPathSchema }).meta({ id: 'SignedUrlRequest' });
export type SignedUrlRequest = z.infer<typeof SignedUrlRequestSchema>;

export const SignedUrlResponseSchema = z
  .object({
    /** Open it in a new tab; valid for RECEIPT_SIGNED_URL_SECONDS. */
    url: z.url(),
    expires_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SignedUrlResponse' });
export type SignedUrlResponse = z.infer<typeof SignedUrlResponseSchema>;

export const ReceiptPathQuerySchema = z.object({ path: ReceiptPathSchema });
