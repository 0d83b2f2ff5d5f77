import type { NotificationChannel } from '@lekker/core/notification-rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { restaurants } from './restaurants.ts';

const channelCheck = (name: string, column: unknown) =>
  check(name, sql`${column} in ('push', 'sms', 'whatsapp')`);

/**
 * A person's phone as the messaging channels know it (docs/decisions/058-consent-and-phone-verification.md): the
 * verified number, and the verification under way (the pending number, its hashed one-time code, the attempts and
 * the lock, the resend allowance). One row per account: the code's attempts are counted under a lock on it.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** E.164; the number SMS and WhatsApp go to. */
    verifiedPhone: text('verified_phone'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    pendingPhone: text('pending_phone'),
    /** HMAC-SHA256 of the code (with the account and the number), never the code itself. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    sendWindowStartedAt: timestamp('send_window_started_at', { withTimezone: true }),
    sendsInWindow: integer('sends_in_window').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A STOP reply names a number: find its account.
  (t) => [index('phone_verifications_verified_phone_idx').on(t.verifiedPhone)],
);

/** The order-updates switch per account and channel; a missing row means on (the default). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    orderUpdates: boolean('order_updates').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.channel] }),
    channelCheck('notification_preferences_channel_check', t.channel),
  ],
);

/**
 * Marketing consent (POPIA s69), append-only: every grant and withdrawal with the words shown, the time and where it
 * came from. The latest row per (account, channel, purpose) wins; `seq` orders rows written in the same instant.
 */
export const notificationConsents = pgTable(
  'notification_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    purpose: text('purpose').$type<'marketing'>().notNull().default('marketing'),
    granted: boolean('granted').notNull(),
    /** The exact words the person saw (core MARKETING_CONSENT_WORDING), or what the withdrawal was (a STOP reply). */
    wording: text('wording').notNull(),
    /** 'profile' (the switch), 'stop_reply' (an SMS or WhatsApp STOP). */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_consents_user_channel_idx').on(t.userId, t.channel, t.purpose, t.seq.desc()),
    channelCheck('notification_consents_channel_check', t.channel),
    check('notification_consents_purpose_check', sql`${t.purpose} = 'marketing'`),
  ],
);

/** A venue's messaging settings: the phone an unanswered new order is escalated to by SMS. */
export const venueNotificationSettings = pgTable('venue_notification_settings', {
  restaurantId: uuid('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  /** E.164. */
  smsPhone: text('sms_phone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which venue members get a push for each new order; a missing row means yes (the default). */
export const venueMemberNotifications = pgTable(
  'venue_member_notifications',
  {
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    pushNewOrders: boolean('push_new_orders').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.userId] })],
);
