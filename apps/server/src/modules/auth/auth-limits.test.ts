import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createMemoryRateLimitStore, createRateLimiter } from '../../http/rate-limit.ts';
import { authRateLimit } from './auth.routes.ts';

// The sign-in slow-down on a fake clock, with a stand-in for better-auth: 'right' is the password, anything else
// a 401 (docs/decisions/016-hardening-limits.md).
describe('sign-in slow-down across sources', () => {
  const setup = () => {
    const now = { ms: 1_000_000 };
    const limiter = createRateLimiter(createMemoryRateLimitStore(() => now.ms));
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
    });
    const app = new Hono();
    app.use('*', authRateLimit(limiter, config));
    app.post('/api/auth/sign-in/email', async (c) => {
      const { password } = (await c.req.json()) as { password: string };
      return password === 'right' ? c.json({ ok: true }) : c.json({ message: 'Invalid' }, 401);
    });
    const signIn = async (ip: string, password: string) =>
      (
        await app.request(
          '/api/auth/sign-in/email',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'owner@slow.test', password }),
          },
          { incoming: { socket: { remoteAddress: ip, remotePort: 1, remoteFamily: 'IPv4' } } },
        )
      ).status;
    return { signIn, now };
  };

  it('slows sources that guessed wrong themselves, never a new source with the right password', async () => {
    const { signIn } = setup();
    const lurker = '10.1.9.9';
    expect(await signIn(lurker, 'guess')).toBe(401);
    // Eleven more sources, three guesses each: 34 wrong guesses, past the 30 allowed across sources.
    for (let i = 0; i < 11; i++) for (let n = 0; n < 3; n++) await signIn(`10.1.0.${i}`, `g${n}`);
    expect(await signIn('10.1.5.5', 'right')).toBe(200);
    expect(await signIn('10.1.5.6', 'wrong-once')).toBe(401);
    // The lurker guessed wrong here before: it waits out the across-sources delay, even with the right password.
    expect(await signIn(lurker, 'right')).toBe(429);
  });

  it('the across-sources wait ends, and then the guessing source is answered again', async () => {
    const { signIn, now } = setup();
    const lurker = '10.2.9.9';
    expect(await signIn(lurker, 'guess')).toBe(401);
    for (let i = 0; i < 10; i++) for (let n = 0; n < 3; n++) await signIn(`10.2.0.${i}`, `g${n}`);
    expect(await signIn(lurker, 'guess-2')).toBe(429);
    now.ms += 60 * 60 * 1000;
    expect(await signIn(lurker, 'right')).toBe(200);
  });
});
