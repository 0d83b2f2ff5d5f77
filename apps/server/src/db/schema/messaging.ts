import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { orders } from './orders.ts';

/** One channel further down a message's fallback chain, built when the first was recorded. */
export type MessageFallback = {
  channel: 'push' | 'sms' | 'whatsapp';
  to: string;
  text: string;
  title: string | null;
  params: string[];
};

export const messageChannel = pgEnum('message_channel', ['push', 'sms', 'whatsapp']);
export const messageStatus = pgEnum('message_status', ['queued', 'sending', 'sent', 'delivered', 'failed']);

/**
 * Every message the server sends outside the app (modules/messaging, docs/decisions/057-messaging-channels.md): one
 * row per (event, recipient, channel), so the same event never sends twice. The text is built from its template when
 * the row is recorded. Senders claim due rows with one conditional UPDATE (status and lease), so two instances never
 * send the same row; delivery reports move it to delivered or failed. Outside production, a channel without a
 * provider is the dev outbox: the row is stored as sent.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventKey: text('event_key').notNull(),
    /** Who it is for: `user:<id>` or `phone:<E.164>` (part of the unique key). */
    recipientKey: text('recipient_key').notNull(),
    channel: messageChannel('channel').notNull(),
    template: text('template').notNull(),
    /** The template's parameters (WhatsApp sends them to its approved template). */
    params: text('params').array().notNull().default(sql`'{}'::text[]`),
    title: text('title'),
    text: text('text').notNull(),
    url: text('url'),
    /** E.164 for SMS and WhatsApp; the user id for push. */
    to: text('to').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull().default('transactional'),
    status: messageStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender holds a claimed row until then; past it (a crashed sender) the row may be claimed again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** 'outbox' when the dev outbox took it. */
    providerId: text('provider_id'),
    lastError: text('last_error'),
    /**
     * The same message built for the next channels, in order, recorded one at a time when this one fails
     * (docs/decisions/057-messaging-channels.md#fallback): push, then WhatsApp, then SMS.
     */
    fallback: jsonb('fallback').$type<MessageFallback[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_event_recipient_channel_uq').on(t.eventKey, t.recipientKey, t.channel),
    // The senders' claim: due queued rows, oldest first.
    index('messages_due_idx').on(t.status, t.nextAttemptAt),
    index('messages_provider_idx').on(t.channel, t.providerId),
    index('messages_order_idx').on(t.orderId),
    index('messages_created_idx').on(t.createdAt.desc()),
  ],
);
