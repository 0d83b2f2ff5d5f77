import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import type { MessageChannel } from './channel-provider.ts';

export type MessageRecord = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

/** How far each status is along: a late report never moves a message back (sent after delivered). */
const RANK = { queued: 0, sending: 1, sent: 2, delivered: 3, failed: 3 } as const;

/** The messages table (modules/messaging): recorded per (event, recipient, channel), claimed, sent, reported. */
export function createMessagingRepository(db: DbOrTx) {
  /** Not sent: queued again for `retryAt`, or failed for good when it is null. */
  async function markFailed(id: string, error: string, retryAt: Date | null, now: Date) {
    await db
      .update(messages)
      .set({
        status: retryAt ? 'queued' : 'failed',
        nextAttemptAt: retryAt ?? now,
        leaseUntil: null,
        lastError: error.slice(0, 500),
        updatedAt: now,
      })
      .where(and(eq(messages.id, id), eq(messages.status, 'sending')));
  }
  return {
    /** Records messages; one already recorded for the same event, recipient and channel is left as it is. */
    async record(rows: NewMessage[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(messages)
        .values(rows)
        .onConflictDoNothing({ target: [messages.eventKey, messages.recipientKey, messages.channel] })
        .returning({ id: messages.id });
      return inserted.length;
    },
    /**
     * Takes up to `limit` messages due now, in one conditional UPDATE: queued ones whose next attempt has come, and
     * ones a sender claimed but never finished (its lease ran out: it crashed). The row locks are skipped by a
     * second sender and the status is checked again on the row, so of several senders exactly one gets each row.
     */
    claimDue(now: Date, leaseUntil: Date, limit: number): Promise<MessageRecord[]> {
      const due = or(
        and(eq(messages.status, 'queued'), lte(messages.nextAttemptAt, now)),
        and(eq(messages.status, 'sending'), lte(messages.leaseUntil, now)),
      );
      const candidates = db
        .select({ id: messages.id })
        .from(messages)
        .where(due)
        .orderBy(messages.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(messages)
        .set({ status: 'sending', leaseUntil, attempts: sql`${messages.attempts} + 1`, updatedAt: now })
        .where(and(inArray(messages.id, candidates), due))
        .returning();
    },
    /** The claimed message went out (or into the dev outbox when `providerId` is 'outbox'). */
    async markSent(id: string, providerId: string | null, now: Date) {
      await db
        .update(messages)
        .set({ status: 'sent', providerId, sentAt: now, leaseUntil: null, lastError: null, updatedAt: now })
        .where(and(eq(messages.id, id), eq(messages.status, 'sending')));
    },
    markFailed,
    /**
     * The claimed message failed and goes on by the next channel of its chain: that one is recorded (once: the
     * unique key holds against a second sender or a retry after a crash) and this one is failed for good.
     */
    async fallBack(row: MessageRecord, reason: string, now: Date) {
      const [next, ...rest] = row.fallback;
      if (!next) return;
      await db
        .insert(messages)
        .values({
          eventKey: row.eventKey,
          recipientKey: row.recipientKey,
          channel: next.channel,
          template: row.template,
          params: next.params,
          title: next.title,
          text: next.text,
          url: row.url,
          to: next.to,
          userId: row.userId,
          orderId: row.orderId,
          purpose: row.purpose,
          fallback: rest,
          nextAttemptAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: [messages.eventKey, messages.recipientKey, messages.channel] });
      await markFailed(row.id, `${reason}; sent by ${next.channel} instead`, null, now);
    },
    /** A provider's delivery report; true when it matched a message and moved it on. */
    async report(
      channel: MessageChannel,
      providerId: string,
      status: 'sent' | 'delivered' | 'failed',
      error: string | null,
      now: Date,
    ): Promise<boolean> {
      const lower = (Object.keys(RANK) as (keyof typeof RANK)[]).filter((s) => RANK[s] < RANK[status]);
      const rows = await db
        .update(messages)
        .set({
          status,
          updatedAt: now,
          ...(status === 'delivered' ? { deliveredAt: now } : {}),
          ...(error ? { lastError: error.slice(0, 500) } : {}),
        })
        .where(
          and(
            eq(messages.channel, channel),
            eq(messages.providerId, providerId),
            inArray(messages.status, lower),
          ),
        )
        .returning({ id: messages.id });
      return rows.length > 0;
    },
    /** The dev outbox: every message, newest first. */
    listRecent(limit = 200) {
      return db.select().from(messages).orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit);
    },
    /** What was sent about one order, oldest first (the admin console). */
    listForOrder(orderId: string) {
      return db
        .select()
        .from(messages)
        .where(eq(messages.orderId, orderId))
        .orderBy(messages.createdAt, messages.id);
    },
    findById: async (id: string) => (await db.select().from(messages).where(eq(messages.id, id)))[0],
  };
}
export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
