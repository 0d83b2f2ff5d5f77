import { useAdminJobs } from '@/api/admin.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { QueryState, when } from './query-state.tsx';

const every = (s: number) =>
  s % 3600 === 0 ? `every ${s / 3600} h` : s % 60 === 0 ? `every ${s / 60} min` : `every ${s} s`;

/** The background sweeps: schedule, next run, last outcome, and which runner runs them. */
export function JobsSection() {
  const jobs = useAdminJobs();
  return (
    <section aria-labelledby="jobs-heading" className="space-y-4">
      <h2 id="jobs-heading" className="text-lg font-bold">
        Background jobs
      </h2>
      <QueryState
        query={jobs}
        label="jobs"
        isEmpty={(d) => d.jobs.length === 0}
        empty="No jobs are scheduled (the job runner is not started in this process)."
      >
        {(d) => (
          <>
            <p className="text-sm text-muted-foreground">
              Runner:{' '}
              {d.runner === 'pg-boss'
                ? 'pg-boss on PostgreSQL (each run taken by one instance)'
                : d.runner === 'in-process'
                  ? 'in-process, schedule kept in the database'
                  : 'not started'}
            </p>
            <ul className="divide-y rounded-xl border bg-card text-sm" aria-label="Jobs">
              {d.jobs.map((j) => (
                <li key={j.name} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
                  <span className="font-mono font-semibold">{j.name}</span>
                  <Badge variant="outline">{every(j.every_seconds)}</Badge>
                  {j.last_error ? <Badge variant="destructive">Last run failed</Badge> : null}
                  <span className="w-full">{j.description}</span>
                  <span className="text-muted-foreground">
                    Next {when(j.next_run_at)} · last {when(j.last_finished_at)} · {j.runs} runs
                    {j.last_result ? ` · ${j.last_result}` : ''}
                    {j.last_error ? ` · ${j.last_error}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </section>
  );
}
