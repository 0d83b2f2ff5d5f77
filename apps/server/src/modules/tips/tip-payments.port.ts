import type { PaymentsOrdersPort } from '../payments/payments.port.ts';
import type { TipAfterService } from './tip-after.service.ts';
import { TIP_PAYMENT_PREFIX } from './tip-payments.repository.ts';

/**
 * The ITN's port with tips after delivery beside orders: an m_payment_id `TIP-<id>` is a tip, anything else an
 * order number. The ITN runs the same checks for both (signature, merchant, source, known payment, amount, server
 * confirmation, pf_payment_id once); the tip's id travels as `TIP-<id>` so markPaid knows which one it is.
 */
export function withTipPayments(orders: PaymentsOrdersPort, tips: TipAfterService): PaymentsOrdersPort {
  const tipId = (id: string) =>
    id.startsWith(TIP_PAYMENT_PREFIX) ? id.slice(TIP_PAYMENT_PREFIX.length) : null;
  return {
    async findByOrderNumber(reference) {
      if (!reference.startsWith(TIP_PAYMENT_PREFIX)) return orders.findByOrderNumber(reference);
      const tip = await tips.findPayable(reference);
      return (
        tip && {
          id: `${TIP_PAYMENT_PREFIX}${tip.id}`,
          orderNumber: reference,
          totalCents: tip.totalCents,
          status: tip.status,
        }
      );
    },
    markPaid(id, pfPaymentId) {
      const tip = tipId(id);
      return tip ? tips.markPaid(tip, pfPaymentId) : orders.markPaid(id, pfPaymentId);
    },
    markPaymentFailed(id) {
      const tip = tipId(id);
      return tip ? tips.markFailed(tip) : orders.markPaymentFailed(id);
    },
  };
}
