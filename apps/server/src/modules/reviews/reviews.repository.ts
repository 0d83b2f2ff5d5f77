import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';

export type ReviewRecord = typeof reviews.$inferSelect;

export function createReviewsRepository(db: DbOrTx) {
  return {
    /** A restaurant's rated reviews, newest first (reviews_restaurant_created_idx). */
    listRated(restaurantId: string): Promise<ReviewRecord[]> {
      return db
        .select()
        .from(reviews)
        .where(and(eq(reviews.restaurantId, restaurantId), isNotNull(reviews.restaurantRating)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id));
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
