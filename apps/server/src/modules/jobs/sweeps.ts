import { AppError } from '../../domain/errors.ts';
import type { AdminRepository } from '../admin/admin.repository.ts';
import type { MoveOrder } from '../orders/order-transitions.ts';

/** A checkout left at PayFast this long is abandoned: the order is cancelled and its first-order discount freed. */
export const ABANDONED_PAYMENT_MINUTES = 30;

/**
 * Cancels orders still `pending_payment` 30 minutes after checkout (the customer closed PayFast). Each goes
 * through the status machine as the system; if a payment or another instance moved it meanwhile, that order is
 * skipped (409), so the sweep is safe to run anywhere at once. Returns how many it cancelled.
 */
export function createAbandonedPaymentsSweep(deps: {
  repo: AdminRepository;
  move: MoveOrder;
  clock: () => Date;
}) {
  return async function cancelAbandonedPayments(): Promise<number> {
    const cutoff = new Date(deps.clock().getTime() - ABANDONED_PAYMENT_MINUTES * 60_000);
    let cancelled = 0;
    for (const o of await deps.repo.abandonedPendingPayments(cutoff)) {
      try {
        await deps.move(
          o,
          'cancelled',
          { id: null, role: 'system' },
          { cancelReason: 'Payment not completed within 30 minutes' },
          'Abandoned payment',
        );
        cancelled++;
      } catch (error) {
        if (!(error instanceof AppError && error.status === 409)) throw error;
      }
    }
    return cancelled;
  };
}
