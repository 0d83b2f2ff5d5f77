import type { DispatchBoard, DispatchCandidates } from '@lekker/core/contracts/dispatch-board';
import { ageMinutes, boardDriverState, positionAgeSeconds, waitingSince } from '@lekker/core/dispatch-board';
import { ROAD_FACTOR } from '@lekker/core/dispatch-score';
import type { DispatchService } from '../dispatch/dispatch.service.ts';
import type { AdminRepository } from './admin.repository.ts';
import type { DispatchBoardRepository } from './admin-dispatch-board.repository.ts';

const one = (x: number) => Math.round(x * 10) / 10;

/**
 * The admins' dispatch board (docs/decisions/072-dispatch-board-and-learnt-road-factor.md): drivers on shift with
 * where they are and how fresh that is, orders waiting for a driver with their age, and per order the drivers the
 * dispatcher would score now with its offers so far. Assigning by hand is the admin dispatch service's reassign.
 */
export function createDispatchBoardService(deps: {
  repo: Pick<AdminRepository, 'onlineDrivers'>;
  board: DispatchBoardRepository;
  dispatch: Pick<DispatchService, 'scoredCandidates' | 'adminView'>;
  clock: () => Date;
}) {
  return {
    async board(): Promise<DispatchBoard> {
      const now = deps.clock();
      const [drivers, waiting] = await Promise.all([deps.repo.onlineDrivers(), deps.board.waitingOrders()]);
      return {
        at: now.toISOString(),
        drivers: drivers
          .map(({ d, name, busy }) => {
            const age = positionAgeSeconds(d.locationUpdatedAt, now);
            const known = d.lastLatitude != null && d.lastLongitude != null;
            return {
              user_id: d.userId,
              name,
              vehicle_type: d.vehicleType,
              state: boardDriverState({ busy, ageSeconds: known ? age : null }),
              position: known ? { latitude: d.lastLatitude!, longitude: d.lastLongitude! } : null,
              location_updated_at: d.locationUpdatedAt?.toISOString() ?? null,
              position_age_seconds: known ? age : null,
            };
          })
          .sort((a, b) => a.name.localeCompare(b.name)),
        waiting: waiting.map((r) => {
          const since = waitingSince(r.order);
          return {
            order_id: r.order.id,
            order_number: r.order.orderNumber,
            status: r.order.status as 'confirmed' | 'preparing' | 'ready',
            restaurant_name: r.restaurantName,
            venue:
              r.venueLatitude != null && r.venueLongitude != null
                ? { latitude: r.venueLatitude, longitude: r.venueLongitude }
                : null,
            payment_method: r.order.paymentMethod,
            total_cents: r.order.totalCents,
            waiting_since: since.toISOString(),
            age_minutes: ageMinutes(since, now),
            dispatch_state: r.dispatchState ?? null,
            wave: r.wave ?? 0,
          };
        }),
      };
    },

    /** Whom the dispatcher would offer the order to now, with every term of the score, and its offers so far. */
    async candidates(orderId: string): Promise<DispatchCandidates> {
      const history = await deps.dispatch.adminView(orderId);
      const [scored, drivers] = await Promise.all([
        deps.dispatch.scoredCandidates(orderId),
        deps.repo.onlineDrivers(),
      ]);
      const names = new Map(drivers.map((x) => [x.d.userId, x.name]));
      return {
        order_id: orderId,
        road_factor: Math.round((scored?.road.factor ?? ROAD_FACTOR) * 100) / 100,
        road_factor_source: scored?.road.source ?? 'default',
        candidates: (scored?.candidates ?? []).map((c) => ({
          driver_id: c.driverId,
          name: names.get(c.driverId) ?? '—',
          rank: c.rank,
          excluded: c.excluded,
          distance_km: Math.round(c.distanceKm * 100) / 100,
          travel_minutes: one(c.travelMinutes),
          idle_minutes: Math.round(c.idleMinutes),
          fair_share_minutes: one(c.fairShareMinutes),
          score: one(c.score),
          cash_held_cents: c.cashHeldCents,
        })),
        history,
      };
    },
  };
}
export type DispatchBoardService = ReturnType<typeof createDispatchBoardService>;
