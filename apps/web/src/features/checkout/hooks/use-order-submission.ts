import type { Order, PaymentForm } from '@lekker/core/contracts/orders';
import { formatRand } from '@lekker/core/money';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { queryKeys } from '@/api/query-keys.ts';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { finishCheckoutAttempt } from '../checkout-attempt.ts';
import { attachOrderToPending, clearPendingOrder } from '../pending-order.ts';
import { submitPaymentForm } from '../submit-payment-form.ts';

export const PAYMENT_FAILED_MESSAGE = 'Failed to initiate payment. Please try again.';

export type PlaceOrderError = { message: string; fields?: Record<string, string>; code?: string };
export type PlaceOrderStage = 'idle' | 'placing' | 'redirecting';

type Created = { order: Order; payment: PaymentForm | null };

/**
 * The part every pay button shares (food orders and custom deliveries): one submission at a time, the server's
 * message on failure ('Failed to initiate payment. Please try again.' for PayFast), then either the PayFast
 * redirect ('Redirecting to Payment') or, for cash, `onComplete` with the placed order.
 */
export function useOrderSubmission({
  onComplete,
  redirect = submitPaymentForm,
}: {
  onComplete(order: Order): void;
  redirect?: typeof submitPaymentForm;
}) {
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const [stage, setStage] = useState<PlaceOrderStage>('idle');
  const [error, setError] = useState<PlaceOrderError | null>(null);

  // Coming back from PayFast with the Back button restores this page from the cache: make it usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setStage('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const idle = () => {
    busy.current = false;
    setStage('idle');
  };

  /**
   * Creates the order and carries it through payment. `afterCreate` runs once the order exists (e.g. saving the
   * address); it must not throw.
   */
  async function submit(
    paymentMethod: 'payfast' | 'cash',
    create: () => Promise<Created>,
    afterCreate?: (order: Order) => Promise<void>,
  ): Promise<void> {
    busy.current = true;
    setError(null);
    setStage('placing');
    let result: Created;
    try {
      result = await create();
    } catch (cause) {
      idle();
      const message = cause instanceof Error ? cause.message : 'Something went wrong. Please try again.';
      setError({
        message,
        fields: cause instanceof ApiError ? cause.fields : undefined,
        code: cause instanceof ApiError ? cause.code : undefined,
      });
      // Refused (the venue paused, closed or was suspended meanwhile; an item sold out): the cart and the quote ask
      // again, so the page shows why instead of the state it had when it opened (decision 052).
      if (cause instanceof ApiError && cause.isClientError) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.restaurants.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.checkoutQuote(null).slice(0, 2) });
      }
      if (paymentMethod === 'payfast') toast.error(PAYMENT_FAILED_MESSAGE, { description: message });
      else toast.error('Could not place your order', { description: message });
      return;
    }
    finishCheckoutAttempt();
    const { order, payment } = result;
    await afterCreate?.(order);
    if (payment) {
      attachOrderToPending(order);
      setStage('redirecting');
      toast.success('Redirecting to Payment', {
        description: `Taking you to PayFast to pay ${formatRand(order.total_cents)}.`,
      });
      try {
        redirect(payment);
      } catch {
        idle();
        setError({ message: PAYMENT_FAILED_MESSAGE });
        toast.error(PAYMENT_FAILED_MESSAGE);
      }
      return;
    }
    clearPendingOrder();
    idle();
    onComplete(order);
  }

  return { busy, stage, error, setError, submit };
}
