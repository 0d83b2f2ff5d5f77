import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  MARKETING_CONSENT_WORDING,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type PhoneStatus,
} from '@lekker/core/contracts/notification-preferences';
import {
  type ChannelState,
  channelsFor,
  checkPhoneCode,
  checkPhoneSend,
  MARKETING_QUIET_END_HOUR,
  MARKETING_QUIET_START_HOUR,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  PHONE_CODE_LENGTH,
  PHONE_CODE_RESEND_MS,
  PHONE_CODE_TTL_MS,
  QUIET_HOURS_TEXT,
  waitText,
} from '@lekker/core/notification-rules';
import type { Transactional } from '../../db/with-transaction.ts';
import { AppError, conflict, unprocessable } from '../../domain/errors.ts';
import type { MessagePurpose, Messaging, RecipientPreferences } from '../messaging/messaging.port.ts';
import type { PhoneVerificationRecord, PreferencesRepository } from './preferences.repository.ts';

/** Whether an account has a push device subscribed (the push module answers; docs/decisions/058). */
export type PushDevices = { hasDevice(userId: string): Promise<boolean> };

export type PreferencesDeps = {
  repo: Transactional<PreferencesRepository>;
  messaging: Messaging;
  pushDevices: PushDevices;
  clock: () => Date;
  /** Keys the code hashes (AUTH_SECRET): a stolen table does not give the codes away by a 10^6 lookup. */
  codeSecret: string;
};

const locked = (seconds: number) =>
  new AppError(423, 'locked', `Too many wrong codes. Try again in ${waitText(seconds)}.`);
const rateLimited = (message: string) => new AppError(429, 'rate_limited', message);
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * Phone verification, order-update switches and marketing consent (POPIA s69), and the messaging module's view of
 * them (`RecipientPreferences`). docs/decisions/058-consent-and-phone-verification.md.
 */
