// Venue promotions and their per-customer uses (docs/decisions/022-promotions.md).
import type { PromotionRule } from '@lekker/core/promotions';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { menuItems, promotionCustomerUses, promotionRedemptions, promotions } from '../../db/schema/index.ts';

export type PromotionRecord = typeof promotions.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;

/** A stored promotion in the shape the core rules read. */
export function toPromotionRule(p: PromotionRecord): PromotionRule {
  return {
    id: p.id,
    name: p.name,
    discount_type: p.discountType,
    discount_value: p.discountValue,
    applies_to: p.appliesTo,
    item_ids: p.itemIds,
    min_order_cents: p.minOrderCents,
    starts_at: p.startsAt,
    ends_at: p.endsAt,
    weekdays: p.weekdays,
    daily_start: p.dailyStart,
    daily_end: p.dailyEnd,
    per_customer_limit: p.perCustomerLimit,
    status: p.status,
  };
}

/**
 * Gives back the promotion uses of cancelled orders, in the cancellation's transaction: the redemption goes and
 * the customer's count drops by one (called by every path that cancels).
 */
export async function releasePromotionUses(db: DbOrTx, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const released = await db
    .delete(promotionRedemptions)
    .where(inArray(promotionRedemptions.orderId, orderIds))
    .returning({
      promotionId: promotionRedemptions.promotionId,
      customerId: promotionRedemptions.customerId,
    });
  for (const r of released)
    await db
      .update(promotionCustomerUses)
      .set({ uses: sql`greatest(${promotionCustomerUses.uses} - 1, 0)` })
      .where(
        and(
          eq(promotionCustomerUses.promotionId, r.promotionId),
          eq(promotionCustomerUses.customerId, r.customerId),
        ),
      );
}

export function createPromotionsRepository(db: DbOrTx) {
  return {
    /** A venue's promotions, newest first (the portal), ended ones included. */
    listForRestaurant(restaurantId: string) {
      return db
        .select()
        .from(promotions)
        .where(eq(promotions.restaurantId, restaurantId))
        .orderBy(sql`${promotions.createdAt} desc`, asc(promotions.id));
    },

    /** Promotions that may apply to orders (not ended), oldest first, for several venues (pricing, menu, cards). */
    openFor(restaurantIds: string[]) {
      if (restaurantIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(promotions)
        .where(and(inArray(promotions.restaurantId, restaurantIds), ne(promotions.status, 'ended')))
        .orderBy(asc(promotions.createdAt), asc(promotions.id));
    },

    async find(restaurantId: string, id: string) {
      const [row] = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.id, id), eq(promotions.restaurantId, restaurantId)))
        .limit(1);
      return row;
    },

    async insert(values: NewPromotion) {
      const [row] = await db.insert(promotions).values(values).returning();
      return row!;
    },

    /**
     * Changes a promotion that has not ended, in one conditional UPDATE: an end is final also against an edit or a
     * resume sent at the same moment (docs/decisions/044-limits-in-one-statement-or-lock.md). Undefined when it
     * has ended (or is not this venue's).
     */
    async update(restaurantId: string, id: string, values: Partial<NewPromotion>) {
      const [row] = await db
        .update(promotions)
        .set({ ...values, updatedAt: new Date() })
        .where(
          and(
            eq(promotions.id, id),
            eq(promotions.restaurantId, restaurantId),
            ne(promotions.status, 'ended'),
          ),
        )
        .returning();
      return row;
    },

    /** Which of these ids are dishes of the venue (a promotion may only name its own dishes). */
    async dishIdsOf(restaurantId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(and(eq(menuItems.restaurantId, restaurantId), inArray(menuItems.id, ids)));
      return new Set(rows.map((r) => r.id));
    },

    /** Orders holding each promotion (not cancelled) and the discount they got, per promotion id. */
    async redemptionTotals(promotionIds: string[]): Promise<Map<string, { count: number; cents: number }>> {
      if (promotionIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: promotionRedemptions.promotionId,
          count: sql<number>`count(*)::int`,
          cents: sql<number>`coalesce(sum(${promotionRedemptions.discountCents}), 0)::int`,
        })
        .from(promotionRedemptions)
        .where(inArray(promotionRedemptions.promotionId, promotionIds))
        .groupBy(promotionRedemptions.promotionId);
      return new Map(rows.map((r) => [r.id, { count: r.count, cents: r.cents }]));
    },

    /** The customer's uses of these promotions (orders not cancelled), as a pricing hint. */
    async usesOf(customerId: string, promotionIds: string[]): Promise<Record<string, number>> {
      if (promotionIds.length === 0) return {};
      const rows = await db
        .select({ id: promotionCustomerUses.promotionId, uses: promotionCustomerUses.uses })
        .from(promotionCustomerUses)
        .where(
          and(
            eq(promotionCustomerUses.customerId, customerId),
            inArray(promotionCustomerUses.promotionId, promotionIds),
          ),
        );
      return Object.fromEntries(rows.map((r) => [r.id, r.uses]));
    },

    /**
     * Claims one use of a promotion for an order, atomically: one upsert that only counts up while the
     * customer is under the promotion's current limit, so parallel checkouts cannot pass it (PostgreSQL and PGlite
     * both serialise on the row). False when the limit is reached; nothing is written then.
     */
    async claimUse(claim: {
      promotionId: string;
      customerId: string;
      orderId: string;
      discountCents: number;
    }): Promise<boolean> {
      const limit = sql`(select ${promotions.perCustomerLimit} from ${promotions} where ${promotions.id} = ${claim.promotionId})`;
      const rows = await db
        .insert(promotionCustomerUses)
        .values({ promotionId: claim.promotionId, customerId: claim.customerId, uses: 1 })
        .onConflictDoUpdate({
          target: [promotionCustomerUses.promotionId, promotionCustomerUses.customerId],
          set: { uses: sql`${promotionCustomerUses.uses} + 1` },
          setWhere: sql`${limit} is null or ${promotionCustomerUses.uses} < ${limit}`,
        })
        .returning({ uses: promotionCustomerUses.uses });
      if (rows.length === 0) return false;
      await db.insert(promotionRedemptions).values({
        orderId: claim.orderId,
        promotionId: claim.promotionId,
        customerId: claim.customerId,
        discountCents: claim.discountCents,
      });
      return true;
    },
  };
}
export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
