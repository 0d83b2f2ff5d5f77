import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A browser's web push subscription: one row per device (its endpoint is unique), many per user. Re-subscribing an
 * endpoint moves it to whoever signed in on that device; an endpoint the push service answers 404/410 for is removed.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The push service's URL for this device (https on a real push service). */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and authentication secret (base64url): what the payload is encrypted for. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** When the push service said it drops the subscription (PushSubscription.expirationTime), if it said. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The browser's User-Agent, trimmed: which device this is, for the person's list of devices. */
    userAgent: text('user_agent'),
    /** A short readable name ("Chrome on Android"), made from the user agent. */
    label: text('label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last push the push service accepted for this device. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
