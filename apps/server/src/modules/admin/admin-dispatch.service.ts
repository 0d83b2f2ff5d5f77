import type { AdminOrderDetail } from '@lekker/core/contracts/admin';
import { haversineKm } from '@lekker/core/distance';
import { driverPayCents } from '@lekker/core/driver';
import { DRIVER_ACCEPTABLE_STATUSES, type OrderStatus } from '@lekker/core/order-status';
import { conflict, notFound } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { Announce } from '../orders/order-announcer.ts';
import type { DataAccess } from '../repositories.ts';
import type { AdminRepository } from './admin.repository.ts';

const beforePickup = (s: OrderStatus) => (DRIVER_ACCEPTABLE_STATUSES as readonly OrderStatus[]).includes(s);

/**
 * Handing an order to another driver (or to a first one): the candidates are approved drivers on shift; the change is
 * atomic (one conditional UPDATE under the new driver's profile lock, like an accept), its outbox row and audit entry
 * commit with it, and the new driver, the old one and the customer are told.
 */
export function createAdminDispatchService(deps: {
  data: DataAccess;
  repo: AdminRepository;
  announce: Announce;
  notify: (
    userId: string,
    n: { title: string; message: string; orderId?: string | null },
  ) => Promise<unknown>;
  detail: (orderId: string) => Promise<AdminOrderDetail>;
  clock: () => Date;
}) {
  const { data, repo } = deps;

  return {
    /** Approved, online drivers other than the current one: free ones first, then by distance to the venue. */
    async candidates(orderId: string) {
      const o = await data.orders.findById(orderId);
      if (!o) throw notFound('Order not found.');
      const venue = await data.restaurants.findById(o.restaurantId);
      const pin =
        venue?.latitude != null && venue.longitude != null
          ? { latitude: venue.latitude, longitude: venue.longitude }
          : null;
      const rows = (await repo.onlineDrivers()).filter((x) => x.d.userId !== o.driverId);
      const drivers = rows.map((x) => ({
        user_id: x.d.userId,
        name: x.name,
        vehicle_type: x.d.vehicleType,
        distance_km:
          pin && x.d.lastLatitude != null && x.d.lastLongitude != null
            ? Math.round(
                haversineKm(pin, { latitude: x.d.lastLatitude, longitude: x.d.lastLongitude }) * 10,
              ) / 10
            : null,
        busy: x.busy,
        location_updated_at: x.d.locationUpdatedAt?.toISOString() ?? null,
      }));
      drivers.sort(
        (a, b) =>
          Number(a.busy) - Number(b.busy) ||
          (a.distance_km ?? Number.POSITIVE_INFINITY) - (b.distance_km ?? Number.POSITIVE_INFINITY) ||
          a.name.localeCompare(b.name),
      );
      return { drivers };
    },

    async reassign(viewer: Viewer, orderId: string, driverId: string) {
      const o = await data.orders.findById(orderId);
      if (!o) throw notFound('Order not found.');
      if (!beforePickup(o.status))
        throw conflict('A driver can only be changed before pickup (confirmed, preparing or ready).');
      if (o.driverId === driverId) throw conflict('That driver already has this order.');
      const target = await repo.driverRow(driverId);
      if (!target) throw notFound('Driver not found.');
      if (target.d.status !== 'approved' || !target.d.isOnline)
        throw conflict(`${target.name} is not an approved driver on shift. Choose a driver who is online.`);
      const previous = o.driverId ? await repo.driverRow(o.driverId) : undefined;
      const at = deps.clock();
      const moved = await data.withTransaction(async (r) => {
        await r.drivers.lockProfile(driverId);
        const row = await r.admin.reassignDriver({
          orderId,
          fromDriverId: o.driverId,
          toDriverId: driverId,
          payCents: driverPayCents({ distanceKm: o.deliveryDistanceKm, type: o.type }),
          at,
          adminId: viewer.user.id,
        });
        if (!row)
          throw conflict(
            `${target.name} has just taken another job, or the order changed meanwhile. Reload and choose again.`,
          );
        // The customer hears 'Your driver … is on the way' through the shared outbox, like an accept.
        await r.orders.enqueueAnnouncement(row.id, row.status, { driverAssigned: true });
        await r.audit.append({
          actorId: viewer.user.id,
          actorEmail: viewer.user.email,
          action: 'order.reassign_driver',
          targetType: 'order',
          targetId: orderId,
          summary: previous
            ? `Reassigned ${o.orderNumber} from ${previous.name} to ${target.name}`
            : `Assigned ${o.orderNumber} to ${target.name}`,
          details: { from_driver_id: o.driverId, to_driver_id: driverId },
        });
        return row;
      });
      // The old driver's app drops the job: the live event reaches their room too.
      await deps.announce(moved, { statusChanged: false, driverAssigned: true, formerDriverId: o.driverId });
      const tell = (userId: string, message: string) =>
        deps.notify(userId, { title: 'Job update', message, orderId: null }).catch(() => undefined);
      await tell(driverId, `An admin gave you order ${o.orderNumber}. Open your driver app for the pickup.`);
      if (o.driverId) {
        await tell(
          o.driverId,
          `Order ${o.orderNumber} was given to another driver by an admin. You no longer need to collect it.`,
        );
      }
      return deps.detail(orderId);
    },
  };
}
export type AdminDispatchService = ReturnType<typeof createAdminDispatchService>;
