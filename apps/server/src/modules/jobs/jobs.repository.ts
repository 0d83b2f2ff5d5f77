import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { scheduledJobs } from '../../db/schema/index.ts';

export type ScheduledJobRecord = typeof scheduledJobs.$inferSelect;

/** The jobs' schedule and last runs (scheduled_jobs). */
export function createJobsRepository(db: DbOrTx) {
  return {
    /** Records a job; an existing row keeps its next run (a restart resumes the schedule, never resets it). */
    async define(job: { name: string; description: string; everySeconds: number }, firstRunAt: Date) {
      await db
        .insert(scheduledJobs)
        .values({ ...job, nextRunAt: firstRunAt })
        .onConflictDoUpdate({
          target: scheduledJobs.name,
          set: { description: job.description, everySeconds: job.everySeconds },
        });
    },
    /**
     * Takes the run that is due, in one conditional UPDATE: of several runners ticking at once exactly one gets
     * the row back, and the next run moves on by the job's interval from now.
     */
    async claimDue(name: string, now: Date) {
      const [row] = await db
        .update(scheduledJobs)
        .set({
          lastStartedAt: now,
          nextRunAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${scheduledJobs.everySeconds})`,
          runs: sql`${scheduledJobs.runs} + 1`,
        })
        .where(and(eq(scheduledJobs.name, name), lte(scheduledJobs.nextRunAt, now)))
        .returning();
      return row;
    },
    /** Takes the run of the period starting at `slot` (an admin's "run now"): one claimer per period. */
    async claimSlot(name: string, slot: Date, now: Date) {
      const [row] = await db
        .update(scheduledJobs)
        .set({ lastStartedAt: now, runs: sql`${scheduledJobs.runs} + 1` })
        .where(
          and(
            eq(scheduledJobs.name, name),
            sql`(${scheduledJobs.lastStartedAt} is null or ${scheduledJobs.lastStartedAt} < ${slot.toISOString()}::timestamptz)`,
          ),
        )
        .returning();
      return row;
    },
    /** A run that was queued elsewhere (pg-boss) started: count it and move the shown next run. */
    async started(name: string, now: Date) {
      await db
        .update(scheduledJobs)
        .set({
          lastStartedAt: now,
          nextRunAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${scheduledJobs.everySeconds})`,
          runs: sql`${scheduledJobs.runs} + 1`,
        })
        .where(eq(scheduledJobs.name, name));
    },
    async finished(name: string, now: Date, outcome: { result?: string; error?: string }) {
      await db
        .update(scheduledJobs)
        .set({ lastFinishedAt: now, lastResult: outcome.result ?? null, lastError: outcome.error ?? null })
        .where(eq(scheduledJobs.name, name));
    },
    list() {
      return db.select().from(scheduledJobs).orderBy(asc(scheduledJobs.name));
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
