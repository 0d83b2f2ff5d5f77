import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

// better-auth's routes are held to the shared contracts (core contracts/auth-requests.ts) by a before-hook, and
// answer failures in the app's one error shape with sentences for people.
describe('better-auth inputs', () => {
  let t: TestApp;
  let cookie: string;
  const usersWith = (email: string) =>
    t.database.db.query.user.findMany({ where: (u, { eq }) => eq(u.email, email) });
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    await insertUser(t.database.db, { email: 'own@input.test', name: 'Own', password: 'own-pass-1' });
    cookie = await t.signIn('own@input.test', 'own-pass-1');
  });
  afterAll(() => t.close());

  const signUp = (body: Record<string, unknown>, ip = '10.47.0.1') =>
    t.request<ErrorBody>('POST', '/api/auth/sign-up/email', {
      body: { password: 'long-enough-1', callbackURL: '/', ...body },
      ip,
    });
  const updateUser = (body: Record<string, unknown>) =>
    t.request<ErrorBody>('POST', '/api/auth/update-user', { body, cookie });
  const storedUser = async () => (await usersWith('own@input.test'))[0]!;

  it.each([
    ['null', null],
    ['a number', 7],
    ['an object', { first: 'A' }],
    ['121 characters', 'x'.repeat(121)],
  ])('sign-up refuses a name that is %s', async (_label, name) => {
    const email = `n-${Math.random().toString(36).slice(2)}@input.test`;
    const res = await signUp({ email, name });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    expect(res.body.error.fields?.name).toBeDefined();
    expect(await usersWith(email)).toEqual([]);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'http://example.test/a.png',
    '//evil.test/a.png',
  ])('sign-up refuses the picture %s', async (image) => {
    const email = `i-${Math.random().toString(36).slice(2)}@input.test`;
    const res = await signUp({ email, name: 'Pic', image });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.image).toMatch(/https:\/\/ address or a path on this site/);
    expect(await usersWith(email)).toEqual([]);
  });

  it('sign-up takes an https or same-site picture', async () => {
    expect(
      (await signUp({ email: 'https@input.test', name: 'Pic', image: 'https://cdn.test/a.png' })).status,
    ).toBe(200);
    expect((await signUp({ email: 'path@input.test', name: 'Pic', image: '/images/a.png' })).status).toBe(
      200,
    );
  });

  it('a bad e-mail is a sentence for people, not a code path', async () => {
    const res = await signUp({ email: 'not-an-address', name: 'Mail' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'validation_error',
      message: 'Please enter a valid email address.',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/\[body/);
  });

  it.each([
    ['a 5,000-character name', { name: 'x'.repeat(5000) }, 'name'],
    ['a null name', { name: null }, 'name'],
    ['a numeric name', { name: 12 }, 'name'],
    ['a javascript: picture', { image: 'javascript:alert(1)' }, 'image'],
    ['a data: picture', { image: 'data:text/html,<b>x</b>' }, 'image'],
  ])('update-user refuses %s and changes nothing', async (_label, body, field) => {
    const res = await updateUser(body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.[field]).toBeDefined();
    const row = await storedUser();
    expect([row.name, row.image]).toEqual(['Own', null]);
  });

  it('update-user takes a proper name and picture', async () => {
    expect((await updateUser({ name: 'Own Two', image: 'https://cdn.test/me.png' })).status).toBe(200);
    const row = await storedUser();
    expect([row.name, row.image]).toEqual(['Own Two', 'https://cdn.test/me.png']);
  });

  it("better-auth's own failures come in the app's error shape", async () => {
    const res = await t.request<ErrorBody>('POST', '/api/auth/sign-in/email', {
      body: { email: 'own@input.test', password: 'wrong-one' },
      ip: '10.47.0.9',
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: { code: 'invalid_email_or_password', message: 'Invalid email or password' },
    });
  });

  it('a password reset with a too-short password is refused in a sentence', async () => {
    const res = await t.request<ErrorBody>('POST', '/api/auth/reset-password', {
      body: { newPassword: '123', token: 'x' },
      ip: '10.47.0.10',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Password must be at least 6 characters.');
  });
});
