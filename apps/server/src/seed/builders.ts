import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  account,
  driverProfiles,
  menuItems,
  profiles,
  restaurantAds,
  restaurantMembers,
  restaurants,
  reviews,
  user,
  userRoles,
} from '../db/schema/index.ts';
import { MAHIKENG_CENTRE } from './demo-data.ts';

// Typed insert helpers shared by the demo seed and the tests. Every helper works with only its required
// arguments (sensible defaults, unique names via a counter) and returns the inserted row. `db` may also be
// a transaction: Drizzle's PgTransaction is a PgDatabase.

export type AppRole = 'admin' | 'restaurant' | 'driver' | 'customer';

export type Restaurant = typeof restaurants.$inferSelect;
export type NewRestaurant = typeof restaurants.$inferInsert;
export type MenuItem = typeof menuItems.$inferSelect;
export type NewMenuItem = typeof menuItems.$inferInsert;
export type Review = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
export type RestaurantAd = typeof restaurantAds.$inferSelect;
export type NewRestaurantAd = typeof restaurantAds.$inferInsert;
export type User = typeof user.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
export type RestaurantMember = typeof restaurantMembers.$inferSelect;
export type DriverProfile = typeof driverProfiles.$inferSelect;
export type NewDriverProfile = typeof driverProfiles.$inferInsert;

let sequence = 0;
/** A per-process counter that keeps default names unique across calls. */
function nextSequence(): number {
  sequence += 1;
  return sequence;
}

function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`insert into ${what} returned no row`);
  return row;
}

/** An open, active restaurant at Mahikeng centre with no opening hours (always open) by default. */
export async function insertRestaurant(db: Db, overrides: Partial<NewRestaurant> = {}): Promise<Restaurant> {
  const n = nextSequence();
  const rows = await db
    .insert(restaurants)
    .values({
      name: `Test Restaurant ${n}`,
      description: 'A restaurant built for tests.',
      address: `${n} Shippard Street, Mahikeng`,
      phone: '018 381 0000',
      cuisineType: 'South African',
      rating: 4.2,
      estimatedDeliveryTime: 35,
      deliveryFeeCents: 2000,
      latitude: MAHIKENG_CENTRE.latitude,
      longitude: MAHIKENG_CENTRE.longitude,
      serviceRadiusKm: 10,
      ...overrides,
    })
    .returning();
  return first(rows, 'restaurants');
}

/** An available R65.00 main by default. */
export async function insertMenuItem(
  db: Db,
  restaurantId: string,
  overrides: Partial<Omit<NewMenuItem, 'restaurantId'>> = {},
): Promise<MenuItem> {
  const n = nextSequence();
  const rows = await db
    .insert(menuItems)
    .values({
      name: `Test Item ${n}`,
      description: 'A menu item built for tests.',
      priceCents: 6500,
      category: 'Mains',
      preparationTime: 15,
      ...overrides,
      restaurantId,
    })
    .returning();
  return first(rows, 'menu_items');
}

/** Bulk variant of insertMenuItem (one statement); the seed uses it for whole menus. */
export async function insertMenuItems(
  db: Db,
  restaurantId: string,
  items: Omit<NewMenuItem, 'restaurantId'>[],
): Promise<MenuItem[]> {
  if (items.length === 0) return [];
  return db
    .insert(menuItems)
    .values(items.map((item) => ({ ...item, restaurantId })))
    .returning();
}

/** An anonymous 4-star review (no customer, no order) by default. */
export async function insertReview(
  db: Db,
  restaurantId: string,
  overrides: Partial<Omit<NewReview, 'restaurantId'>> = {},
): Promise<Review> {
  const rows = await db
    .insert(reviews)
    .values({
      restaurantRating: 4,
      restaurantComment: 'Tasty food and quick delivery.',
      ...overrides,
      restaurantId,
    })
    .returning();
  return first(rows, 'reviews');
}

/** Bulk variant of insertReview (one statement). */
export async function insertReviews(
  db: Db,
  restaurantId: string,
  items: Omit<NewReview, 'restaurantId'>[],
): Promise<Review[]> {
  if (items.length === 0) return [];
  return db
    .insert(reviews)
    .values(items.map((item) => ({ ...item, restaurantId })))
    .returning();
}

