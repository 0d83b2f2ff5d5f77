import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { restaurants, reviews } from '../../db/schema/index.ts';

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

export function createReviewWritesRepository(db: DbOrTx) {
  return {
    async existsForOrders(orderIds: string[]): Promise<Set<string>> {
      if (orderIds.length === 0) return new Set();
      const rows = await db
        .select({ orderId: reviews.orderId })
        .from(reviews)
        .where(inArray(reviews.orderId, orderIds));
      return new Set(rows.map((r) => r.orderId!));
    },
    /** One review per order (unique order_id); false when the order already has one. */
    async insertForOrder(values: {
      orderId: string;
      restaurantId: string;
      customerId: string;
      rating: number;
      comment: string | null;
    }): Promise<boolean> {
      const rows = await db
        .insert(reviews)
        .values({
          orderId: values.orderId,
          restaurantId: values.restaurantId,
          customerId: values.customerId,
          restaurantRating: values.rating,
          restaurantComment: values.comment,
        })
        .onConflictDoNothing({ target: reviews.orderId })
        .returning({ id: reviews.id });
      return rows.length > 0;
    },
    /** Keeps the restaurant's shown rating equal to the average of its rated reviews. */
    async refreshRestaurantRating(restaurantId: string) {
      await db
        .update(restaurants)
        .set({
          rating: sql`(select round(avg(${reviews.restaurantRating})::numeric, 1)::float8 from ${reviews} where ${reviews.restaurantId} = ${restaurantId} and ${reviews.restaurantRating} is not null)`,
        })
        .where(eq(restaurants.id, restaurantId));
    },
  };
}
