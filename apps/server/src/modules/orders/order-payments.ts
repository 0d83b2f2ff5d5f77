import { isDriverJobActive } from '@lekker/core/order-status';
import { notFound } from '../../domain/errors.ts';
import type { PaymentsOrdersPort } from '../payments/payments.port.ts';
import type { DataAccess } from '../repositories.ts';
import type { Announce } from './order-announcer.ts';

/** Orders as the PayFast ITN sees them (after its four checks; the browser never marks an order paid). */
export function createOrderPayments(deps: { data: DataAccess; announce: Announce }): PaymentsOrdersPort {
  const { data } = deps;
  const system = { id: null, role: 'system' } as const;
  return {
    async findByOrderNumber(orderNumber) {
      const o = await data.orders.findByOrderNumber(orderNumber);
      return o && { id: o.id, orderNumber: o.orderNumber, totalCents: o.totalCents, status: o.status };
    },
    async markPaid(orderId, pfPaymentId) {
      const o = await data.orders.findById(orderId);
      if (!o) throw notFound('Order not found.');
      // Paid at the door (decision 071): a cash job in hand with an open door link becomes a card payment.
      if (o.paymentMethod === 'cash' && o.pfPaymentId === null && isDriverJobActive(o.status)) {
        const settled = await data.withTransaction((r) =>
          r.doorPayments.settle(o.id, pfPaymentId, new Date()),
        );
        if (settled) {
          await deps.announce(settled, { statusChanged: false });
          return 'paid';
        }
      }
      if (o.status === 'pending_payment' || o.status === 'payment_failed') {
        const moved = await data.withTransaction((r) =>
          r.orders.transition(o.id, o.status, 'placed', system, { pfPaymentId }, 'PayFast payment COMPLETE'),
        );
        if (moved) {
          await deps.announce(moved);
          return 'paid';
        }
      }
      // No live order takes this money: the order was paid by another payment, or cancelled (decision 011).
      const now = await data.orders.findById(orderId);
      if (!now || now.pfPaymentId === pfPaymentId) return 'already_paid';
      await data.withTransaction((r) =>
        r.orders.recordRefundOwed({
          orderId,
          pfPaymentId,
          amountCents: now.totalCents,
          reason:
            now.status === 'cancelled'
              ? 'Payment received after the order was cancelled'
              : 'A second payment for an order already paid',
        }),
      );
      return 'refund_owed';
    },
    async markPaymentFailed(orderId) {
      const o = await data.orders.findById(orderId);
      if (o?.status !== 'pending_payment') return;
      const moved = await data.withTransaction((r) =>
        r.orders.transition(o.id, 'pending_payment', 'payment_failed', system, {}, 'PayFast payment FAILED'),
      );
      if (moved) await deps.announce(moved);
    },
  };
}
