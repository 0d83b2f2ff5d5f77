import { OpenAPIHono } from '@hono/zod-openapi';
import { describeIssues } from '@lekker/core/validation-messages';
import type { ZodError } from 'zod';
import { errorBody } from './errors.ts';
import type { AppEnv } from './viewer.ts';

/** Field path → its sentence for people, e.g. `{ 'items.0.quantity': 'You can order at most 99 of one item.' }`. */
export function zodFields(error: ZodError): Record<string, string> {
  return describeIssues(error.issues).fields;
}

/** What a path that names nothing answers (docs/decisions/055-human-errors-and-text-limits.md). */
export const NOT_FOUND_PATH_MESSAGE = 'We could not find that. The link may be old or mistyped.';

/**
 * A router whose request validation failures all answer 400 with one readable shape: a message people can read
 * (the contract's own words, or core's validation-messages for zod's built-in ones) and the fields at fault.
 * A malformed path parameter (`/restaurants/not-a-uuid`) names nothing that could exist: 404, as an unknown id
 * does, so the page says "not found" rather than asking to fix a field the person never saw.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success && result.target === 'param') {
        return c.json(errorBody('not_found', NOT_FOUND_PATH_MESSAGE), 404);
      }
      if (!result.success) {
        const { message, fields } = describeIssues((result.error as unknown as ZodError).issues);
        return c.json(errorBody('validation_error', message, fields), 400);
      }
    },
  });
}
