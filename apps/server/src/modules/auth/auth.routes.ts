import { createHash, createHmac } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../../config.ts';
import { clientIp } from '../../http/client-ip.ts';
import { errorBody } from '../../http/errors.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { Auth } from './auth.ts';
import { asAppError } from './auth-errors.ts';
import { withoutSessionToken } from './session-token.ts';

/** Where a password is checked: wrong guesses slow down per (account, source), never lock the account. */
const SIGN_IN_PATHS = ['/api/auth/sign-in/email', '/api/account/sign-in'];
/** Where mail is sent: limited per (e-mail address, IP), separately from wrong passwords. */
const MAIL_PATHS = [
  '/api/auth/sign-up/email',
  '/api/auth/send-verification-email',
  '/api/auth/request-password-reset',
];
/** The auth endpoints that send mail or check a password or a reset token: all limited per IP too. */
export const RATE_LIMITED_AUTH_PATHS = [...SIGN_IN_PATHS, ...MAIL_PATHS, '/api/auth/reset-password'];

/** `//api/auth/Sign-In/email/` is the same endpoint as `/api/auth/sign-in/email` to the limits. */
const normalizePath = (path: string) =>
  path
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
    .toLowerCase();

const isJson = (contentType: string | undefined) =>
  /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '');

/** Wrong guesses from one source allowed before the growing delays start (the other sources are not slowed). */
const ACROSS_SOURCES_FACTOR = 10;

/**
 * How long one password check may hold its account's turn (released as soon as it is counted; the time-out only
 * frees a turn whose request died).
 */
const CHECK_TURN_MS = 10_000;

/** 1 s, 2 s, 4 s … after the allowance, never more than the window. */
const delayMs = (over: number, windowMs: number) => Math.min(1000 * 2 ** Math.min(over, 30), windowMs);

