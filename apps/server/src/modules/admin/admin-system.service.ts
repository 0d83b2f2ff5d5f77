import { iso, toAuditEntry } from './admin-audited.ts';
import type { AdminConsoleDeps } from './admin-console-deps.ts';

/** The background jobs and the audit log, as the console shows them. */
export function createAdminSystemService(deps: AdminConsoleDeps) {
  const { data } = deps;

  return {
    // Background jobs -------------------------------------------------------------------------------------------
    async jobs() {
      const rows = deps.jobs ? await deps.jobs.repo.list() : [];
      return {
        runner: deps.jobs?.runner() ?? ('none' as const),
        jobs: rows.map((j) => ({
          name: j.name,
          description: j.description,
          every_seconds: j.everySeconds,
          next_run_at: j.nextRunAt.toISOString(),
          last_started_at: iso(j.lastStartedAt),
          last_finished_at: iso(j.lastFinishedAt),
          last_result: j.lastResult,
          last_error: j.lastError,
          runs: j.runs,
        })),
      };
    },

    // Audit -----------------------------------------------------------------------------------------------------
    async audit(q: { q?: string; target_type?: string; target_id?: string }) {
      const rows = await data.audit.search({ q: q.q, targetType: q.target_type, targetId: q.target_id });
      return { entries: rows.map(toAuditEntry) };
    },
  };
}