/**
 * Sets each reviewed venue's shown rating to the average of its rated reviews, the figure its reviews card
 * prints, as a new review does (reviews repository refreshRestaurantRating).
 */
export async function syncRatingsWithReviews(db: Db): Promise<void> {
  await db.execute(sql`
    update ${restaurants} set rating = r.average
    from (
      select ${reviews.restaurantId} as restaurant_id,
             avg(${reviews.restaurantRating})::float8 as average
      from ${reviews}
      where ${reviews.restaurantRating} is not null
      group by ${reviews.restaurantId}
    ) as r
    where ${restaurants.id} = r.restaurant_id`);
}

/** An active ad with no end date (runs until switched off) by default. */
export async function insertAd(
  db: Db,
  restaurantId: string,
  overrides: Partial<Omit<NewRestaurantAd, 'restaurantId'>> = {},
): Promise<RestaurantAd> {
  const rows = await db
    .insert(restaurantAds)
    .values({
      specialOffer: '20% off',
      offerDescription: 'On all mains this week.',
      ctaText: 'Order now',
      isActive: true,
      priority: 100,
      ...overrides,
      restaurantId,
    })
    .returning();
  return first(rows, 'restaurant_ads');
}

export type InsertUserInput = {
  email: string;
  name: string;
  /** Defaults to DEFAULT_TEST_PASSWORD. */
  password?: string;
  /** Defaults to ['customer']. */
  roles?: AppRole[];
  /** Defaults to true so the user can sign in straight away. */
  emailVerified?: boolean;
  /** Extra profile columns (phone, latitude, longitude). */
  profile?: Partial<Omit<NewProfile, 'userId' | 'fullName'>>;
};

export type InsertedUser = User & { password: string; roles: AppRole[]; profile: Profile };

export const DEFAULT_TEST_PASSWORD = 'password123';

// scrypt is deliberately slow; one hash per distinct password is enough for seeded and test users.
const passwordHashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/**
 * A better-auth user with a credential account (accountId = user id, scrypt hash from better-auth/crypto),
 * a profile carrying the full name, and one user_roles row per role. Returns the user row plus the plain
 * password, the roles and the profile.
 */
export async function insertUser(db: Db, input: InsertUserInput): Promise<InsertedUser> {
  const password = input.password ?? DEFAULT_TEST_PASSWORD;
  const roles = input.roles ?? ['customer'];
  const id = randomUUID();
  const passwordHash = await hashOnce(password);

  const created = first(
    await db
      .insert(user)
      .values({
        id,
        name: input.name,
        email: input.email.toLowerCase(),
        emailVerified: input.emailVerified ?? true,
      })
      .returning(),
    'user',
  );
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: passwordHash,
  });
  const profile = first(
    await db
      .insert(profiles)
      .values({ ...input.profile, userId: id, fullName: input.name })
      .returning(),
    'profiles',
  );
  if (roles.length > 0) {
    await db.insert(userRoles).values(roles.map((role) => ({ userId: id, role })));
  }
  return { ...created, password, roles, profile };
}

/** Links a user to a restaurant (owner by default). */
export async function addRestaurantMember(
  db: Db,
  userId: string,
  restaurantId: string,
  role: 'owner' | 'staff' = 'owner',
): Promise<RestaurantMember> {
  const rows = await db.insert(restaurantMembers).values({ userId, restaurantId, role }).returning();
  return first(rows, 'restaurant_members');
}

/** An approved motorcycle driver with no known location by default (override status for application tests). */
export async function insertDriverProfile(
  db: Db,
  userId: string,
  overrides: Partial<Omit<NewDriverProfile, 'userId'>> = {},
): Promise<DriverProfile> {
  const rows = await db
    .insert(driverProfiles)
    .values({ status: 'approved', vehicleType: 'motorcycle', phone: '072 000 0000', ...overrides, userId })
    .returning();
  return first(rows, 'driver_profiles');
}
