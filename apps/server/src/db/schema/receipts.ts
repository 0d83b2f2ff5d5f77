import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { orders } from './orders.ts';

/**
 * One uploaded receipt (docs/product.md#receipts): the object lives in private storage under
 * `path` and is reached only through short-lived signed URLs. The row is written before the bytes are stored
 * (so every stored object has a row the cleanup can find); `size` stays null until the upload has completed.
 * `deleted_at` marks a receipt being removed: it is unusable at once, and a removal interrupted between the
 * object and the row is finished by the cleanup.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    bucket: text('bucket').notNull(),
    /** `{userId}/{timestamp}-{sanitised name}`: unique, so one path is never stored twice (no overwrite). */
    path: text('path').notNull().unique('receipts_path_uq'),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    /** Bytes stored; null while the upload is still streaming. */
    size: bigint('size', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a custom-delivery order is placed with this receipt; attached receipts are kept. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The hourly cleanup looks for unattached receipts older than the retention period.
    index('receipts_unattached_created_idx').on(t.createdAt).where(sql`${t.orderId} is null`),
    // Restaurant, driver and admin views find an order's receipt; also serves the orders FK's ON DELETE.
    index('receipts_order_idx').on(t.orderId),
    // Serves the user FK's ON DELETE CASCADE (and "my receipts" lookups).
    index('receipts_user_idx').on(t.userId),
  ],
);
