import type { CartState } from '@lekker/core/cart';
import type { Order } from '@lekker/core/contracts/orders';
import { formatKm, formatRand } from '@lekker/core/money';
import { CUSTOM_DELIVERY_NOTES_MAX_CHARS } from '@lekker/core/text-limits';
import { type Dispatch, type SetStateAction, useId } from 'react';
import { LimitedTextarea } from '@/components/limited-textarea.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { placeCheckoutErrors } from '../checkout-field-errors.ts';
import { payButtonLabel } from '../checkout-form.ts';
import {
  type CustomDeliveryCheckoutValues,
  customDeliveryAddress,
  customDeliveryFeeCents,
} from '../custom-delivery-checkout.ts';
import { usePlaceCustomDelivery } from '../hooks/use-place-custom-delivery.ts';
import type { submitPaymentForm } from '../submit-payment-form.ts';
import { PaymentMethodField } from './payment-option.tsx';

type CustomDeliveryCheckoutFormProps = {
  cart: CartState;
  customerId: string;
  onComplete(order: Order): void;
  redirect?: typeof submitPaymentForm;
  values: CustomDeliveryCheckoutValues;
  setValues: Dispatch<SetStateAction<CustomDeliveryCheckoutValues>>;
};

/**
 * 'Complete Custom Delivery' (docs/product.md#checkout): the locked delivery address, special instructions, the delivery fee and
 * total (no items to pay for), PayFast or Cash on Delivery.
 */
export function CustomDeliveryCheckoutForm({
  cart,
  customerId,
  onComplete,
  redirect,
  values,
  setValues,
}: CustomDeliveryCheckoutFormProps) {
  const id = useId();
  const { place, stage, error } = usePlaceCustomDelivery({ cart, customerId, onComplete, redirect });
  // The notes box is the one field of this form a server error can name (checkout-field-errors.ts).
  const placed = placeCheckoutErrors(error?.fields);
  const fee = customDeliveryFeeCents(cart);
  const address = customDeliveryAddress(cart);
  const distance = cart.custom_delivery_data?.delivery_distance_km;
  const busy = stage !== 'idle';
  const set = <K extends keyof CustomDeliveryCheckoutValues>(
    key: K,
    value: CustomDeliveryCheckoutValues[K],
  ) => setValues((v) => ({ ...v, [key]: value }));

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void place(values);
      }}
    >
      <DialogHeader>
        <DialogTitle>Complete Custom Delivery</DialogTitle>
        <DialogDescription>
          {cart.restaurant_name ? `Your items from ${cart.restaurant_name}. ` : ''}You pay the delivery fee
          only.
        </DialogDescription>
      </DialogHeader>

      <div className="space-y-1.5">
        <Label htmlFor={`${id}-address`}>Delivery address</Label>
        <Input
          id={`${id}-address`}
          readOnly
          aria-readonly="true"
          value={address ?? ''}
          className="bg-muted"
          aria-describedby={`${id}-address-hint`}
        />
        <p id={`${id}-address-hint`} className="text-xs text-muted-foreground">
          Set on your custom delivery request.
        </p>
      </div>

      <div className="space-y-1.5">
        <Label htmlFor={`${id}-instructions`}>Special instructions (optional)</Label>
        <LimitedTextarea
          id={`${id}-instructions`}
          rows={2}
          maxLength={CUSTOM_DELIVERY_NOTES_MAX_CHARS}
          error={placed.boxes.special_instructions}
          value={values.special_instructions}
          onChange={(e) => set('special_instructions', e.target.value)}
          placeholder="Landmarks, gate code, who to ask for…"
        />
      </div>

      <div className="space-y-1.5 rounded-xl bg-muted p-4 text-sm">
        <dl className="space-y-1.5">
          <div className="flex justify-between gap-4">
            <dt>Subtotal</dt>
            <dd>{formatRand(0)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>
              Delivery fee
              {typeof distance === 'number' ? (
                <span className="text-muted-foreground"> ({formatKm(distance)})</span>
              ) : null}
            </dt>
            <dd>{formatRand(fee)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t pt-2 text-base font-bold">
            <dt>Total</dt>
            <dd data-testid="checkout-total">{formatRand(fee)}</dd>
          </div>
        </dl>
      </div>

      <PaymentMethodField
        name={`${id}-method`}
        value={values.payment_method}
        onChange={(method) => set('payment_method', method)}
      />

      {error && !placed.boxes.special_instructions ? (
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
            payButtonLabel(values.payment_method, formatRand(fee))
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
