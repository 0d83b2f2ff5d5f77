import type { Notification } from '@lekker/core/contracts/orders';
import type { RealtimeEvent } from '@lekker/core/contracts/realtime';
import { notFound } from '../../domain/errors.ts';
import type { NotificationRecord, NotificationsRepository } from './notifications.repository.ts';

export type Publish = (room: string, event: RealtimeEvent) => Promise<void>;

export function toNotification(r: NotificationRecord): Notification {
  return {
    id: r.id,
    title: r.title,
    message: r.message,
    type: r.type,
    read: r.read,
    order_id: r.orderId,
    created_at: r.createdAt.toISOString(),
  };
}

/** In-app notifications (docs/product.md#order-notifications): stored, pushed live to the user's room, listed in the bell panel. */
export function createNotificationsService(repo: NotificationsRepository, publish: Publish) {
  return {
    async notify(userId: string, n: { title: string; message: string; orderId?: string | null }) {
      const row = await repo.insert({
        userId,
        orderId: n.orderId ?? null,
        title: n.title,
        message: n.message,
      });
      await publish(`user:${userId}`, { type: 'notification.created', notification: toNotification(row) });
      return row;
    },
    async list(userId: string) {
      const [rows, unread] = await Promise.all([repo.listFor(userId), repo.unreadCount(userId)]);
      return { notifications: rows.map(toNotification), unread };
    },
    async markRead(userId: string, id: string) {
      // Another user's notification answers like a missing one: existence does not leak.
      if (!(await repo.markRead(userId, id))) throw notFound('Notification not found.');
    },
    markAllRead: (userId: string) => repo.markAllRead(userId),
    clear: (userId: string) => repo.clear(userId),
    /** Events a reconnecting client missed. */
    async since(userId: string, since: Date): Promise<RealtimeEvent[]> {
      const rows = await repo.listSince(userId, since);
      return rows.map((r) => ({ type: 'notification.created' as const, notification: toNotification(r) }));
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
