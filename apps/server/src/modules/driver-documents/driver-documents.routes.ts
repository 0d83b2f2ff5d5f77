import { ApiErrorSchema } from '@lekker/core/contracts/common';
import {
  DriverDocumentListSchema,
  DriverDocumentSchema,
  UploadDriverDocumentQuerySchema,
} from '@lekker/core/contracts/driver-documents';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import { uploadBodyOf } from '../../http/upload-body.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { DriverDocumentsService } from './driver-documents.service.ts';

/** The upload streams its body and limits it itself (8 MB): app.ts exempts it from the global 1 MB body limit. */
export const DRIVER_DOCUMENT_UPLOAD_PATH = '/api/driver/documents';
export const isDriverDocumentUpload = (method: string, path: string) =>
  method === 'PUT' && path === DRIVER_DOCUMENT_UPLOAD_PATH;

const binary = { schema: { type: 'string', format: 'binary' } } as const;
const error = (description: string) => jsonContent(ApiErrorSchema, description);

const listRoute = guardedRoute({
  method: 'get',
  path: '/driver/documents',
  audience: 'signed-in',
  tags: ['Driver'],
  summary: 'Your driver application documents, newest first, each with a link valid for 10 minutes',
  responses: {
    200: jsonContent(DriverDocumentListSchema, 'Documents'),
    401: error('Not signed in'),
  },
});

const uploadRoute = guardedRoute({
  method: 'put',
  path: '/driver/documents',
  audience: 'signed-in',
  tags: ['Driver'],
  summary: 'Upload a document for your driver application (the raw file is the body)',
  description:
    'For anyone with a driver application (pending, approved or suspended). JPG, PNG, WebP or PDF, at most 8 MB; ' +
    'the extension, the declared type and the first bytes must agree. Stored privately; admins see it on the ' +
    "driver's page.",
  request: {
    query: UploadDriverDocumentQuerySchema,
    body: {
      required: true,
      content: { 'image/jpeg': binary, 'image/png': binary, 'image/webp': binary, 'application/pdf': binary },
    },
  },
  responses: {
    201: jsonContent(DriverDocumentSchema, 'Stored'),
    400: error('kind or filename missing'),
    401: error('Not signed in'),
    404: error('No driver application'),
    409: error('Uploaded twice at once'),
    413: error("Over 8 MB: 'File size must be less than 8MB'"),
    415: error("Not an accepted type: 'Please upload an image (JPG, PNG, WebP) or PDF file'"),
  },
});

export function driverDocumentsRoutes(service: DriverDocumentsService) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const viewer = await currentViewer(c);
      return c.json(DriverDocumentListSchema.parse({ documents: await service.listOf(viewer.user.id) }), 200);
    })
    .openapi(uploadRoute, async (c) => {
      const viewer = await currentViewer(c);
      const { kind, filename } = c.req.valid('query');
      const doc = await service.upload(viewer, {
        kind,
        filename,
        ...uploadBodyOf(c),
      });
      return c.json(DriverDocumentSchema.parse(doc), 201);
    });
}
