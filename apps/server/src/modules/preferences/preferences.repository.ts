import type { NotificationChannel } from '@lekker/core/notification-rules';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notificationConsents, notificationPreferences, phoneVerifications } from '../../db/schema/index.ts';

export type PhoneVerificationRecord = typeof phoneVerifications.$inferSelect;
export type ConsentRecord = typeof notificationConsents.$inferSelect;

/** A person's verified phone, the verification under way, their order-update switches and marketing consents. */
export function createPreferencesRepository(db: DbOrTx) {
  return {
    async phoneState(userId: string): Promise<PhoneVerificationRecord | undefined> {
      const [row] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId));
      return row;
    },
    /**
     * The account's verification row, created when missing and locked until the transaction ends: parallel code
     * tries (and sends) of one account are decided one after the other, each seeing what the previous one wrote
     * (docs/decisions/044-limits-in-one-statement-or-lock.md; the delivery code's shape).
     */
    async lockPhoneState(userId: string): Promise<PhoneVerificationRecord> {
      await db.insert(phoneVerifications).values({ userId }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(phoneVerifications)
        .where(eq(phoneVerifications.userId, userId))
        .for('update');
      return row!;
    },
    /** A new code for a number: the attempts start again (the lock, if any, was checked before). */
    async savePendingCode(
      userId: string,
      v: {
        phone: string;
        codeHash: string;
        expiresAt: Date;
        now: Date;
        windowStartedAt: Date;
        sendsInWindow: number;
      },
    ): Promise<void> {
      await db
        .update(phoneVerifications)
        .set({
          pendingPhone: v.phone,
          codeHash: v.codeHash,
          codeExpiresAt: v.expiresAt,
          attempts: 0,
          lockedUntil: null,
          lastSentAt: v.now,
          sendWindowStartedAt: v.windowStartedAt,
          sendsInWindow: v.sendsInWindow,
          updatedAt: v.now,
        })
        .where(eq(phoneVerifications.userId, userId));
    },
    async recordCodeFailure(userId: string, attempts: number, lockedUntil: Date | null): Promise<void> {
      await db
        .update(phoneVerifications)
        .set({ attempts, lockedUntil, updatedAt: sql`now()` })
        .where(eq(phoneVerifications.userId, userId));
    },
    /**
     * The code matched: the pending number becomes the verified one. A number belongs to the account that verified
     * it last, so it is taken off any other account (a STOP or a code to it then reaches one account only).
     */
    async markVerified(userId: string, phone: string, now: Date): Promise<void> {
      await db
        .update(phoneVerifications)
        .set({ verifiedPhone: null, verifiedAt: null, updatedAt: now })
        .where(and(eq(phoneVerifications.verifiedPhone, phone), ne(phoneVerifications.userId, userId)));
      await db
        .update(phoneVerifications)
        .set({
          verifiedPhone: phone,
          verifiedAt: now,
          pendingPhone: null,
          codeHash: null,
          codeExpiresAt: null,
          attempts: 0,
          lockedUntil: null,
          updatedAt: now,
        })
        .where(eq(phoneVerifications.userId, userId));
    },
    async verifiedPhone(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ phone: phoneVerifications.verifiedPhone })
        .from(phoneVerifications)
        .where(eq(phoneVerifications.userId, userId));
      return row?.phone ?? null;
    },
    async accountsWithVerifiedPhone(phone: string): Promise<string[]> {
      const rows = await db
        .select({ userId: phoneVerifications.userId })
        .from(phoneVerifications)
        .where(and(isNotNull(phoneVerifications.verifiedPhone), eq(phoneVerifications.verifiedPhone, phone)));
      return rows.map((r) => r.userId);
    },
    async orderUpdateSwitches(userId: string): Promise<Map<NotificationChannel, boolean>> {
      const rows = await db
        .select({ channel: notificationPreferences.channel, on: notificationPreferences.orderUpdates })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return new Map(rows.map((r) => [r.channel, r.on]));
    },
    async setOrderUpdates(
      userId: string,
      channel: NotificationChannel,
      on: boolean,
      now: Date,
    ): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values({ userId, channel, orderUpdates: on, updatedAt: now })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.channel],
          set: { orderUpdates: on, updatedAt: now },
        });
    },
    /** The latest marketing consent row per channel (the latest wins; `seq` breaks a tie in time). */
    async latestConsents(userId: string): Promise<Map<NotificationChannel, ConsentRecord>> {
      const rows = await db
        .selectDistinctOn([notificationConsents.channel])
        .from(notificationConsents)
        .where(and(eq(notificationConsents.userId, userId), eq(notificationConsents.purpose, 'marketing')))
        .orderBy(notificationConsents.channel, desc(notificationConsents.seq));
      return new Map(rows.map((r) => [r.channel, r]));
    },
    /** Appends one grant or withdrawal; consents are never updated or deleted. */
    async appendConsent(v: {
      userId: string;
      channel: NotificationChannel;
      granted: boolean;
      wording: string;
      source: string;
      at: Date;
    }): Promise<void> {
      await db.insert(notificationConsents).values({
        userId: v.userId,
        channel: v.channel,
        purpose: 'marketing',
        granted: v.granted,
        wording: v.wording,
        source: v.source,
        createdAt: v.at,
      });
    },
    /** The consent history, newest first (tests and the admin's view of what was agreed). */
    consentHistory(userId: string): Promise<ConsentRecord[]> {
      return db
        .select()
        .from(notificationConsents)
        .where(eq(notificationConsents.userId, userId))
        .orderBy(desc(notificationConsents.seq));
    },
  };
}
export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
