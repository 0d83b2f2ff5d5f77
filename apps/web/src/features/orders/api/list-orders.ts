import type { OrderSummary } from '@lekker/core/contracts/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { ORDERS_QUERY_KEY } from './get-order.ts';

/** GET /api/orders: the caller's orders, newest first. */
export function listOrders(signal?: AbortSignal): Promise<{ orders: OrderSummary[] }> {
  return apiGet<{ orders: OrderSummary[] }>('/orders', undefined, { signal });
}

export const ordersListQueryOptions = () =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => listOrders(signal),
  });

export function useOrders() {
  return useQuery(ordersListQueryOptions());
}
