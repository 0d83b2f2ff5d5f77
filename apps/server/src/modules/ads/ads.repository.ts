import { ADS_LIMIT } from '@lekker/core/constants';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { restaurantAds, restaurants } from '../../db/schema/index.ts';
import type { RestaurantRecord } from '../restaurants/restaurants.repository.ts';

export type AdWithRestaurant = { ad: typeof restaurantAds.$inferSelect; restaurant: RestaurantRecord };

export function createAdsRepository(db: DbOrTx) {
  return {
    /**
     * Ads running now (active, started, end date empty or in the future) of active restaurants, by priority
     * ascending, at most 10 (docs/product.md#ads; restaurant_ads_active_priority_idx).
     */
    listRunning(now: Date): Promise<AdWithRestaurant[]> {
      return db
        .select({ ad: restaurantAds, restaurant: restaurants })
        .from(restaurantAds)
        .innerJoin(restaurants, eq(restaurants.id, restaurantAds.restaurantId))
        .where(
          and(
            eq(restaurantAds.isActive, true),
            eq(restaurants.isActive, true),
            lte(restaurantAds.startDate, now),
            or(isNull(restaurantAds.endDate), gt(restaurantAds.endDate, now)),
          ),
        )
        .orderBy(asc(restaurantAds.priority), asc(restaurantAds.id))
        .limit(ADS_LIMIT);
    },
  };
}
export type AdsRepository = ReturnType<typeof createAdsRepository>;
