import type { SubstitutionOutcome, SubstitutionStatus } from '@lekker/core/substitution';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { menuItems, orderEvents, orderItems, orders, refunds, substitutions } from '../../db/schema/index.ts';

export type SubstitutionRecord = typeof substitutions.$inferSelect;

/** Grocery substitutions' reads and writes (docs/decisions/070-grocery-substitutions.md). */
export function createSubstitutionsRepository(db: DbOrTx) {
  const substitute = alias(menuItems, 'substitute');
  return {
    /** The order's lines with the customer's rule and the chosen replacement's name. */
    linesOf(orderId: string) {
      return db
        .select({
          id: orderItems.id,
          name: orderItems.name,
          quantity: orderItems.quantity,
          unitPriceCents: orderItems.unitPriceCents,
          menuItemId: orderItems.menuItemId,
          preference: orderItems.substitutionPreference,
          substituteItemId: orderItems.substituteItemId,
          substituteName: substitute.name,
        })
        .from(orderItems)
        .leftJoin(substitute, eq(substitute.id, orderItems.substituteItemId))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.name));
    },
    ofOrder(orderId: string) {
      return db
        .select()
        .from(substitutions)
        .where(eq(substitutions.orderId, orderId))
        .orderBy(desc(substitutions.createdAt));
    },
    async byId(id: string) {
      const [row] = await db.select().from(substitutions).where(eq(substitutions.id, id)).limit(1);
      return row;
    },
    async storeItem(restaurantId: string, itemId: string) {
      const [row] = await db
        .select()
        .from(menuItems)
        .where(and(eq(menuItems.id, itemId), eq(menuItems.restaurantId, restaurantId)))
        .limit(1);
      return row;
    },
    async insert(row: typeof substitutions.$inferInsert) {
      const [created] = await db.insert(substitutions).values(row).returning();
      return created!;
    },
    /**
     * Closes a proposal once: only while it is still `proposed` (a second answer, a late one or another instance's
     * sweep finds nothing and changes nothing). Undefined when it was closed already.
     */
    async close(
      id: string,
      c: {
        status: Exclude<SubstitutionStatus, 'proposed'>;
        outcome: SubstitutionOutcome;
        creditCents: number;
        extraCents: number;
        at: Date;
      },
    ) {
      const [row] = await db
        .update(substitutions)
        .set({
          status: c.status,
          outcome: c.outcome,
          creditCents: c.creditCents,
          extraCents: c.extraCents,
          closedAt: c.at,
        })
        .where(and(eq(substitutions.id, id), eq(substitutions.status, 'proposed')))
        .returning();
      return row;
    },
    /** Proposals whose 3 minutes are over (oldest first). */
    dueAt(now: Date, limit = 100) {
      return db
        .select()
        .from(substitutions)
        .where(and(eq(substitutions.status, 'proposed'), lte(substitutions.expiresAt, now)))
        .orderBy(asc(substitutions.expiresAt))
        .limit(limit);
    },
    /**
     * Closed substitutions of paid orders with money to give back and no refund sent for them (a crash between the
     * close and the refund): the sweep sends them again with the same key, so each is refunded once.
     */
    refundsMissing(limit = 50) {
      return db
        .select({
          id: substitutions.id,
          orderId: substitutions.orderId,
          creditCents: substitutions.creditCents,
        })
        .from(substitutions)
        .innerJoin(orders, eq(orders.id, substitutions.orderId))
        .where(
          and(
            eq(orders.paymentMethod, 'payfast'),
            sql`${substitutions.creditCents} > 0`,
            sql`${substitutions.status} <> 'proposed'`,
            sql`not exists (select 1 from ${refunds} where ${refunds.requestKey} = 'substitution:' || ${substitutions.id}::text)`,
          ),
        )
        .limit(limit);
    },
    async setLine(itemId: string, line: { name: string; unitPriceCents: number }) {
      await db.update(orderItems).set(line).where(eq(orderItems.id, itemId));
    },
    async setTotals(
      orderId: string,
      t: { subtotalCents: number; discountCents: number; venueDiscountCents: number; totalCents: number },
      at: Date,
    ) {
      await db
        .update(orders)
        .set({ ...t, updatedAt: at })
        .where(eq(orders.id, orderId));
    },
    async touch(orderId: string, at: Date) {
      await db.update(orders).set({ updatedAt: at }).where(eq(orders.id, orderId));
    },
    /** A step in the order's timeline (its status unchanged). */
    async note(
      o: { id: string; status: (typeof orders.$inferSelect)['status'] },
      actor: { id: string | null; role: string },
      note: string,
      at: Date,
    ) {
      await db.insert(orderEvents).values({
        orderId: o.id,
        fromStatus: o.status,
        toStatus: o.status,
        actorId: actor.id,
        actorRole: actor.role,
        note,
        createdAt: at,
      });
    },
  };
}
export type SubstitutionsRepository = ReturnType<typeof createSubstitutionsRepository>;
