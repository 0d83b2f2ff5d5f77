import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { AppError } from '../domain/errors.ts';
import { errorBody } from './errors.ts';

/** Maps every thrown error to the single error shape; unknown errors are logged and answered 500 without details. */
export function errorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) return c.json(errorBody(err.code, err.message, err.fields), err.status);
    if (err instanceof HTTPException) {
      const status = err.status;
      const code = status === 413 ? 'payload_too_large' : status === 400 ? 'bad_request' : 'http_error';
      return c.json(errorBody(code, err.message || 'Request failed'), status);
    }
    logger.error({ err, path: c.req.path, method: c.req.method }, 'unhandled error');
    return c.json(errorBody('internal_error', 'Something went wrong on our side. Please try again.'), 500);
  };
}
