/**
 * Grocery substitutions (docs/decisions/070-grocery-substitutions.md), pure so they are tested without a database:
 * what the customer chose per item, how an unanswered proposal resolves once its 3 minutes are over, and what a
 * resolution does to the line and the money.
 */
export const SUBSTITUTION_PREFERENCES = ['best_match', 'this_instead', 'refund'] as const;
export type SubstitutionPreference = (typeof SUBSTITUTION_PREFERENCES)[number];
export const DEFAULT_SUBSTITUTION_PREFERENCE: SubstitutionPreference = 'best_match';

/** `removed`: the store refunded the line at once (no replacement to answer). */
export const SUBSTITUTION_STATUSES = ['proposed', 'accepted', 'declined', 'expired', 'removed'] as const;
export type SubstitutionStatus = (typeof SUBSTITUTION_STATUSES)[number];

/** What became of the line once the substitution closed: the replacement went in, or the line was taken out. */
export const SUBSTITUTION_OUTCOMES = ['replaced', 'removed'] as const;
export type SubstitutionOutcome = (typeof SUBSTITUTION_OUTCOMES)[number];

/** The customer has 3 minutes (server clock) to answer a proposed replacement. */
export const SUBSTITUTION_ANSWER_MS = 3 * 60_000;

export function substitutionExpiresAt(proposedAt: Date, answerMs = SUBSTITUTION_ANSWER_MS): Date {
  return new Date(proposedAt.getTime() + answerMs);
}

/** Whether an answer at `now` still counts (strictly before the expiry). */
export function substitutionOpen(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

/**
 * The rule applied when the customer did not answer in time: "best match" takes the store's proposal, "this
 * instead" takes it only if it is the item the customer chose, "refund it" takes the line out.
 */
export function resolveUnanswered(input: {
  preference: SubstitutionPreference;
  substituteItemId: string | null;
  proposedItemId: string | null;
}): SubstitutionOutcome {
  if (input.proposedItemId === null) return 'removed';
  if (input.preference === 'best_match') return 'replaced';
  if (input.preference === 'this_instead')
    return input.substituteItemId !== null && input.substituteItemId === input.proposedItemId
      ? 'replaced'
      : 'removed';
  return 'removed';
}

/**
 * The price a replacement is offered at: a dearer one on a paid order at the original price (the venue carries
 * the difference), anything on a cash order at its own price, a cheaper one at its own price.
 */
export function offeredUnitCents(
  paymentMethod: 'payfast' | 'cash',
  originalUnitCents: number,
  replacementUnitCents: number,
): number {
  if (paymentMethod === 'payfast') return Math.min(originalUnitCents, replacementUnitCents);
  return replacementUnitCents;
}

export type SubstitutionMoney = {
  /** The line's unit price afterwards (0 when removed). */
  unitCents: number;
  /** What the customer gets back: a paid order through the payments port, a cash order off the total. */
  creditCents: number;
  /** A cash order paying more for a dearer replacement. */
  extraCents: number;
};

/** What a closed substitution does to its line and the money, in cents. */
export function substitutionMoney(input: {
  outcome: SubstitutionOutcome;
  originalUnitCents: number;
  offeredUnitCents: number;
  quantity: number;
}): SubstitutionMoney {
  const { originalUnitCents: was, quantity } = input;
  if (![was, input.offeredUnitCents, quantity].every((n) => Number.isInteger(n) && n >= 0))
    throw new RangeError('substitution money needs whole, non-negative cents and quantities');
  const unitCents = input.outcome === 'removed' ? 0 : input.offeredUnitCents;
  const diff = (was - unitCents) * quantity;
  return { unitCents, creditCents: Math.max(0, diff), extraCents: Math.max(0, -diff) };
}

/**
 * A cash order's totals after a line changed: subtotal from its lines, the discount at most the subtotal (the
 * venue's part at most the discount), total = subtotal − discount + delivery fee.
 */
export function recomputeCashTotals(input: {
  lines: { unitPriceCents: number; quantity: number }[];
  discountCents: number;
  venueDiscountCents: number;
  deliveryFeeCents: number;
}) {
  const subtotalCents = input.lines.reduce((n, l) => n + l.unitPriceCents * l.quantity, 0);
  const discountCents = Math.min(input.discountCents, subtotalCents);
  const venueDiscountCents = Math.min(input.venueDiscountCents, discountCents);
  return {
    subtotalCents,
    discountCents,
    venueDiscountCents,
    totalCents: subtotalCents - discountCents + input.deliveryFeeCents,
  };
}
