import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { PhoneStatus } from '@lekker/core/contracts/notification-preferences';
import {
  checkPhoneCode,
  checkPhoneSend,
  PHONE_CODE_LENGTH,
  PHONE_CODE_RESEND_MS,
  PHONE_CODE_TTL_MS,
  waitText,
} from '@lekker/core/notification-rules';
import type { Transactional } from '../../db/with-transaction.ts';
import { AppError, conflict, unprocessable } from '../../domain/errors.ts';
import type { Messaging } from '../messaging/messaging.port.ts';
import type { PhoneVerificationRecord, PreferencesRepository } from './preferences.repository.ts';

const locked = (seconds: number) =>
  new AppError(423, 'locked', `Too many wrong codes. Try again in ${waitText(seconds)}.`);
const rateLimited = (message: string) => new AppError(429, 'rate_limited', message);
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export type PhoneVerificationDeps = {
  repo: Transactional<PreferencesRepository>;
  messaging: Messaging;
  clock: () => Date;
  /** Keys the code hashes (AUTH_SECRET): a stolen table does not give the codes away by a 10^6 lookup. */
  codeSecret: string;
  /** Counts one code request for a number and answers whether it is within PHONE_CODE_MAX_PER_NUMBER this hour. */
  numberAllowance: (phone: string) => Promise<boolean>;
};

/**
 * A phone verified by a 6-digit code sent by SMS (docs/decisions/058-consent-and-phone-verification.md): only the
 * code's HMAC is stored; resends once a minute, 5 an hour; 5 wrong codes lock for 10 minutes, decided under the
 * account's row lock (docs/decisions/044-limits-in-one-statement-or-lock.md).
 */
export function createPhoneVerification(deps: PhoneVerificationDeps) {
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

  return {
    /** The phone as the profile shows it now. */
    async status(userId: string): Promise<PhoneStatus> {
      return phoneStatus(await repo.phoneState(userId), clock());
    },
    /** Starts (or restarts) verifying a number: stores it pending and sends a 6-digit code by SMS. */
    async startPhoneVerification(userId: string, phone: string): Promise<PhoneStatus> {
      const now = clock();
      const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
      // Shared across instances (the rate-limit store): many accounts cannot flood one number either.
      if (!(await deps.numberAllowance(phone)))
        throw rateLimited('Too many codes were sent to that number this hour. Please try again later.');
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
          params: { code, minutes: String(PHONE_CODE_TTL_MS / 60_000) },
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
  };
}
