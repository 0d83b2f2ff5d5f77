import type { CartState } from '@lekker/core/cart';
import type { CustomDeliveryData } from '@lekker/core/contracts/custom-delivery';
import type { Order } from '@lekker/core/contracts/orders';
import { useCreateCustomDeliveryOrder } from '@/api/orders.ts';
import { toast } from '@/lib/toast.ts';
import { idempotencyKeyFor } from '../checkout-attempt.ts';
import {
  buildCustomDeliveryBody,
  type CustomDeliveryCheckoutValues,
  customDeliveryFeeCents,
} from '../custom-delivery-checkout.ts';
import { savePendingOrder } from '../pending-order.ts';
import { submitPaymentForm } from '../submit-payment-form.ts';
import { useOrderSubmission } from './use-order-submission.ts';

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
  const { busy, stage, error, setError, submit } = useOrderSubmission({ onComplete, redirect });

  async function place(values: CustomDeliveryCheckoutValues): Promise<void> {
    if (busy.current) return;
    const built = buildCustomDeliveryBody(cart, values);
    if ('problem' in built) {
      setError({ message: built.problem.message });
      toast.error(built.problem.title, { description: built.problem.message });
      return;
    }
    const { body } = built;
    const fee = customDeliveryFeeCents(cart);
    const data: Partial<CustomDeliveryData> = cart.custom_delivery_data ?? {};
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

    await submit(values.payment_method, () =>
      create.mutateAsync({ ...body, idempotency_key: idempotencyKeyFor(body) }),
    );
  }

  return { place, stage, error };
}
