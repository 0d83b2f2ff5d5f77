import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bankAccounts } from '../../db/schema/index.ts';

export type BankParty = 'venue' | 'driver';
export type BankAccountRecord = typeof bankAccounts.$inferSelect;
export type BankAccountWrite = Omit<typeof bankAccounts.$inferInsert, 'party' | 'partyId' | 'updatedAt'>;

/** Payout bank accounts: one per venue and per driver. */
export function createBankDetailsRepository(db: DbOrTx) {
  return {
    async find(party: BankParty, partyId: string): Promise<BankAccountRecord | undefined> {
      const [row] = await db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.party, party), eq(bankAccounts.partyId, partyId)))
        .limit(1);
      return row;
    },
    /** The accounts of many payees at once (the week's payouts and its export). */
    findMany(party: BankParty, partyIds: string[]): Promise<BankAccountRecord[]> {
      if (partyIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.party, party), inArray(bankAccounts.partyId, partyIds)));
    },
    async upsert(party: BankParty, partyId: string, write: BankAccountWrite, at: Date) {
      const [row] = await db
        .insert(bankAccounts)
        .values({ ...write, party, partyId, updatedAt: at })
        .onConflictDoUpdate({
          target: [bankAccounts.party, bankAccounts.partyId],
          set: { ...write, updatedAt: at },
        })
        .returning();
      return row!;
    },
  };
}
export type BankDetailsRepository = ReturnType<typeof createBankDetailsRepository>;
