import type { Order, PaymentForm } from '@lekker/core/contracts/orders';
import { formatRand } from '@lekker/core/money';
import { useState } from 'react';
import { useCancelOrder, useRequestPayment } from '@/api/orders.ts';
import { toast } from '@/lib/toast.ts';
import { customerCanCancel, refundText } from '../order-format.ts';

/**
 * The customer's actions on their order: cancel (asked to confirm first) while the restaurant has not confirmed it,
 * and 'Complete payment' on an unpaid PayFast order, each announcing its outcome.
 */
export function useOrderActions(
  order: Order,
  canCancel: boolean,
  onPaymentForm?: (form: PaymentForm) => void,
) {
  const cancel = useCancelOrder();
  const pay = useRequestPayment();
  const [confirming, setConfirming] = useState(false);
  const cancellable = canCancel && order.viewer_is_customer && customerCanCancel(order);
  const unpaid = Boolean(
    onPaymentForm &&
      order.payment_method === 'payfast' &&
      (order.status === 'pending_payment' || order.status === 'payment_failed'),
  );

  function doCancel() {
    cancel.mutate(order.id, {
      onSuccess: (cancelled) => {
        setConfirming(false);
        // A paid order's money goes back: say so at once (docs/product.md#order-notifications).
        const refund = refundText(cancelled?.refund, formatRand);
        toast.success('Order cancelled', refund ? { description: refund } : undefined);
      },
      onError: (error) => toast.error('Could not cancel the order', { description: error.message }),
    });
  }

  function doPay() {
    pay.mutate(order.id, {
      onSuccess: (form) => {
        toast.success('Redirecting to Payment');
        onPaymentForm?.(form);
      },
      onError: (error) =>
        toast.error('Failed to initiate payment. Please try again.', { description: error.message }),
    });
  }

  // Paid online and not yet cancelled: cancelling gives the money back.
  const paid =
    order.payment_method === 'payfast' &&
    order.status !== 'pending_payment' &&
    order.status !== 'payment_failed';
  return {
    cancelNote: paid
      ? `Cancel this order? The restaurant has not confirmed it yet. We'll refund the ${formatRand(order.total_cents)} you paid.`
      : 'Cancel this order? The restaurant has not confirmed it yet.',
    cancellable,
    unpaid,
    confirming,
    setConfirming,
    doCancel,
    doPay,
    cancelling: cancel.isPending,
    paying: pay.isPending,
  };
}
