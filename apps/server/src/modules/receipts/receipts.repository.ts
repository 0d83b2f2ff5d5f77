import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, receipts } from '../../db/schema/index.ts';

export type ReceiptRecord = typeof receipts.$inferSelect;

/** A receipt that is complete, not being removed: the only kind anyone may see or use. */
const live = and(isNull(receipts.deletedAt), isNotNull(receipts.size));

export function createReceiptsRepository(db: DbOrTx) {
  return {
    /** Claims `path` before the bytes are stored; null when the path is taken (the unique constraint decides). */
    async claim(values: {
      userId: string;
      bucket: string;
      path: string;
      originalName: string;
      contentType: string;
      createdAt: Date;
    }): Promise<ReceiptRecord | null> {
      const rows = await db
        .insert(receipts)
        .values(values)
        .onConflictDoNothing({ target: receipts.path })
        .returning();
      return rows[0] ?? null;
    },
    /** The upload finished: record its size (which makes the receipt usable). */
    async complete(id: string, size: number): Promise<ReceiptRecord> {
      const [row] = await db.update(receipts).set({ size }).where(eq(receipts.id, id)).returning();
      if (!row) throw new Error(`receipt ${id} vanished during its upload`);
      return row;
    },
    async remove(id: string) {
      await db.delete(receipts).where(eq(receipts.id, id));
    },
    /** Any state (receipts_path_uq). */
    async findByPath(path: string): Promise<ReceiptRecord | undefined> {
      const [row] = await db.select().from(receipts).where(eq(receipts.path, path));
      return row;
    },
    async findLive(path: string): Promise<ReceiptRecord | undefined> {
      const [row] = await db
        .select()
        .from(receipts)
        .where(and(eq(receipts.path, path), live));
      return row;
    },
    /** The user's own live receipt that no order uses yet. */
    async findOwnUnattached(userId: string, path: string): Promise<ReceiptRecord | undefined> {
      const [row] = await db
        .select()
        .from(receipts)
        .where(and(eq(receipts.path, path), eq(receipts.userId, userId), isNull(receipts.orderId), live));
      return row;
    },
    /**
     * Starts removing a receipt — only while no order uses it (checked in the same statement, so an order
     * placed concurrently keeps its receipt). `userId` limits it to the owner's and to complete uploads (an
     * upload still streaming is not the customer's to remove yet). Returns the row, or undefined.
     */
    async markDeleted(where: { path?: string; id?: string; userId?: string }, now: Date) {
      const conditions = [isNull(receipts.orderId), isNull(receipts.deletedAt)];
      if (where.userId !== undefined) conditions.push(isNotNull(receipts.size));
      if (where.path !== undefined) conditions.push(eq(receipts.path, where.path));
      if (where.id !== undefined) conditions.push(eq(receipts.id, where.id));
      if (where.userId !== undefined) conditions.push(eq(receipts.userId, where.userId));
      const [row] = await db
        .update(receipts)
        .set({ deletedAt: now })
        .where(and(...conditions))
        .returning();
      return row;
    },
    /**
     * Attaches a live receipt to an order of the receipt's owner; idempotent for the same order. False when the
     * receipt is missing, incomplete, being removed, someone else's, or attached to another order.
     */
    async attach(path: string, orderId: string): Promise<boolean> {
      const owner = db.select({ id: orders.customerId }).from(orders).where(eq(orders.id, orderId));
      const rows = await db
        .update(receipts)
        .set({ orderId })
        .where(
          and(
            eq(receipts.path, path),
            live,
            or(isNull(receipts.orderId), eq(receipts.orderId, orderId)),
            sql`${receipts.userId} = (${owner})`,
          ),
        )
        .returning({ id: receipts.id });
      return rows.length > 0;
    },
    /** Who besides the uploader may see an attached receipt: the order's restaurant and driver. */
    async orderParties(orderId: string) {
      const [row] = await db
        .select({ restaurantId: orders.restaurantId, driverId: orders.driverId })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row;
    },
    /** Unattached receipts created before `cutoff`, and any left half-removed (receipts_unattached_created_idx). */
    abandoned(cutoff: Date, limit: number): Promise<ReceiptRecord[]> {
      return db
        .select()
        .from(receipts)
        .where(
          and(isNull(receipts.orderId), or(lt(receipts.createdAt, cutoff), isNotNull(receipts.deletedAt))),
        )
        .orderBy(receipts.createdAt)
        .limit(limit);
    },
  };
}
export type ReceiptsRepository = ReturnType<typeof createReceiptsRepository>;
