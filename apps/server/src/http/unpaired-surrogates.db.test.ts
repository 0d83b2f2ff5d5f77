import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../seed/builders.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/app.ts';

type ErrorBody = { error: { code: string; message: string } };

// An unpaired UTF-16 surrogate ("\ud800") is no character: jsonb refuses it (a 500) and text stores a replacement
// character. It is a 400 with the one error shape at the edge, on the app's routes and better-auth's alike.
describe('unpaired surrogates in JSON bodies', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    await insertUser(t.database.db, { email: 'half@surrogate.test', name: 'Half', password: 'half-pass-1' });
    cookie = await t.signIn('half@surrogate.test', 'half-pass-1');
  });
  afterAll(() => t.close());

  /** The body as raw JSON text: JSON.stringify would keep the escape anyway, this makes it plain. */
  const send = async (method: string, path: string, json: string, withCookie = false) => {
    const res = await t.app.request(
      path,
      {
        method,
        headers: {
          'content-type': 'application/json',
          origin: TEST_ORIGIN,
          ...(withCookie ? { cookie } : {}),
        },
        body: json,
      },
      { incoming: { socket: { remoteAddress: '10.46.0.1', remotePort: 1, remoteFamily: 'IPv4' } } },
    );
    return { status: res.status, body: (await res.json()) as ErrorBody };
  };

  it.each([
    [
      'the sign-in door',
      'POST',
      '/api/account/sign-in',
      '{"email":"half@surrogate.test","password":"\\ud800"}',
      false,
    ],
    [
      'better-auth sign-in',
      'POST',
      '/api/auth/sign-in/email',
      '{"email":"half@surrogate.test","password":"x\\udfff"}',
      false,
    ],
    [
      'better-auth sign-up',
      'POST',
      '/api/auth/sign-up/email',
      '{"email":"new@surrogate.test","password":"long-enough-1","name":"\\ud83d","callbackURL":"/"}',
      false,
    ],
    [
      'better-auth password reset',
      'POST',
      '/api/auth/request-password-reset',
      '{"email":"a\\udc00@x.test"}',
      false,
    ],
    ['better-auth update-user', 'POST', '/api/auth/update-user', '{"name":"Half \\ud800 way"}', true],
    ['the profile', 'PATCH', '/api/profile', '{"full_name":"\\udc00Half"}', true],
    [
      'a saved address',
      'POST',
      '/api/profile/addresses',
      '{"street":"1 Main \\ud800 Road","city":"Mahikeng","province":"North West"}',
      true,
    ],
    ['a key', 'POST', '/api/account/sign-in', '{"email":"half@surrogate.test","pass\\ud800":"x"}', false],
  ])('is a 400 with the error shape (%s)', async (_name, method, path, json, withCookie) => {
    const res = await send(method, path, json, withCookie);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('bad_request');
    expect(res.body.error.message).toMatch(/broken character/);
  });

  it('nothing was changed', async () => {
    const me = await t.get<{ user: { name: string } }>('/api/me', { cookie });
    expect(me.body.user.name).toBe('Half');
    const users = await t.database.db.query.user.findMany({
      where: (u, { eq }) => eq(u.email, 'new@surrogate.test'),
    });
    expect(users).toEqual([]);
  });

  it('a proper pair (an emoji) and an escaped backslash are ordinary text', async () => {
    const emoji = await send('PATCH', '/api/profile', '{"full_name":"Half \\ud83d\\ude00"}', true);
    expect(emoji.status).toBe(200);
    const escaped = await send(
      'POST',
      '/api/account/sign-in',
      '{"email":"half@surrogate.test","password":"\\\\ud800"}',
    );
    expect(escaped.status).toBe(401);
  });
});
