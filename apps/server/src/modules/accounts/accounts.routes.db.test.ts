import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../seed/builders.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app.ts';

type Mail = { to: string; subject: string; text: string };
type ErrorBody = { error: { code: string; message: string } };

async function latestMail(t: TestApp, to: string): Promise<Mail> {
  const { body } = await t.get<{ messages: Mail[] }>(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  const mail = body.messages[0];
  if (!mail) throw new Error(`no mail for ${to}`);
  return mail;
}
const linkIn = (mail: Mail) => new URL(/https?:\/\/\S+/.exec(mail.text)![0]);

describe('accounts: sign-up, confirmation, sign-in, sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** GET /api/me with this cookie answers 200 with no user: the session has ended. */
  async function signedOut(cookie: string): Promise<boolean> {
    const me = await t.get<{ user: unknown }>('/api/me', { cookie });
    return me.status === 200 && me.body.user === null;
  }

  it('signs up a customer who must confirm the e-mail before signing in', async () => {
    const email = 'lerato@example.test';
    const signUp = await t.request('POST', '/api/auth/sign-up/email', {
      body: { name: 'Lerato Mokoena', email, password: 'secret1', callbackURL: '/auth?confirmed=1' },
    });
    expect(signUp.status).toBe(200);
    expect(signUp.cookie).toBe('');

    const before = await t.request<ErrorBody>('POST', '/api/account/sign-in', {
      body: { email, password: 'secret1' },
    });
    expect(before.status).toBe(403);
    expect(before.body.error.message).toMatch(/not verified/i);
    expect(before.cookie).toBe('');

    const mail = await latestMail(t, email);
    expect(mail.subject).toContain('Confirm');
    const link = linkIn(mail);
    const confirm = await t.get(`${link.pathname}${link.search}`, { origin: null });
    expect(confirm.status).toBe(302);

    const cookie = await t.signIn(email, 'secret1');
    const me = await t.get<{
      roles: string[];
      profile: { full_name: string };
      user: { email_verified: boolean };
    }>('/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body.roles).toEqual(['customer']);
    expect(me.body.profile.full_name).toBe('Lerato Mokoena');
    expect(me.body.user.email_verified).toBe(true);
  });

  it('refuses a password shorter than 6 characters with the server message', async () => {
    const res = await t.request<ErrorBody>('POST', '/api/auth/sign-up/email', {
      body: { name: 'Short', email: 'short@example.test', password: '12345' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Password must be at least 6 characters.');
  });

  it('refuses a sign-up without a name in a sentence for people', async () => {
    const res = await t.request<ErrorBody>('POST', '/api/auth/sign-up/email', {
      body: { email: 'nameless@example.test', password: 'secret1' },
    });
    expect([res.status, res.body.error.message]).toEqual([400, 'Please enter your name.']);
  });

  it('does not reveal that an e-mail is taken, and tells its owner instead', async () => {
    await insertUser(t.database.db, { email: 'taken@example.test', name: 'Taken' });
    const res = await t.request('POST', '/api/auth/sign-up/email', {
      body: { name: 'Someone', email: 'taken@example.test', password: 'secret1' },
    });
    expect(res.status).toBe(200);
    expect((await latestMail(t, 'taken@example.test')).subject).toMatch(/tried to sign up/);
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    await insertUser(t.database.db, { email: 'known@example.test', name: 'Known', password: 'rightpass' });
    const wrong = await t.request<ErrorBody>('POST', '/api/account/sign-in', {
      body: { email: 'known@example.test', password: 'wrongpass' },
    });
    const unknown = await t.request<ErrorBody>('POST', '/api/account/sign-in', {
      body: { email: 'nobody@example.test', password: 'wrongpass' },
    });
    expect(wrong.status).toBe(401);
    expect([unknown.status, unknown.body.error.message]).toEqual([401, wrong.body.error.message]);
  });

  it('400 names the field when the e-mail or password is missing', async () => {
    const res = await t.request<{ error: { fields: Record<string, string> } }>(
      'POST',
      '/api/account/sign-in',
      {
        body: { email: '', password: '' },
      },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('signing out ends every session of the user on every device', async () => {
    await insertUser(t.database.db, { email: 'two@example.test', name: 'Two Devices', password: 'pass1234' });
    const phone = await t.signIn('two@example.test', 'pass1234');
    const laptop = await t.signIn('two@example.test', 'pass1234');
    expect((await t.get('/api/me', { cookie: laptop })).status).toBe(200);

    const out = await t.request('POST', '/api/account/sign-out', { cookie: phone });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join(';')).toMatch(/session_token=;|max-age=0/i);
    expect(await signedOut(phone)).toBe(true);
    expect(await signedOut(laptop)).toBe(true);
  });

  it('answers a visitor who is not signed in with 200 and no user (a visitor is not an error)', async () => {
    const me = await t.get('/api/me');
    expect([me.status, me.body]).toEqual([200, { user: null }]);
  });

  it('a password reset sets the new password and ends the old sessions; unknown e-mails get the same answer', async () => {
    await insertUser(t.database.db, {
      email: 'forgot@example.test',
      name: 'Forgetful',
      password: 'oldpass1',
    });
    const oldSession = await t.signIn('forgot@example.test', 'oldpass1');

    const asked = await t.request('POST', '/api/auth/request-password-reset', {
      body: { email: 'forgot@example.test', redirectTo: '/reset-password' },
    });
    const stranger = await t.request('POST', '/api/auth/request-password-reset', {
      body: { email: 'stranger@example.test', redirectTo: '/reset-password' },
    });
    expect(asked.status).toBe(200);
    expect([stranger.status, stranger.body]).toEqual([asked.status, asked.body]);

    const link = linkIn(await latestMail(t, 'forgot@example.test'));
    const redirect = await t.get(`${link.pathname}${link.search}`, { origin: null });
    expect(redirect.status).toBe(302);
    const token = new URL(redirect.headers.get('location')!, 'http://x').searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await t.request('POST', '/api/auth/reset-password', {
      body: { newPassword: 'newpass1', token },
    });
    expect(reset.status).toBe(200);
    expect(await signedOut(oldSession)).toBe(true);
    await expect(t.signIn('forgot@example.test', 'oldpass1')).rejects.toThrow(/401/);
    expect(await t.signIn('forgot@example.test', 'newpass1')).toContain('session_token');
  });

  it('refuses a cookie-carrying state change from another origin (CSRF)', async () => {
    await insertUser(t.database.db, { email: 'csrf@example.test', name: 'Csrf', password: 'pass1234' });
    const cookie = await t.signIn('csrf@example.test', 'pass1234');
    const res = await t.request<ErrorBody>('POST', '/api/account/sign-out', {
      cookie,
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('csrf_rejected');
    expect((await t.get('/api/me', { cookie })).status).toBe(200);
  });
});

describe('confirmation links: sign in and come back, on the address the person used (docs/product.md#auth-screen)', () => {
  const OTHER = 'http://127.0.0.1:3000';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { EXTRA_ORIGINS: OTHER } });
  });
  afterAll(() => t.close());

  it('opening the link signs the person in and returns them to the page they came from', async () => {
    const email = 'thandi@example.test';
    const callbackURL = `/auth?${new URLSearchParams({ confirmed: '1', redirect: '/cart?pay=1' })}`;
    const signUp = await t.request('POST', '/api/auth/sign-up/email', {
      body: { name: 'Thandi Nkosi', email, password: 'secret1', callbackURL },
      origin: OTHER,
    });
    expect(signUp.status).toBe(200);

    const link = linkIn(await latestMail(t, email));
    // The address the sign-up came from, not PUBLIC_URL: the cart and location live in that origin's storage.
    expect(link.origin).toBe(OTHER);
    const confirm = await t.get(`${link.pathname}${link.search}`, { origin: null });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe(callbackURL);
    expect(confirm.cookie).toContain('session_token');
    const me = await t.get<{ user: { email: string; email_verified: boolean } }>('/api/me', {
      cookie: confirm.cookie,
    });
    expect([me.status, me.body.user.email, me.body.user.email_verified]).toEqual([200, email, true]);
  });

  it('every e-mailed link follows an allowed request origin, and only an allowed one', async () => {
    await t.request('POST', '/api/auth/sign-up/email', {
      body: { name: 'Sipho', email: 'sipho@example.test', password: 'secret1', callbackURL: '/auth' },
      origin: null,
    });
    expect(linkIn(await latestMail(t, 'sipho@example.test')).origin).toBe(TEST_ORIGIN);

    // The door's sign-in re-sends the confirmation of an unconfirmed account.
    const door = await t.request('POST', '/api/account/sign-in', {
      body: { email: 'sipho@example.test', password: 'secret1' },
      origin: OTHER,
    });
    expect(door.status).toBe(403);
    expect(linkIn(await latestMail(t, 'sipho@example.test')).origin).toBe(OTHER);

    await insertUser(t.database.db, { email: 'reset@example.test', name: 'Reset', password: 'oldpass1' });
    await t.request('POST', '/api/auth/request-password-reset', {
      body: { email: 'reset@example.test', redirectTo: '/reset-password' },
      origin: OTHER,
    });
    expect(linkIn(await latestMail(t, 'reset@example.test')).origin).toBe(OTHER);

    // Another site's page may ask (no cookie is involved), but the link never points there.
    await t.request('POST', '/api/auth/request-password-reset', {
      body: { email: 'reset@example.test', redirectTo: '/reset-password' },
      origin: 'https://evil.example',
    });
    expect(linkIn(await latestMail(t, 'reset@example.test')).origin).toBe(TEST_ORIGIN);
  });
});

describe('role doors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await insertUser(db, { email: 'cust@example.test', name: 'Cust', password: 'pass1234' });
    await insertUser(db, {
      email: 'admin@example.test',
      name: 'Admin',
      password: 'pass1234',
      roles: ['admin'],
    });
    await insertUser(db, {
      email: 'driver@example.test',
      name: 'Driver',
      password: 'pass1234',
      roles: ['customer', 'driver'],
    });
  });
  afterAll(() => t.close());

  it.each([
    ['cust@example.test', 'driver', 403, /not registered as a driver/],
    ['cust@example.test', 'restaurant', 403, /not registered as a restaurant/],
    ['cust@example.test', 'admin', 403, /does not have admin access/],
    ['driver@example.test', 'admin', 403, /does not have admin access/],
    ['driver@example.test', 'driver', 200, null],
    ['admin@example.test', 'admin', 200, null],
    ['cust@example.test', 'customer', 200, null],
    ['cust@example.test', undefined, 200, null],
  ] as const)('%s at the %s door → %i', async (email, role, status, message) => {
    const res = await t.request<ErrorBody>('POST', '/api/account/sign-in', {
      body: { email, password: 'pass1234', role },
    });
    expect(res.status).toBe(status);
    if (message) {
      expect(res.body.error.message).toMatch(message);
      expect(res.cookie).toBe('');
    } else {
      expect(res.cookie).toContain('session_token');
    }
  });

  it('a refused door leaves no session behind', async () => {
    const before = await t.database.db.query.session.findMany();
    await t.request('POST', '/api/account/sign-in', {
      body: { email: 'cust@example.test', password: 'pass1234', role: 'admin' },
    });
    const after = await t.database.db.query.session.findMany();
    expect(after.length).toBe(before.length);
  });
});

describe('abuse limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '5', AUTH_RATE_LIMIT_PER_EMAIL: '3' } });
  });
  afterAll(() => t.close());

  it('slows wrong passwords per account and address (429 with a clear message), not across addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.request<ErrorBody>('POST', '/api/account/sign-in', {
        body: { email: 'target@example.test', password: `guess${i}` },
        ip: '10.0.0.1',
      });
      statuses.push(res.status);
      if (i === 3) {
        expect(res.body.error.message).toMatch(
          /^Too many wrong passwords\. Please wait \d+ seconds? and try again, or reset your password\.$/,
        );
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another address is not slowed by these guesses (docs/decisions/016-hardening-limits.md: no account lockout).
    const elsewhere = await t.request('POST', '/api/account/sign-in', {
      body: { email: 'target@example.test', password: 'guess9' },
      ip: '10.0.0.2',
    });
    expect(elsewhere.status).toBe(401);
  });

  it('limits attempts per IP across e-mails, for sign-up and reset too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const path = i % 2 ? '/api/auth/request-password-reset' : '/api/auth/sign-up/email';
      const res = await t.request('POST', path, {
        body: {
          email: `spray${i}@example.test`,
          name: 'Spray',
          password: 'secret1',
          redirectTo: '/reset-password',
        },
        ip: '10.1.1.1',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
