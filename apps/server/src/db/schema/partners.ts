import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Where a venue's or a driver's payouts go (docs/decisions/024-bulk-eft-export.md): one account per payee, entered
 * by the venue's owner or the driver themselves, read by admins for the bulk-EFT export. `party_id` is the venue
 * id (party 'venue') or the driver's user id (party 'driver').
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    party: text('party').$type<'venue' | 'driver'>().notNull(),
    partyId: text('party_id').notNull(),
    accountHolder: text('account_holder').notNull(),
    bankName: text('bank_name').notNull(),
    /** Six digits (the bank's universal branch code), kept as text for its leading zeros. */
    branchCode: text('branch_code').notNull(),
    /** Digits only, kept as text for its leading zeros. */
    accountNumber: text('account_number').notNull(),
    accountType: text('account_type').$type<'cheque' | 'savings' | 'transmission'>().notNull(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.party, t.partyId] })],
);

/**
 * A driver's application document (ID, licence, vehicle papers): the file lives in private storage and is reached
 * only through short-lived signed links, by the driver and by admins.
 */
export const driverDocuments = pgTable(
  'driver_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    bucket: text('bucket').notNull(),
    path: text('path').notNull().unique('driver_documents_path_uq'),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    /** Bytes stored; null while the upload is still streaming. */
    size: bigint('size', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The driver's documents, newest first (their own page and the admin's driver detail).
  (t) => [
    index('driver_documents_user_idx').on(t.userId, t.createdAt.desc()).where(sql`${t.size} is not null`),
  ],
);
