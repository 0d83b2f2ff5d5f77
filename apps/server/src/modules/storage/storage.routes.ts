import { Readable } from 'node:stream';
import { ApiErrorSchema } from '@lekker/core/contracts/common';
import { RECEIPT_LINK_EXPIRED_MESSAGE } from '@lekker/core/contracts/receipts';
import { z } from 'zod';
import { AppError, notFound } from '../../domain/errors.ts';
import { guardedRoute } from '../../http/guard.ts';
import { NO_STORE } from '../../http/no-store.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import type { LocalObjectStorage } from './local-storage.ts';

const binary = { type: 'string', format: 'binary' } as const;

const signedRoute = guardedRoute({
  method: 'get',
  path: '/storage/signed/{bucket}/{path}',
  audience: 'public',
  tags: ['Storage'],
  summary: 'Open a privately stored file through a signed, expiring link (local storage driver)',
  description:
    'The signature is the authorisation: links come from `POST /api/receipts/signed-url` and expire after 600 s. ' +
    '`path` is the object key percent-encoded as one segment (`/` → `%2F`). With the S3 driver, links point at ' +
    'the object store instead and this endpoint answers 404.',
  request: {
    params: z.object({ bucket: z.string().min(1).max(63), path: z.string().min(1).max(1024) }),
    query: z.object({ exp: z.string().min(1).max(20), sig: z.string().min(1).max(200) }),
  },
  responses: {
    200: {
      content: { 'application/pdf': { schema: binary }, 'image/*': { schema: binary } },
      description: 'The file',
    },
    400: jsonContent(ApiErrorSchema, 'exp or sig missing'),
    403: jsonContent(ApiErrorSchema, 'Expired, tampered or foreign link (code link_expired)'),
    404: jsonContent(ApiErrorSchema, 'The file no longer exists'),
  },
});

export const linkExpired = () => new AppError(403, 'link_expired', RECEIPT_LINK_EXPIRED_MESSAGE);

/** Serves local-driver signed links; `local` is undefined when objects live in S3 (its links go there). */
export function storageRoutes(local: LocalObjectStorage | undefined) {
  return createRouter().openapi(signedRoute, async (c) => {
    const { bucket, path } = c.req.valid('param');
    const { exp, sig } = c.req.valid('query');
    if (!local) throw notFound('File not found.');
    if (!local.verifySignature(bucket, path, exp, sig)) throw linkExpired();
    const object = await local.get(bucket, path);
    if (!object) throw notFound('File not found.');
    const headers: Record<string, string> = {
      'content-type': object.contentType,
      // Receipts and driver documents are personal data: no cache keeps a copy (decision 046).
      'cache-control': NO_STORE,
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    };
    if (object.size !== undefined) headers['content-length'] = String(object.size);
    return c.body(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, 200, headers) as never;
  });
}
