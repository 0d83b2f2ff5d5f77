import type {
  VenueNotificationSettings,
  VenueNotificationSettingsUpdate,
} from '@lekker/core/contracts/notification-preferences';
import type { Transactional } from '../../db/with-transaction.ts';
import { forbidden, notFound, unprocessable } from '../../domain/errors.ts';
import type { Policy } from '../../domain/policy.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { VenueRecipients } from '../messaging/messaging.port.ts';
import type { VenueNotificationsRepository } from './venue-notifications.repository.ts';

export type { VenueRecipients };

/** VenueRecipients over the tables; needs nothing else, so messaging can be composed with it on its own. */
export function createVenueRecipients(
  repo: Pick<VenueNotificationsRepository, 'smsPhone' | 'members'>,
): VenueRecipients {
  return {
    escalationPhone: (restaurantId) => repo.smsPhone(restaurantId),
    async newOrderPushRecipients(restaurantId) {
      return (await repo.members(restaurantId)).filter((m) => m.pushNewOrders).map((m) => m.userId);
    },
  };
}

/** The portal's notification settings of a venue: its SMS phone (owners only) and each member's new-order pushes. */
export function createVenueNotificationsService(deps: {
  repo: Transactional<VenueNotificationsRepository>;
  policy: Policy;
  clock: () => Date;
}) {
  const { repo, policy, clock } = deps;

  /** Admins and owners change anything; staff only their own push switch. */
  async function rights(viewer: Viewer, restaurantId: string) {
    if (!(await policy.canManageRestaurant(viewer, restaurantId))) throw notFound('Venue not found.');
    const admin = await policy.canAccessAdminPanel(viewer);
    const role = await repo.memberRole(restaurantId, viewer.user.id);
    return { owner: admin || role === 'owner' };
  }

  async function get(viewer: Viewer, restaurantId: string): Promise<VenueNotificationSettings> {
    const { owner } = await rights(viewer, restaurantId);
    const [smsPhone, members] = await Promise.all([repo.smsPhone(restaurantId), repo.members(restaurantId)]);
    return {
      sms_phone: smsPhone,
      can_change_sms_phone: owner,
      members: members.map((m) => ({
        user_id: m.userId,
        name: m.name,
        role: m.role,
        push_new_orders: m.pushNewOrders,
        is_you: m.userId === viewer.user.id,
      })),
    };
  }

  const recipients = createVenueRecipients(repo);

  return {
    get,
    recipients,
    async update(
      viewer: Viewer,
      restaurantId: string,
      input: VenueNotificationSettingsUpdate,
    ): Promise<VenueNotificationSettings> {
      const { owner } = await rights(viewer, restaurantId);
      await policy.assertVenueChangeable(viewer, restaurantId);
      if (input.sms_phone !== undefined && !owner)
        throw forbidden("Only the venue's owners can change its SMS phone.");
      const memberIds = new Set((await repo.members(restaurantId)).map((m) => m.userId));
      for (const m of input.members ?? []) {
        if (!memberIds.has(m.user_id))
          throw unprocessable('That person is not a member of this venue.', { members: 'Not a member' });
        if (!owner && m.user_id !== viewer.user.id)
          throw forbidden("Only the venue's owners can change another member's notifications.");
      }
      const now = clock();
      await repo.withTransaction(async (r) => {
        if (input.sms_phone !== undefined) await r.setSmsPhone(restaurantId, input.sms_phone || null, now);
        for (const m of input.members ?? [])
          await r.setMemberPush(restaurantId, m.user_id, m.push_new_orders, now);
      });
      return get(viewer, restaurantId);
    },
  };
}
export type VenueNotificationsService = ReturnType<typeof createVenueNotificationsService>;
