import { type CartState, cartSubtotalCents } from '@lekker/core/cart';
import type { Order } from '@lekker/core/contracts/orders';
import { formatRand } from '@lekker/core/money';
import { MapPin } from 'lucide-react';
import { type Dispatch, lazy, type SetStateAction, Suspense, useEffect, useId, useState } from 'react';
import { useAddresses } from '@/api/addresses.ts';
import { useQuote } from '@/api/orders.ts';
import { AddressFields } from '@/components/address-fields.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { readStoredLocation } from '@/lib/location.ts';
import {
  buildQuoteRequest,
  type CheckoutFormValues,
  emptyCheckoutForm,
  type LatLng,
  missingAddressFields,
  PROVINCES,
  payButtonLabel,
} from '../checkout-form.ts';
import {
  type CustomDeliveryCheckoutValues,
  initialCustomDeliveryValues,
} from '../custom-delivery-checkout.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import type { submitPaymentForm } from '../submit-payment-form.ts';
import { CustomDeliveryCheckoutForm } from './custom-delivery-checkout-form.tsx';
import { CheckoutTotals } from './order-totals.tsx';
import { PaymentMethodField } from './payment-option.tsx';

// Leaflet loads only when the customer opens the map.
const LocationPicker = lazy(() => import('./location-picker.tsx'));

export type CheckoutVariant = 'food' | 'custom_delivery';

export type CheckoutDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  cart: CartState;
  /** The signed-in customer (stored with the pending order details). */
  customerId: string;
  /** A cash order was placed: the page clears the cart and opens /order-tracking?order={id}. */
  onComplete(order: Order): void;
  /** 'custom_delivery': 'Complete Custom Delivery', paying the delivery fee of the cart's custom delivery. */
  variant?: CheckoutVariant;
  /** Replaces the redirect to PayFast (tests). */
  redirect?: typeof submitPaymentForm;
};

/** The form starts from what the app knows about where the customer is (city and province only). */
function initialValues(): CheckoutFormValues {
  const known = readStoredLocation();
  const province = known?.province && PROVINCES.includes(known.province) ? known.province : '';
  return { ...emptyCheckoutForm, city: known?.city ?? '', province };
}

function storedCentre(): LatLng | null {
  const known = readStoredLocation();
  return known ? { latitude: known.latitude, longitude: known.longitude } : null;
}

/**
 * The checkout dialog 'Complete Your Order', or 'Complete Custom Delivery' for a custom delivery (docs/product.md#checkout,
 * docs/product.md#payment, docs/product.md#validation).
 */
export function CheckoutDialog({ open, onOpenChange, variant = 'food', ...props }: CheckoutDialogProps) {
  // Kept here, outside the dialog's content, so closing and reopening the dialog keeps what was typed.
  const [values, setValues] = useState<CheckoutFormValues>(initialValues);
  const [customValues, setCustomValues] = useState<CustomDeliveryCheckoutValues>(() =>
    initialCustomDeliveryValues(props.cart),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {variant === 'custom_delivery' ? (
          <CustomDeliveryCheckoutForm {...props} values={customValues} setValues={setCustomValues} />
        ) : (
          <FoodCheckoutForm {...props} values={values} setValues={setValues} />
        )}
      </DialogContent>
    </Dialog>
  );
}

type FoodCheckoutFormProps = Omit<CheckoutDialogProps, 'open' | 'onOpenChange' | 'variant'> & {
  values: CheckoutFormValues;
  setValues: Dispatch<SetStateAction<CheckoutFormValues>>;
};

