import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated state changes must come from our own pages: the Origin (or, failing that, the Referer)
 * must be one of our own origins. Requests without cookies carry no session, so they cannot ride on one.
 * `exempt` lists server-to-server endpoints (payment notifications) that authenticate otherwise.
 */
export function originCheck(
  allowedOrigins: string[],
  exempt: (path: string) => boolean = () => false,
): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (SAFE.has(c.req.method) || exempt(c.req.path) || !c.req.header('cookie')) return next();
    const origin = c.req.header('origin') ?? refererOrigin(c.req.header('referer'));
    if (!origin || !allowed.has(origin))
      return c.json(
        errorBody('csrf_rejected', 'Cross-site request refused. Reload the page and try again.'),
        403,
      );
    return next();
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
