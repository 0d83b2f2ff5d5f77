// Venue stories: the owner's live ones with view counts, the public strip near a point, and the expiry sweep.
import { EARTH_RADIUS_KM, RESTAURANT_DEFAULTS } from '@lekker/core/constants';
import type { LatLng } from '@lekker/core/distance';
import { and, asc, count, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lockVenueRow } from '../../db/row-locks.ts';
import { menuItems, restaurants, stories, storyViews } from '../../db/schema/index.ts';

export type StoryRecord = typeof stories.$inferSelect & { menuItemName: string | null };

const storyColumns = {
  id: stories.id,
  restaurantId: stories.restaurantId,
  imagePath: stories.imagePath,
  imageUrl: stories.imageUrl,
  caption: stories.caption,
  menuItemId: stories.menuItemId,
  createdAt: stories.createdAt,
  expiresAt: stories.expiresAt,
  menuItemName: menuItems.name,
};

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Haversine in SQL, the same formula as the core's `haversineKm` (docs/decisions/012-near-me-in-sql.md). */
function distanceKm(origin: LatLng): SQL<number> {
  const lat = sql`${origin.latitude}::float8`;
  const lng = sql`${origin.longitude}::float8`;
  const h = sql`(power(sin(radians(${restaurants.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${restaurants.latitude}))
      * power(sin(radians(${restaurants.longitude} - ${lng}) / 2), 2))`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * atan2(sqrt(${h}), sqrt(1 - ${h})))`.mapWith(Number);
}

export function createStoriesRepository(db: DbOrTx) {
  return {
    async insert(values: typeof stories.$inferInsert): Promise<typeof stories.$inferSelect> {
      const [row] = await db.insert(stories).values(values).returning();
      return row!;
    },

    /** Locks the venue's row (db/row-locks.ts): two posts count and insert one after the other. */
    lockVenue: (restaurantId: string): Promise<void> => lockVenueRow(db, restaurantId),

    async countLive(restaurantId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(stories)
        .where(and(eq(stories.restaurantId, restaurantId), gt(stories.expiresAt, at(now))));
      return row?.n ?? 0;
    },

    /** The venue's live stories, newest first, with how many people have seen each. */
    async listLiveForVenue(restaurantId: string, now: Date): Promise<(StoryRecord & { views: number })[]> {
      return db
        .select({
          ...storyColumns,
          views:
            sql<number>`(select count(*) from ${storyViews} where ${storyViews.storyId} = ${stories.id})`.mapWith(
              Number,
            ),
        })
        .from(stories)
        .leftJoin(menuItems, eq(menuItems.id, stories.menuItemId))
        .where(and(eq(stories.restaurantId, restaurantId), gt(stories.expiresAt, at(now))))
        .orderBy(desc(stories.createdAt), desc(stories.id));
    },

    async findLive(storyId: string, now: Date) {
      const [row] = await db
        .select({ id: stories.id, restaurantId: stories.restaurantId, imagePath: stories.imagePath })
        .from(stories)
        .where(and(eq(stories.id, storyId), gt(stories.expiresAt, at(now))));
      return row;
    },

    async findForVenue(restaurantId: string, storyId: string) {
      const [row] = await db
        .select({ id: stories.id, imagePath: stories.imagePath })
        .from(stories)
        .where(and(eq(stories.id, storyId), eq(stories.restaurantId, restaurantId)));
      return row;
    },

    async delete(storyId: string): Promise<void> {
      await db.delete(stories).where(eq(stories.id, storyId));
    },

    /** A dish of this venue (any availability), or undefined. */
    async findMenuItem(restaurantId: string, menuItemId: string) {
      const [row] = await db
        .select({ id: menuItems.id, name: menuItems.name })
        .from(menuItems)
        .where(and(eq(menuItems.id, menuItemId), eq(menuItems.restaurantId, restaurantId)));
      return row;
    },

    /** Counts a signed-in person's view once. */
    async recordView(storyId: string, userId: string, viewedAt: Date): Promise<void> {
      await db.insert(storyViews).values({ storyId, userId, viewedAt }).onConflictDoNothing();
    },

    /**
     * Live stories of active venues near a point: within the venue's own delivery radius and at most `maxKm`.
     * The scan starts from the live stories (a day's worth, stories_expires_idx), then measures each venue.
     */
    async nearby(origin: LatLng, now: Date, maxKm: number) {
      const distance = distanceKm(origin);
      const radius = sql`least(coalesce(${restaurants.serviceRadiusKm}, ${RESTAURANT_DEFAULTS.serviceRadiusKm}::float8), ${maxKm}::float8)`;
      return db
        .select({
          ...storyColumns,
          venueName: restaurants.name,
          logoUrl: restaurants.logoUrl,
          distanceKm: distance,
        })
        .from(stories)
        .innerJoin(restaurants, eq(restaurants.id, stories.restaurantId))
        .leftJoin(menuItems, eq(menuItems.id, stories.menuItemId))
        .where(
          and(
            gt(stories.expiresAt, at(now)),
            eq(restaurants.isActive, true),
            sql`${restaurants.latitude} is not null and ${restaurants.longitude} is not null`,
            sql`${distance} <= ${radius}`,
          ),
        )
        .orderBy(asc(stories.createdAt), asc(stories.id))
        .limit(500);
    },

    /** Stories whose 24 hours are over (oldest first), for the sweep. */
    expired(now: Date, limit = 200) {
      return db
        .select({ id: stories.id, imagePath: stories.imagePath })
        .from(stories)
        .where(lte(stories.expiresAt, at(now)))
        .orderBy(asc(stories.expiresAt))
        .limit(limit);
    },
  };
}
export type StoriesRepository = ReturnType<typeof createStoriesRepository>;
