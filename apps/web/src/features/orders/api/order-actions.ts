import type { Order, PaymentForm } from '@lekker/core/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client.ts';
import { ORDERS_QUERY_KEY } from './get-order.ts';

/** POST /api/orders/{id}/cancel: the customer cancels before the restaurant confirms. */
export function cancelOrder(id: string): Promise<Order> {
  return apiSend<Order>('POST', `/orders/${encodeURIComponent(id)}/cancel`);
}

/** POST /api/orders/{id}/payment: a fresh PayFast form for an unpaid order. */
export function requestPayment(id: string): Promise<PaymentForm> {
  return apiSend<PaymentForm>('POST', `/orders/${encodeURIComponent(id)}/payment`);
}

export type ReviewInput = { rating: number; comment?: string | null };

/** POST /api/orders/{id}/review: rate a delivered order, once. */
export function reviewOrder(id: string, input: ReviewInput): Promise<{ ok: true }> {
  return apiSend<{ ok: true }>('POST', `/orders/${encodeURIComponent(id)}/review`, input);
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}

export function useRequestPayment() {
  return useMutation({ mutationFn: requestPayment });
}

export function useReviewOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ReviewInput & { id: string }) => reviewOrder(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
