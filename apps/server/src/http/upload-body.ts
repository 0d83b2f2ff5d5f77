import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { ApiErrorSchema } from '@lekker/core/contracts/common';
import type { Context } from 'hono';
import type { UploadBody } from '../domain/upload.ts';
import { jsonContent } from './responses.ts';

/**
 * The request's raw body as a Node stream, with the declared type and length. A length header that is not a plain
 * number is ignored (the services count the bytes as they stream them anyway).
 */
export function uploadBodyOf(c: Context): UploadBody {
  const raw = c.req.raw.body;
  const header = c.req.header('content-length');
  return {
    body: raw ? Readable.fromWeb(raw as ReadableStream) : Readable.from([]),
    declaredType: c.req.header('content-type'),
    contentLength: header !== undefined && /^[0-9]{1,15}$/.test(header) ? Number(header) : undefined,
  };
}

const binary = { schema: { type: 'string', format: 'binary' } } as const;

/** OpenAPI: a photo sent as the raw request body. */
export const imageRequestBody = {
  required: true,
  content: { 'image/jpeg': binary, 'image/png': binary, 'image/webp': binary },
} as const;

const error = (description: string) => jsonContent(ApiErrorSchema, description);

/** OpenAPI: how an image upload is refused (venue-images.ts). */
export const imageUploadErrors = {
  413: error("Over 5 MB: 'Image size must be less than 5MB' (code file_too_large)"),
  415: error('Not a JPG, PNG or WebP by its first bytes (code invalid_file_type)'),
};
