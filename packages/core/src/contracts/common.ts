import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';

// The error codes live in a zod-free module so the web shell can import them cheaply.
export { ERROR_CODES, type ErrorCode, isErrorCode } from '../error-codes.ts';

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
  id: z.uuid({ message: contractMessage('linkUnknown') }),
});

/** Latitude/longitude pair accepted as optional query parameters. */
export const LocationQuerySchema = z.object({
  lat: z.coerce
    .number()
    .min(-90, contractMessage('locationInvalid'))
    .max(90, contractMessage('locationInvalid'))
    .optional(),
  lng: z.coerce
    .number()
    .min(-180, contractMessage('locationInvalid'))
    .max(180, contractMessage('locationInvalid'))
    .optional(),
});

export const HealthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

/**
 * Readiness: the database answers. `redis` (when REDIS_URL is set) says whether Redis carries realtime events and
 * shared rate limits; `down` degrades the instance, it still serves (docs/decisions/047-redis-outage.md).
 */
export const ReadySchema = HealthSchema.extend({ redis: z.enum(['up', 'down']).optional() }).meta({
  id: 'Ready',
});

/** The reply of an action that has nothing else to say (deleted, marked, cleared). */
export const OkSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
export type Ok = z.infer<typeof OkSchema>;
