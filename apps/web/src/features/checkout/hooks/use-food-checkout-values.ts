import type { SavedAddress } from '@lekker/core/contracts/profile';
import type { Dispatch, SetStateAction } from 'react';
import type { DeliveryPoint } from '@/components/delivery-point.ts';
import { type CheckoutFormValues, withDeliveryPoint } from '../checkout-form.ts';

export type SetCheckoutValue = <K extends keyof CheckoutFormValues>(
  key: K,
  value: CheckoutFormValues[K],
) => void;

/**
 * Edits of the food checkout's values (held by the dialog so closing it keeps what was typed): one field at a time,
 * or the whole address from a saved one (its pin too; a saved address is not saved again).
 */
export function useFoodCheckoutValues(setValues: Dispatch<SetStateAction<CheckoutFormValues>>) {
  const set: SetCheckoutValue = (key, value) => setValues((v) => ({ ...v, [key]: value }));

  function fillFromSaved(a: SavedAddress) {
    setValues((v) => ({
      ...v,
      street: a.street,
      city: a.city,
      province: a.province,
      postal_code: a.postal_code ?? '',
      notes: a.notes ?? '',
      pin:
        a.latitude != null && a.longitude != null ? { latitude: a.latitude, longitude: a.longitude } : null,
      // A saved pin was the customer's own choice; without one the typed address is looked up again.
      pin_source: a.latitude != null && a.longitude != null ? 'customer' : null,
      pin_far_confirmed: false,
      save_address: false,
    }));
  }

  /** The delivery point picker moved, placed or accepted the pin. */
  function setPoint(point: DeliveryPoint) {
    setValues((v) => withDeliveryPoint(v, point));
  }

  return { set, fillFromSaved, setPoint };
}
