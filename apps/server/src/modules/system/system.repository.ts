import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The database as readiness sees it. */
export function createSystemRepository(db: DbOrTx) {
  return {
    /** Resolves when the database answers a trivial query; rejects otherwise. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
export type SystemRepository = ReturnType<typeof createSystemRepository>;
