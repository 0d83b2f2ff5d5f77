import { index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { orders } from './orders.ts';
import { menuItems, restaurants } from './restaurants.ts';

/** Which side of an order's conversation wrote a message (docs/product.md#restaurant-social). */
export const messageParty = pgEnum('message_party', ['customer', 'venue', 'driver', 'admin']);

/** An order's conversation: one row per message, read in order of writing. */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    senderParty: messageParty('sender_party').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_messages_order_created_idx').on(t.orderId, t.createdAt)],
);

/** How far each side has read an order's conversation (the venue's members share one mark). */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    party: messageParty('party').notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.party] })],
);

/** A venue's photo story: public for 24 hours, then removed with its file by the stories sweep. */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** The object key in the public bucket (removed with the story). */
    imagePath: text('image_path').notNull(),
    imageUrl: text('image_url').notNull(),
    caption: text('caption'),
    menuItemId: uuid('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stories_restaurant_expires_idx').on(t.restaurantId, t.expiresAt),
    index('stories_expires_idx').on(t.expiresAt),
  ],
);

/** Who has seen a story (signed-in customers, once each): the owner's view counts. */
export const storyViews = pgTable(
  'story_views',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.userId] })],
);
