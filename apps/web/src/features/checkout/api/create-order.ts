import type { CheckoutRequest, Order, PaymentForm } from '@lekker/core/contracts/orders';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client.ts';

export type CheckoutResult = { order: Order; payment: PaymentForm | null };

/** POST /api/orders → 201 { order, payment }: PayFast orders come with the form to post, cash orders without. */
export function createOrder(request: CheckoutRequest): Promise<CheckoutResult> {
  return apiSend<CheckoutResult>('POST', '/orders', request);
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
