import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

type Mail = { to: string; subject: string; text: string };

// docs/decisions/061-i18n-library-and-locale.md: account e-mails speak the language the person reads.
describe('account e-mails in the language of the person', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function latestMail(to: string): Promise<Mail> {
    const { body } = await t.get<{ messages: Mail[] }>(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const mail = body.messages[0];
    if (!mail) throw new Error(`no mail for ${to}`);
    return mail;
  }
  const signUp = (email: string, headers: Record<string, string>) =>
    t.request('POST', '/api/auth/sign-up/email', {
      body: { name: 'Zanele Dlamini', email, password: 'secret1', callbackURL: '/auth?confirmed=1' },
      headers,
    });

  it('writes the confirmation in the language the page was shown in (the cookie), else the browser', async () => {
    expect((await signUp('zanele@mail-lang.test', { cookie: 'lekker.lang=zu-ZA' })).status).toBe(200);
    const zulu = await latestMail('zanele@mail-lang.test');
    expect(zulu.subject).toBe('Qinisekisa i-akhawunti yakho ye-Lekker Eats');
    expect(zulu.text).toContain('Qinisekisa i-imeyili yami: http');

    expect((await signUp('annelie@mail-lang.test', { 'accept-language': 'af-ZA,af;q=0.9' })).status).toBe(
      200,
    );
    expect((await latestMail('annelie@mail-lang.test')).subject).toBe('Bevestig jou Lekker Eats-rekening');

    expect((await signUp('james@mail-lang.test', {})).status).toBe(200);
    expect((await latestMail('james@mail-lang.test')).subject).toBe('Confirm your Lekker Eats account');
  });

  it("writes a password reset in the account's stored language, whatever the page", async () => {
    const email = 'kagiso@mail-lang.test';
    await signUp(email, {});
    const confirm = new URL(/https?:\/\/\S+/.exec((await latestMail(email)).text)![0]);
    await t.get(`${confirm.pathname}${confirm.search}`, { origin: null });
    const cookie = await t.signIn(email, 'secret1');
    expect((await t.request('PATCH', '/api/profile', { cookie, body: { language: 'tn-ZA' } })).status).toBe(
      200,
    );
    const reset = await t.request('POST', '/api/auth/request-password-reset', {
      body: { email, redirectTo: '/reset-password' },
      headers: { cookie: 'lekker.lang=af-ZA' },
    });
    expect(reset.status).toBe(200);
    expect((await latestMail(email)).subject).toBe('Fetola lefoko la sephiri la Lekker Eats');
  });
});
