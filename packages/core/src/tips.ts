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
