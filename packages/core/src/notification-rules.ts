// Who gets what, and when (docs/decisions/058-consent-and-phone-verification.md): the consent rules the server's
// preferences module applies, pure so they are tested without a database.
import { SAST_OFFSET_MS } from './fixed-offset.ts';

export const NOTIFICATION_CHANNELS = ['push', 'sms', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type NotificationPurpose = 'transactional' | 'marketing';

/** Marketing is never sent from 20:00 to 08:00 South African time (UTC+2 all year). */
export const MARKETING_QUIET_START_HOUR = 20;
export const MARKETING_QUIET_END_HOUR = 8;
export const QUIET_HOURS_TEXT =
  'Promotions are never sent between 20:00 and 08:00. Order updates always arrive.';

const HOUR_MS = 3_600_000;

/** True from 20:00 (inclusive) to 08:00 (exclusive) on the Johannesburg clock. */
export function isMarketingQuietTime(at: Date): boolean {
  const hour = new Date(at.getTime() + SAST_OFFSET_MS).getUTCHours();
  return hour >= MARKETING_QUIET_START_HOUR || hour < MARKETING_QUIET_END_HOUR;
}

/** The first instant marketing may be sent at or after `at` (itself outside quiet hours; else the next 08:00). */
export function marketingAllowedFrom(at: Date): Date {
  if (!isMarketingQuietTime(at)) return at;
  const local = new Date(at.getTime() + SAST_OFFSET_MS);
  const eight = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate(),
    MARKETING_QUIET_END_HOUR,
  );
  const nextEightLocal = local.getUTCHours() >= MARKETING_QUIET_START_HOUR ? eight + 24 * HOUR_MS : eight;
  return new Date(nextEightLocal - SAST_OFFSET_MS);
}

/** What the preferences module knows of one channel for one person. */
export type ChannelState = {
  channel: NotificationChannel;
  /** The person turned the channel on: a push device subscribed, or a verified phone for SMS and WhatsApp. */
  available: boolean;
  /** Their order-updates switch; null when never set (on by default). */
  orderUpdates: boolean | null;
  /** The latest consent row for marketing on this channel: true granted, false withdrawn, null never asked. */
  marketingConsent: boolean | null;
};

/**
 * The channels a message of this purpose may use now, in NOTIFICATION_CHANNELS order. Transactional: every available
 * channel not switched off. Marketing: only channels with a granted consent, and none during quiet hours.
 */
export function channelsFor(
  states: readonly ChannelState[],
  purpose: NotificationPurpose,
  at: Date,
): NotificationChannel[] {
  if (purpose === 'marketing' && isMarketingQuietTime(at)) return [];
  const allowed = states.filter((s) =>
    !s.available
      ? false
      : purpose === 'transactional'
        ? s.orderUpdates !== false
        : s.marketingConsent === true,
  );
  return NOTIFICATION_CHANNELS.filter((c) => allowed.some((s) => s.channel === c));
}

// ── One-time phone codes ────────────────────────────────────────────────────────────────────────────────────────

export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MS = 10 * 60_000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_LOCK_MS = 10 * 60_000;
/** A new code at most once a minute, and at most 5 in an hour, per account. */
export const PHONE_CODE_RESEND_MS = 60_000;
export const PHONE_CODE_MAX_SENDS = 5;
export const PHONE_CODE_SEND_WINDOW_MS = 60 * 60_000;
/** Codes asked for one number in an hour, by any account (a stranger cannot flood someone's phone). */
export const PHONE_CODE_MAX_PER_NUMBER = 10;

/** A 6-digit code, 000000–999999, from a random source returning [0, 1). */
export function generatePhoneCode(random: () => number): string {
  const n = Math.floor(random() * 10 ** PHONE_CODE_LENGTH) % 10 ** PHONE_CODE_LENGTH;
  return String(n).padStart(PHONE_CODE_LENGTH, '0');
}

export type PhoneCodeState = {
  hasCode: boolean;
  expiresAt: Date | null;
  attempts: number;
  lockedUntil: Date | null;
};

export type PhoneCodeCheck =
  | { outcome: 'ok' }
  | { outcome: 'none' }
  | { outcome: 'expired' }
  | { outcome: 'locked'; retryAfterSeconds: number }
  /** Wrong: `attempts` is the new count; `lockedUntil` is set when this try used up the last attempt. */
  | { outcome: 'wrong'; attempts: number; attemptsLeft: number; lockedUntil: Date | null };

const secondsUntil = (t: Date, now: Date) => Math.max(1, Math.ceil((t.getTime() - now.getTime()) / 1000));

/**
 * One try at the code (the delivery code's shape, core/driver.ts): 5 wrong tries lock for 10 minutes; a locked code
 * is not compared at all, and a lock that has run out starts a fresh round of attempts.
 */
export function checkPhoneCode(state: PhoneCodeState, matches: () => boolean, now: Date): PhoneCodeCheck {
  if (state.lockedUntil && state.lockedUntil.getTime() > now.getTime())
    return { outcome: 'locked', retryAfterSeconds: secondsUntil(state.lockedUntil, now) };
  if (!state.hasCode) return { outcome: 'none' };
  if (!state.expiresAt || state.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' };
  if (matches()) return { outcome: 'ok' };
  const attempts = (state.lockedUntil ? 0 : state.attempts) + 1;
  const lockedUntil =
    attempts >= PHONE_CODE_MAX_ATTEMPTS ? new Date(now.getTime() + PHONE_CODE_LOCK_MS) : null;
  return {
    outcome: 'wrong',
    attempts,
    attemptsLeft: Math.max(0, PHONE_CODE_MAX_ATTEMPTS - attempts),
    lockedUntil,
  };
}

export type PhoneSendState = {
  lastSentAt: Date | null;
  windowStartedAt: Date | null;
  sendsInWindow: number;
  lockedUntil: Date | null;
};

export type PhoneSendCheck =
  | { ok: true; windowStartedAt: Date; sendsInWindow: number }
  | { ok: false; reason: 'locked' | 'too_soon' | 'too_many'; retryAfterSeconds: number };

/** May a new code be sent now: not while locked, once a minute, 5 an hour. */
export function checkPhoneSend(state: PhoneSendState, now: Date): PhoneSendCheck {
  if (state.lockedUntil && state.lockedUntil.getTime() > now.getTime())
    return { ok: false, reason: 'locked', retryAfterSeconds: secondsUntil(state.lockedUntil, now) };
  if (state.lastSentAt && now.getTime() - state.lastSentAt.getTime() < PHONE_CODE_RESEND_MS)
    return {
      ok: false,
      reason: 'too_soon',
      retryAfterSeconds: secondsUntil(new Date(state.lastSentAt.getTime() + PHONE_CODE_RESEND_MS), now),
    };
  const windowOpen =
    state.windowStartedAt && now.getTime() - state.windowStartedAt.getTime() < PHONE_CODE_SEND_WINDOW_MS;
  if (!windowOpen) return { ok: true, windowStartedAt: now, sendsInWindow: 1 };
  if (state.sendsInWindow >= PHONE_CODE_MAX_SENDS)
    return {
      ok: false,
      reason: 'too_many',
      retryAfterSeconds: secondsUntil(
        new Date((state.windowStartedAt as Date).getTime() + PHONE_CODE_SEND_WINDOW_MS),
        now,
      ),
    };
  return { ok: true, windowStartedAt: state.windowStartedAt as Date, sendsInWindow: state.sendsInWindow + 1 };
}

/** "3 minutes" / "1 minute" / "45 seconds", for the messages above. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
