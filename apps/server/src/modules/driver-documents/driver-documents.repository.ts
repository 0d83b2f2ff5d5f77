import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { driverDocuments } from '../../db/schema/index.ts';

export type DriverDocumentRecord = typeof driverDocuments.$inferSelect;

/** A driver's application documents: the row is claimed before the bytes are stored, completed with their size. */
export function createDriverDocumentsRepository(db: DbOrTx) {
  return {
    async claim(row: Omit<typeof driverDocuments.$inferInsert, 'id' | 'size'>) {
      const [claimed] = await db.insert(driverDocuments).values(row).onConflictDoNothing().returning();
      return claimed;
    },
    async complete(id: string, size: number): Promise<DriverDocumentRecord> {
      const [row] = await db
        .update(driverDocuments)
        .set({ size })
        .where(eq(driverDocuments.id, id))
        .returning();
      return row!;
    },
    async remove(id: string) {
      await db.delete(driverDocuments).where(eq(driverDocuments.id, id));
    },
    /** Completed uploads, newest first. */
    listOf(userId: string): Promise<DriverDocumentRecord[]> {
      return db
        .select()
        .from(driverDocuments)
        .where(and(eq(driverDocuments.userId, userId), isNotNull(driverDocuments.size)))
        .orderBy(desc(driverDocuments.createdAt));
    },
  };
}
export type DriverDocumentsRepository = ReturnType<typeof createDriverDocumentsRepository>;
