import { and, eq, gte, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderEvents, orderMessages, orders } from '../../db/schema/index.ts';

/** The doorstep's own writes (docs/product.md#when-the-door-does-not-open); status changes go through the transitions. */
export function createDoorstepRepository(db: DbOrTx) {
  return {
    /**
     * Starts the doorstep wait once: only on a picked-up order of this driver whose wait has not started (a second
     * tap, or a reload, keeps the first start). Records the step in the order's timeline. Undefined when not started.
     */
    async startWait(orderId: string, driverId: string, at: Date) {
      const [row] = await db
        .update(orders)
        .set({ doorstepWaitStartedAt: at, updatedAt: at })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.driverId, driverId),
            eq(orders.status, 'picked_up'),
            isNull(orders.doorstepWaitStartedAt),
          ),
        )
        .returning();
      if (!row) return undefined;
      await db.insert(orderEvents).values({
        orderId,
        fromStatus: 'picked_up',
        toStatus: 'picked_up',
        actorId: driverId,
        actorRole: 'driver',
        note: 'customer not answering',
        createdAt: at,
      });
      return row;
    },
    /** Whether the customer wrote in the order's chat since `since` (their word that they have the order). */
    async customerWroteSince(orderId: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: orderMessages.id })
        .from(orderMessages)
        .where(
          and(
            eq(orderMessages.orderId, orderId),
            eq(orderMessages.senderParty, 'customer'),
            gte(orderMessages.createdAt, since),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
export type DoorstepRepository = ReturnType<typeof createDoorstepRepository>;
