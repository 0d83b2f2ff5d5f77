import type { ErrorCode } from '@lekker/core/error-codes';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A failure the caller can act on. Services throw it; the HTTP error mapper turns it into
 * `{ error: { code, message, fields } }` with its status. It lives outside `http/` so services never import the web layer.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError(403, 'forbidden', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const unprocessable = (message: string, fields?: Record<string, string>) =>
  new AppError(422, 'unprocessable', message, fields);
