import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable.ts';
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
    if (isDatabaseUnavailable(err)) {
      // An outage, not a bug: the client may retry (same idempotency key), the pool reconnects by itself.
      logger.warn({ err: { message: err.message }, path: c.req.path }, 'database unavailable');
      c.header('Retry-After', '5');
      return c.json(errorBody('unavailable', DATABASE_UNAVAILABLE_MESSAGE), 503);
    }
    logger.error({ err, path: c.req.path, method: c.req.method }, 'unhandled error');
    return c.json(errorBody('internal_error', 'Something went wrong on our side. Please try again.'), 500);
  };
}
