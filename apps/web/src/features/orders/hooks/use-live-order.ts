import type { Order } from '@lekker/core/contracts/orders';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDERS_QUERY_KEY, type orderByNumberQueryOptions, type orderQueryOptions } from '@/api/orders.ts';
import type { RealtimeStatus } from '@/lib/realtime-client.ts';
import { useRealtimeEvent, useRealtimeRoom, useRealtimeStatus } from '@/lib/use-realtime.ts';

/** Ask again every 3 s while waiting for PayFast's confirmation, every 10 s while the live connection is down. */
export const POLL_WHILE_PAYING_MS = 3_000;
export const POLL_WHEN_OFFLINE_MS = 10_000;

/** The polling fallback for an order on screen; false when live events are enough (or nothing will change). */
export function pollInterval(order: Order | undefined, status: RealtimeStatus): number | false {
  if (!order) return false;
  if (order.status === 'pending_payment') return POLL_WHILE_PAYING_MS;
  if (order.status === 'delivered' || order.status === 'cancelled') return false;
  return status === 'open' ? false : POLL_WHEN_OFFLINE_MS;
}

/**
 * Follows an order's realtime room (`order:<id>`) while it is on screen: refetches on `order.updated` and moves
 * the driver on `driver.location` without a request.
 */
export function useLiveOrder(order: Order | undefined, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  useRealtimeRoom(order ? `order:${order.id}` : null);
  useRealtimeEvent((event) => {
    if (!order) return;
    if (event.type === 'order.updated' && event.order_id === order.id) {
      void queryClient.invalidateQueries({ queryKey });
      // Other views of the order (the history list) refetch when next shown.
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY, refetchType: 'none' });
    } else if (event.type === 'driver.location' && event.order_id === order.id) {
      queryClient.setQueryData<Order>(queryKey, (current) =>
        current ? { ...current, driver_position: event.position } : current,
      );
    }
  });
}

/** An order query kept live by realtime events, with polling as the fallback. */
export function useLiveOrderQuery(
  options: ReturnType<typeof orderQueryOptions> | ReturnType<typeof orderByNumberQueryOptions>,
) {
  const status = useRealtimeStatus();
  const query = useQuery({ ...options, refetchInterval: (q) => pollInterval(q.state.data, status) });
  useLiveOrder(query.data, options.queryKey);
  return query;
}
