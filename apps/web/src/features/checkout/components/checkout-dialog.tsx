import type { CartState } from '@lekker/core/cart';
import type { Order } from '@lekker/core/contracts/orders';
import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { readStoredLocation } from '@/lib/location.ts';
import { type CheckoutFormValues, emptyCheckoutForm, PROVINCES } from '../checkout-form.ts';
import {
  type CustomDeliveryCheckoutValues,
  initialCustomDeliveryValues,
} from '../custom-delivery-checkout.ts';
import type { submitPaymentForm } from '../submit-payment-form.ts';
import { CustomDeliveryCheckoutForm } from './custom-delivery-checkout-form.tsx';
import { FoodCheckoutForm } from './food-checkout-form.tsx';

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
