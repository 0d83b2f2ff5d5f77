import { DRIVER_RADIUS_KM } from '@lekker/core/constants';
import { formatKm, formatRand } from '@lekker/core/money';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { deliveryQuoteQueryOptions } from '@/api/custom-delivery.ts';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import {
  buildCustomDeliveryData,
  type CustomDeliveryData,
  type CustomDeliveryValues,
  clearDraft,
  PREPARE_ERROR_MESSAGE,
  PREPARE_ERROR_TITLE,
  PREPARED_TITLE,
  validateProceed,
} from '../custom-delivery-form.ts';

/** What 'Proceed to Payment' hands to the page: it goes into the cart (delivery-only mode). */
export type PreparedCustomDelivery = {
  restaurant_id: string;
  restaurant_name: string;
  delivery_fee_cents: number;
  custom_delivery_data: CustomDeliveryData;
};

type Options = {
  signedIn: boolean;
  onPrepared(prepared: PreparedCustomDelivery): void;
};

/**
 * 'Proceed to Payment' (docs/product.md#custom-delivery, docs/product.md#validation): the submit checks with their toasts, then a fresh quote for the fee, the
 * cart data, 'Delivery Request Prepared!' with the fee and distance, and the hand-over to the page.
 */
export function usePrepareCustomDelivery({ signedIn, onPrepared }: Options) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  async function prepare(values: CustomDeliveryValues): Promise<boolean> {
    if (running.current) return false;
    const problem = validateProceed(values, signedIn);
    if (problem) {
      toast.error(problem.title, { description: problem.message });
      return false;
    }
    const { pin } = values;
    if (!pin) return false;
    running.current = true;
    setBusy(true);
    try {
      const quote = await queryClient.fetchQuery({
        ...deliveryQuoteQueryOptions({
          restaurant_id: values.restaurant_id,
          latitude: pin.latitude,
          longitude: pin.longitude,
        }),
        staleTime: 0,
      });
      if (!quote.within_range)
        throw new Error(
          `That location is ${formatKm(quote.distance_km)} from ${values.restaurant_name || 'the restaurant'}: custom deliveries go up to ${DRIVER_RADIUS_KM} km.`,
        );
      const data = buildCustomDeliveryData(values, quote);
      onPrepared({
        restaurant_id: values.restaurant_id,
        restaurant_name: values.restaurant_name,
        delivery_fee_cents: quote.fee_cents,
        custom_delivery_data: data,
      });
      clearDraft();
      toast.success(PREPARED_TITLE, {
        description: `Delivery fee ${formatRand(quote.fee_cents)} for ${formatKm(quote.distance_km)}.`,
      });
      return true;
    } catch (error) {
      // A server failure has nothing useful to say to the customer: the general text then.
      const serverFault = error instanceof ApiError && error.status >= 500;
      const message =
        error instanceof Error && error.message && !serverFault ? error.message : PREPARE_ERROR_MESSAGE;
      toast.error(PREPARE_ERROR_TITLE, { description: message });
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { prepare, busy };
}
