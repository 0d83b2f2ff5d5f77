import { ApiErrorSchema, OkSchema } from '@lekker/core/contracts/common';
import {
  ReceiptPathQuerySchema,
  SignedUrlRequestSchema,
  SignedUrlResponseSchema,
  UploadedReceiptSchema,
  UploadReceiptQuerySchema,
} from '@lekker/core/contracts/receipts';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import { uploadBodyOf } from '../../http/upload-body.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { ReceiptsService } from './receipts.service.ts';

/** The upload streams its body and limits it itself (8 MB): app.ts exempts it from the global 1 MB body limit. */
export const RECEIPT_UPLOAD_PATH = '/api/receipts';
export const isReceiptUpload = (method: string, path: string) =>
  method === 'PUT' && path === RECEIPT_UPLOAD_PATH;

const binary = { schema: { type: 'string', format: 'binary' } } as const;
const error = (description: string) => jsonContent(ApiErrorSchema, description);

const uploadRoute = guardedRoute({
  method: 'put',
  path: '/receipts',
  audience: 'customer',
  tags: ['Receipts'],
  summary: 'Upload a receipt for a custom delivery (the raw file is the body)',
  description:
    'The body is the file itself and Content-Type its type. Accepted: JPG, PNG, WebP or PDF, at most 8 MB — the ' +
    'extension, the declared type and the file’s first bytes must agree. Stored privately at ' +
    '`{userId}/{timestamp}-{sanitised name}`, never overwriting. With `replaces`, your earlier unattached receipt ' +
    'is removed once the new one is stored. Unattached receipts are removed after RECEIPT_RETENTION_HOURS.',
  request: {
    query: UploadReceiptQuerySchema,
    body: {
      required: true,
      content: { 'image/jpeg': binary, 'image/png': binary, 'image/webp': binary, 'application/pdf': binary },
    },
  },
  responses: {
    201: jsonContent(UploadedReceiptSchema, 'Stored'),
    400: error('filename missing or replaces malformed'),
    401: error('Not signed in'),
    403: error('Not a customer account'),
    404: error('`replaces` is not your unattached receipt (code not_found)'),
    409: error('A receipt already exists at this path (code conflict)'),
    413: error("Over 8 MB: 'File size must be less than 8MB' (code file_too_large)"),
    415: error(
      "Not an accepted type: 'Please upload an image (JPG, PNG, WebP) or PDF file' (code invalid_file_type)",
    ),
  },
});

const signedUrlRoute = guardedRoute({
  method: 'post',
  path: '/receipts/signed-url',
  audience: 'signed-in',
  tags: ['Receipts'],
  summary: 'A link to view a receipt, valid for 600 seconds',
  description:
    'For the uploader, admins, and — once the receipt belongs to an order — that order’s restaurant members and ' +
    'its assigned driver. Everyone else gets 404, as if it did not exist.',
  request: { body: { required: true, content: { 'application/json': { schema: SignedUrlRequestSchema } } } },
  responses: {
    200: jsonContent(SignedUrlResponseSchema, 'The link and when it expires'),
    400: error('Invalid path'),
    401: error('Not signed in'),
    404: error("Missing or not yours to see: 'Receipt not found.'"),
  },
});

const deleteRoute = guardedRoute({
  method: 'delete',
  path: '/receipts',
  audience: 'customer',
  tags: ['Receipts'],
  summary: 'Remove your own receipt that no order uses yet',
  request: { query: ReceiptPathQuerySchema },
  responses: {
    200: jsonContent(OkSchema, 'Removed'),
    400: error('Invalid path'),
    401: error('Not signed in'),
    403: error('Not a customer account'),
    404: error("Missing, someone else's or attached to an order: 'Receipt not found.'"),
  },
});

export function receiptsRoutes(service: ReceiptsService) {
  return createRouter()
    .openapi(uploadRoute, async (c) => {
      const viewer = await currentViewer(c);
      const { filename, replaces } = c.req.valid('query');
      const receipt = await service.upload({
        userId: viewer.user.id,
        filename,
        replaces,
        ...uploadBodyOf(c),
      });
      return c.json(UploadedReceiptSchema.parse(receipt), 201);
    })
    .openapi(signedUrlRoute, async (c) => {
      const viewer = await currentViewer(c);
      const result = await service.signedUrl(viewer, c.req.valid('json').path);
      return c.json(SignedUrlResponseSchema.parse(result), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const viewer = await currentViewer(c);
      await service.remove(viewer.user.id, c.req.valid('query').path);
      return c.json({ ok: true as const }, 200);
    });
}
