import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A person's request to delete their account (POPIA s24; docs/decisions/067-privacy-export-and-deletion.md): one row
 * per account. `waiting` while an order of theirs is still under way (completed by the sweep once it ends),
 * `completed` once their personal data was removed or anonymised. The account row itself stays, anonymised, as the
 * anonymous customer the kept orders and ledger lines point to; `purge_after` (5 years on) is when the purge job
 * removes those records too.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id),
    status: text('status').$type<'waiting' | 'completed'>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    purgeAfter: timestamp('purge_after', { withTimezone: true }),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [
    // The sweep finishes waiting requests; the purge finds completed ones past their retention.
    index('account_deletions_waiting_idx').on(t.requestedAt).where(sql`${t.status} = 'waiting'`),
    index('account_deletions_purge_idx')
      .on(t.purgeAfter)
      .where(sql`${t.status} = 'completed' and ${t.purgedAt} is null`),
  ],
);
