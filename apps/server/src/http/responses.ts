import type { z } from 'zod';

/** The OpenAPI response entry for a JSON body described by a zod contract. */
export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/** The OpenAPI request entry for a required JSON body described by a zod contract. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { content: { 'application/json': { schema } }, required: true } };
}
