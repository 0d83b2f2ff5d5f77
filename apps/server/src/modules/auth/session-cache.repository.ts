import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { driverProfiles, session, userRoles } from '../../db/schema/index.ts';

/** The session cache's sweep (session-cache.ts): one read for every cached session. */
export function createSessionCacheRepository(db: DbOrTx) {
  return {
    /** Of these session ids, those that exist, have not expired, and whose user is still an approved driver. */
    async approvedDriverSessions(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: session.id })
        .from(session)
        .innerJoin(userRoles, and(eq(userRoles.userId, session.userId), eq(userRoles.role, 'driver')))
        .innerJoin(
          driverProfiles,
          and(eq(driverProfiles.userId, session.userId), eq(driverProfiles.status, 'approved')),
        )
        .where(and(inArray(session.id, ids), gt(session.expiresAt, sql`now()`)));
      return new Set(rows.map((r) => r.id));
    },
  };
}
