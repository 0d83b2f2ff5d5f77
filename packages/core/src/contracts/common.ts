import { z } from 'zod';

/**
 * Every `error.code` the API answers with, so clients can branch on codes rather than messages. Sources: the
 * AppError factories (apps/server/src/domain/errors.ts and the modules' own), every `errorBody(…)` call, the
 * error handler, and the sign-in door, which passes better-auth's code on lower-cased (the ones clients use are
 * listed; better-auth's /api/auth endpoints answer the same codes). Add the code here when the server gains one.
 */
export const ERROR_CODES = [
  // domain/errors.ts
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  // drivers: the delivery code after 5 wrong tries (423)
  'locked',
  'unprocessable',
  // http: validation hook, error handler, CSRF, body limit, rate limits
  'validation_error',
  'http_error',
  'internal_error',
  'payload_too_large',
  'csrf_rejected',
  'rate_limited',
  // system and realtime
  'not_ready',
  'shutting_down',
  'origin_rejected',
  'upgrade_required',
  // receipts, storage, geocoding
  'file_too_large',
  'invalid_file_type',
  'receipt_required',
  'link_expired',
  'geocoder_unavailable',
  // sign-in (better-auth's codes, lower-cased)
  'sign_in_failed',
  'invalid_email_or_password',
  'email_not_verified',
  'invalid_email',
  'invalid_token',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const errorCodes: ReadonlySet<string> = new Set(ERROR_CODES);
export const isErrorCode = (code: string): code is ErrorCode => errorCodes.has(code);

/** The single error shape of every non-2xx JSON response. */
export const ApiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'not_found' }),
      message: z.string().meta({ example: 'Restaurant not found' }),
      /** Field name → message, present on validation errors. */
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const UuidParamSchema = z.object({
  id: z.uuid({ message: 'id must be a UUID' }),
});

/** Latitude/longitude pair accepted as optional query parameters. */
export const LocationQuerySchema = z.object({
  lat: z.coerce
    .number()
    .min(-90, 'lat must be between -90 and 90')
    .max(90, 'lat must be between -90 and 90')
    .optional(),
  lng: z.coerce
    .number()
    .min(-180, 'lng must be between -180 and 180')
    .max(180, 'lng must be between -180 and 180')
    .optional(),
});

export const HealthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

/** The reply of an action that has nothing else to say (deleted, marked, cleared). */
export const OkSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
export type Ok = z.infer<typeof OkSchema>;
