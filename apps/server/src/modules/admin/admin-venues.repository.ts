import { and, desc, eq, gte, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { orders, restaurantMembers, restaurants, reviews, user } from '../../db/schema/index.ts';

export type VenueWrite = Partial<
  Pick<
    typeof restaurants.$inferInsert,
    | 'name'
    | 'description'
    | 'cuisineType'
    | 'phone'
    | 'address'
    | 'latitude'
    | 'longitude'
    | 'serviceRadiusKm'
    | 'estimatedDeliveryTime'
    | 'deliveryFeeCents'
    | 'minimumOrderCents'
    | 'isPartnered'
  >
>;

/** Venues as the console lists and edits them: status, commission, owners, reviews. */
export function createAdminVenuesRepository(db: DbOrTx) {
  /**
   * Paid orders (placed: PayFast confirmed, or Cash on Delivery placed) per venue since an instant, counted like the
   * venue's own analytics (docs/decisions/025-venue-statements-and-analytics.md), in one grouped query.
   */
  async function ordersPlacedSince(ids: string[], since: Date): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: orders.restaurantId, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(inArray(orders.restaurantId, ids), isNotNull(orders.placedAt), gte(orders.placedAt, since)))
      .groupBy(orders.restaurantId);
    return new Map(rows.map((x) => [x.id, x.n]));
  }
  return {
    async restaurants(q: string | undefined, since: Date) {
      const like = q ? containsPattern(q) : undefined;
      const venues = await db
        .select()
        .from(restaurants)
        .where(like ? or(ilike(restaurants.name, like), ilike(restaurants.address, like)) : undefined)
        .orderBy(restaurants.name)
        .limit(300);
      const placed = await ordersPlacedSince(
        venues.map((r) => r.id),
        since,
      );
      const rows = venues.map((r) => ({ r, orders30d: placed.get(r.id) ?? 0 }));
      const owners = rows.length
        ? await db
            .select({ restaurantId: restaurantMembers.restaurantId, id: user.id, email: user.email })
            .from(restaurantMembers)
            .innerJoin(user, eq(user.id, restaurantMembers.userId))
            .where(
              and(
                inArray(
                  restaurantMembers.restaurantId,
                  rows.map((x) => x.r.id),
                ),
                eq(restaurantMembers.role, 'owner'),
              ),
            )
        : [];
      return rows.map((x) => ({ ...x, owners: owners.filter((o) => o.restaurantId === x.r.id) }));
    },
    /** One venue with its owners and 30-day order count (the list row of `restaurants`). */
    async restaurantRow(id: string, since: Date) {
      const [r] = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
      if (!r) return undefined;
      const orders30d = (await ordersPlacedSince([id], since)).get(id) ?? 0;
      return { r, orders30d, owners: await this.ownersOf(id) };
    },
    /** The owners of a venue (who is e-mailed about its status, its ads and its payouts). */
    ownersOf(restaurantId: string) {
      return db
        .select({ restaurantId: restaurantMembers.restaurantId, id: user.id, email: user.email })
        .from(restaurantMembers)
        .innerJoin(user, eq(user.id, restaurantMembers.userId))
        .where(and(eq(restaurantMembers.restaurantId, restaurantId), eq(restaurantMembers.role, 'owner')));
    },
    async updateRestaurant(id: string, set: VenueWrite) {
      const [row] = await db
        .update(restaurants)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(restaurants.id, id))
        .returning();
      return row;
    },
    /** A venue's reviews, newest first, a page at a time, with the star counts of every rated one. */
    async venueReviews(restaurantId: string, page: { limit: number; offset: number }) {
      const mine = eq(reviews.restaurantId, restaurantId);
      const [rows, stars, [total]] = await Promise.all([
        db
          .select({
            r: reviews,
            customerEmail: user.email,
            orderNumber: orders.orderNumber,
          })
          .from(reviews)
          .leftJoin(user, eq(user.id, reviews.customerId))
          .leftJoin(orders, eq(orders.id, reviews.orderId))
          .where(mine)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ rating: reviews.restaurantRating, n: sql<number>`count(*)::int` })
          .from(reviews)
          .where(and(mine, isNotNull(reviews.restaurantRating)))
          .groupBy(reviews.restaurantRating),
        db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(mine),
      ]);
      return { rows, stars, total: total?.n ?? 0 };
    },
    /**
     * Suspends the venue (hidden from customers, every owner change refused): the reason and time are stored, and
     * whether it was live, so reinstating restores exactly that. Suspending again updates the reason only.
     */
    async suspendRestaurant(id: string, reason: string, now: Date) {
      const [row] = await db
        .update(restaurants)
        .set({
          liveBeforeSuspension: sql`case when ${restaurants.suspendedAt} is null then ${restaurants.isActive} else ${restaurants.liveBeforeSuspension} end`,
          suspendedAt: sql`coalesce(${restaurants.suspendedAt}, ${now})`,
          isActive: false,
          suspendedReason: reason,
          updatedAt: now,
        })
        .where(eq(restaurants.id, id))
        .returning();
      return row;
    },
    /**
     * Lifts a suspension and restores the state before it: live again only when it was live; a venue that never
     * went live goes back to its go-live checklist. Undefined when the venue is not suspended.
     */
    async reinstateRestaurant(id: string, now: Date) {
      const [row] = await db
        .update(restaurants)
        .set({
          isActive: sql`coalesce(${restaurants.liveBeforeSuspension}, false)`,
          suspendedAt: null,
          suspendedReason: null,
          liveBeforeSuspension: null,
          updatedAt: now,
        })
        .where(and(eq(restaurants.id, id), isNotNull(restaurants.suspendedAt)))
        .returning();
      return row;
    },
    async setCommission(id: string, bps: number) {
      const [row] = await db
        .update(restaurants)
        .set({ commissionRateBps: bps, updatedAt: new Date() })
        .where(eq(restaurants.id, id))
        .returning();
      return row;
    },
  };
}