/** The known-device cookie of one account: proof this browser signed in to it before (HMAC, no server state). */
function knownDevice(config: Config, email: string) {
  const name = `lekker.kd_${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;
  const value = createHmac('sha256', config.authSecret).update(`known-device\n${email}`).digest('base64url');
  return { name, value };
}

/**
 * Limits on the auth endpoints (docs/decisions/016-hardening-limits.md): only JSON is accepted there, so no content
 * type slips past the per-e-mail limits; every attempt counts per IP; mail-sending endpoints count per (e-mail, IP);
 * wrong passwords slow down per (account, source) — and across sources only far later, and then only sources that
 * guessed wrong themselves — with growing delays, and a browser that signed in to the account before (known-device
 * cookie) is never slowed, so nobody can lock the owner out. The password reset has its own counter, so wrong
 * guesses never block it. From a browser the account does not know, one password check runs at a time per account
 * (a claim in the same store), the wait read under it: guesses sent at once get 429 instead of all passing the wait
 * before the first failure is counted (decision 044).
 */
export function authRateLimit(limiter: RateLimiter, config: Config) {
  const windowMs = config.authRateLimit.windowMs;
  const perEmail = config.authRateLimit.perEmail;
  const tooMany = (c: Context, retryAfterSeconds: number, message: string) => {
    c.header('retry-after', String(Math.max(1, retryAfterSeconds)));
    return c.json(errorBody('rate_limited', message), 429);
  };
  const wait = (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  };
  return async (c: Context, next: () => Promise<void>) => {
    const path = normalizePath(c.req.path);
    if (c.req.method !== 'POST' || !RATE_LIMITED_AUTH_PATHS.includes(path)) return next();
    if (!isJson(c.req.header('content-type')))
      return c.json(
        errorBody('unsupported_media_type', 'Send this request as JSON (Content-Type: application/json).'),
        415,
      );
    let email = '';
    try {
      const body = (await c.req.raw.clone().json()) as { email?: unknown };
      if (typeof body.email === 'string') email = body.email.trim().toLowerCase();
    } catch {
      // Not valid JSON: the endpoint itself will refuse it.
    }
    const ip = clientIp(c, config.trustedProxy);
    const keys = [{ key: `auth:ip:${ip}`, rule: { limit: config.authRateLimit.perIp, windowMs } }];
    // Per (address, requester): a stranger asking for someone's mails is stopped, the owner elsewhere is not. The
    // mails one address gets, whoever asks, have their own hourly allowance (mail-allowance.ts).
    if (email && MAIL_PATHS.includes(path))
      keys.push({ key: `auth:mail:${email}:${ip}`, rule: { limit: perEmail, windowMs } });
    const result = await limiter.check(keys);
    if (!result.allowed) {
      const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
      return tooMany(
        c,
        result.retryAfterSeconds,
        `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      );
    }
    if (!email || !SIGN_IN_PATHS.includes(path)) return next();

    const device = knownDevice(config, email);
    const known = getCookie(c, device.name) === device.value;
    const fromHere = `auth:signin:${email}:${ip}`;
    const anywhere = `auth:signin:${email}`;
    const turn = `${anywhere}:checking`;
    if (!known) {
      // One check per account at a time from browsers it does not know, and the wait read under that turn
      // (docs/decisions/044-limits-in-one-statement-or-lock.md): guesses sent at once cannot all pass the wait
      // before the first failure is counted.
      if (!(await limiter.claim(turn, CHECK_TURN_MS)))
        return tooMany(
          c,
          1,
          'Another sign-in to this account is being checked. Please try again in a moment.',
        );
      // The across-sources wait slows only a source that has itself guessed wrong for this account: guesses spread
      // over many addresses never slow the owner's first try from a new device (docs/decisions/016).
      const guessedHere = (await limiter.peek(`${fromHere}:fails`)).count > 0;
      const waits = await Promise.all([
        limiter.peek(`${fromHere}:wait`),
        guessedHere ? limiter.peek(`${anywhere}:wait`) : { count: 0, resetInMs: 0 },
      ]);
      const waitMs = Math.max(...waits.map((w) => (w.count > 0 ? w.resetInMs : 0)));
      if (waitMs > 0) {
        await limiter.release(turn);
        const seconds = Math.ceil(waitMs / 1000);
        return tooMany(
          c,
          seconds,
          `Too many wrong passwords. Please wait ${wait(seconds)} and try again, or reset your password.`,
        );
      }
    }
    try {
      await next();
      await countOutcome(c, { known, device, fromHere, anywhere });
    } finally {
      if (!known) await limiter.release(turn);
    }
  };

  /** After the check: a wrong password counts towards the waits; a right one marks the browser as known. */
  async function countOutcome(
    c: Context,
    {
      known,
      device,
      fromHere,
      anywhere,
    }: { known: boolean; device: { name: string; value: string }; fromHere: string; anywhere: string },
  ) {
    if (c.res.status === 401) {
      const here = await limiter.hit(`${fromHere}:fails`, windowMs);
      if (here.count >= perEmail)
        await limiter.hit(`${fromHere}:wait`, delayMs(here.count - perEmail, windowMs));
      const all = await limiter.hit(`${anywhere}:fails`, windowMs);
      const allowance = perEmail * ACROSS_SOURCES_FACTOR;
      if (all.count >= allowance)
        await limiter.hit(`${anywhere}:wait`, delayMs(all.count - allowance, windowMs));
    } else if (c.res.status === 200 && !known) {
      setCookie(c, device.name, device.value, {
        path: '/api',
        httpOnly: true,
        sameSite: 'Lax',
        secure: config.publicUrl.startsWith('https://'),
        maxAge: 365 * 24 * 60 * 60,
      });
    }
  }
}

/** better-auth's own endpoints under /api/auth/* (sign-up, verify-email, password reset, session, revoke). */
export function authHandlerRoutes(auth: Auth) {
  const app = new Hono();
  app.on(['GET', 'POST'], '/*', async (c) =>
    asAppError(await withoutSessionToken(await auth.handler(c.req.raw))),
  );
  return app;
}
