import type { OpeningHours } from '@lekker/core/contracts/catalogue';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Search text as search compares it: lower-cased and accent-folded (`lower(f_unaccent(…))`, migration 0001's
 * wrapper), computed on write and stored, so a search never runs unaccent per row (docs/product.md#performance-targets: that was most of
 * its cost). The trigram GIN indexes below are built on these columns.
 */
const folded = (column: string) => sql.raw(`lower(f_unaccent("${column}"))`);

export const restaurantKind = pgEnum('restaurant_kind', ['restaurant', 'grocery']);

export const restaurants = pgTable(
  'restaurants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: restaurantKind('kind').notNull().default('restaurant'),
    name: text('name').notNull(),
    description: text('description'),
    address: text('address'),
    phone: text('phone'),
    cuisineType: text('cuisine_type'),
    /** Shown rating (1–5); nullable so the list default of 4 applies. */
    rating: doublePrecision('rating'),
    /** Upper bound of the delivery time in minutes; nullable so the default 35 applies. */
    estimatedDeliveryTime: integer('estimated_delivery_time'),
    deliveryFeeCents: integer('delivery_fee_cents'),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(5000),
    isOpen: boolean('is_open').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    /** Object keyed by lowercase weekday; legacy rows may hold a JSON string, which the core parser accepts. */
    openingHours: jsonb('opening_hours').$type<OpeningHours | string>(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    serviceRadiusKm: doublePrecision('service_radius_km'),
    coverImageUrl: text('cover_image_url'),
    imageUrl: text('image_url'),
    logoUrl: text('logo_url'),
    isPartnered: boolean('is_partnered').notNull().default(false),
    /** Manual pause by the owner ("closed for the next 30 min"): closed until this instant. */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** Holidays and other closed dates, as Africa/Johannesburg calendar dates (YYYY-MM-DD). */
    closedDates: jsonb('closed_dates').$type<string[]>(),
    /** The owner's load-shedding plan (weekly slots, what happens during a slot); validated by the core contract. */
    loadShedding: jsonb('load_shedding').$type<unknown>(),
    /** Order for later (docs/product.md#order-for-later): whether customers may pick a slot, and the notice asked. */
    schedulingEnabled: boolean('scheduling_enabled').notNull().default(true),
    schedulingLeadMinutes: integer('scheduling_lead_minutes').notNull().default(30),
    /** Collect it yourself (docs/decisions/068-collect-it-yourself.md): customers may choose to collect at the venue. */
    offersCollection: boolean('offers_collection').notNull().default(false),
    /** When the owner pressed "Go live" (approved venues start inactive until their checklist is complete). */
    wentLiveAt: timestamp('went_live_at', { withTimezone: true }),
    /** The marketplace commission on this venue's food subtotal, in basis points (1500 = 15 %); set by admins. */
    commissionRateBps: integer('commission_rate_bps').notNull().default(1500),
    /** Why an admin suspended the venue (shown to admins and the venue's portal; e-mailed to the owners). */
    suspendedReason: text('suspended_reason'),
    /**
     * When an admin suspended the venue; null when not suspended (docs/decisions/049-suspension-wins.md). While set,
     * no owner action changes the venue and customers never see it.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Whether the venue was live when suspended: reinstating restores exactly that (never publishes a new venue). */
    liveBeforeSuspension: boolean('live_before_suspension'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Search (generated, never written): the folded name, cuisine and description. */
    searchName: text('search_name').generatedAlwaysAs(folded('name')),
    searchCuisine: text('search_cuisine').generatedAlwaysAs(folded('cuisine_type')),
    searchDescription: text('search_description').generatedAlwaysAs(folded('description')),
    /**
     * Search near a point (docs/decisions/035-search-near-index.md): the 0.2° grid cell of the pin
     * (`search_cell(latitude, longitude)`, migration 0020; −1 without a pin). Menu items carry their venue's cell.
     */
    searchCell: integer('search_cell').generatedAlwaysAs(sql`search_cell("latitude", "longitude")`),
  },
  (t) => [
    // Search near a point matches text only in the grid cells of the venues that reach the point: one GIN index
    // per field over (cell, trigrams) (btree_gin), so the index reads only the matches in those cells.
    index('restaurants_search_cell_name_idx').using('gin', t.searchCell, t.searchName.op('gin_trgm_ops')),
    index('restaurants_search_cell_cuisine_idx').using(
      'gin',
      t.searchCell,
      t.searchCuisine.op('gin_trgm_ops'),
    ),
    index('restaurants_search_cell_description_idx').using(
      'gin',
      t.searchCell,
      t.searchDescription.op('gin_trgm_ops'),
    ),
    // Search matches each folded field with LIKE '%term%' and `term <% field`; these trigram indexes serve both.
    // Every searched field has one: an OR of matches can use indexes (BitmapOr) only when every branch is indexed.
    index('restaurants_search_name_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    index('restaurants_search_cuisine_idx').using('gin', t.searchCuisine.op('gin_trgm_ops')),
    index('restaurants_search_description_idx').using('gin', t.searchDescription.op('gin_trgm_ops')),
    // The public list reads only active venues of one kind (restaurants or groceries).
    index('restaurants_active_kind_idx').on(t.kind).where(sql`${t.isActive}`),
    // Near-me (docs/decisions/012): a bounding box on the pin narrows the list to the venues around the point.
    index('restaurants_active_lat_lng_idx').on(t.latitude, t.longitude).where(sql`${t.isActive}`),
    // The bounding box must cover the largest service radius; max() reads one entry of this index.
    index('restaurants_active_radius_idx').on(t.serviceRadiusKm).where(sql`${t.isActive}`),
    // The national list (no location) pages by rating, highest first (the list's default rating of 4 included).
    index('restaurants_active_rating_idx')
      .on(sql`(-coalesce(${t.rating}, 4))`, t.id)
      .where(sql`${t.isActive}`),
    // With a location, venues without a pin are still listed (by rating): only they, so paging them is cheap.
    index('restaurants_active_unpinned_rating_idx')
      .on(sql`(-coalesce(${t.rating}, 4))`, t.id)
      .where(sql`${t.isActive} and (${t.latitude} is null or ${t.longitude} is null)`),
  ],
);

export const memberRole = pgEnum('member_role', ['owner', 'staff']);

export const restaurantMembers = pgTable(
  'restaurant_members',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    role: memberRole('role').notNull().default('owner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.restaurantId] }),
    // Ownership checks and the portal ask "which members does this restaurant have".
    index('restaurant_members_restaurant_idx').on(t.restaurantId),
  ],
);

/** A venue's menu sections, in the owner's order. */
export const menuCategories = pgTable(
  'menu_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The menu editor and the customer menu read one venue's categories in order; names are unique per venue whatever
  // their case — the database decides between parallel saves (docs/decisions/044-limits-in-one-statement-or-lock.md).
  (t) => [
    index('menu_categories_restaurant_sort_idx').on(t.restaurantId, t.sortOrder),
    uniqueIndex('menu_categories_restaurant_lower_name_uq').on(t.restaurantId, sql`lower(${t.name})`),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    imageUrl: text('image_url'),
    isAvailable: boolean('is_available').notNull().default(true),
    preparationTime: integer('preparation_time'),
    category: text('category'),
    categoryId: uuid('category_id').references(() => menuCategories.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Can be made during load-shedding (cold, gas-cooked): the reduced menu shows only these. */
    cooksWithoutPower: boolean('cooks_without_power').notNull().default(false),
    /** "Sold out today": unavailable until this instant (the next local midnight), then back by itself. */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Search (generated, never written): the folded name and description, as on restaurants. */
    searchName: text('search_name').generatedAlwaysAs(folded('name')),
    searchDescription: text('search_description').generatedAlwaysAs(folded('description')),
    /**
     * The venue's search cell (restaurants.search_cell), kept by triggers (migration 0020): set from the venue on
     * insert and on a change of venue, and rewritten when the venue's pin moves. Never written by the app.
     */
    searchCell: integer('search_cell'),
  },
  (t) => [
    // Search near a point (decision 035): the available dishes matching the text in the given cells, one index
    // scan per field and operator (btree_gin's integer class plus trigrams).
    index('menu_items_search_cell_name_idx')
      .using('gin', t.searchCell, t.searchName.op('gin_trgm_ops'))
      .where(sql`${t.isAvailable}`),
    index('menu_items_search_cell_description_idx')
      .using('gin', t.searchCell, t.searchDescription.op('gin_trgm_ops'))
      .where(sql`${t.isAvailable}`),
    // The menu page reads one restaurant's available items ordered by name.
    index('menu_items_restaurant_name_idx').on(t.restaurantId, t.name).where(sql`${t.isAvailable}`),
    // Search finds dishes by folded name and description ('bunny chw' finds 'Bunny Chow').
    index('menu_items_search_name_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    index('menu_items_search_description_idx').using('gin', t.searchDescription.op('gin_trgm_ops')),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').references(() => user.id, { onDelete: 'set null' }),
    /** One review per order; null for imported/seeded reviews. */
    orderId: uuid('order_id').unique(),
    restaurantRating: integer('restaurant_rating'),
    restaurantComment: text('restaurant_comment'),
    ownerReply: text('owner_reply'),
    ownerRepliedAt: timestamp('owner_replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The reviews card reads one restaurant's rated reviews newest first.
    index('reviews_restaurant_created_idx').on(t.restaurantId, t.createdAt.desc()),
  ],
);

export const adStatus = pgEnum('ad_status', ['pending', 'approved', 'rejected']);

export const restaurantAds = pgTable(
  'restaurant_ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    adImageUrl: text('ad_image_url'),
    specialOffer: text('special_offer'),
    offerDescription: text('offer_description'),
    ctaText: text('cta_text'),
    isActive: boolean('is_active').notNull().default(true),
    priority: integer('priority').notNull().default(100),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    /** Empty means the ad runs until switched off. */
    endDate: timestamp('end_date', { withTimezone: true }),
    /**
     * Moderation: a venue's request is 'pending' until an admin approves (schedules, orders) or rejects it with a
     * reason; only approved ads run. Ads created before moderation existed count as approved.
     */
    status: adStatus('status').notNull().default('approved'),
    rejectReason: text('reject_reason'),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The ad strip reads active ads ordered by priority.
    index('restaurant_ads_active_priority_idx').on(t.priority).where(sql`${t.isActive}`),
    // The moderation queue and a venue's own requests.
    index('restaurant_ads_status_created_idx').on(t.status, t.createdAt.desc()),
    index('restaurant_ads_restaurant_idx').on(t.restaurantId),
  ],
);

/**
 * One row whose `version` goes up with every statement that writes a venue, a dish or a menu section (statement
 * triggers of migration 0015, in the writer's transaction): the in-process cache of catalogue answers
 * (http/catalogue-cache.ts) serves an answer only while the version it was built at is still current.
 * docs/decisions/023-catalogue-answer-cache.md.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);
