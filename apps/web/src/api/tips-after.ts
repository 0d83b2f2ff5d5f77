// Tip the driver after delivery (docs/decisions/069-driver-tips.md): the order's tip and its PayFast form.
import type { PaymentForm } from '@lekker/core/contracts/orders';
import type { TipAfter } from '@lekker/core/contracts/tips';
import { queryOptions } from '@tanstack/react-query';
import { api, body } from './client.ts';

/** Under the orders key, so a refresh of the orders refreshes it too. */
export const tipAfterQueryKey = (orderId: string) => ['orders', 'tip-after', orderId] as const;

/** GET /api/orders/{id}/tip: whether a tip may be given now, and the one given. */
export function getTipAfter(orderId: string, signal?: AbortSignal): Promise<TipAfter> {
  return body(api.GET('/orders/{id}/tip', { params: { path: { id: orderId } }, signal }));
}

export const tipAfterQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: tipAfterQueryKey(orderId),
    queryFn: ({ signal }) => getTipAfter(orderId, signal),
    staleTime: 5 * 1000,
  });

/** POST /api/orders/{id}/tip: the PayFast form of the tip (a payment of its own). */
export async function startTipAfter(
  orderId: string,
  amountCents: number,
): Promise<{ tip: TipAfter; payment: PaymentForm }> {
  const result = await body(
    api.POST('/orders/{id}/tip', { params: { path: { id: orderId } }, body: { amount_cents: amountCents } }),
  );
  // openapi-fetch widens the form's [name, value] tuples to arrays: keep the core contract's type.
  return result as { tip: TipAfter; payment: PaymentForm };
}
