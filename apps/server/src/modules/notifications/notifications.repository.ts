import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationRecord = typeof notifications.$inferSelect;

export function createNotificationsRepository(db: DbOrTx) {
  return {
    async insert(values: {
      userId: string;
      orderId?: string | null;
      title: string;
      message: string;
      type?: string;
    }) {
      const [row] = await db.insert(notifications).values(values).returning();
      return row!;
    },
    /** Newest first (notifications_user_created_idx). */
    listFor(userId: string, limit = 50) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },
    listSince(userId: string, since: Date) {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), gt(notifications.createdAt, since)))
        .orderBy(notifications.createdAt)
        .limit(100);
    },
    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
      return Number(row?.n ?? 0);
    },
    /** Marks one of the user's notifications read; false when it is not theirs (or does not exist). */
    async markRead(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
    async markAllRead(userId: string) {
      await db.update(notifications).set({ read: true }).where(eq(notifications.userId, userId));
    },
    async clear(userId: string) {
      await db.delete(notifications).where(eq(notifications.userId, userId));
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
