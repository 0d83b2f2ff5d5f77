import type { Notification } from '@lekker/core/contracts/orders';
import { useQueryClient } from '@tanstack/react-query';
import { ORDERS_QUERY_KEY } from '@/api/orders.ts';
import { toast } from '@/lib/toast.ts';
import { useRealtimeEvent } from '@/lib/use-realtime.ts';

/**
 * The signed-in user's live feed (their `user:<id>` room): each new notification pops up as a toast with the
 * server's text ('Your order has been confirmed!' …, docs/product.md#order-notifications) and `onNotification` lets the bell refresh; each
 * order change refreshes the order screens.
 */
export function useOrderLiveFeed(onNotification?: (notification: Notification) => void): void {
  const queryClient = useQueryClient();
  useRealtimeEvent((event) => {
    if (event.type === 'notification.created') {
      // The notification's id as the toast id: the same notice never shows twice (e.g. replayed on reconnect).
      toast(event.notification.title, { description: event.notification.message, id: event.notification.id });
      onNotification?.(event.notification);
    } else if (event.type === 'order.updated') {
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    }
  });
}

/** Renders nothing; mounts the live feed inside the realtime provider. */
export function OrderLiveFeed({ onNotification }: { onNotification?: (notification: Notification) => void }) {
  useOrderLiveFeed(onNotification);
  return null;
}
