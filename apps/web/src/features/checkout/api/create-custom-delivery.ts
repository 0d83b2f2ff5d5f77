import type { CustomDeliveryRequest } from '@lekker/core/contracts/custom-delivery';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client.ts';
import type { CustomDeliveryBody } from '../custom-delivery-checkout.ts';
import type { CheckoutResult } from './create-order.ts';

export type CustomDeliveryOrderRequest = CustomDeliveryBody & Pick<CustomDeliveryRequest, 'idempotency_key'>;

/** POST /api/orders/custom-delivery → 201 { order, payment } (PayFast form, or null for Cash on Delivery). */
export function createCustomDeliveryOrder(request: CustomDeliveryOrderRequest): Promise<CheckoutResult> {
  return apiSend<CheckoutResult>('POST', '/orders/custom-delivery', request);
}

export function useCreateCustomDeliveryOrder() {
  return useMutation({ mutationFn: createCustomDeliveryOrder });
}
