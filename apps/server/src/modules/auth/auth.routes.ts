import { Hono } from 'hono';
import type { Config } from '../../config.ts';
import { clientIp } from '../../http/client-ip.ts';
import { errorBody } from '../../http/errors.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { Auth } from './auth.ts';

/** The auth endpoints that send mail or check a password: limited per IP and per e-mail address. */
export const RATE_LIMITED_AUTH_PATHS = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/account/sign-in',
  '/api/auth/send-verification-email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
];

export function authRateLimit(limiter: RateLimiter, config: Config) {
  const windowMs = config.authRateLimit.windowMs;
  return async (c: Parameters<Parameters<Hono['use']>[1]>[0], next: () => Promise<void>) => {
    if (c.req.method !== 'POST' || !RATE_LIMITED_AUTH_PATHS.includes(c.req.path)) return next();
    let email = '';
    try {
      const body = (await c.req.raw.clone().json()) as { email?: unknown };
      if (typeof body.email === 'string') email = body.email.trim().toLowerCase();
    } catch {
      // Not JSON: the endpoint itself will refuse it.
    }
    const ip = clientIp(c, config.trustedProxy);
    const keys = [{ key: `auth:ip:${ip}`, rule: { limit: config.authRateLimit.perIp, windowMs } }];
    if (email)
      keys.push({ key: `auth:email:${email}`, rule: { limit: config.authRateLimit.perEmail, windowMs } });
    const result = await limiter.check(keys);
    if (!result.allowed) {
      c.header('retry-after', String(result.retryAfterSeconds));
      const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
      return c.json(
        errorBody(
          'rate_limited',
          `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        ),
        429,
      );
    }
    return next();
  };
}

/** better-auth's own endpoints under /api/auth/* (sign-up, verify-email, password reset, session, revoke). */
export function authHandlerRoutes(auth: Auth) {
  const app = new Hono();
  app.on(['GET', 'POST'], '/*', (c) => auth.handler(c.req.raw));
  return app;
}