function FoodCheckoutForm({
  cart,
  customerId,
  onComplete,
  redirect,
  values,
  setValues,
}: FoodCheckoutFormProps) {
  const id = useId();
  const [showMap, setShowMap] = useState(false);
  const [showMissing, setShowMissing] = useState(false);
  const [savedChoice, setSavedChoice] = useState('');
  const saved = useAddresses();
  const addresses = saved.data?.addresses ?? [];

  const quoteRequest = useDebouncedValue(buildQuoteRequest(cart, values), 500);
  const quote = useQuote(quoteRequest);
  const quoteError = quoteRequest && quote.error instanceof ApiError ? quote.error : null;
  const totals = quoteRequest && !quote.isError ? (quote.data ?? null) : null;
  const needsPin = Boolean(quoteError?.fields?.delivery_location);

  const { placeOrder, stage, error } = usePlaceOrder({
    cart,
    customerId,
    savedAddresses: addresses,
    onComplete,
    redirect,
  });

  // The server could not find the address: ask for a pin.
  useEffect(() => {
    if (needsPin || error?.fields?.delivery_location) setShowMap(true);
  }, [needsPin, error]);

  const set = <K extends keyof CheckoutFormValues>(key: K, value: CheckoutFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  function chooseSaved(addressId: string) {
    setSavedChoice(addressId);
    const a = addresses.find((x) => x.id === addressId);
    if (!a) return;
    setValues((v) => ({
      ...v,
      street: a.street,
      city: a.city,
      province: a.province,
      postal_code: a.postal_code ?? '',
      notes: a.notes ?? '',
      pin:
        a.latitude != null && a.longitude != null ? { latitude: a.latitude, longitude: a.longitude } : null,
      save_address: false,
    }));
  }

  const missing = showMissing ? missingAddressFields(values) : [];
  const busy = stage !== 'idle';
  const payLabel = payButtonLabel(values.payment_method, totals ? formatRand(totals.total_cents) : null);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setShowMissing(true);
        void placeOrder(values, totals);
      }}
    >
      <DialogHeader>
        <DialogTitle>Complete Your Order</DialogTitle>
        <DialogDescription>
          {cart.restaurant_name ? `Your order from ${cart.restaurant_name}. ` : ''}Where should we deliver it?
        </DialogDescription>
      </DialogHeader>

      {addresses.length > 0 ? (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-saved`}>Saved addresses</Label>
          <NativeSelect id={`${id}-saved`} value={savedChoice} onChange={(e) => chooseSaved(e.target.value)}>
            <option value="">Choose a saved address…</option>
            {addresses.map((a) => (
              <option key={a.id} value={a.id}>
                {a.label}: {a.street}, {a.city}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">Delivery address</legend>
        <AddressFields idPrefix={id} values={values} onChange={set} missing={missing} />
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-notes`}>Landmarks for the driver (optional)</Label>
          <Textarea
            id={`${id}-notes`}
            rows={2}
            maxLength={300}
            value={values.notes}
            onChange={(e) => set('notes', e.target.value)}
            placeholder="Blue gate behind the tuck shop"
          />
        </div>
      </fieldset>

      <div className="space-y-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={showMap}
          onClick={() => setShowMap((s) => !s)}
        >
          <MapPin aria-hidden="true" />
          {showMap
            ? 'Hide the map'
            : values.pin
              ? 'Change your map pin'
              : 'Pin your location on the map (optional)'}
        </Button>
        {showMap ? (
          <Suspense fallback={<Spinner label="Loading the map" />}>
            <LocationPicker value={values.pin} onChange={(pin) => set('pin', pin)} centre={storedCentre()} />
          </Suspense>
        ) : null}
      </div>

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
        <Textarea
          id={`${id}-instructions`}
          rows={2}
          maxLength={500}
          value={values.special_instructions}
          onChange={(e) => set('special_instructions', e.target.value)}
          placeholder="Ring the bell twice, no onions…"
        />
      </div>

      <CheckoutTotals
        totals={totals}
        cartSubtotalCents={cartSubtotalCents(cart)}
        loading={quote.isFetching}
      />
      {quoteError ? (
        <Alert variant="destructive" role="alert">
          {quoteError.message}
        </Alert>
      ) : null}

      <PaymentMethodField
        name={`${id}-method`}
        value={values.payment_method}
        onChange={(method) => set('payment_method', method)}
      />

      {error && error.message !== quoteError?.message ? (
        <Alert variant="destructive" role="alert">
          {error.message}
        </Alert>
      ) : null}

      <DialogFooter>
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {stage === 'placing' ? (
            <>
              <Spinner className="size-4 text-current" label="Working" />
              {values.payment_method === 'cash' ? 'Placing order…' : 'Preparing payment…'}
            </>
          ) : stage === 'redirecting' ? (
            'Redirecting to PayFast…'
          ) : (
            payLabel
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
