import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { devMail } from '../../db/schema/index.ts';
import type { MailMessage } from './mailer.ts';

export function createDevMailboxRepository(db: DbOrTx) {
  return {
    async insert(message: MailMessage): Promise<void> {
      await db.insert(devMail).values(message);
    },
    /** Newest first, optionally only one recipient's messages. */
    list(to?: string, limit = 100) {
      return db
        .select()
        .from(devMail)
        .where(to ? eq(devMail.to, to.toLowerCase()) : undefined)
        .orderBy(desc(devMail.createdAt), desc(devMail.id))
        .limit(limit);
    },
  };
}
export type DevMailboxRepository = ReturnType<typeof createDevMailboxRepository>;
