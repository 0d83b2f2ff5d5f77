import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { restaurantMembers, session } from '../db/schema/index.ts';

/** The gateway's own reads (the restaurants a member's socket joins on open, the sessions still alive). */
export function createRealtimeRepository(db: DbOrTx) {
  return {
    async restaurantIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ restaurantId: restaurantMembers.restaurantId })
        .from(restaurantMembers)
        .where(eq(restaurantMembers.userId, userId));
      return rows.map((r) => r.restaurantId);
    },
    /** Of these session ids, the ones that still exist and have not expired (one read per heartbeat slice). */
    async liveSessions(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: session.id })
        .from(session)
        .where(and(inArray(session.id, ids), gt(session.expiresAt, sql`now()`)));
      return new Set(rows.map((r) => r.id));
    },
  };
}
