import type { RateLimiter } from '../../http/rate-limit.ts';

/** The mails better-auth sends to an address on request: each kind has its own allowance. */
export type AuthMailKind = 'reset' | 'confirm' | 'existing-account';

/**
 * The allowance's window. No longer than the shortest link a mail carries (the reset link: an hour), so while an
 * address's allowance is used up the last mail it got still holds a working link (docs/decisions/016).
 */
export const MAIL_ALLOWANCE_WINDOW_MS = 60 * 60 * 1000;

/**
 * Whether one more mail of a kind may go to an address this hour, whoever asked for it. Past the allowance the
 * request is answered as usual (no account lockout, no hint whether the address has an account) and no mail is
 * sent: the ones sent earlier this hour still work. Strangers are stopped by the per-(address, IP) and per-IP
 * limits in front (auth.routes.ts), never the owner.
 */
export function mailAllowance(limiter: Pick<RateLimiter, 'hit'>, perHour: number) {
  return async (kind: AuthMailKind, address: string): Promise<boolean> => {
    const key = `auth:mails:${kind}:${address.trim().toLowerCase()}`;
    return (await limiter.hit(key, MAIL_ALLOWANCE_WINDOW_MS)).count <= perHour;
  };
}
