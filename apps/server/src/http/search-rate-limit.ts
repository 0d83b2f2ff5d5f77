import type { MiddlewareHandler } from 'hono';
import { clientIp } from './client-ip.ts';
import { errorBody } from './errors.ts';
import type { RateLimiter } from './rate-limit.ts';

/**
 * Per-IP limit on GET /api/search (the most expensive public read: trigram matching on venues and dishes), over
 * a one-minute window shared through Redis when several instances run. `perMinute` 0 switches it off.
 */
export function searchRateLimit(
  limiter: RateLimiter,
  options: { perMinute: number; trustedProxy?: string },
): MiddlewareHandler {
  return async (c, next) => {
    if (options.perMinute === 0 || c.req.method !== 'GET' || c.req.path !== '/api/search') return next();
    const ip = clientIp(c, options.trustedProxy);
    const result = await limiter.check([
      { key: `search:ip:${ip}`, rule: { limit: options.perMinute, windowMs: 60_000 } },
    ]);
    if (!result.allowed) {
      c.header('retry-after', String(result.retryAfterSeconds));
      return c.json(
        errorBody(
          'rate_limited',
          `Too many searches. Please wait ${result.retryAfterSeconds} seconds and try again.`,
        ),
        429,
      );
    }
    return next();
  };
}
