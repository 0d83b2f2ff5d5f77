import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

type ErrorBody = { error: { code: string; message: string } };

/**
 * Wrong passwords sent at once (docs/decisions/044-limits-in-one-statement-or-lock.md): one password check per
 * account at a time for browsers it does not know, so parallel guesses cannot all pass the wait before the first
 * failure is counted; the allowance before the slow-down holds.
 */
describe('sign-in: parallel wrong passwords', () => {
  let t: TestApp;
  const email = 'owner@parallel-sign-in.test';
  const password = 'right-password-1';
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '3' } });
    await insertUser(t.database.db, { email, name: 'Owner', password });
  });
  afterAll(() => t.close());

  const signIn = (ip: string, pass: string, cookie?: string) =>
    t.request<ErrorBody>('POST', '/api/auth/sign-in/email', { body: { email, password: pass }, ip, cookie });

  it('30 wrong passwords at once from one source: at most 3 are checked, the rest wait (429)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn('10.8.0.66', `guess-${i}`)),
    );
    const checked = answers.filter((a) => a.status === 401).length;
    const waiting = answers.filter((a) => a.status === 429);
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(3);
    expect(waiting).toHaveLength(30 - checked);
    for (const a of waiting) {
      expect(a.body.error.message).toMatch(/^(Too many wrong passwords|Another sign-in to this account)/);
      expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Nothing is left held: a right password from another source signs in once the checks are done.
    expect((await signIn('10.8.0.1', password)).status).toBe(200);
  });
});
