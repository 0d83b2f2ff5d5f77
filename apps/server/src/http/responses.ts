import type { z } from 'zod';

/** The OpenAPI response entry for a JSON body described by a zod contract. */
export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}
