import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors.ts';

const NUL_MESSAGE =
  'The request contains a NUL character (\\u0000), which no field accepts. Remove it and try again.';

/** Bodies read as text here; uploads (multipart, images, octet streams) are binary and checked by their routes. */
const TEXT_BODY = /^(application\/(json|x-www-form-urlencoded)|text\/)/i;

function jsonHasNul(text: string): boolean {
  if (!/\\u0000/i.test(text)) return false;
  let found = false;
  try {
    JSON.parse(text, (key, value) => {
      if (key.includes('\0') || (typeof value === 'string' && value.includes('\0'))) found = true;
      return value;
    });
  } catch {
    return false; // Not JSON: the endpoint's own validation answers.
  }
  return found;
}

/**
 * PostgreSQL text cannot hold NUL (0x00), so a NUL anywhere used to reach the database and come back as a 500 (issue
 * 12 item 11). Refused here, once, for every endpoint: in the path, the query string, a form or a JSON body.
 */
export function rejectNul(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const bad = () => c.json(errorBody('bad_request', NUL_MESSAGE), 400);
    if (/%00/.test(url) || url.includes('\0')) return bad();
    const type = c.req.header('content-type') ?? '';
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && TEXT_BODY.test(type)) {
      const text = await c.req.raw.clone().text();
      if (text.includes('\0')) return bad();
      if (/x-www-form-urlencoded/i.test(type) && /%00/.test(text)) return bad();
      if (/json/i.test(type) && jsonHasNul(text)) return bad();
    }
    return next();
  };
}
