import { describe, expect, it } from 'vitest';
import {
  type ChannelState,
  channelsFor,
  checkPhoneCode,
  checkPhoneSend,
  generatePhoneCode,
  isMarketingQuietTime,
  marketingAllowedFrom,
  PHONE_CODE_LOCK_MS,
  PHONE_CODE_MAX_ATTEMPTS,
  waitText,
} from './notification-rules.ts';

/** 'HH:MM' on 3 Dec 2026 in Johannesburg (UTC+2) as an instant. */
const sast = (hhmm: string, day = 3) => new Date(`2026-12-${String(day).padStart(2, '0')}T${hhmm}:00+02:00`);

describe('marketing quiet hours (20:00-08:00 South African time)', () => {
  it('is quiet from 20:00 to 07:59 and open from 08:00 to 19:59', () => {
    for (const t of ['20:00', '21:30', '23:59', '00:00', '03:15', '07:59'])
      expect(isMarketingQuietTime(sast(t)), t).toBe(true);
    for (const t of ['08:00', '08:01', '12:00', '17:45', '19:59'])
      expect(isMarketingQuietTime(sast(t)), t).toBe(false);
  });

  it('reads the Johannesburg clock, not UTC: 18:30 UTC is 20:30 there', () => {
    expect(isMarketingQuietTime(new Date('2026-12-03T18:30:00Z'))).toBe(true);
    expect(isMarketingQuietTime(new Date('2026-12-03T06:30:00Z'))).toBe(false);
  });

  it('agrees with Intl over a year of instants', () => {
    const hourOf = new Intl.DateTimeFormat('en-GB', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: 'Africa/Johannesburg',
    });
    for (let t = Date.UTC(2026, 0, 1, 0, 7); t < Date.UTC(2027, 0, 1); t += 5 * 3_600_000 + 11 * 60_000) {
      const hour = Number(hourOf.format(new Date(t)));
      expect(isMarketingQuietTime(new Date(t))).toBe(hour >= 20 || hour < 8);
    }
  });

  it('names the next 08:00 when quiet, and now otherwise', () => {
    expect(marketingAllowedFrom(sast('21:00'))).toEqual(sast('08:00', 4));
    expect(marketingAllowedFrom(sast('02:00'))).toEqual(sast('08:00'));
    expect(marketingAllowedFrom(sast('10:00'))).toEqual(sast('10:00'));
  });
});

describe('channelsFor: the channel choice', () => {
  const state = (over: Partial<ChannelState> & Pick<ChannelState, 'channel'>): ChannelState => ({
    available: true,
    orderUpdates: null,
    marketingConsent: null,
    ...over,
  });
  const noon = sast('12:00');

  it('sends order updates on every channel the person turned on, unless they switched it off', () => {
    const states = [
      state({ channel: 'whatsapp' }),
      state({ channel: 'push' }),
      state({ channel: 'sms', orderUpdates: false }),
    ];
    expect(channelsFor(states, 'transactional', noon)).toEqual(['push', 'whatsapp']);
  });

  it('never uses a channel that is not available (no device, no verified phone), whatever the switches say', () => {
    const states = [
      state({ channel: 'push', available: false, orderUpdates: true, marketingConsent: true }),
      state({ channel: 'sms', available: false, orderUpdates: true, marketingConsent: true }),
      state({ channel: 'whatsapp', available: true }),
    ];
    expect(channelsFor(states, 'transactional', noon)).toEqual(['whatsapp']);
    expect(channelsFor(states, 'marketing', noon)).toEqual([]);
  });

  it('sends marketing only where consent was granted (never asked and withdrawn both mean no)', () => {
    const states = [
      state({ channel: 'push', marketingConsent: null }),
      state({ channel: 'sms', marketingConsent: true }),
      state({ channel: 'whatsapp', marketingConsent: false }),
    ];
    expect(channelsFor(states, 'marketing', noon)).toEqual(['sms']);
  });

  it('holds marketing during quiet hours but never order updates', () => {
    const states = [state({ channel: 'sms', marketingConsent: true })];
    expect(channelsFor(states, 'marketing', sast('21:00'))).toEqual([]);
    expect(channelsFor(states, 'transactional', sast('21:00'))).toEqual(['sms']);
  });

  it('marketing consent does not depend on the order-updates switch', () => {
    const states = [state({ channel: 'sms', orderUpdates: false, marketingConsent: true })];
    expect(channelsFor(states, 'marketing', noon)).toEqual(['sms']);
    expect(channelsFor(states, 'transactional', noon)).toEqual([]);
  });
});

