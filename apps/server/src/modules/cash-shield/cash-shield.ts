import {
  CASH_SHIELD_ANY_ORDER_CENTS,
  CASH_SHIELD_FIRST_ORDER_CENTS,
  cashShield,
} from '@lekker/core/cash-shield';
import { formatRand } from '@lekker/core/money';
import { AppError } from '../../domain/errors.ts';
import type { CashShieldRepository } from './cash-shield.repository.ts';

/** The refusal's words; the web shows its own text for the code, in the customer's language. */
export const cashShieldMessage = () =>
  `Cash orders over ${formatRand(CASH_SHIELD_ANY_ORDER_CENTS)}, or a first cash order over ${formatRand(CASH_SHIELD_FIRST_ORDER_CENTS)}, need a verified phone number. Verify your phone, or pay by card instead.`;

/**
 * The risk shield for cash orders (docs/decisions/071-cash-order-safety.md): checkout refuses a large cash order
 * (422 `cash_needs_verified_phone`) unless the customer's phone is verified; paying by card is always open.
 */
export async function assertCashShield(repo: CashShieldRepository, customerId: string, totalCents: number) {
  const facts = await repo.factsOf(customerId);
  if (cashShield({ totalCents, ...facts }) === 'verify_phone')
    throw new AppError(422, 'cash_needs_verified_phone', cashShieldMessage(), {
      payment_method: 'Verify your phone, or pay by card instead',
    });
}
