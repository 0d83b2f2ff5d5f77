// Row locks that serialise a count and the write it limits (docs/decisions/044-limits-in-one-statement-or-lock.md).
// FOR NO KEY UPDATE: rows that reference the locked one (orders, stories, ads, addresses) still insert meanwhile.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { restaurants, user } from './schema/index.ts';

/** Locks a venue's row until the transaction ends, so two requests count and insert one after the other. */
export async function lockVenueRow(db: DbOrTx, restaurantId: string): Promise<void> {
  await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .for('no key update');
}

/** Locks a person's account row until the transaction ends, so two requests count and insert one after the other. */
export async function lockAccountRow(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('no key update');
}
