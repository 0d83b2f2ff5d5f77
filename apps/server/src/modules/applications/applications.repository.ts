import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lockAccountRow } from '../../db/row-locks.ts';
import {
  driverProfiles,
  restaurantApplications,
  restaurantMembers,
  restaurants,
  user,
} from '../../db/schema/index.ts';

type Status = 'pending' | 'approved' | 'suspended';

export function createApplicationsRepository(db: DbOrTx) {
  return {
    async findDriver(userId: string) {
      const [row] = await db.select().from(driverProfiles).where(eq(driverProfiles.userId, userId)).limit(1);
      return row;
    },
    /** The person's one driver application; false when they already have one (the profile's key decides). */
    async insertDriver(userId: string, data: { vehicleType: string; phone: string }): Promise<boolean> {
      const rows = await db
        .insert(driverProfiles)
        .values({ userId, ...data, status: 'pending' })
        .onConflictDoNothing()
        .returning({ userId: driverProfiles.userId });
      return rows.length > 0;
    },
    /** Locks the applicant's account row (db/row-locks.ts): two applications check and insert one after the other. */
    lockApplicant: (userId: string): Promise<void> => lockAccountRow(db, userId),
    async setDriverStatus(userId: string, status: Status, reason?: string) {
      const now = new Date();
      const rows = await db
        .update(driverProfiles)
        .set({
          status,
          updatedAt: now,
          ...(reason === undefined ? {} : { decisionReason: reason, decidedAt: now }),
        })
        .where(eq(driverProfiles.userId, userId))
        .returning({ userId: driverProfiles.userId });
      return rows.length > 0;
    },
    restaurantApplicationsOf(userId: string) {
      return db
        .select()
        .from(restaurantApplications)
        .where(eq(restaurantApplications.userId, userId))
        .orderBy(desc(restaurantApplications.createdAt));
    },
    async insertRestaurantApplication(
      userId: string,
      data: { restaurantName: string; address: string; phone: string },
    ) {
      const [row] = await db
        .insert(restaurantApplications)
        .values({ userId, ...data })
        .returning();
      return row!;
    },
    /**
     * The application, its row locked until the transaction ends: parallel decisions run one after the other, so
     * an approval creates the venue once (docs/decisions/044-limits-in-one-statement-or-lock.md).
     */
    async lockRestaurantApplication(id: string) {
      const [row] = await db
        .select()
        .from(restaurantApplications)
        .where(eq(restaurantApplications.id, id))
        .for('update');
      return row;
    },
    async updateRestaurantApplication(
      id: string,
      set: { status: Status; restaurantId?: string; decisionReason?: string },
    ) {
      const now = new Date();
      await db
        .update(restaurantApplications)
        .set({ ...set, updatedAt: now, ...(set.decisionReason === undefined ? {} : { decidedAt: now }) })
        .where(eq(restaurantApplications.id, id));
    },
    /** A new venue for an approved application: inactive until its owner completes the settings. */
    async createRestaurantFor(app: {
      userId: string;
      restaurantName: string;
      address: string | null;
      phone: string | null;
    }) {
      const [r] = await db
        .insert(restaurants)
        .values({ name: app.restaurantName, address: app.address, phone: app.phone, isActive: false })
        .returning({ id: restaurants.id });
      await db.insert(restaurantMembers).values({ userId: app.userId, restaurantId: r!.id, role: 'owner' });
      return r!.id;
    },
    async setRestaurantActive(id: string, isActive: boolean) {
      await db.update(restaurants).set({ isActive, updatedAt: new Date() }).where(eq(restaurants.id, id));
    },
    listDrivers(status?: Status) {
      return db
        .select({ profile: driverProfiles, email: user.email, name: user.name })
        .from(driverProfiles)
        .innerJoin(user, eq(user.id, driverProfiles.userId))
        .where(status ? eq(driverProfiles.status, status) : undefined)
        .orderBy(desc(driverProfiles.createdAt));
    },
    listRestaurantApplications(status?: Status) {
      return db
        .select({ app: restaurantApplications, email: user.email, name: user.name })
        .from(restaurantApplications)
        .innerJoin(user, eq(user.id, restaurantApplications.userId))
        .where(status ? eq(restaurantApplications.status, status) : undefined)
        .orderBy(desc(restaurantApplications.createdAt));
    },
  };
}
export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
