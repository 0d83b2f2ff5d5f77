import { APP_ROLES, type AppRole } from '@lekker/core/roles';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  accountSuspensions,
  driverProfiles,
  profiles,
  restaurantMembers,
  session,
  user,
  userRoles,
} from '../../db/schema/index.ts';

export function createAccountsRepository(db: DbOrTx) {
  return {
    async rolesOf(userId: string): Promise<AppRole[]> {
      const rows = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(eq(userRoles.userId, userId));
      const held = new Set(rows.map((r) => r.role));
      return APP_ROLES.filter((r) => held.has(r));
    },
    async hasRole(userId: string, role: AppRole): Promise<boolean> {
      const rows = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
        .limit(1);
      return rows.length > 0;
    },
    async grantRole(userId: string, role: AppRole): Promise<void> {
      await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
    },
    async revokeRole(userId: string, role: AppRole): Promise<void> {
      await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
    },
    async createProfile(userId: string, fullName: string): Promise<void> {
      await db.insert(profiles).values({ userId, fullName }).onConflictDoNothing();
    },
    async findProfile(userId: string) {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
      return row;
    },
    async findUser(userId: string) {
      const [row] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
      return row;
    },
    async isRestaurantMember(userId: string, restaurantId: string): Promise<boolean> {
      const rows = await db
        .select({ userId: restaurantMembers.userId })
        .from(restaurantMembers)
        .where(and(eq(restaurantMembers.userId, userId), eq(restaurantMembers.restaurantId, restaurantId)))
        .limit(1);
      return rows.length > 0;
    },
    async driverStatus(userId: string) {
      const [row] = await db
        .select({ status: driverProfiles.status })
        .from(driverProfiles)
        .where(eq(driverProfiles.userId, userId))
        .limit(1);
      return row?.status ?? null;
    },
    async deleteSessionByToken(token: string): Promise<void> {
      await db.delete(session).where(eq(session.token, token));
    },
    /** The user's sessions not yet expired, newest first (token included: for the service only, never answered). */
    async liveSessionsOf(userId: string, now: Date) {
      return db
        .select({
          id: session.id,
          token: session.token,
          userAgent: session.userAgent,
          createdAt: session.createdAt,
          updatedAt: session.updatedAt,
          expiresAt: session.expiresAt,
        })
        .from(session)
        .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
        .orderBy(desc(session.createdAt), desc(session.id));
    },
    /** The token of one of the user's own sessions; undefined for someone else's or an unknown id. */
    async sessionTokenOf(userId: string, sessionId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ token: session.token })
        .from(session)
        .where(and(eq(session.userId, userId), eq(session.id, sessionId)))
        .limit(1);
      return row?.token;
    },
    async deleteSessionsOf(userId: string): Promise<void> {
      await db.delete(session).where(eq(session.userId, userId));
    },
    /** The account's suspension by an admin, if any (docs/decisions/049-suspension-wins.md). */
    async suspensionOf(userId: string) {
      const [row] = await db
        .select()
        .from(accountSuspensions)
        .where(eq(accountSuspensions.userId, userId))
        .limit(1);
      return row;
    },
    /** Suspends the account (suspending again keeps the first time and updates the reason). */
    async suspend(userId: string, reason: string, by: string, now: Date) {
      await db
        .insert(accountSuspensions)
        .values({ userId, reason, suspendedBy: by, suspendedAt: now })
        .onConflictDoUpdate({ target: accountSuspensions.userId, set: { reason, suspendedBy: by } });
    },
    /** Lifts the suspension; false when the account was not suspended. */
    async reinstate(userId: string): Promise<boolean> {
      const rows = await db
        .delete(accountSuspensions)
        .where(eq(accountSuspensions.userId, userId))
        .returning({ userId: accountSuspensions.userId });
      return rows.length > 0;
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
