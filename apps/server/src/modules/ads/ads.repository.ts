import { ADS_LIMIT } from '@lekker/core/constants';
import type { AdStatus } from '@lekker/core/contracts/ads';
import { and, asc, desc, eq, gt, inArray, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lockVenueRow } from '../../db/row-locks.ts';
import { restaurantAds, restaurants } from '../../db/schema/index.ts';
import type { RestaurantRecord } from '../restaurants/restaurants.repository.ts';

export type AdRecord = typeof restaurantAds.$inferSelect;
export type AdWithRestaurant = { ad: AdRecord; restaurant: RestaurantRecord };
export type AdWrite = Partial<
  Pick<
    typeof restaurantAds.$inferInsert,
    'status' | 'rejectReason' | 'decidedBy' | 'decidedAt' | 'startDate' | 'endDate' | 'priority'
  >
>;

export function createAdsRepository(db: DbOrTx) {
  const withVenue = () =>
    db
      .select({ ad: restaurantAds, restaurant: restaurants })
      .from(restaurantAds)
      .innerJoin(restaurants, eq(restaurants.id, restaurantAds.restaurantId));
  return {
    /**
     * Ads running now (approved, switched on, started, end date empty or in the future) of active restaurants, by
     * priority ascending — the admin's order — at most 10 (docs/product.md#ads; restaurant_ads_active_priority_idx).
     */
    listRunning(now: Date): Promise<AdWithRestaurant[]> {
      return withVenue()
        .where(
          and(
            eq(restaurantAds.isActive, true),
            eq(restaurantAds.status, 'approved'),
            eq(restaurants.isActive, true),
            lte(restaurantAds.startDate, now),
            or(isNull(restaurantAds.endDate), gt(restaurantAds.endDate, now)),
          ),
        )
        .orderBy(asc(restaurantAds.priority), asc(restaurantAds.id))
        .limit(ADS_LIMIT);
    },
    /** The moderation list: pending first (oldest first), then approved in the home page's order, then rejected. */
    list(filter: { status?: AdStatus; restaurantId?: string }): Promise<AdWithRestaurant[]> {
      return withVenue()
        .where(
          and(
            filter.status ? eq(restaurantAds.status, filter.status) : undefined,
            filter.restaurantId ? eq(restaurantAds.restaurantId, filter.restaurantId) : undefined,
          ),
        )
        .orderBy(
          sql`case ${restaurantAds.status} when 'pending' then 0 when 'approved' then 1 else 2 end`,
          sql`case when ${restaurantAds.status} = 'approved' then ${restaurantAds.priority} else 0 end`,
          desc(restaurantAds.createdAt),
        )
        .limit(300);
    },
    async find(id: string): Promise<AdWithRestaurant | undefined> {
      const [row] = await withVenue().where(eq(restaurantAds.id, id)).limit(1);
      return row;
    },
    /** Locks the venue's row (db/row-locks.ts): two requests count and insert one after the other. */
    lockVenue: (restaurantId: string): Promise<void> => lockVenueRow(db, restaurantId),
    async countPending(restaurantId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(restaurantAds)
        .where(and(eq(restaurantAds.restaurantId, restaurantId), eq(restaurantAds.status, 'pending')));
      return row?.n ?? 0;
    },
    async insertRequest(row: typeof restaurantAds.$inferInsert): Promise<AdRecord> {
      const [inserted] = await db.insert(restaurantAds).values(row).returning();
      return inserted!;
    },
    async update(id: string, set: AdWrite): Promise<AdRecord | undefined> {
      const [row] = await db.update(restaurantAds).set(set).where(eq(restaurantAds.id, id)).returning();
      return row;
    },
    /** The last place among approved ads (a newly approved ad goes to the end of the home page's order). */
    async lastApprovedPriority(): Promise<number> {
      const [row] = await db
        .select({ p: max(restaurantAds.priority) })
        .from(restaurantAds)
        .where(eq(restaurantAds.status, 'approved'));
      return row?.p ?? 0;
    },
    /** The admin's order: the given ads get priorities 10, 20, 30 … in that order. */
    async setOrder(ids: string[]): Promise<number> {
      let n = 0;
      for (const [i, id] of ids.entries()) {
        const rows = await db
          .update(restaurantAds)
          .set({ priority: (i + 1) * 10 })
          .where(and(eq(restaurantAds.id, id), eq(restaurantAds.status, 'approved')))
          .returning({ id: restaurantAds.id });
        n += rows.length;
      }
      return n;
    },
    namesOf(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: restaurantAds.id, name: restaurants.name })
        .from(restaurantAds)
        .innerJoin(restaurants, eq(restaurants.id, restaurantAds.restaurantId))
        .where(inArray(restaurantAds.id, ids));
    },
  };
}
export type AdsRepository = ReturnType<typeof createAdsRepository>;
