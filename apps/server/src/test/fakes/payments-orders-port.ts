import type { PayableOrder, PaymentsOrdersPort } from '../../modules/payments/payments.port.ts';

/** An in-memory PaymentsOrdersPort that records what payments asked of it. */
export function fakeOrdersPort(orders: PayableOrder[]) {
  const calls = { markPaid: [] as [string, string][], markPaymentFailed: [] as string[] };
  const port: PaymentsOrdersPort = {
    async findByOrderNumber(orderNumber) {
      const order = orders.find((o) => o.orderNumber === orderNumber);
      return order && { ...order };
    },
    async markPaid(orderId, pfPaymentId) {
      calls.markPaid.push([orderId, pfPaymentId]);
      const order = orders.find((o) => o.id === orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      if (order.status !== 'pending_payment' && order.status !== 'payment_failed') return 'already_paid';
      order.status = 'placed';
      return 'paid';
    },
    async markPaymentFailed(orderId) {
      calls.markPaymentFailed.push(orderId);
      const order = orders.find((o) => o.id === orderId);
      if (order?.status === 'pending_payment') order.status = 'payment_failed';
    },
  };
  return { port, calls, orders };
}
