import { useState } from 'react';
import { useAuditLog } from '@/api/admin.ts';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { QueryState, when } from './query-state.tsx';

/** The audit log, newest first, searchable (append-only: there is no way to change an entry). */
export function AuditSection() {
  const [q, setQ] = useState('');
  const log = useAuditLog(q.trim() ? { q: q.trim() } : {});
  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <h2 id="audit-heading" className="text-lg font-bold">
        Audit log
      </h2>
      <div className="max-w-md">
        <Label htmlFor="audit-search">Search (text, action, admin e-mail or object id)</Label>
        <Input id="audit-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <QueryState
        query={log}
        label="the audit log"
        isEmpty={(d) => d.entries.length === 0}
        empty="No entries match."
      >
        {(d) => <AuditList entries={d.entries} />}
      </QueryState>
    </section>
  );
}

function AuditList({
  entries,
}: {
  entries: { id: string; created_at: string; actor_email: string | null; action: string; summary: string }[];
}) {
  return (
    <ul className="divide-y rounded-xl border bg-card text-sm" aria-label="Audit entries">
      {entries.map((e) => (
        <li key={e.id} className="flex flex-wrap gap-x-3 p-3">
          <span className="text-muted-foreground">{when(e.created_at)}</span>
          <span className="font-semibold">{e.actor_email ?? 'system'}</span>
          <span className="font-mono text-xs">{e.action}</span>
          <span className="w-full">{e.summary}</span>
        </li>
      ))}
    </ul>
  );
}

/** The history of one object (a venue, a user), shown on its panel. */
export function AuditTrail({ targetType, targetId }: { targetType: string; targetId: string }) {
  const log = useAuditLog({ target_type: targetType, target_id: targetId });
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold">History</h3>
      <QueryState
        query={log}
        label="history"
        isEmpty={(d) => d.entries.length === 0}
        empty="No admin actions yet."
      >
        {(d) => <AuditList entries={d.entries} />}
      </QueryState>
    </div>
  );
}
