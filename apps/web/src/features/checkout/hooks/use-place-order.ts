import { type CartState, cartDeliveryFeeCents, cartSubtotalCents } from '@lekker/core/cart';
import type { Order, Totals } from '@lekker/core/contracts/orders';
import type { SavedAddress } from '@lekker/core/contracts/profile';
import { formatRand } from '@lekker/core/money';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { useSaveAddress } from '../api/saved-addresses.ts';
import { finishCheckoutAttempt, idempotencyKeyFor } from '../checkout-attempt.ts';
import { buildCheckoutBody, type CheckoutFormValues, validateAddress } from '../checkout-form.ts';
import { attachOrderToPending, clearPendingOrder, savePendingOrder } from '../pending-order.ts';
import { submitPaymentForm } from '../submit-payment-form.ts';

export const PAYMENT_FAILED_MESSAGE = 'Failed to initiate payment. Please try again.';

export type PlaceOrderError = { message: string; fields?: Record<string, string> };
export type PlaceOrderStage = 'idle' | 'placing' | 'redirecting';

type UsePlaceOrderOptions = {
  cart: CartState;
  customerId: string;
  savedAddresses: SavedAddress[];
  /** A cash order was placed: clear the cart and go to its tracking page. */
  onComplete(order: Order): void;
  /** Replaces the real redirect to PayFast (tests). */
  redirect?: typeof submitPaymentForm;
};

const sameAddress = (a: SavedAddress, v: CheckoutFormValues) =>
  a.street.trim().toLowerCase() === v.street.trim().toLowerCase() &&
  a.city.trim().toLowerCase() === v.city.trim().toLowerCase() &&
  a.province === v.province;

/**
 * The pay button (spec §4 "Checkout and payment"): check the address, save the pending order details locally,
 * create the order on the server with this attempt's idempotency key, then post the PayFast form — or, for Cash
 * on Delivery, hand the placed order to `onComplete`. A second click while one is under way does nothing.
 */
export function usePlaceOrder({
  cart,
  customerId,
  savedAddresses,
  onComplete,
  redirect = submitPaymentForm,
}: UsePlaceOrderOptions) {
  const createOrder = useCreateOrder();
  const saveAddress = useSaveAddress();
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

  async function placeOrder(values: CheckoutFormValues, totals: Totals | null): Promise<void> {
    if (busy.current) return;
    const addressError = validateAddress(values);
    if (addressError) {
      setError({ message: addressError });
      toast.error('Missing Information', { description: addressError });
      return;
    }
    const body = buildCheckoutBody(cart, values);
    if (!body) {
      setError({ message: 'Your cart is empty.' });
      return;
    }
    busy.current = true;
    setError(null);
    setStage('placing');
    const subtotal = cartSubtotalCents(cart);
    savePendingOrder({
      customer_id: customerId,
      restaurant_id: body.restaurant_id,
      total_amount: totals?.total_cents ?? subtotal + cartDeliveryFeeCents(cart),
      delivery_fee: totals?.delivery_fee_cents ?? cartDeliveryFeeCents(cart),
      delivery_address: {
        street: body.delivery_address.street,
        city: body.delivery_address.city,
        province: body.delivery_address.province,
        postal_code: body.delivery_address.postal_code ?? null,
      },
      special_instructions: body.special_instructions ?? null,
      items: cart.items.map((i) => ({
        menu_item_id: i.id,
        name: i.name,
        price_cents: i.price_cents,
        quantity: i.quantity,
        special_instructions: i.special_instructions ?? null,
      })),
      delivery_only: false,
      custom_delivery_data: null,
      payment_method: values.payment_method,
      order_id: null,
      order_number: null,
      saved_at: new Date().toISOString(),
    });

    let result: Awaited<ReturnType<typeof createOrder.mutateAsync>>;
    try {
      result = await createOrder.mutateAsync({ ...body, idempotency_key: idempotencyKeyFor(body) });
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

    if (values.save_address && !savedAddresses.some((a) => sameAddress(a, values))) {
      await saveAddress
        .mutateAsync({
          label: 'Home',
          street: body.delivery_address.street,
          city: body.delivery_address.city,
          province: body.delivery_address.province,
          postal_code: body.delivery_address.postal_code ?? null,
          notes: body.delivery_address.notes ?? null,
          latitude: order.delivery_location?.latitude ?? null,
          longitude: order.delivery_location?.longitude ?? null,
        })
        .catch(() => toast.warning('Your order is placed, but the address could not be saved.'));
    }

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

  return { placeOrder, stage, error, clearError: () => setError(null) };
}
