import { type CartState, cartSubtotalCents } from '@lekker/core/cart';
import type { Order } from '@lekker/core/contracts/orders';
import { formatRand } from '@lekker/core/money';
import { ORDER_INSTRUCTIONS_MAX_CHARS } from '@lekker/core/text-limits';
import { type Dispatch, type SetStateAction, useId, useState } from 'react';
import { useAddresses } from '@/api/addresses.ts';
import { useCartEstimate } from '@/api/orders.ts';
import { DeliveryPointPicker } from '@/components/delivery-point-picker.tsx';
import { LimitedTextarea } from '@/components/limited-textarea.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { locationArea, readStoredLocation } from '@/lib/location.ts';
import { CashShieldNotice } from '../cash-shield-notice.tsx';
import { placeCheckoutErrors } from '../checkout-field-errors.ts';
import {
  type CheckoutFormValues,
  deliveryPointOf,
  missingAddressFields,
  payButtonLabel,
} from '../checkout-form.ts';
import { useCheckoutQuote } from '../hooks/use-checkout-quote.ts';
import { useFoodCheckoutValues } from '../hooks/use-food-checkout-values.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { LeaveAtDoorField } from '../leave-at-door.tsx';
import type { submitPaymentForm } from '../submit-payment-form.ts';
import { tipCentsOf, tipOf } from '../tip-choice.ts';
import { DeliveryAddressFieldset } from './delivery-address-fieldset.tsx';
import { FarPinConfirm } from './far-pin-confirm.tsx';
import { FulfilmentSection } from './fulfilment-section.tsx';
import { CheckoutTotals } from './order-totals.tsx';
import { PaymentMethodField } from './payment-option.tsx';
import { PlaceOrderButton } from './place-order-button.tsx';
import { SavedAddressSelect } from './saved-address-select.tsx';
import { TipSection } from './tip-section.tsx';
import { WhenSection } from './when-section.tsx';

/** The customer's known location: where the map starts before the address is found. */
function storedCentre() {
  const known = readStoredLocation();
  return known ? { latitude: known.latitude, longitude: known.longitude } : null;
}

export type FoodCheckoutFormProps = {
  cart: CartState;
  customerId: string;
  onComplete(order: Order): void;
  redirect?: typeof submitPaymentForm;
  values: CheckoutFormValues;
  setValues: Dispatch<SetStateAction<CheckoutFormValues>>;
};

/**
 * 'Complete Your Order' (docs/product.md#checkout): a saved or typed delivery address, an optional map pin, special
 * instructions, the server's totals, the payment method and the pay button.
 */
