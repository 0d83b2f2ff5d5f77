// The checkout dialog's form: values, the address rule (docs/product.md#validation), and the requests built from the form and the cart.
import type { CartState } from '@lekker/core/cart';
import type { CheckoutRequest, PaymentMethod } from '@lekker/core/contracts/orders';
import { SA_PROVINCES } from '@lekker/core/contracts/profile';
import type { Fulfilment } from '@lekker/core/order-status';
import type { DeliveryPoint, PinSource } from '@/components/delivery-point.ts';
import { type TipChoice, tipCentsOf } from './tip-choice.ts';

export const ADDRESS_REQUIRED_MESSAGE = 'Please fill in all delivery address fields.';

export type LatLng = { latitude: number; longitude: number };

export type CheckoutFormValues = {
  street: string;
  city: string;
  province: string;
  postal_code: string;
  /** Landmarks for places without street names ("blue gate behind the tuck shop"). */
  notes: string;
  /** The delivery point's pin (docs/product.md#delivery-point): it prices and routes the order. */
  pin: LatLng | null;
  /** How the pin got there: placed on the street by the lookup, or placed/accepted by the customer. */
  pin_source: PinSource | null;
  /** The customer confirmed a pin far from where the address is (the server asks before it accepts one). */
  pin_far_confirmed: boolean;
  special_instructions: string;
  payment_method: PaymentMethod;
  save_address: boolean;
  /** Order for later: the chosen slot (ISO instant), or null for Now (docs/product.md#order-for-later). */
  scheduled_for: string | null;
  /** "Leave at the door if I don't answer" (paid orders only; docs/product.md#leave-at-the-door). */
  leave_at_door: boolean;
  /** Tip the driver (docs/decisions/069-driver-tips.md): none, a preset, or the own amount typed in rand. */
  tip_choice: TipChoice;
  tip_own: string;
  /** Delivery, or collect it yourself where the venue offers it (decision 068). */
  fulfilment: Fulfilment;
};

export const emptyCheckoutForm: CheckoutFormValues = {
  street: '',
  city: '',
  province: '',
  postal_code: '',
  notes: '',
  pin: null,
  pin_source: null,
  pin_far_confirmed: false,
  special_instructions: '',
  payment_method: 'payfast',
  save_address: false,
  scheduled_for: null,
  leave_at_door: false,
  tip_choice: 'none',
  tip_own: '',
  fulfilment: 'delivery',
};

export const PROVINCES: readonly string[] = SA_PROVINCES;

export type AddressField = 'street' | 'city' | 'province';

/** The required address fields that are blank (street, city, province; the postal code is optional). */
export function missingAddressFields(values: Pick<CheckoutFormValues, AddressField>): AddressField[] {
  return (['street', 'city', 'province'] as const).filter((field) => !values[field].trim());
}

/** docs/product.md#validation: street, city and province required, else 'Please fill in all delivery address fields.' */
export function validateAddress(values: Pick<CheckoutFormValues, AddressField>): string | null {
  return missingAddressFields(values).length > 0 ? ADDRESS_REQUIRED_MESSAGE : null;
}

export function isAddressComplete(values: Pick<CheckoutFormValues, AddressField>): boolean {
  return missingAddressFields(values).length === 0;
}

const blankToNull = (text: string) => (text.trim() ? text.trim() : null);

/** The form's delivery point. */
export const deliveryPointOf = (values: Pick<CheckoutFormValues, 'pin' | 'pin_source'>): DeliveryPoint => ({
  pin: values.pin,
  source: values.pin_source,
});

/** The form with a new delivery point (a moved pin needs a new confirmation if it is far from the address). */
export function withDeliveryPoint<V extends CheckoutFormValues>(values: V, point: DeliveryPoint): V {
  const moved =
    point.pin?.latitude !== values.pin?.latitude || point.pin?.longitude !== values.pin?.longitude;
  return {
    ...values,
    pin: point.pin,
    pin_source: point.source,
    pin_far_confirmed: moved ? false : values.pin_far_confirmed,
  };
}

export type QuoteInput = Omit<CheckoutRequest, 'idempotency_key' | 'payment_method'>;

/** The body of POST /api/orders/quote, or null while the cart or the address is incomplete. */
export function buildQuoteRequest(cart: CartState, values: CheckoutFormValues): QuoteInput | null {
  const restaurantId = cart.items[0]?.restaurant_id;
  if (!restaurantId || cart.delivery_only || !isAddressComplete(values)) return null;
  return {
    restaurant_id: restaurantId,
    items: cart.items.map((item) => ({
      menu_item_id: item.id,
      quantity: item.quantity,
      special_instructions: item.special_instructions?.trim() || null,
      // Grocery stores (decision 070): the customer's rule if the item is unavailable.
      ...(item.substitution
        ? {
            substitution_preference: item.substitution.preference,
            substitute_item_id: item.substitution.item_id ?? null,
          }
        : {}),
    })),
    delivery_address: {
      street: values.street.trim(),
      city: values.city.trim(),
      province: values.province.trim(),
      postal_code: blankToNull(values.postal_code),
      notes: blankToNull(values.notes),
    },
    delivery_location: values.pin,
    // Only after the customer said so, when the server found the pin far from the address.
    ...(values.pin_far_confirmed ? { pin_confirmed: true } : {}),
    special_instructions: blankToNull(values.special_instructions),
    ...(values.scheduled_for ? { scheduled_for: values.scheduled_for } : {}),
    // A collection is not delivered: no pin, no fee (decision 068).
    ...(values.fulfilment === 'collection'
      ? { fulfilment: 'collection' as const, delivery_location: null }
      : {}),
  };
}

/** The body of POST /api/orders (without its idempotency key), or null while incomplete. */
export function buildCheckoutBody(
  cart: CartState,
  values: CheckoutFormValues,
): Omit<CheckoutRequest, 'idempotency_key'> | null {
  const quote = buildQuoteRequest(cart, values);
  if (!quote) return null;
  const collecting = values.fulfilment === 'collection';
  const leave = values.leave_at_door && values.payment_method !== 'cash' && !collecting;
  // A collection has no driver to tip (decision 068).
  const tip = collecting ? 0 : tipCentsOf(values);
  return {
    ...quote,
    payment_method: values.payment_method,
    ...(leave ? { leave_at_door: true } : {}),
    ...(tip > 0 ? { tip_cents: tip } : {}),
  };
}

/** The pay button: 'Pay R123.45' for PayFast (once the total is known), 'Place order' for cash. */
export function payButtonLabel(method: PaymentMethod, totalText: string | null): string {
  if (method === 'cash') return 'Place order';
  return totalText ? `Pay ${totalText}` : 'Pay with PayFast';
}
