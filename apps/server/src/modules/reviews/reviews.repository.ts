import type { ReviewsCursor } from '@lekker/core/contracts/review-pages';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, restaurants, reviews, user } from '../../db/schema/index.ts';

export type ReviewRecord = typeof reviews.$inferSelect;
/** A review as the venue's portal lists it: with the reviewer's name (shortened by the service) and order number. */
export type VenueReviewRecord = ReviewRecord & { reviewerName: string | null; orderNumber: string | null };
export type VenueReviewFilters = { rating?: number; replied?: boolean };
/** A keyset page: after the review at (createdAt as written by PostgreSQL in UTC, id), `limit` rows. */
export type ReviewPage = { after: ReviewsCursor | null; limit: number };
/** A listed review with its keyset position, to the microsecond (a JS Date keeps only milliseconds). */
export type ReviewPageRow = VenueReviewRecord & { cursor: ReviewsCursor };

/** created_at to the microsecond in UTC, as a cursor keeps it (a JS Date keeps only milliseconds). */
const cursorTime = sql<string>`to_char(${reviews.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
/** The reviews after the cursor's, newest first: older, or as old with a smaller id. */
const after = (cursor: ReviewsCursor) =>
  sql`(${reviews.createdAt}, ${reviews.id}) < (${cursor.t}::timestamptz, ${cursor.i}::uuid)`;

export function createReviewsRepository(db: DbOrTx) {
  return {
    /** One page of a restaurant's rated reviews, newest first (reviews_restaurant_created_idx), keyset as below. */
    async listRated(
      restaurantId: string,
      page: ReviewPage,
    ): Promise<(ReviewRecord & { cursor: ReviewsCursor })[]> {
      const where: SQL[] = [eq(reviews.restaurantId, restaurantId), isNotNull(reviews.restaurantRating)];
      if (page.after) where.push(after(page.after));
      const rows = await db
        .select({ review: reviews, at: cursorTime })
        .from(reviews)
        .where(and(...where))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(page.limit);
      return rows.map((r) => ({ ...r.review, cursor: { t: r.at, i: r.review.id } }));
    },
    /**
     * One page of the venue's rated reviews for its portal, newest first (ties by id), filtered by stars and by
     * whether it was answered. Keyset on (created_at, id): a review arriving meanwhile sorts before the cursor, so
     * the next page neither repeats nor skips one.
     */
    async listForVenue(
      restaurantId: string,
      filters: VenueReviewFilters,
      page: ReviewPage,
    ): Promise<ReviewPageRow[]> {
      const where: SQL[] = [eq(reviews.restaurantId, restaurantId), isNotNull(reviews.restaurantRating)];
      if (filters.rating !== undefined) where.push(eq(reviews.restaurantRating, filters.rating));
      if (filters.replied === true) where.push(isNotNull(reviews.ownerReply));
      if (filters.replied === false) where.push(isNull(reviews.ownerReply));
      if (page.after) where.push(after(page.after));
      const rows = await db
        .select({
          review: reviews,
          reviewerName: user.name,
          orderNumber: orders.orderNumber,
          at: cursorTime,
        })
        .from(reviews)
        .leftJoin(user, eq(user.id, reviews.customerId))
        .leftJoin(orders, eq(orders.id, reviews.orderId))
        .where(and(...where))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(page.limit);
      return rows.map((r) => ({
        ...r.review,
        reviewerName: r.reviewerName,
        orderNumber: r.orderNumber,
        cursor: { t: r.at, i: r.review.id },
      }));
    },
    /** Rated reviews per star value, and how many still wait for a reply, over the whole venue. */
    async ratingCounts(
      restaurantId: string,
    ): Promise<{ rating: number; count: number; unreplied: number }[]> {
      const rows = await db
        .select({
          rating: reviews.restaurantRating,
          count: count(),
          unreplied: sql<number>`count(*) filter (where ${reviews.ownerReply} is null)`.mapWith(Number),
        })
        .from(reviews)
        .where(and(eq(reviews.restaurantId, restaurantId), isNotNull(reviews.restaurantRating)))
        .groupBy(reviews.restaurantRating);
      return rows.map((r) => ({ rating: r.rating!, count: r.count, unreplied: r.unreplied }));
    },
    /** Sets (or replaces) the reply of one of the venue's rated reviews; false when there is no such review. */
    async setReply(restaurantId: string, reviewId: string, reply: string | null, at: Date): Promise<boolean> {
      const rows = await db
        .update(reviews)
        .set({ ownerReply: reply, ownerRepliedAt: reply === null ? null : at })
        .where(
          and(
            eq(reviews.id, reviewId),
            eq(reviews.restaurantId, restaurantId),
            isNotNull(reviews.restaurantRating),
          ),
        )
        .returning({ id: reviews.id });
      return rows.length > 0;
    },
    async findForVenue(restaurantId: string, reviewId: string): Promise<VenueReviewRecord | undefined> {
      const [row] = await db
        .select({ review: reviews, reviewerName: user.name, orderNumber: orders.orderNumber })
        .from(reviews)
        .leftJoin(user, eq(user.id, reviews.customerId))
        .leftJoin(orders, eq(orders.id, reviews.orderId))
        .where(and(eq(reviews.id, reviewId), eq(reviews.restaurantId, restaurantId)));
      return row
        ? { ...row.review, reviewerName: row.reviewerName, orderNumber: row.orderNumber }
        : undefined;
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
    /** Order id → the stars its review gave, for the orders that have one (the customer's own rating). */
    async ratingsForOrders(orderIds: string[]): Promise<Map<string, number>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({ orderId: reviews.orderId, rating: reviews.restaurantRating })
        .from(reviews)
        .where(inArray(reviews.orderId, orderIds));
      return new Map(
        rows.flatMap((r) => (r.orderId && r.rating !== null ? [[r.orderId, r.rating] as const] : [])),
      );
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
    /**
     * Keeps the restaurant's shown rating equal to the average of its rated reviews, unrounded: the card and the
     * reviews card both round it with formatAverage, so they print the same number.
     */
    async refreshRestaurantRating(restaurantId: string) {
      await db
        .update(restaurants)
        .set({
          rating: sql`(select avg(${reviews.restaurantRating})::float8 from ${reviews} where ${reviews.restaurantId} = ${restaurantId} and ${reviews.restaurantRating} is not null)`,
        })
        .where(eq(restaurants.id, restaurantId));
    },
  };
}
