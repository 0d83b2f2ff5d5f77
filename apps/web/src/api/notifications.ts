// The caller's notifications (the bell), with optimistic read / read-all / clear.
import type { Notification } from '@lekker/core/contracts/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type NotificationsResponse = Schemas['Notifications'];

export const NOTIFICATIONS_KEY = queryKeys.notifications;

/** GET /api/notifications: the caller's notifications, newest first, with the unread count. */
export function getNotifications(signal?: AbortSignal) {
  return body(api.GET('/notifications', { signal }));
}

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => getNotifications(signal),
    enabled,
    // The live feed (realtime) arrives with orders; until then a gentle poll keeps the badge honest.
    refetchInterval: enabled ? 60_000 : false,
  });
}

type Change = (data: NotificationsResponse) => NotificationsResponse;

/** A mutation that updates the cached list at once and refetches afterwards (rolling back on failure). */
function useOptimistic<T>(send: (arg: T) => Promise<unknown>, change: (arg: T) => Change) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (arg: T) => {
      await client.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      const previous = client.getQueryData<NotificationsResponse>(NOTIFICATIONS_KEY);
      if (previous) client.setQueryData(NOTIFICATIONS_KEY, change(arg)(previous));
      return { previous };
    },
    onError: (_error, _arg, context) => {
      if (context?.previous) client.setQueryData(NOTIFICATIONS_KEY, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

const unreadOf = (list: Notification[]) => list.filter((n) => !n.read).length;

/** POST /api/notifications/:id/read */
export function useMarkRead() {
  return useOptimistic(
    (id: string) => body(api.POST('/notifications/{id}/read', { params: { path: { id } } })),
    (id) => (data) => {
      const notifications = data.notifications.map((n) => (n.id === id ? { ...n, read: true } : n));
      return { notifications, unread: unreadOf(notifications) };
    },
  );
}

/** POST /api/notifications/read-all */
export function useMarkAllRead() {
  return useOptimistic(
    (_: undefined) => body(api.POST('/notifications/read-all')),
    () => (data) => ({ notifications: data.notifications.map((n) => ({ ...n, read: true })), unread: 0 }),
  );
}

/** DELETE /api/notifications (Clear All) */
export function useClearNotifications() {
  return useOptimistic(
    (_: undefined) => body(api.DELETE('/notifications')),
    () => () => ({ notifications: [], unread: 0 }),
  );
}
