// Tip the driver (docs/decisions/069-driver-tips.md): pure rules shared by the checkout form and the server.
import { TIP_MAX_CENTS } from './constants.ts';
import { contractMessage } from './contract-messages.ts';

/** Why a tip is refused, or null when it is fine (0 is "no tip"). */
export type TipProblem = 'not_whole_cents' | 'negative' | 'too_high';

export function tipProblem(cents: number): TipProblem | null {
  if (!Number.isInteger(cents)) return 'not_whole_cents';
  if (cents < 0) return 'negative';
  if (cents > TIP_MAX_CENTS) return 'too_high';
  return null;
}

/** The sentence the server answers with when a tip is refused (the web shows its own catalogue text). */
export const TIP_MESSAGES: Record<TipProblem, string> = {
  not_whole_cents: contractMessage('tipWholeCents'),
  negative: contractMessage('tipNegative'),
  too_high: contractMessage('tipTooHigh', { max: (TIP_MAX_CENTS / 100).toFixed(2) }),
};

/**
 * An own amount typed in rand ("15", "15.5", "R 15,50") as cents; null when it is not a rand amount with at most
 * two decimals. A minus sign is kept so the caller can say "cannot be negative" rather than "not a number".
 */
export function parseTipRand(text: string): number | null {
  const m = /^\s*(-)?\s*R?\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/i.exec(text);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** How long after delivery the customer may still tip the driver (a PayFast payment of its own). */
export const TIP_AFTER_DELIVERY_HOURS = 24;
const TIP_AFTER_DELIVERY_MS = TIP_AFTER_DELIVERY_HOURS * 60 * 60 * 1000;

/** PayFast takes no payment under R5.00, so a tip paid on its own is at least that. */
export const TIP_AFTER_MIN_CENTS = 500;
export const TIP_AFTER_MIN_MESSAGE = 'A tip after delivery must be at least R5.00.';

/** Why a tip after delivery is refused (a number of cents), or null when it is fine. */
export function tipAfterProblem(cents: number): TipProblem | 'too_low' | null {
  const problem = tipProblem(cents);
  if (problem) return problem;
  return cents < TIP_AFTER_MIN_CENTS ? 'too_low' : null;
}

/** When the after-delivery tip closes: 24 hours after the delivery. */
export function tipAfterDeliveryClosesAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + TIP_AFTER_DELIVERY_MS);
}

/** Whether a tip may still be given at `now` for an order delivered at `deliveredAt` (the 24th hour included). */
export function tipAfterDeliveryOpen(deliveredAt: Date | null, now: Date): boolean {
  if (!deliveredAt) return false;
  const since = now.getTime() - deliveredAt.getTime();
  return since >= 0 && since <= TIP_AFTER_DELIVERY_MS;
}
