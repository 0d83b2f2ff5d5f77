import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Background jobs and their schedule (modules/jobs): when each runs next and how its last run went. On PGlite the
 * in-process runner claims a due job by moving `next_run_at` in one conditional UPDATE (so a restart resumes the
 * schedule and two runners never take the same run); on PostgreSQL pg-boss queues the runs and this table keeps
 * what the admin console shows.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
  everySeconds: integer('every_seconds').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastResult: text('last_result'),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});
