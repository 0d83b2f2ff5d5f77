import { APP_ROLES } from '@lekker/core/roles';
import {
  boolean,
  doublePrecision,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export const appRole = pgEnum('app_role', APP_ROLES);

/** A user may hold several roles (docs/product.md#roles); the composite key makes each grant unique. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: appRole('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Admin lists ("all drivers") filter by role.
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index('user_roles_role_idx').on(t.role)],
);

export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  phone: text('phone'),
  /** The language the person chose (core LOCALES); null: the cookie or the browser decides. */
  language: text('language'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const applicationStatus = pgEnum('application_status', ['pending', 'approved', 'suspended']);

export const driverProfiles = pgTable(
  'driver_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: applicationStatus('status').notNull().default('pending'),
    vehicleType: text('vehicle_type'),
    phone: text('phone'),
    /** On shift: only online drivers with a fresh position get offers. */
    isOnline: boolean('is_online').notNull().default(false),
    onlineSince: timestamp('online_since', { withTimezone: true }),
    lastLatitude: doublePrecision('last_latitude'),
    lastLongitude: doublePrecision('last_longitude'),
    heading: doublePrecision('heading'),
    speedKmh: doublePrecision('speed_kmh'),
    accuracy: doublePrecision('accuracy'),
    locationUpdatedAt: timestamp('location_updated_at', { withTimezone: true }),
    /** The admin's reason for the last approval or suspension (also in the audit log and e-mailed). */
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Admin review queues list drivers by status.
  (t) => [index('driver_profiles_status_idx').on(t.status)],
);

/** A person's request to run a restaurant; approval links them as an owner (restaurant_members). */
export const restaurantApplications = pgTable(
  'restaurant_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    restaurantName: text('restaurant_name').notNull(),
    address: text('address'),
    phone: text('phone'),
    status: applicationStatus('status').notNull().default('pending'),
    restaurantId: uuid('restaurant_id'),
    /** The admin's reason for the last approval or suspension (also in the audit log and e-mailed). */
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The status page reads the applicant's own applications; the admin queue filters by status.
  (t) => [
    index('restaurant_applications_user_idx').on(t.userId),
    index('restaurant_applications_status_idx').on(t.status),
  ],
);

/** Messages of the built-in dev mailbox (used only when no SMTP server is configured, never in production). */
export const devMail = pgTable(
  'dev_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The mailbox lists newest first, optionally for one recipient.
  (t) => [index('dev_mail_to_created_idx').on(t.to, t.createdAt.desc())],
);

/** A customer's saved delivery addresses, offered at checkout. */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default('Home'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    postalCode: text('postal_code'),
    notes: text('notes'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Checkout lists one customer's addresses.
  (t) => [index('saved_addresses_user_idx').on(t.userId)],
);

/**
 * An admin's suspension of a person's account (docs/decisions/049-suspension-wins.md): while a row exists no session
 * can be created for them (sign-in refused with a clear message) and every session they had was ended at suspension.
 * Only an admin's reinstatement (deleting the row, audited) lifts it.
 */
export const accountSuspensions = pgTable('account_suspensions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull().defaultNow(),
  /** The admin who suspended the account (also in the audit log). */
  suspendedBy: text('suspended_by'),
});
