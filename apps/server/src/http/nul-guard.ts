import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors.ts';

const NUL_MESSAGE =
  'The request contains a NUL character (\\u0000), which no field accepts. Remove it and try again.';
const SURROGATE_MESSAGE =
  'The request contains a broken character (half of an emoji or symbol), which no field accepts. Remove it and try again.';

/** Bodies read as text here; uploads (multipart, images, octet streams) are binary and checked by their routes. */
const TEXT_BODY = /^(application\/(json|x-www-form-urlencoded)|text\/)/i;

/** A UTF-16 high surrogate not followed by a low one, or a low one not after a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Fault = 'nul' | 'surrogate';

/** What is wrong with a JSON text's strings (keys too), if anything; `undefined` for fine text or for text not JSON. */
function jsonFault(text: string): Fault | undefined {
  // Only a `\u` escape can put either into parsed JSON (a raw NUL is caught before; UTF-8 decodes to no halves).
  if (!/\\u(0000|d[89a-f])/i.test(text)) return undefined;
  let fault: Fault | undefined;
  const check = (s: string) => {
    if (s.includes('\0')) fault ??= 'nul';
    else if (UNPAIRED_SURROGATE.test(s)) fault ??= 'surrogate';
  };
  try {
    JSON.parse(text, (key, value) => {
      check(key);
      if (typeof value === 'string') check(value);
      return value;
    });
  } catch {
    return undefined; // Not JSON: the endpoint's own validation answers.
  }
  return fault;
}

/**
 * PostgreSQL text cannot hold NUL (0x00), so a NUL anywhere used to reach the database and come back as a 500 (issue
 * 12 item 11); an unpaired surrogate (`"\ud800"`) is not a character at all, and PostgreSQL's jsonb refuses it (a 500
 * too) while a text column stores a replacement character instead. Both are refused here, once, for every endpoint:
 * in the path, the query string, a form or a JSON body (docs/decisions/016-hardening-limits.md).
 */
export function rejectNul(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const bad = (fault: Fault) =>
      c.json(errorBody('bad_request', fault === 'nul' ? NUL_MESSAGE : SURROGATE_MESSAGE), 400);
    if (/%00/.test(url) || url.includes('\0')) return bad('nul');
    const type = c.req.header('content-type') ?? '';
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && TEXT_BODY.test(type)) {
      const text = await c.req.raw.clone().text();
      if (text.includes('\0')) return bad('nul');
      if (/x-www-form-urlencoded/i.test(type) && /%00/.test(text)) return bad('nul');
      const fault = /json/i.test(type) ? jsonFault(text) : undefined;
      if (fault) return bad(fault);
    }
    return next();
  };
}
