import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

export type PushSubscriptionRecord = typeof pushSubscriptions.$inferSelect;

export type SavePushSubscription = {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  expiresAt: Date | null;
  userAgent: string | null;
  label: string | null;
};

export function createPushRepository(db: DbOrTx) {
  return {
    /**
     * Stores a device's subscription. The endpoint is the device: saving one that exists replaces its keys and moves
     * it to `userId` (whoever signed in on that browser last gets its pushes); `last_success_at` starts again.
     */
    async save(values: SavePushSubscription): Promise<PushSubscriptionRecord> {
      const [row] = await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: values.userId,
            p256dh: values.p256dh,
            auth: values.auth,
            expiresAt: values.expiresAt,
            userAgent: values.userAgent,
            label: values.label,
            createdAt: sql`now()`,
            lastSuccessAt: null,
          },
        })
        .returning();
      return row!;
    },
    /** Removes `endpoint` only when it is `userId`'s; true when a row went. */
    async removeOwn(userId: string, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },
    /** The push service says this subscription is gone (404/410). */
    async remove(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
    listForUser(userId: string): Promise<PushSubscriptionRecord[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(pushSubscriptions.createdAt);
    },
    async countForUser(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      return row?.n ?? 0;
    },
    /** Keeps the `keep` newest devices of `userId`, removing older ones (a person's old phones and browsers). */
    async keepNewest(userId: string, keep: number): Promise<void> {
      await db.execute(sql`
        DELETE FROM push_subscriptions
        WHERE user_id = ${userId}
          AND id NOT IN (
            SELECT id FROM push_subscriptions WHERE user_id = ${userId} ORDER BY created_at DESC, id LIMIT ${keep}
          )`);
    },
    async markSuccess(id: string, at: Date): Promise<void> {
      await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
    },
  };
}
export type PushRepository = ReturnType<typeof createPushRepository>;
