import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditRecord = typeof auditLog.$inferSelect;
export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;

/** The audit log: insert and read only (the table's trigger refuses UPDATE and DELETE anyway). */
export function createAuditRepository(db: DbOrTx) {
  return {
    async append(entry: NewAuditEntry): Promise<AuditRecord> {
      const [row] = await db.insert(auditLog).values(entry).returning();
      return row!;
    },
    /** Newest first; `q` matches the summary, action or actor e-mail; target filters pin one object. */
    search(filter: { q?: string; targetType?: string; targetId?: string; limit?: number }) {
      const like = filter.q ? `%${filter.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
      return db
        .select()
        .from(auditLog)
        .where(
          and(
            filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
            filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
            like
              ? or(
                  ilike(auditLog.summary, like),
                  ilike(auditLog.action, like),
                  ilike(auditLog.actorEmail, like),
                  eq(auditLog.targetId, filter.q!),
                )
              : undefined,
          ),
        )
        .orderBy(desc(auditLog.createdAt))
        .limit(filter.limit ?? 200);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
