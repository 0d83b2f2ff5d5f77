import { SA_PROVINCES } from '@lekker/core/contracts/profile';
import { useEffect, useRef, useState } from 'react';
import type { DeliveryPoint } from '@/components/delivery-point.ts';
import {
  type CustomDeliveryValues,
  emptyCustomDelivery,
  loadDraft,
  saveDraft,
} from '../custom-delivery-form.ts';

export const PROVINCES: readonly string[] = SA_PROVINCES;

export type SetCustomDeliveryValue = <K extends keyof CustomDeliveryValues>(
  key: K,
  value: CustomDeliveryValues[K],
) => void;

type Viewer = { name: string | null; phone: string | null } | null | undefined;

function initialValues(
  initialRestaurant: { id: string; name: string } | null | undefined,
): CustomDeliveryValues {
  const draft = loadDraft() ?? emptyCustomDelivery;
  if (!initialRestaurant?.id) return draft;
  return { ...draft, restaurant_id: initialRestaurant.id, restaurant_name: initialRestaurant.name };
}

/**
 * The request's values: started from the tab's draft (or the restaurant the page was opened for), saved as a draft on
 * every change until `finish()` hands them to the cart, and the signed-in customer's name and phone filled into empty
 * fields once known.
 */
export function useCustomDeliveryValues(
  viewer: Viewer,
  initialRestaurant: { id: string; name: string } | null | undefined,
) {
  const [values, setValues] = useState<CustomDeliveryValues>(() => initialValues(initialRestaurant));
  const set: SetCustomDeliveryValue = (key, value) => setValues((v) => ({ ...v, [key]: value }));
  const done = useRef(false);

  // A reload keeps what was typed (this tab only); once handed to the cart, the draft is gone.
  useEffect(() => {
    if (!done.current) saveDraft(values);
  }, [values]);

  const prefilled = useRef(false);
  useEffect(() => {
    if (!viewer || prefilled.current) return;
    prefilled.current = true;
    setValues((v) => ({
      ...v,
      customer_name: v.customer_name || viewer.name || '',
      customer_phone: v.customer_phone || viewer.phone || '',
    }));
  }, [viewer]);

  /** The delivery point picker placed, moved or accepted the pin. */
  function setPoint(point: DeliveryPoint) {
    setValues((v) => ({ ...v, pin: point.pin, pin_source: point.source }));
  }

  function chooseRestaurant(chosen: Pick<CustomDeliveryValues, 'restaurant_id' | 'restaurant_name'>) {
    setValues((v) => ({ ...v, ...chosen }));
  }

  function finish() {
    done.current = true;
  }

  return { values, set, setPoint, chooseRestaurant, finish };
}