export function createPreferencesService(deps: PreferencesDeps) {
  const { repo, messaging, clock } = deps;

  const hashCode = (userId: string, phone: string, code: string) =>
    createHmac('sha256', deps.codeSecret).update(`phone-code:${userId}:${phone}:${code}`).digest('hex');
  const sameHash = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  function phoneStatus(row: PhoneVerificationRecord | undefined, now: Date): PhoneStatus {
    const pending = row?.pendingPhone && row.codeExpiresAt && row.codeExpiresAt > now ? row : undefined;
    const resendAt = row?.lastSentAt ? new Date(row.lastSentAt.getTime() + PHONE_CODE_RESEND_MS) : null;
    return {
      verified_phone: row?.verifiedPhone ?? null,
      pending_phone: pending?.pendingPhone ?? null,
      code_expires_at: iso(pending?.codeExpiresAt),
      resend_at: resendAt && resendAt > now ? resendAt.toISOString() : null,
      locked_until: row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
    };
  }

  async function channelStates(userId: string): Promise<ChannelState[]> {
    const [phone, push, switches, consents] = await Promise.all([
      repo.verifiedPhone(userId),
      deps.pushDevices.hasDevice(userId),
      repo.orderUpdateSwitches(userId),
      repo.latestConsents(userId),
    ]);
    return NOTIFICATION_CHANNELS.map((channel) => ({
      channel,
      available: channel === 'push' ? push : phone !== null,
      orderUpdates: switches.get(channel) ?? null,
      marketingConsent: consents.get(channel)?.granted ?? null,
    }));
  }

  async function get(userId: string): Promise<NotificationPreferences> {
    const now = clock();
    const [row, states] = await Promise.all([repo.phoneState(userId), channelStates(userId)]);
    return {
      phone: phoneStatus(row, now),
      channels: states.map((s) => ({
        channel: s.channel,
        available: s.available,
        order_updates: s.orderUpdates !== false,
        marketing: s.marketingConsent === true,
        marketing_wording: MARKETING_CONSENT_WORDING[s.channel],
      })),
      quiet_hours: {
        start: pad(MARKETING_QUIET_START_HOUR),
        end: pad(MARKETING_QUIET_END_HOUR),
        text: QUIET_HOURS_TEXT,
      },
    };
  }

  const preferences: RecipientPreferences = {
    async channelsFor(userId: string, purpose: MessagePurpose, at: Date) {
      return channelsFor(await channelStates(userId), purpose, at);
    },
    verifiedPhone: (userId) => repo.verifiedPhone(userId),
  };

  return {
    get,
    preferences,

    /** Starts (or restarts) verifying a number: stores it pending and sends a 6-digit code by SMS. */
    async startPhoneVerification(userId: string, phone: string): Promise<PhoneStatus> {
      const now = clock();
      const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
      // Decided and written under the account's row lock: parallel requests cannot pass the resend limit.
      const sent = await repo.withTransaction(async (r) => {
        const state = await r.lockPhoneState(userId);
        if (state.verifiedPhone === phone) return { already: true } as const;
        const allowed = checkPhoneSend(
          {
            lastSentAt: state.lastSentAt,
            windowStartedAt: state.sendWindowStartedAt,
            sendsInWindow: state.sendsInWindow,
            lockedUntil: state.lockedUntil,
          },
          now,
        );
        if (!allowed.ok) return allowed;
        await r.savePendingCode(userId, {
          phone,
          codeHash: hashCode(userId, phone, code),
          expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS),
          now,
          windowStartedAt: allowed.windowStartedAt,
          sendsInWindow: allowed.sendsInWindow,
        });
        return { ok: true, sendsInWindow: allowed.sendsInWindow } as const;
      });
      if ('already' in sent) throw conflict('That number is already verified on your account.');
      if (!sent.ok) {
        if (sent.reason === 'locked') throw locked(sent.retryAfterSeconds);
        if (sent.reason === 'too_soon')
          throw rateLimited(
            `A code was just sent. You can ask for another in ${waitText(sent.retryAfterSeconds)}.`,
          );
        throw rateLimited(`Too many codes asked for. Try again in ${waitText(sent.retryAfterSeconds)}.`);
      }
      // Recorded by messaging (its queue sends it); the key makes each send its own message.
      await messaging.send(
        {
          key: `phone-code:${userId}:${now.getTime()}:${sent.sendsInWindow}`,
          template: 'phone_code',
          params: { code },
          purpose: 'transactional',
        },
        { phone },
        ['sms'],
      );
      return phoneStatus(await repo.phoneState(userId), now);
    },

    /** One try at the code; 5 wrong tries lock for 10 minutes, counted under the account's row lock. */
    async verifyPhone(userId: string, code: string): Promise<PhoneStatus> {
      const now = clock();
      const result = await repo.withTransaction(async (r) => {
        const state = await r.lockPhoneState(userId);
        const pending = state.pendingPhone;
        const check = checkPhoneCode(
          {
            hasCode: pending !== null && state.codeHash !== null,
            expiresAt: state.codeExpiresAt,
            attempts: state.attempts,
            lockedUntil: state.lockedUntil,
          },
          () => sameHash(hashCode(userId, pending ?? '', code), state.codeHash ?? ''),
          now,
        );
        if (check.outcome === 'wrong') await r.recordCodeFailure(userId, check.attempts, check.lockedUntil);
        if (check.outcome === 'ok' && pending) await r.markVerified(userId, pending, now);
        return check;
      });
      if (result.outcome === 'locked') throw locked(result.retryAfterSeconds);
      if (result.outcome === 'none') throw conflict('Add your phone number first: we will send it a code.');
      if (result.outcome === 'expired')
        throw unprocessable('That code has expired. Ask for a new one.', { code: 'The code has expired' });
      if (result.outcome === 'wrong') {
        if (result.lockedUntil)
          throw locked(Math.ceil((result.lockedUntil.getTime() - now.getTime()) / 1000));
        const left = result.attemptsLeft;
        throw unprocessable(`Wrong code. ${left} ${left === 1 ? 'try' : 'tries'} left.`, {
          code: 'Wrong code',
        });
      }
      return phoneStatus(await repo.phoneState(userId), now);
    },

    /** Changes the given switches; a marketing change appends a consent row with the wording shown. */
    async update(userId: string, input: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
      const now = clock();
      const current = new Map((await channelStates(userId)).map((s) => [s.channel, s]));
      for (const change of input.channels) {
        const state = current.get(change.channel)!;
        if (change.marketing === true && !state.available)
          throw unprocessable(unavailableMessage(change.channel), {
            channels: unavailableMessage(change.channel),
          });
      }
      await repo.withTransaction(async (r) => {
        for (const change of input.channels) {
          if (change.order_updates !== undefined)
            await r.setOrderUpdates(userId, change.channel, change.order_updates, now);
          const before = current.get(change.channel)!.marketingConsent === true;
          if (change.marketing !== undefined && change.marketing !== before)
            await r.appendConsent({
              userId,
              channel: change.channel,
              granted: change.marketing,
              wording: MARKETING_CONSENT_WORDING[change.channel],
              source: 'profile',
              at: now,
            });
        }
      });
      return get(userId);
    },

    /**
     * A STOP reply from a number (SMS or WhatsApp): marketing on both is withdrawn for the account(s) that verified
     * it. Returns the accounts it applied to (none for an unknown number).
     */
    async optOutMarketing(phone: string): Promise<string[]> {
      const now = clock();
      const accounts = await repo.accountsWithVerifiedPhone(phone);
      await repo.withTransaction(async (r) => {
        for (const userId of accounts)
          for (const channel of ['sms', 'whatsapp'] as const)
            await r.appendConsent({
              userId,
              channel,
              granted: false,
              wording: `Replied STOP from ${phone}`,
              source: 'stop_reply',
              at: now,
            });
      });
      return accounts;
    },

    /** A transactional test message on the channels order updates would use now. */
    async sendTest(userId: string): Promise<NotificationChannel[]> {
      const now = clock();
      const channels = await preferences.channelsFor(userId, 'transactional', now);
      if (channels.length === 0)
        throw conflict('Turn on a channel first: verify your phone or allow notifications on this device.');
      await messaging.send(
        {
          key: `test:${userId}:${now.getTime()}`,
          template: 'test_message',
          params: {},
          purpose: 'transactional',
        },
        { userId },
        channels,
      );
      return channels;
    },
  };
}

function unavailableMessage(channel: NotificationChannel): string {
  return channel === 'push'
    ? 'Allow notifications on this device first, then turn promotions on.'
    : 'Verify your phone number first, then turn promotions on.';
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
