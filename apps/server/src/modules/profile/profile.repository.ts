import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lockAccountRow } from '../../db/row-locks.ts';
import { profiles, savedAddresses, user } from '../../db/schema/index.ts';

export type SavedAddressRecord = typeof savedAddresses.$inferSelect;
export type NewSavedAddress = Omit<typeof savedAddresses.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/** A customer's own details and saved delivery addresses. */
export function createProfileRepository(db: DbOrTx) {
  return {
    /** The account's e-mail with its profile (the profile may be missing for accounts made outside sign-up). */
    async find(userId: string) {
      const [row] = await db
        .select({
          email: user.email,
          name: user.name,
          fullName: profiles.fullName,
          phone: profiles.phone,
          language: profiles.language,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, userId))
        .limit(1);
      return row;
    },
    /** Creates the profile row when missing, then sets the given columns. */
    async update(userId: string, values: { fullName?: string; phone?: string | null; language?: string }) {
      await db
        .insert(profiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: new Date() } });
    },
    /** Newest first (saved_addresses_user_idx). */
    listAddresses(userId: string): Promise<SavedAddressRecord[]> {
      return db
        .select()
        .from(savedAddresses)
        .where(eq(savedAddresses.userId, userId))
        .orderBy(desc(savedAddresses.createdAt), desc(savedAddresses.id));
    },
    async insertAddress(userId: string, values: NewSavedAddress): Promise<SavedAddressRecord> {
      const [row] = await db
        .insert(savedAddresses)
        .values({ ...values, userId })
        .returning();
      return row!;
    },
    /** Changes one of the user's addresses in place; undefined when it is not theirs (or does not exist). */
    async updateAddress(
      userId: string,
      id: string,
      values: NewSavedAddress,
    ): Promise<SavedAddressRecord | undefined> {
      const [row] = await db
        .update(savedAddresses)
        .set(values)
        .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
        .returning();
      return row;
    },
    /** Deletes one of the user's addresses; false when it is not theirs (or does not exist). */
    async deleteAddress(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(savedAddresses)
        .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
        .returning({ id: savedAddresses.id });
      return rows.length > 0;
    },
    /** Locks the person's account row (db/row-locks.ts): two saves count and insert one after the other. */
    lockPerson: (userId: string): Promise<void> => lockAccountRow(db, userId),
    async countAddresses(userId: string): Promise<number> {
      const rows = await db
        .select({ id: savedAddresses.id })
        .from(savedAddresses)
        .where(eq(savedAddresses.userId, userId));
      return rows.length;
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
