import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** A collection waiting at the counter: ready, to be handed over with its pick-up code (decision 068). */
const awaitingCollection = (id: string) =>
  and(eq(orders.id, id), eq(orders.fulfilment, 'collection'), eq(orders.status, 'ready'));

/** The pick-up code of a collection, counted and locked as the driver's delivery code is (decision 044). */
export function createCollectionRepository(db: DbOrTx) {
  return {
    /**
     * The pick-up code's state, the order row locked until the transaction ends: parallel tries are judged one
     * after the other, each seeing the count the previous one wrote. Undefined unless it is ready for collection.
     */
    async lockPickupCode(id: string) {
      const [row] = await db
        .select({
          code: orders.deliveryCode,
          attempts: orders.deliveryCodeAttempts,
          lockedUntil: orders.deliveryCodeLockedUntil,
        })
        .from(orders)
        .where(awaitingCollection(id))
        .for('update');
      return row;
    },
    /** A wrong pick-up code: the new count and, on the 5th, the lock (only while it still awaits collection). */
    async recordPickupCodeFailure(id: string, attempts: number, lockedUntil: Date | null) {
      await db
        .update(orders)
        .set({ deliveryCodeAttempts: attempts, deliveryCodeLockedUntil: lockedUntil })
        .where(awaitingCollection(id));
    },
  };
}
export type CollectionRepository = ReturnType<typeof createCollectionRepository>;