describe('one-time phone codes', () => {
  const now = new Date('2026-12-03T10:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);
  const fresh = { hasCode: true, expiresAt: later(600_000), attempts: 0, lockedUntil: null };

  it('generates 6 digits', () => {
    expect(generatePhoneCode(() => 0)).toBe('000000');
    expect(generatePhoneCode(() => 0.123456789)).toBe('123456');
    expect(generatePhoneCode(() => 0.9999999999)).toBe('999999');
  });

  it('accepts the right code, counts wrong ones and locks on the 5th for 10 minutes', () => {
    expect(checkPhoneCode(fresh, () => true, now)).toEqual({ outcome: 'ok' });
    expect(checkPhoneCode(fresh, () => false, now)).toEqual({
      outcome: 'wrong',
      attempts: 1,
      attemptsLeft: 4,
      lockedUntil: null,
    });
    expect(checkPhoneCode({ ...fresh, attempts: PHONE_CODE_MAX_ATTEMPTS - 1 }, () => false, now)).toEqual({
      outcome: 'wrong',
      attempts: 5,
      attemptsLeft: 0,
      lockedUntil: later(PHONE_CODE_LOCK_MS),
    });
  });

  it('does not compare a locked code at all, and starts afresh once the lock ends', () => {
    const locked = { ...fresh, attempts: 5, lockedUntil: later(90_000) };
    let compared = false;
    const check = checkPhoneCode(
      locked,
      () => {
        compared = true;
        return true;
      },
      now,
    );
    expect([check, compared]).toEqual([{ outcome: 'locked', retryAfterSeconds: 90 }, false]);
    const over = { ...fresh, attempts: 5, lockedUntil: later(-1) };
    expect(checkPhoneCode(over, () => false, now)).toMatchObject({ outcome: 'wrong', attempts: 1 });
  });

  it('refuses an expired code and a verification never started', () => {
    expect(checkPhoneCode({ ...fresh, expiresAt: now }, () => true, now)).toEqual({ outcome: 'expired' });
    expect(checkPhoneCode({ ...fresh, hasCode: false }, () => true, now)).toEqual({ outcome: 'none' });
  });

  it('sends a new code at most once a minute and 5 times an hour, never while locked', () => {
    const none = { lastSentAt: null, windowStartedAt: null, sendsInWindow: 0, lockedUntil: null };
    expect(checkPhoneSend(none, now)).toEqual({ ok: true, windowStartedAt: now, sendsInWindow: 1 });
    expect(
      checkPhoneSend(
        { ...none, lastSentAt: later(-30_000), windowStartedAt: later(-30_000), sendsInWindow: 1 },
        now,
      ),
    ).toEqual({
      ok: false,
      reason: 'too_soon',
      retryAfterSeconds: 30,
    });
    const fifth = {
      lastSentAt: later(-61_000),
      windowStartedAt: later(-20 * 60_000),
      sendsInWindow: 5,
      lockedUntil: null,
    };
    expect(checkPhoneSend(fifth, now)).toEqual({ ok: false, reason: 'too_many', retryAfterSeconds: 40 * 60 });
    expect(checkPhoneSend({ ...fifth, sendsInWindow: 4 }, now)).toMatchObject({ ok: true, sendsInWindow: 5 });
    expect(checkPhoneSend({ ...fifth, windowStartedAt: later(-61 * 60_000) }, now)).toEqual({
      ok: true,
      windowStartedAt: now,
      sendsInWindow: 1,
    });
    expect(checkPhoneSend({ ...none, lockedUntil: later(120_000) }, now)).toEqual({
      ok: false,
      reason: 'locked',
      retryAfterSeconds: 120,
    });
  });

  it('words a wait', () => {
    expect([waitText(1), waitText(45), waitText(60), waitText(61), waitText(600)]).toEqual([
      '1 second',
      '45 seconds',
      '1 minute',
      '2 minutes',
      '10 minutes',
    ]);
  });
});
