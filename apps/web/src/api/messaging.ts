// What the server sent by push, SMS and WhatsApp: the dev outbox (development) and an order's messages (admin).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
import { api, body, type Schemas } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type OutboxMessage = Schemas['OutboxMessage'];
export type AdminOrderMessage = Schemas['AdminOrderMessage'];

/** The dev outbox, newest first; `null` when it is off (production). */
export async function fetchOutbox(signal?: AbortSignal): Promise<OutboxMessage[] | null> {
  try {
    const result = await body(api.GET('/dev/outbox', { signal }));
    return [...result].sort((a, b) => b.created_at.localeCompare(a.created_at));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const outboxQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.devOutbox, queryFn: ({ signal }) => fetchOutbox(signal), staleTime: 0 });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}

export async function fetchOrderMessages(orderId: string, signal?: AbortSignal) {
  const result = await body(
    api.GET('/admin/orders/{id}/messages', { params: { path: { id: orderId } }, signal }),
  );
  return result.messages;
}

export function useOrderMessages(orderId: string) {
  return useQuery({
    queryKey: queryKeys.admin.orderMessages(orderId),
    queryFn: ({ signal }) => fetchOrderMessages(orderId, signal),
  });
}
