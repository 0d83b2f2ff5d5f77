import { DRIVER_JOB_STATUSES } from '@lekker/core/order-status';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import {
  accountSuspensions,
  driverProfiles,
  orders,
  profiles,
  user,
  userRoles,
} from '../../db/schema/index.ts';

/** Users, roles and drivers as the console lists them, and the driver decisions. */
export function createAdminPeopleRepository(db: DbOrTx) {
  return {
    async users(q: string | undefined, limit = 100) {
      const like = q ? containsPattern(q) : undefined;
      const rows = await db
        .select({
          id: user.id,
          name: user.name,
          email: user.email,
          phone: profiles.phone,
          createdAt: user.createdAt,
          suspendedAt: accountSuspensions.suspendedAt,
          suspendedReason: accountSuspensions.reason,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .leftJoin(accountSuspensions, eq(accountSuspensions.userId, user.id))
        .where(
          like ? or(ilike(user.email, like), ilike(user.name, like), ilike(profiles.phone, like)) : undefined,
        )
        .orderBy(desc(user.createdAt))
        .limit(limit);
      const roles = rows.length
        ? await db
            .select()
            .from(userRoles)
            .where(
              inArray(
                userRoles.userId,
                rows.map((r) => r.id),
              ),
            )
        : [];
      return rows.map((r) => ({ ...r, roles: roles.filter((x) => x.userId === r.id).map((x) => x.role) }));
    },
    async findUser(id: string) {
      const [row] = await db.select().from(user).where(eq(user.id, id)).limit(1);
      return row;
    },
    async countRole(role: 'admin'): Promise<number> {
      const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, role));
      return row?.n ?? 0;
    },

    drivers(q: string | undefined) {
      const like = q ? containsPattern(q) : undefined;
      return db
        .select({ d: driverProfiles, name: user.name, email: user.email })
        .from(driverProfiles)
        .innerJoin(user, eq(user.id, driverProfiles.userId))
        .where(like ? or(ilike(user.email, like), ilike(user.name, like)) : undefined)
        .orderBy(desc(driverProfiles.isOnline), user.name)
        .limit(300);
    },
    async driverRow(userId: string) {
      const [row] = await db
        .select({ d: driverProfiles, name: user.name, email: user.email })
        .from(driverProfiles)
        .innerJoin(user, eq(user.id, driverProfiles.userId))
        .where(eq(driverProfiles.userId, userId))
        .limit(1);
      return row;
    },
    /** The job a driver holds now, and how many they have delivered. */
    async driverWork(userId: string) {
      const [[active], [delivered]] = await Promise.all([
        db
          .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
          .from(orders)
          .where(and(eq(orders.driverId, userId), inArray(orders.status, [...DRIVER_JOB_STATUSES])))
          .limit(1),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(and(eq(orders.driverId, userId), eq(orders.status, 'delivered'))),
      ]);
      return { active, deliveries: delivered?.n ?? 0 };
    },
    /** Approved drivers on shift, each with whether they hold a job now (a reassignment's candidates). */
    onlineDrivers() {
      return db
        .select({
          d: driverProfiles,
          name: user.name,
          busy: sql<boolean>`exists (select 1 from ${orders} where ${orders.driverId} = ${driverProfiles.userId} and ${orders.status} in ('confirmed', 'preparing', 'ready', 'picked_up'))`,
        })
        .from(driverProfiles)
        .innerJoin(user, eq(user.id, driverProfiles.userId))
        .where(and(eq(driverProfiles.status, 'approved'), eq(driverProfiles.isOnline, true)))
        .limit(300);
    },
    /** Cash on Delivery money each driver took at doors in the week (Mon–Sun, Africa/Johannesburg) holding `now`. */
    async cashHeldThisWeek(driverIds: string[], now: Date): Promise<Map<string, number>> {
      if (driverIds.length === 0) return new Map();
      const at = sql`${now.toISOString()}::timestamptz`;
      const weekStart = sql`(date_trunc('week', ${at} at time zone 'Africa/Johannesburg') at time zone 'Africa/Johannesburg')`;
      const rows = await db
        .select({
          driverId: orders.driverId,
          cash: sql<number>`coalesce(sum(${orders.cashCollectedCents}), 0)::int`,
        })
        .from(orders)
        .where(
          and(
            inArray(orders.driverId, driverIds),
            eq(orders.status, 'delivered'),
            sql`${orders.deliveredAt} >= ${weekStart}`,
            sql`${orders.deliveredAt} <= ${at}`,
          ),
        )
        .groupBy(orders.driverId);
      return new Map(rows.map((r) => [r.driverId!, Number(r.cash)]));
    },
    async setDriverStatus(userId: string, status: 'approved' | 'suspended', reason: string) {
      const now = new Date();
      const [row] = await db
        .update(driverProfiles)
        .set({
          status,
          isOnline: status === 'approved' ? undefined : false,
          decisionReason: reason,
          decidedAt: now,
          updatedAt: now,
        })
        .where(eq(driverProfiles.userId, userId))
        .returning();
      return row;
    },
  };
}
