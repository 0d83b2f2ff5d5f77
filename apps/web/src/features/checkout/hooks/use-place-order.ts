import { type CartState, cartDeliveryFeeCents, cartSubtotalCents } from '@lekker/core/cart';
import type { Order, Totals } from '@lekker/core/contracts/orders';
import type { SavedAddress } from '@lekker/core/contracts/profile';
import { useAddAddress } from '@/api/addresses.ts';
import { useCreateOrder } from '@/api/orders.ts';
import { CONFIRM_PIN_MESSAGE, isPointConfirmed } from '@/components/delivery-point.ts';
import { toast } from '@/lib/toast.ts';
import { idempotencyKeyFor } from '../checkout-attempt.ts';
import {
  buildCheckoutBody,
  type CheckoutFormValues,
  deliveryPointOf,
  validateAddress,
} from '../checkout-form.ts';
import { savePendingOrder } from '../pending-order.ts';
import { submitPaymentForm } from '../submit-payment-form.ts';
import { useOrderSubmission } from './use-order-submission.ts';

export {
  PAYMENT_FAILED_MESSAGE,
  type PlaceOrderError,
  type PlaceOrderStage,
} from './use-order-submission.ts';

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
 * The pay button (docs/product.md#payment): check the address, save the pending order details locally,
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
  const saveAddress = useAddAddress();
  const { busy, stage, error, setError, submit } = useOrderSubmission({ onComplete, redirect });

  async function placeOrder(values: CheckoutFormValues, totals: Totals | null): Promise<void> {
    if (busy.current) return;
    const addressError = validateAddress(values);
    if (addressError) {
      setError({ message: addressError });
      toast.error('Missing Information', { description: addressError });
      return;
    }
    // The order is priced and delivered by one confirmed point (docs/product.md#delivery-point); a collection has none.
    if (values.fulfilment !== 'collection' && !isPointConfirmed(deliveryPointOf(values))) {
      setError({ message: CONFIRM_PIN_MESSAGE, fields: { delivery_location: 'confirm the pin' } });
      toast.error('Where should we deliver?', { description: CONFIRM_PIN_MESSAGE });
      return;
    }
    const body = buildCheckoutBody(cart, values);
    if (!body) {
      setError({ message: 'Your cart is empty.' });
      return;
    }
    const subtotal = cartSubtotalCents(cart);
    savePendingOrder({
      customer_id: customerId,
      restaurant_id: body.restaurant_id,
      // The tip is on top of the priced total (decision 069).
      total_amount: (totals?.total_cents ?? subtotal + cartDeliveryFeeCents(cart)) + (body.tip_cents ?? 0),
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

    await submit(
      values.payment_method,
      () => createOrder.mutateAsync({ ...body, idempotency_key: idempotencyKeyFor(body) }),
      async (order) => {
        if (!values.save_address || savedAddresses.some((a) => sameAddress(a, values))) return;
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
      },
    );
  }

  return { placeOrder, stage, error, clearError: () => setError(null) };
}
