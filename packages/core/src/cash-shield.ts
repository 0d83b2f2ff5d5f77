// The risk shield for cash orders (docs/decisions/071-cash-order-safety.md): a large cash order needs a verified phone.

/** A customer's first cash order above this (R300) needs a verified phone number, or prepayment by card. */
export const CASH_SHIELD_FIRST_ORDER_CENTS = 30_000;
/** Any cash order above this (R800) needs a verified phone number, or prepayment by card. */
export const CASH_SHIELD_ANY_ORDER_CENTS = 80_000;

export type CashShieldInput = {
  totalCents: number;
  /** The customer has had no cash order delivered yet. */
  firstCashOrder: boolean;
  /** The customer confirmed their phone with the one-time code (decision 058). */
  phoneVerified: boolean;
};

/** Whether this cash order needs a verified phone (or card): its size alone, before knowing the phone. */
export function cashOrderNeedsVerifiedPhone(totalCents: number, firstCashOrder: boolean): boolean {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError('total must be whole cents');
  return (
    totalCents > CASH_SHIELD_ANY_ORDER_CENTS || (firstCashOrder && totalCents > CASH_SHIELD_FIRST_ORDER_CENTS)
  );
}

/** 'allowed', or 'verify_phone' when the order may only be paid in cash once the phone is verified. */
export function cashShield(input: CashShieldInput): 'allowed' | 'verify_phone' {
  if (input.phoneVerified) return 'allowed';
  return cashOrderNeedsVerifiedPhone(input.totalCents, input.firstCashOrder) ? 'verify_phone' : 'allowed';
}
