import { ApiErrorSchema } from '@lekker/core/contracts/common';
import type { z } from 'zod';

/** The OpenAPI response entry for a JSON body described by a zod contract. */
export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/** The OpenAPI request entry for a required JSON body described by a zod contract. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { content: { 'application/json': { schema } }, required: true } };
}

/** OpenAPI error responses, one `ApiError` body per status, described in the caller's words. */
export function errorResponses<const S extends number>(descriptions: Record<S, string>) {
  return Object.fromEntries(
    Object.entries(descriptions).map(([status, description]) => [
      status,
      jsonContent(ApiErrorSchema, description as string),
    ]),
  ) as Record<S, ReturnType<typeof jsonContent<typeof ApiErrorSchema>>>;
}
