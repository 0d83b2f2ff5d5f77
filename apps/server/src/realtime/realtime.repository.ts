import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { restaurantMembers } from '../db/schema/index.ts';

/** The gateway's own reads (the restaurants a member's socket joins on open). */
export function createRealtimeRepository(db: DbOrTx) {
  return {
    async restaurantIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ restaurantId: restaurantMembers.restaurantId })
        .from(restaurantMembers)
        .where(eq(restaurantMembers.userId, userId));
      return rows.map((r) => r.restaurantId);
    },
  };
}