export function FoodCheckoutForm({
  cart,
  customerId,
  onComplete,
  redirect,
  values,
  setValues,
}: FoodCheckoutFormProps) {
  const id = useId();
  const [showMissing, setShowMissing] = useState(false);
  const saved = useAddresses();
  const addresses = saved.data?.addresses ?? [];
  const { set, fillFromSaved, setPoint } = useFoodCheckoutValues(setValues);
  const { totals, quoteError, needsPin, loading } = useCheckoutQuote(cart, values);
  // The cart's estimate, shown until the address is priced and compared with it after (decision 021).
  const estimate = useCartEstimate(cart);

  const { placeOrder, stage, error } = usePlaceOrder({
    cart,
    customerId,
    savedAddresses: addresses,
    onComplete,
    redirect,
  });

  const missing = showMissing ? missingAddressFields(values) : [];
  // A server's word about one box shows under that box (checkout-field-errors.ts); the foot says the rest.
  const placed = placeCheckoutErrors(error?.fields ?? quoteError?.fields, cart.items);
  // The cash order shield (decision 071): verify the phone, or pay by card instead.
  const shielded = error?.code === 'cash_needs_verified_phone' && values.payment_method === 'cash';
  const footError =
    error && !shielded && error.message !== quoteError?.message && !placed.placed ? error.message : null;
  // The tip is on top of the priced total (decision 069); a refused own amount stops the order being placed.
  const tipCents = tipCentsOf(values);
  const tipRefused = 'problem' in tipOf(values);
  const payLabel = payButtonLabel(
    values.payment_method,
    totals ? formatRand(totals.total_cents + tipCents) : null,
  );

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setShowMissing(true);
        if (tipRefused) return;
        void placeOrder(values, totals);
      }}
    >
      <DialogHeader>
        <DialogTitle>Complete Your Order</DialogTitle>
        <DialogDescription>
          {cart.restaurant_name ? `Your order from ${cart.restaurant_name}. ` : ''}Where should we deliver it?
        </DialogDescription>
      </DialogHeader>

      <FulfilmentSection
        restaurantId={cart.items[0]?.restaurant_id}
        value={values.fulfilment}
        onChange={(fulfilment) => set('fulfilment', fulfilment)}
      />

      <SavedAddressSelect id={`${id}-saved`} addresses={addresses} onChoose={fillFromSaved} />

      <DeliveryAddressFieldset id={id} values={values} set={set} missing={missing} errors={placed.boxes} />

      {/* The one point that prices and routes the order (docs/product.md#delivery-point); none for a collection. */}
      {values.fulfilment === 'collection' ? null : (
        <DeliveryPointPicker
          address={values}
          point={deliveryPointOf(values)}
          onChange={setPoint}
          centre={storedCentre()}
          showRequired={showMissing || Boolean(error?.fields?.delivery_location)}
        />
      )}

      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={values.save_address}
          onChange={(e) => set('save_address', e.target.checked)}
        />
        Save this address
      </label>

      <div className="space-y-1.5">
        <Label htmlFor={`${id}-instructions`}>Special instructions (optional)</Label>
        <LimitedTextarea
          id={`${id}-instructions`}
          rows={2}
          maxLength={ORDER_INSTRUCTIONS_MAX_CHARS}
          error={placed.boxes.special_instructions}
          value={values.special_instructions}
          onChange={(e) => set('special_instructions', e.target.value)}
          placeholder="Ring the bell twice, no onions…"
        />
      </div>

      <CheckoutTotals
        totals={totals}
        estimate={
          estimate.quote.isError || estimate.quote.isPlaceholderData ? null : (estimate.quote.data ?? null)
        }
        estimateArea={locationArea(estimate.location)}
        cartSubtotalCents={cartSubtotalCents(cart)}
        loading={loading || (!totals && estimate.quote.isFetching)}
      />
      {quoteError && !placed.placed ? (
        <Alert variant="destructive" role="alert">
          {quoteError.message}
        </Alert>
      ) : null}
      {placed.elsewhere.length > 0 ? (
        <Alert variant="destructive" role="alert">
          {placed.elsewhere.join(' ')}
        </Alert>
      ) : null}
      {needsPin && values.pin && !values.pin_far_confirmed ? (
        <FarPinConfirm onConfirm={() => set('pin_far_confirmed', true)} />
      ) : null}

      <WhenSection
        restaurantId={cart.items[0]?.restaurant_id}
        value={values.scheduled_for}
        onChange={(slot) => set('scheduled_for', slot)}
      />

      {/* A collection has no driver to tip (decision 068). */}
      {values.fulfilment === 'collection' ? null : (
        <TipSection
          values={values}
          onChange={(tip) => setValues((v) => ({ ...v, ...tip }))}
          totalCents={totals?.total_cents ?? null}
          showError={showMissing}
        />
      )}

      <PaymentMethodField
        name={`${id}-method`}
        value={values.payment_method}
        onChange={(method) => set('payment_method', method)}
      />
      {values.fulfilment === 'collection' ? null : (
        <LeaveAtDoorField
          method={values.payment_method}
          checked={values.leave_at_door}
          onChange={(checked) => set('leave_at_door', checked)}
        />
      )}

      {shielded ? <CashShieldNotice onPayByCard={() => set('payment_method', 'payfast')} /> : null}
      {footError ? (
        <Alert variant="destructive" role="alert">
          {footError}
        </Alert>
      ) : null}

      <DialogFooter>
        <PlaceOrderButton stage={stage} method={values.payment_method} label={payLabel} />
      </DialogFooter>
    </form>
  );
}
