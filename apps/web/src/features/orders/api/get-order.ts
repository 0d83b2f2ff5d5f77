import type { Order } from '@lekker/core/contracts/orders';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';

/** Every order query starts with this key, so one invalidation refreshes them all. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

/** GET /api/orders/{id}: one order with its timeline (404 when missing or not the caller's). */
export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiGet<Order>(`/orders/${encodeURIComponent(id)}`, undefined, { signal });
}

/** GET /api/orders/by-number/{number}: the payment return pages know only the order number. */
export function getOrderByNumber(orderNumber: string, signal?: AbortSignal): Promise<Order> {
  return apiGet<Order>(`/orders/by-number/${encodeURIComponent(orderNumber)}`, undefined, { signal });
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 5 * 1000,
  });

export const orderByNumberQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'by-number', orderNumber],
    queryFn: ({ signal }) => getOrderByNumber(orderNumber, signal),
    staleTime: 5 * 1000,
  });
