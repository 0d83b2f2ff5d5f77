import type { AuditEntry } from '@lekker/core/contracts/admin';
import type { Viewer } from '../../domain/viewer.ts';
import type { AuditRecord } from '../audit/audit.repository.ts';
import type { DataAccess } from '../repositories.ts';

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAuditEntry(a: AuditRecord): AuditEntry {
  return {
    id: a.id,
    actor_id: a.actorId,
    actor_email: a.actorEmail,
    action: a.action,
    target_type: a.targetType,
    target_id: a.targetId,
    summary: a.summary,
    created_at: a.createdAt.toISOString(),
  };
}

/** Every admin change writes its audit entry in the change's own transaction. */
export function createAuditedWork(data: DataAccess) {
  const actorOf = (v: Viewer) => ({ actorId: v.user.id, actorEmail: v.user.email });

  async function audited<T>(
    viewer: Viewer,
    entry: {
      action: string;
      targetType: string;
      targetId: string;
      summary: string;
      details?: Record<string, unknown>;
    },
    work: (r: Parameters<Parameters<DataAccess['withTransaction']>[0]>[0]) => Promise<T>,
  ): Promise<T> {
    return data.withTransaction(async (r) => {
      const result = await work(r);
      await r.audit.append({ ...actorOf(viewer), ...entry });
      return result;
    });
  }

  return { audited, actorOf };
}
