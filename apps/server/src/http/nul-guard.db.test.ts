import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYFAST_NOTIFY_PATH } from '../modules/payments/payfast-urls.ts';
import { insertUser } from '../seed/builders.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

type ErrorBody = { error: { code: string; message: string } };

// Inputs at the edge (docs/decisions/016-hardening-limits.md): a NUL byte gave a 500 in 36 of 44 text inputs; it is a 400 with a message, once, at the edge.
describe('NUL bytes', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await insertUser(t.database.db, { email: 'nul@nul.test', name: 'Nul', password: 'nul-pass-1' });
    cookie = await t.signIn('nul@nul.test', 'nul-pass-1');
  });
  afterAll(() => t.close());

  const expectRefused = (res: { status: number; body: unknown }) => {
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).error.message).toMatch(/NUL character/);
  };

  it.each([
    ['sign-in e-mail', '/api/account/sign-in', { email: 'nul\u0000@nul.test', password: 'x' }],
    ['better-auth sign-in', '/api/auth/sign-in/email', { email: 'nul@nul.test', password: 'a\u0000b' }],
    [
      'sign-up name',
      '/api/auth/sign-up/email',
      { email: 'new@nul.test', password: 'secret-123', name: 'Bad\u0000Name' },
    ],
    ['a key', '/api/account/sign-in', { 'em\u0000ail': 'x', password: 'y' }],
  ])('in a JSON body (%s)', async (_name, path, body) => {
    expectRefused(await t.request('POST', path, { body, ip: '10.44.0.1' }));
  });

  it('in a signed-in JSON body', async () => {
    expectRefused(await t.request('PUT', '/api/profile', { cookie, body: { full_name: 'A\u0000B' } }));
  });

  it('in the query string and the path', async () => {
    expectRefused(await t.get('/api/search?q=kota%00'));
    expectRefused(await t.get('/api/geocode?q=%00'));
    expectRefused(await t.get('/api/restaurants/%00'));
  });

  it('in a form (the PayFast notification)', async () => {
    const res = await t.app.request(PAYFAST_NOTIFY_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'm_payment_id=ORDER-1%00&pf_payment_id=1',
    });
    expect(res.status).toBe(400);
  });

  it('an escaped backslash followed by u0000 is ordinary text', async () => {
    const res = await t.request('POST', '/api/account/sign-in', {
      body: { email: 'nul@nul.test', password: '\\u0000' },
      ip: '10.44.0.2',
    });
    expect(res.status).toBe(401);
  });
});
