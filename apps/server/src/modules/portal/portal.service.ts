import type { MyVenue, VenueToday } from '@lekker/core/contracts/portal';
import { ORDER_STATUSES, type OrderStatus } from '@lekker/core/order-status';
import {
  addDays,
  localDate,
  venueOpenStatus,
  venueStatusLabel,
  zonedInstant,
} from '@lekker/core/venue-status';
import { notFound } from '../../domain/errors.ts';
import type { Policy } from '../../domain/policy.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { RestaurantsRepository } from '../restaurants/restaurants.repository.ts';
import type { PortalRepository } from './portal.repository.ts';

/** The restaurant portal's frame: which venues the caller runs, and one venue's day at a glance. */
export function createPortalService(deps: {
  repo: PortalRepository;
  restaurants: RestaurantsRepository;
  policy: Policy;
  clock: () => Date;
}) {
  const { repo, policy, clock } = deps;
  return {
    async myVenues(viewer: Viewer): Promise<MyVenue[]> {
      const rows = await repo.venuesOf(viewer.user.id);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        is_active: r.isActive,
        role: r.role,
        went_live_at: r.wentLiveAt?.toISOString() ?? null,
        suspension: r.suspendedAt
          ? { reason: r.suspendedReason ?? '', suspended_at: r.suspendedAt.toISOString() }
          : r.applicationSuspension
            ? {
                reason: r.applicationSuspension.reason ?? '',
                suspended_at: new Date(r.applicationSuspension.at ?? 0).toISOString(),
              }
            : null,
      }));
    },

    /** Today (the Africa/Johannesburg day) for one venue the viewer manages; anyone else gets 404. */
    async today(viewer: Viewer, restaurantId: string): Promise<VenueToday> {
      const venue = await deps.restaurants.findById(restaurantId);
      if (!venue || !(await policy.canManageRestaurant(viewer, restaurantId)))
        throw notFound('Restaurant not found.');
      const now = clock();
      const date = localDate(now);
      const rows = await repo.today(restaurantId, zonedInstant(date, 0), zonedInstant(addDays(date, 1), 0));

      const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
      let total = 0;
      let sold = 0;
      let prepSeconds = 0;
      let prepCount = 0;
      for (const row of rows) {
        byStatus[row.status] = row.count;
        total += row.count;
        sold += row.soldCents;
        prepSeconds += row.prepSeconds ?? 0;
        prepCount += row.prepCount;
      }

      const status = venueOpenStatus(
        {
          is_open: venue.isOpen,
          is_active: venue.isActive,
          opening_hours: venue.openingHours,
          paused_until: venue.pausedUntil,
          closed_dates: venue.closedDates,
          load_shedding: venue.loadShedding,
        },
        now,
      );
      const label = venueStatusLabel(status, now);
      return {
        restaurant_id: restaurantId,
        date,
        orders_by_status: byStatus,
        orders_total: total,
        revenue_cents: sold,
        average_prep_minutes: prepCount > 0 ? Math.round(prepSeconds / prepCount / 6) / 10 : null,
        open: { is_open: status.open, reason: label ?? (status.open ? 'Open' : 'Closed') },
      };
    },
  };
}
export type PortalService = ReturnType<typeof createPortalService>;
