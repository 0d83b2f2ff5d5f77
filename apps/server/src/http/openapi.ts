import { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { errorBody } from './errors.ts';
import type { AppEnv } from './viewer.ts';

/** Field path → first message, e.g. `{ lat: 'lat must be between -90 and 90' }`. */
export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '(body)';
    fields[key] ??= issue.message;
  }
  return fields;
}

function describe(fields: Record<string, string>): string {
  const names = Object.keys(fields);
  return `Invalid ${names.join(', ')}: ${Object.entries(fields)
    .map(([k, v]) => (v.startsWith(k) ? v : `${k} ${v.charAt(0).toLowerCase()}${v.slice(1)}`))
    .join('; ')}`;
}

/** A router whose request validation failures all answer 400 with one readable shape naming the fields. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const fields = zodFields(result.error as unknown as ZodError);
        return c.json(errorBody('validation_error', describe(fields), fields), 400);
      }
    },
  });
}
