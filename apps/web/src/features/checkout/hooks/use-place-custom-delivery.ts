import type { CartState } from '@lekker/core/cart';
import type { Order } from '@lekker/core/contracts/orders';
import { formatRand } from '@lekker/core/money';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client.ts';
import { useCreateCustomDeliveryOrder } from '../api/create-custom-delivery.ts';
import { finishCheckoutAttempt, idempotencyKeyFor } from '../checkout-attempt.ts';
import {
  buildCustomDeliveryBody,
  type CustomDeliveryCheckoutValues,
  customDeliveryFeeCents,
} from '../custom-delivery-checkout.ts';
import { attachOrderToPending, clearPendingOrder, savePendingOrder } from '../pending-order.ts';
import { submitPaymentForm } from '../submit-payment-form.ts';
import { PAYMENT_FAILED_MESSAGE, type PlaceOrderError, type PlaceOrderStage } from './use-place-order.ts';

type Options = {
  cart: CartState;
  customerId: string;
  /** A cash order was placed: clear the cart and go to its tracking page. */
  onComplete(order: Order): void;
  /** Replaces the real redirect to PayFast (tests). */
  redirect?: typeof submitPaymentForm;
};

/**
 * The pay button of 'Complete Custom Delivery': the same flow as a food order (pending order details saved,
 * the order created with this attempt's idempotency key, then PayFast or, for cash, straight to tracking),
 * against POST /api/orders/custom-delivery.
 */
export function usePlaceCustomDelivery({
  cart,
  customerId,
  onComplete,
  redirect = submitPaymentForm,
}: Options) {
  const create = useCreateCustomDeliveryOrder();
  const busy = useRef(false);
  const [stage, setStage] = useState<PlaceOrderStage>('idle');
  const [error, setError] = useState<PlaceOrderError | null>(null);

  // Back from PayFast through the browser's cache: usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setStage('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function place(values: CustomDeliveryCheckoutValues): Promise<void> {
    if (busy.current) return;
    const built = buildCustomDeliveryBody(cart, values);
    if ('problem' in built) {
      setError({ message: built.problem.message });
      toast.error(built.problem.title, { description: built.problem.message });
      return;
    }
    const { body } = built;
    busy.current = true;
    setError(null);
    setStage('placing');
    const fee = customDeliveryFeeCents(cart);
    const data = cart.custom_delivery_data ?? {};
    savePendingOrder({
      customer_id: customerId,
      restaurant_id: body.restaurant_id,
      total_amount: fee,
      delivery_fee: fee,
      delivery_address: {
        address: body.delivery_address,
        lat: body.delivery_lat,
        lng: body.delivery_lng,
        distance_km: typeof data.delivery_distance_km === 'number' ? data.delivery_distance_km : 0,
      },
      special_instructions: body.special_notes ?? null,
      items: [],
      delivery_only: true,
      custom_delivery_data: data,
      payment_method: values.payment_method,
      order_id: null,
      order_number: null,
      saved_at: new Date().toISOString(),
    });

    let result: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      result = await create.mutateAsync({ ...body, idempotency_key: idempotencyKeyFor(body) });
    } catch (cause) {
      busy.current = false;
      setStage('idle');
      const message = cause instanceof Error ? cause.message : 'Something went wrong. Please try again.';
      setError({ message, fields: cause instanceof ApiError ? cause.fields : undefined });
      if (values.payment_method === 'payfast') toast.error(PAYMENT_FAILED_MESSAGE, { description: message });
      else toast.error('Could not place your order', { description: message });
      return;
    }
    finishCheckoutAttempt();
    const { order, payment } = result;
    if (payment) {
      attachOrderToPending(order);
      setStage('redirecting');
      toast.success('Redirecting to Payment', {
        description: `Taking you to PayFast to pay ${formatRand(order.total_cents)}.`,
      });
      try {
        redirect(payment);
      } catch {
        busy.current = false;
        setStage('idle');
        setError({ message: PAYMENT_FAILED_MESSAGE });
        toast.error(PAYMENT_FAILED_MESSAGE);
      }
      return;
    }
    clearPendingOrder();
    busy.current = false;
    setStage('idle');
    onComplete(order);
  }

  return { place, stage, error };
}
