import { conflict, notFound } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import { venueStatusMail } from '../mail/templates.ts';
import type { AdminRepository } from './admin.repository.ts';
import { createAuditedWork, iso } from './admin-audited.ts';
import type { AdminConsoleDeps } from './admin-console-deps.ts';

/** Venues: the list, going live or suspended (owners e-mailed), commission. */
export function createAdminVenuesService(deps: AdminConsoleDeps) {
  const { data, repo, clock } = deps;
  const { audited } = createAuditedWork(data);

  return {
    // Restaurants -----------------------------------------------------------------------------------------------
    async restaurants(q?: string) {
      const since = new Date(clock().getTime() - 30 * 86_400_000);
      const rows = await repo.restaurants(q, since);
      return { restaurants: rows.map(toAdminRestaurant) };
    },
    /**
     * Suspend (`active` false) or reinstate (`active` true) a venue, audited with the reason (docs/decisions/
     * 049-suspension-wins.md). Reinstating restores the state before the suspension: a venue that never went live
     * returns to its go-live checklist, never to customers. Reinstating a venue that is not suspended is refused.
     */
    async setRestaurantActive(viewer: Viewer, id: string, active: boolean, reason: string) {
      const before = await repo.restaurantRow(id, clock());
      if (!before) throw notFound('Restaurant not found.');
      if (active && !before.r.suspendedAt) throw conflict(`${before.r.name} is not suspended.`);
      const now = clock();
      const after = await audited(
        viewer,
        {
          action: active ? 'restaurant.reinstate' : 'restaurant.suspend',
          targetType: 'restaurant',
          targetId: id,
          summary: active
            ? `Reinstated ${before.r.name} (${before.r.liveBeforeSuspension ? 'live again' : 'back to its go-live checklist'}): ${reason}`
            : `Suspended ${before.r.name}: ${reason}`,
          details: {
            reason,
            was_live: before.r.isActive,
            ...(active
              ? { suspended_at: iso(before.r.suspendedAt), live: !!before.r.liveBeforeSuspension }
              : {}),
          },
        },
        async (r) =>
          active ? r.admin.reinstateRestaurant(id, now) : r.admin.suspendRestaurant(id, reason, now),
      );
      if (!after) throw conflict(`${before.r.name} is not suspended.`);
      const state = active ? (after.isActive ? 'live' : 'checklist') : 'suspended';
      for (const owner of before.owners)
        await deps.mailer.send(venueStatusMail(owner.email, before.r.name, state, reason)).catch(() => {});
      return this.restaurantById(id);
    },
    async setCommission(viewer: Viewer, id: string, bps: number) {
      const current = await this.restaurantById(id);
      await audited(
        viewer,
        {
          action: 'restaurant.commission',
          targetType: 'restaurant',
          targetId: id,
          summary: `Commission of ${current.name}: ${current.commission_rate_bps / 100} % → ${bps / 100} %`,
          details: { from_bps: current.commission_rate_bps, to_bps: bps },
        },
        (r) => r.admin.setCommission(id, bps),
      );
      return this.restaurantById(id);
    },
    async restaurantById(id: string) {
      const since = new Date(clock().getTime() - 30 * 86_400_000);
      const row = await repo.restaurantRow(id, since);
      if (!row) throw notFound('Restaurant not found.');
      return toAdminRestaurant(row);
    },
  };
}

export function toAdminRestaurant(
  x: Pick<Awaited<ReturnType<AdminRepository['restaurants']>>[number], 'r' | 'orders30d' | 'owners'>,
) {
  return {
    id: x.r.id,
    name: x.r.name,
    kind: x.r.kind,
    address: x.r.address,
    is_active: x.r.isActive,
    is_open: x.r.isOpen,
    commission_rate_bps: x.r.commissionRateBps,
    suspended_reason: x.r.suspendedReason,
    suspended_at: iso(x.r.suspendedAt),
    rating: x.r.rating,
    orders_30d: x.orders30d,
    owners: x.owners.map((o) => ({ id: o.id, email: o.email })),
  };
}
