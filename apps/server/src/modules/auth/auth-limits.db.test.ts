import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

type ErrorBody = { error: { code: string; message: string } };
type Mail = { to: string; text: string };

// Auth limits (docs/decisions/016-hardening-limits.md): the per-e-mail limits hold whatever the content type, and wrong guesses slow down per
// (account, source) instead of locking the account: the owner's right password and the reset keep working.
describe('auth limits', () => {
  let t: TestApp;
  const email = 'owner@limits.test';
  const password = 'right-password-1';
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        AUTH_RATE_LIMIT_PER_IP: '1000',
        AUTH_RATE_LIMIT_PER_EMAIL: '3',
        AUTH_MAILS_PER_ADDRESS_PER_HOUR: '4',
      },
    });
    await insertUser(t.database.db, { email, name: 'Owner', password });
    await insertUser(t.database.db, { email: victim, name: 'Victim', password });
    await insertUser(t.database.db, { email: spread, name: 'Spread', password });
  });
  afterAll(() => t.close());

  const victim = 'victim@limits.test';
  const spread = 'spread@limits.test';
  const signIn = (ip: string, pass: string, cookie?: string, who = email) =>
    t.request<ErrorBody>('POST', '/api/auth/sign-in/email', {
      body: { email: who, password: pass },
      ip,
      cookie,
    });
  const askReset = (who: string, ip: string) =>
    t.request<ErrorBody>('POST', '/api/auth/request-password-reset', {
      body: { email: who, redirectTo: '/reset-password' },
      ip,
    });
  const mailsTo = async (to: string) =>
    (await t.get<{ messages: Mail[] }>(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).body.messages;

  it("strangers asking for someone's password reset cannot stop the owner's, and the mails to them stay few", async () => {
    // Six strangers' addresses, three requests each (each address's own allowance), and a fourth from one of them.
    for (let i = 0; i < 6; i++)
      for (let n = 0; n < 3; n++) expect((await askReset(victim, `10.9.0.${i}`)).status).toBe(200);
    const again = await askReset(victim, '10.9.0.0');
    expect(again.status).toBe(429);
    expect(again.body.error.message).toMatch(/^Too many attempts\. Please wait/);
    // The owner, from their own address, is answered as always …
    expect((await askReset(victim, '10.9.1.1')).status).toBe(200);
    // … the address got at most the hour's allowance of reset mails, and the latest link in it still works.
    const mails = await mailsTo(victim);
    expect(mails.length).toBe(4);
    const link = new URL(/https?:\/\/\S+/.exec(mails[0]!.text)![0]);
    const redirect = await t.get(`${link.pathname}${link.search}`, { origin: null });
    const token = new URL(redirect.headers.get('location')!, 'http://x').searchParams.get('token');
    const reset = await t.request('POST', '/api/auth/reset-password', {
      body: { newPassword: 'victim-new-1', token },
      ip: '10.9.1.1',
    });
    expect(reset.status).toBe(200);
    expect((await signIn('10.9.1.1', 'victim-new-1', undefined, victim)).status).toBe(200);
  });

  it("wrong guesses spread over many sources never slow the owner's new device", async () => {
    // Eleven sources guess three times each: past ten times the per-source allowance across all sources.
    for (let i = 0; i < 11; i++)
      for (let n = 0; n < 3; n++) await signIn(`10.11.0.${i}`, `guess-${i}-${n}`, undefined, spread);
    // The owner, on a device that never signed in, from an address that never guessed: straight in (the
    // across-sources wait for sources that did guess is in auth-limits.test.ts, on a fake clock).
    expect((await signIn('10.11.5.5', password, undefined, spread)).status).toBe(200);
  });

  it('refuses a form post to the limited endpoints (415) instead of skipping the per-e-mail limit', async () => {
    for (const path of [
      '/api/auth/sign-in/email',
      '/api/auth/request-password-reset',
      '/api/account/sign-in',
    ]) {
      const res = await t.app.request(
        path,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
          body: new URLSearchParams({ email, password: 'nope' }).toString(),
        },
        { incoming: { socket: { remoteAddress: '10.5.0.1', remotePort: 1, remoteFamily: 'IPv4' } } },
      );
      expect(res.status, path).toBe(415);
      expect(((await res.json()) as ErrorBody).error.message).toMatch(/as JSON/);
    }
  });

  it('wrong guesses from one source slow that source only; the owner signs in elsewhere, from a known device, and can reset', async () => {
    // The owner signed in on this browser before: it holds the known-device cookie.
    const first = await signIn('10.7.0.1', password);
    expect(first.status).toBe(200);
    const known = first.cookie;
    const attacker = '10.7.0.66';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await signIn(attacker, `guess-${i}`)).status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toContain(429);
    const refused = await signIn(attacker, 'guess-x');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/wait .* or reset your password/);
    // The owner from another address …
    expect((await signIn('10.7.0.2', password)).status).toBe(200);
    // … and from the attacker's own address (a shared NAT) on a device that signed in before.
    expect((await signIn(attacker, password, known)).status).toBe(200);
    // The reset is counted apart from wrong passwords.
    const reset = await t.request('POST', '/api/auth/request-password-reset', {
      body: { email, redirectTo: '/reset-password' },
      ip: attacker,
    });
    expect(reset.status).toBe(200);
  });

  it('the delays grow with each further wrong guess', async () => {
    const ip = '10.8.0.1';
    const guess = (p: string) =>
      t.request('POST', '/api/account/sign-in', { body: { email: 'grow@limits.test', password: p }, ip });
    for (let i = 0; i < 3; i++) expect((await guess(`x${i}`)).status).toBe(401);
    const first = await guess('y');
    expect(first.status).toBe(429);
    expect(Number(first.headers.get('retry-after'))).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await guess('z')).status).toBe(401);
    const second = await guess('w');
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBe(2);
  });
});
