import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  profiles,
  restaurantMembers,
  user,
  venueMemberNotifications,
  venueNotificationSettings,
} from '../../db/schema/index.ts';

export type VenueMemberRecord = {
  userId: string;
  name: string;
  role: 'owner' | 'staff';
  pushNewOrders: boolean;
};

/** A venue's escalation SMS phone and which of its members get a push for each new order. */
export function createVenueNotificationsRepository(db: DbOrTx) {
  return {
    async memberRole(restaurantId: string, userId: string): Promise<'owner' | 'staff' | null> {
      const [row] = await db
        .select({ role: restaurantMembers.role })
        .from(restaurantMembers)
        .where(and(eq(restaurantMembers.restaurantId, restaurantId), eq(restaurantMembers.userId, userId)));
      return row?.role ?? null;
    },
    async smsPhone(restaurantId: string): Promise<string | null> {
      const [row] = await db
        .select({ phone: venueNotificationSettings.smsPhone })
        .from(venueNotificationSettings)
        .where(eq(venueNotificationSettings.restaurantId, restaurantId));
      return row?.phone ?? null;
    },
    async setSmsPhone(restaurantId: string, phone: string | null, now: Date): Promise<void> {
      await db
        .insert(venueNotificationSettings)
        .values({ restaurantId, smsPhone: phone, updatedAt: now })
        .onConflictDoUpdate({
          target: venueNotificationSettings.restaurantId,
          set: { smsPhone: phone, updatedAt: now },
        });
    },
    /** Owners first, then staff, each by name; a member without a row gets pushes (the default). */
    async members(restaurantId: string): Promise<VenueMemberRecord[]> {
      const rows = await db
        .select({
          userId: restaurantMembers.userId,
          role: restaurantMembers.role,
          fullName: profiles.fullName,
          name: user.name,
          email: user.email,
          push: venueMemberNotifications.pushNewOrders,
        })
        .from(restaurantMembers)
        .innerJoin(user, eq(user.id, restaurantMembers.userId))
        .leftJoin(profiles, eq(profiles.userId, restaurantMembers.userId))
        .leftJoin(
          venueMemberNotifications,
          and(
            eq(venueMemberNotifications.restaurantId, restaurantMembers.restaurantId),
            eq(venueMemberNotifications.userId, restaurantMembers.userId),
          ),
        )
        .where(eq(restaurantMembers.restaurantId, restaurantId))
        .orderBy(asc(restaurantMembers.role), asc(user.name), asc(user.id));
      return rows.map((r) => ({
        userId: r.userId,
        name: r.fullName || r.name || r.email,
        role: r.role,
        pushNewOrders: r.push ?? true,
      }));
    },
    async setMemberPush(restaurantId: string, userId: string, on: boolean, now: Date): Promise<void> {
      await db
        .insert(venueMemberNotifications)
        .values({ restaurantId, userId, pushNewOrders: on, updatedAt: now })
        .onConflictDoUpdate({
          target: [venueMemberNotifications.restaurantId, venueMemberNotifications.userId],
          set: { pushNewOrders: on, updatedAt: now },
        });
    },
  };
}
export type VenueNotificationsRepository = ReturnType<typeof createVenueNotificationsRepository>;
