import {
  MARKETING_CONSENT_WORDING,
  type NotificationPreferences,
  type PhoneStatus,
} from '@lekker/core/contracts/notification-preferences';
import { PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_MAX_PER_NUMBER } from '@lekker/core/notification-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneVerifications } from '../../db/schema/index.ts';
import { transactional } from '../../db/with-transaction.ts';
import { insertUser } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { recordingMessaging } from '../../test/fakes/recording-messaging.ts';
import { createPreferencesRepository } from './preferences.repository.ts';
import { createPreferencesService } from './preferences.service.ts';

type Err = { error: { code: string; message: string; fields?: Record<string, string> } };

/** Noon on a Thursday in Johannesburg; tests move it forward. */
let now = new Date('2026-12-03T12:00:00+02:00');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const MINUTE = 60_000;

describe('phone verification and notification preferences', () => {
  const messaging = recordingMessaging();
  const withPush = new Set<string>();
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => now,
      messaging,
      pushDevices: { hasDevice: async (userId) => withPush.has(userId) },
    });
    for (const name of ['thabo', 'naledi', 'sipho', 'lerato', 'bongani']) {
      const u = await insertUser(t.database.db, { email: `${name}@prefs.test`, name });
      ids[name] = u.id;
      cookies[name] = await t.signIn(`${name}@prefs.test`, 'password123');
    }
  });
  afterAll(() => t.close());

  const post = <T>(who: string, path: string, body?: unknown) =>
    t.request<T & Err>('POST', `/api${path}`, { cookie: cookies[who], body });
  const put = <T>(who: string, path: string, body?: unknown) =>
    t.request<T & Err>('PUT', `/api${path}`, { cookie: cookies[who], body });
  const prefs = async (who: string) =>
    (await t.get<NotificationPreferences>('/api/me/notification-preferences', { cookie: cookies[who] })).body;
  /** Starts and completes a verification for this person (the code as the SMS would carry it). */
  async function verify(who: string, phone: string) {
    const start = await post<PhoneStatus>(who, '/me/phone', { phone });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const code = messaging.codesTo(start.body.pending_phone!).at(-1)!;
    const done = await post<PhoneStatus>(who, '/me/phone/verify', { code });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return done.body;
  }
  const service = () =>
    createPreferencesService({
      repo: transactional(t.database.db, createPreferencesRepository),
      messaging,
      pushDevices: { hasDevice: async (userId) => withPush.has(userId) },
      clock: () => now,
      codeSecret: 'x'.repeat(32),
      numberAllowance: async () => true,
    });

  it('refuses anonymous callers', async () => {
    for (const [method, path] of [
      ['GET', '/api/me/notification-preferences'],
      ['PUT', '/api/me/notification-preferences'],
      ['POST', '/api/me/notification-preferences/test'],
      ['POST', '/api/me/phone'],
      ['POST', '/api/me/phone/verify'],
    ] as const)
      expect((await t.request(method, path, { body: method === 'GET' ? undefined : {} })).status, path).toBe(
        401,
      );
  });

  it('starts with nothing turned on: no phone, no device, marketing off everywhere', async () => {
    const p = await prefs('lerato');
    expect(p.phone).toEqual({
      verified_phone: null,
      pending_phone: null,
      code_expires_at: null,
      resend_at: null,
      locked_until: null,
    });
    expect(p.channels).toEqual(
      (['push', 'sms', 'whatsapp'] as const).map((channel) => ({
        channel,
        available: false,
        order_updates: true,
        marketing: false,
        marketing_wording: MARKETING_CONSENT_WORDING[channel],
      })),
    );
    expect(p.quiet_hours).toMatchObject({ start: '20:00', end: '08:00' });
  });

  it('normalises the number, sends a 6-digit code by SMS only, and stores only its hash', async () => {
    const res = await post<PhoneStatus>('thabo', '/me/phone', { phone: '082 123 4567' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      verified_phone: null,
      pending_phone: '+27821234567',
      code_expires_at: new Date(now.getTime() + 10 * MINUTE).toISOString(),
    });
    const send = messaging.sent.at(-1)!;
    expect(send).toMatchObject({
      event: { template: 'phone_code', purpose: 'transactional' },
      recipient: { phone: '+27821234567' },
      channels: ['sms'],
    });
    const code = send.event.params.code!;
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, ids.thabo!));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);

    const wrong = await post('thabo', '/me/phone/verify', { code: code === '000000' ? '111111' : '000000' });
    expect([wrong.status, wrong.body.error.message]).toEqual([422, 'Wrong code. 4 tries left.']);
    const right = await post<PhoneStatus>('thabo', '/me/phone/verify', { code });
    expect([right.status, right.body.verified_phone, right.body.pending_phone]).toEqual([
      200,
      '+27821234567',
      null,
    ]);
    const p = await prefs('thabo');
    expect(p.channels.map((c) => [c.channel, c.available, c.order_updates])).toEqual([
      ['push', false, true],
      ['sms', true, true],
      ['whatsapp', true, true],
    ]);
    expect(await service().recipientPreferences.verifiedPhone(ids.thabo!)).toBe('+27821234567');
  });

  it('refuses other numbers and malformed codes with readable field messages', async () => {
    for (const phone of ['12345', '+44 20 7946 0958', '082 123 456']) {
      const res = await post('naledi', '/me/phone', { phone });
      expect(res.status, phone).toBe(400);
      expect(res.body.error.fields?.phone).toBe(
        'Please enter a South African phone number, e.g. 082 123 4567',
      );
    }
    const code = await post('naledi', '/me/phone/verify', { code: '12ab' });
    expect([code.status, code.body.error.fields?.code]).toEqual([400, 'Enter the 6-digit code from the SMS']);
    const none = await post('naledi', '/me/phone/verify', { code: '123456' });
    expect(none.status).toBe(409);
  });

  it('limits resends: once a minute, five an hour', async () => {
    expect((await post('naledi', '/me/phone', { phone: '0825551234' })).status).toBe(200);
    const soon = await post('naledi', '/me/phone', { phone: '0825551234' });
    expect([soon.status, soon.body.error.message]).toEqual([
      429,
      'A code was just sent. You can ask for another in 1 minute.',
    ]);
    for (let n = 2; n <= 5; n += 1) {
      advance(MINUTE);
      expect((await post('naledi', '/me/phone', { phone: '0825551234' })).status, `send ${n}`).toBe(200);
    }
    advance(MINUTE);
    const sixth = await post('naledi', '/me/phone', { phone: '0825551234' });
    expect([sixth.status, sixth.body.error.code]).toEqual([429, 'rate_limited']);
    // Only the latest code counts.
    const codes = messaging.codesTo('+27825551234');
    expect(codes).toHaveLength(5);
    advance(MINUTE);
  });

  it('limits the codes one number gets in an hour, whichever accounts ask', async () => {
    const answers: number[] = [];
    for (let n = 0; n <= PHONE_CODE_MAX_PER_NUMBER; n += 1) {
      const email = `flood${n}@prefs.test`;
      await insertUser(t.database.db, { email, name: `Flood ${n}` });
      const cookie = await t.signIn(email, 'password123');
      const res = await t.request<Err>('POST', '/api/me/phone', { cookie, body: { phone: '084 777 0000' } });
      answers.push(res.status);
      if (res.status === 429)
        expect(res.body.error.message).toBe(
          'Too many codes were sent to that number this hour. Please try again later.',
        );
    }
    expect(answers).toEqual([...Array(PHONE_CODE_MAX_PER_NUMBER).fill(200), 429]);
    expect(messaging.codesTo('+27847770000')).toHaveLength(PHONE_CODE_MAX_PER_NUMBER);
  });

  it('refuses an expired code', async () => {
    expect((await post('sipho', '/me/phone', { phone: '+27 83 000 1111' })).status).toBe(200);
    const code = messaging.codesTo('+27830001111').at(-1)!;
    advance(10 * MINUTE);
    const late = await post('sipho', '/me/phone/verify', { code });
    expect([late.status, late.body.error.message]).toEqual([
      422,
      'That code has expired. Ask for a new one.',
    ]);
  });

  it('50 parallel wrong guesses: at most 5 are evaluated, the rest find the lock, and the right code waits', async () => {
    advance(2 * MINUTE);
    expect((await post('sipho', '/me/phone', { phone: '27830001111' })).status).toBe(200);
    const code = messaging.codesTo('+27830001111').at(-1)!;
    const guesses = Array.from({ length: 60 }, (_, n) => String(100000 + n * 7919).padStart(6, '0'))
      .filter((g) => g !== code)
      .slice(0, 50);
    const answers = await Promise.all(guesses.map((g) => post('sipho', '/me/phone/verify', { code: g })));
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    expect({ wrong: count(422), locked: count(423), other: 50 - count(422) - count(423) }).toEqual({
      wrong: PHONE_CODE_MAX_ATTEMPTS - 1,
      locked: 50 - (PHONE_CODE_MAX_ATTEMPTS - 1),
      other: 0,
    });
    expect(
      answers
        .filter((a) => a.status === 422)
        .map((a) => a.body.error.message)
        .sort(),
    ).toEqual([
      'Wrong code. 1 try left.',
      'Wrong code. 2 tries left.',
      'Wrong code. 3 tries left.',
      'Wrong code. 4 tries left.',
    ]);
    expect(answers.find((a) => a.status === 423)!.body.error.message).toBe(
      'Too many wrong codes. Try again in 10 minutes.',
    );
    const [row] = await t.database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, ids.sipho!));
    expect([row!.attempts, row!.lockedUntil]).toEqual([
      PHONE_CODE_MAX_ATTEMPTS,
      new Date(now.getTime() + 10 * MINUTE),
    ]);

    // Locked: the right code is refused, and so is a new code.
    const right = await post('sipho', '/me/phone/verify', { code });
    expect([right.status, right.body.error.code]).toEqual([423, 'locked']);
    expect((await post('sipho', '/me/phone', { phone: '0830001111' })).status).toBe(423);
    expect((await prefs('sipho')).phone.locked_until).toBe(row!.lockedUntil!.toISOString());

    // Ten minutes on: a new code works.
    advance(10 * MINUTE + 1000);
    const done = await verify('sipho', '0830001111');
    expect(done.verified_phone).toBe('+27830001111');
  });

  it('records marketing consent per channel with its wording, time and source; the latest row wins', async () => {
    const noPhone = await put('lerato', '/me/notification-preferences', {
      channels: [{ channel: 'sms', marketing: true }],
    });
    expect([noPhone.status, noPhone.body.error.message]).toEqual([
      422,
      'Verify your phone number first, then turn promotions on.',
    ]);

    const on = await put<NotificationPreferences>('thabo', '/me/notification-preferences', {
      channels: [{ channel: 'sms', marketing: true }],
    });
    expect(on.status).toBe(200);
    expect(on.body.channels.map((c) => [c.channel, c.marketing])).toEqual([
      ['push', false],
      ['sms', true],
      ['whatsapp', false],
    ]);
    const granted = now;
    advance(MINUTE);
    await put('thabo', '/me/notification-preferences', { channels: [{ channel: 'sms', marketing: false }] });
    advance(MINUTE);
    await put('thabo', '/me/notification-preferences', { channels: [{ channel: 'sms', marketing: true }] });
    // Saying the same again records nothing new.
    await put('thabo', '/me/notification-preferences', { channels: [{ channel: 'sms', marketing: true }] });

    const history = await createPreferencesRepository(t.database.db).consentHistory(ids.thabo!);
    expect(history.map((h) => [h.channel, h.purpose, h.granted, h.source])).toEqual([
      ['sms', 'marketing', true, 'profile'],
      ['sms', 'marketing', false, 'profile'],
      ['sms', 'marketing', true, 'profile'],
    ]);
    expect(history.every((h) => h.wording === MARKETING_CONSENT_WORDING.sms)).toBe(true);
    expect(history.at(-1)!.createdAt).toEqual(granted);
    expect(await service().recipientPreferences.channelsFor(ids.thabo!, 'marketing', now)).toEqual(['sms']);
  });

  it('applies the order-update switches and quiet hours to the channel choice', async () => {
    const s = service().recipientPreferences;
    expect(await s.channelsFor(ids.thabo!, 'transactional', now)).toEqual(['sms', 'whatsapp']);
    await put('thabo', '/me/notification-preferences', {
      channels: [{ channel: 'whatsapp', order_updates: false }],
    });
    expect(await s.channelsFor(ids.thabo!, 'transactional', now)).toEqual(['sms']);
    expect(await s.channelsFor(ids.thabo!, 'marketing', new Date('2026-12-03T21:00:00+02:00'))).toEqual([]);
    expect(await s.channelsFor(ids.thabo!, 'transactional', new Date('2026-12-03T21:00:00+02:00'))).toEqual([
      'sms',
    ]);
    // A push device turns push on for order updates (by default) but not for marketing (its own opt-in).
    withPush.add(ids.thabo!);
    expect(await s.channelsFor(ids.thabo!, 'transactional', now)).toEqual(['push', 'sms']);
    expect(await s.channelsFor(ids.thabo!, 'marketing', now)).toEqual(['sms']);
    await put('thabo', '/me/notification-preferences', {
      channels: [{ channel: 'whatsapp', order_updates: true }],
    });
  });

  it('a STOP reply withdraws marketing on SMS and WhatsApp for that number, leaving push as it was', async () => {
    await put('thabo', '/me/notification-preferences', {
      channels: [
        { channel: 'whatsapp', marketing: true },
        { channel: 'push', marketing: true },
      ],
    });
    expect(await service().recipientPreferences.channelsFor(ids.thabo!, 'marketing', now)).toEqual([
      'push',
      'sms',
      'whatsapp',
    ]);
    expect(await service().optOutMarketing('+27821234567')).toEqual([ids.thabo]);
    expect(await service().recipientPreferences.channelsFor(ids.thabo!, 'marketing', now)).toEqual(['push']);
    const [latest] = await createPreferencesRepository(t.database.db).consentHistory(ids.thabo!);
    expect(latest).toMatchObject({
      granted: false,
      source: 'stop_reply',
      wording: 'Replied STOP from +27821234567',
    });
    expect(await service().optOutMarketing('+27839999999')).toEqual([]);
    withPush.delete(ids.thabo!);
  });

  it('sends a test message on the channels order updates use, and says so when there are none', async () => {
    const none = await post('lerato', '/me/notification-preferences/test');
    expect([none.status, none.body.error.message]).toEqual([
      409,
      'Turn on a channel first: verify your phone or allow notifications on this device.',
    ]);
    const sent = await post<{ channels: string[] }>('thabo', '/me/notification-preferences/test');
    expect([sent.status, sent.body.channels]).toEqual([200, ['sms', 'whatsapp']]);
    expect(messaging.sent.at(-1)).toMatchObject({
      event: { template: 'test_message', purpose: 'transactional' },
      recipient: { userId: ids.thabo },
      channels: ['sms', 'whatsapp'],
    });
  });

  it('a number belongs to the account that verified it last', async () => {
    advance(MINUTE);
    await verify('bongani', '082 123 4567');
    expect(await service().recipientPreferences.verifiedPhone(ids.thabo!)).toBeNull();
    expect(await service().recipientPreferences.verifiedPhone(ids.bongani!)).toBe('+27821234567');
    expect((await prefs('thabo')).channels.find((c) => c.channel === 'sms')!.available).toBe(false);
  });
});
