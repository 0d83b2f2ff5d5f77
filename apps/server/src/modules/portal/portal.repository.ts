import type { OrderStatus } from '@lekker/core/order-status';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, restaurantMembers, restaurants } from '../../db/schema/index.ts';

/** Orders whose food counts as sold: accepted by the venue and not cancelled (under way or delivered). */
export const SOLD_STATUSES = [
  'confirmed',
  'preparing',
  'ready',
  'picked_up',
  'delivered',
] as const satisfies readonly OrderStatus[];

export type TodayRow = {
  status: OrderStatus;
  count: number;
  soldCents: number;
  prepSeconds: number | null;
  prepCount: number;
};

export function createPortalRepository(db: DbOrTx) {
  const sold = sql.join(
    SOLD_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  return {
    /** The venues a user belongs to, with their role, by name. */
    venuesOf(userId: string) {
      return db
        .select({
          id: restaurants.id,
          name: restaurants.name,
          isActive: restaurants.isActive,
          wentLiveAt: restaurants.wentLiveAt,
          role: restaurantMembers.role,
          suspendedAt: restaurants.suspendedAt,
          suspendedReason: restaurants.suspendedReason,
          // The application behind the venue suspended (docs/decisions/049-suspension-wins.md): its reason and time.
          applicationSuspension: sql<{ reason: string | null; at: string | null } | null>`(
            select json_build_object('reason', ra.decision_reason, 'at', ra.decided_at)
            from restaurant_applications ra
            where ra.restaurant_id = ${restaurants.id} and ra.status = 'suspended' limit 1)`,
        })
        .from(restaurantMembers)
        .innerJoin(restaurants, eq(restaurants.id, restaurantMembers.restaurantId))
        .where(eq(restaurantMembers.userId, userId))
        .orderBy(asc(restaurants.name), asc(restaurants.id));
    },

    /**
     * One venue's orders placed in [from, to), aggregated in SQL per status (at most one row per status): how many,
     * the food sold (subtotal of SOLD_STATUSES) and the confirmed → ready seconds of those that reached ready.
     * Orders never placed (awaiting payment, payment failed) have no placed_at and drop out. Uses
     * orders_restaurant_status_idx for the venue. What counts as sold: docs/decisions/013-order-desk.md.
     */
    today(restaurantId: string, from: Date, to: Date): Promise<TodayRow[]> {
      return db
        .select({
          status: orders.status,
          count: sql<number>`count(*)::int`,
          soldCents: sql<number>`coalesce(sum(${orders.subtotalCents}) filter (where ${orders.status} in (${sold})), 0)::int`,
          prepSeconds: sql<
            number | null
          >`sum(extract(epoch from (${orders.readyAt} - ${orders.confirmedAt})))::float8`,
          prepCount: sql<number>`count(${orders.readyAt} - ${orders.confirmedAt})::int`,
        })
        .from(orders)
        .where(
          and(eq(orders.restaurantId, restaurantId), gte(orders.placedAt, from), lt(orders.placedAt, to)),
        )
        .groupBy(orders.status);
    },
  };
}
export type PortalRepository = ReturnType<typeof createPortalRepository>;
