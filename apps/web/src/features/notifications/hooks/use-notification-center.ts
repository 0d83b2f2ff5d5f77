import type { Notification } from '@lekker/core/contracts/orders';
import { useClearNotifications, useMarkAllRead, useMarkRead, useNotifications } from '@/api/notifications.ts';

export type NotificationCenter = {
  notifications: Notification[];
  unread: number;
  loading: boolean;
  markRead: (id: string) => void;
  markAllRead: () => void;
  clearAll: () => void;
};

/** The header bell's data: the list and unread count of a signed-in customer (nothing for visitors). */
export function useNotificationCenter(signedIn: boolean): NotificationCenter {
  const list = useNotifications(signedIn);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const clear = useClearNotifications();
  const data = signedIn ? list.data : undefined;
  return {
    notifications: data?.notifications ?? [],
    unread: data?.unread ?? 0,
    loading: signedIn && list.isPending,
    markRead: (id) => markRead.mutate(id),
    markAllRead: () => markAllRead.mutate(undefined),
    clearAll: () => clear.mutate(undefined),
  };
}
