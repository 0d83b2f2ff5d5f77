import { DRIVER_RADIUS_KM } from '@lekker/core/constants';
import type { DriverLocation, OrderSummary } from '@lekker/core/contracts/orders';
import { haversineKm } from '@lekker/core/distance';
import { conflict, notFound, unprocessable } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { Publish } from '../notifications/notifications.service.ts';
import type { Announce } from '../orders/order-announcer.ts';
import type { MoveOrder } from '../orders/order-transitions.ts';
import { toOrderSummary } from '../orders/order-views.ts';
import type { DataAccess } from '../repositories.ts';

/** The driver's side: position, open jobs within 20 km, accept (one driver wins), pick up, deliver. */
export function createDriversService(deps: {
  data: DataAccess;
  move: MoveOrder;
  announce: Announce;
  publish: Publish;
  clock: () => Date;
}) {
  const { data, move } = deps;

  async function driverOrder(viewer: Viewer, id: string) {
    const o = await data.orders.findById(id);
    if (!o || o.driverId !== viewer.user.id) throw notFound('Order not found.');
    return o;
  }

  async function position(userId: string) {
    const row = await data.drivers.findProfile(userId);
    return row?.lastLatitude != null && row.lastLongitude != null
      ? { latitude: row.lastLatitude, longitude: row.lastLongitude }
      : null;
  }

  async function summaries(rows: Awaited<ReturnType<typeof data.drivers.listForDriver>>) {
    const items = await data.orders.itemsOfMany(rows.map((r) => r.order.id));
    return rows.map(({ order, restaurant }) =>
      toOrderSummary(
        order,
        restaurant,
        items.filter((i) => i.orderId === order.id),
        false,
      ),
    );
  }

  const actor = (viewer: Viewer) => ({ id: viewer.user.id, role: 'driver' as const });

  return {
    /** Open jobs whose restaurant is within 20 km of the driver's last shared position. */
    async offers(viewer: Viewer): Promise<(OrderSummary & { distance_km: number })[]> {
      const here = await position(viewer.user.id);
      if (!here) return [];
      const near = (await data.drivers.listOffers())
        .filter((r) => r.restaurant.latitude != null && r.restaurant.longitude != null)
        .map((r) => ({
          ...r,
          distance: haversineKm(here, {
            latitude: r.restaurant.latitude!,
            longitude: r.restaurant.longitude!,
          }),
        }))
        .filter((r) => r.distance <= DRIVER_RADIUS_KM)
        .sort((a, b) => a.distance - b.distance);
      const views = await summaries(near);
      return views.map((v, i) => ({ ...v, distance_km: near[i]!.distance }));
    },
    async deliveries(viewer: Viewer): Promise<OrderSummary[]> {
      return summaries(await data.drivers.listForDriver(viewer.user.id));
    },
    /** Atomic: of several drivers accepting at once, exactly one is assigned; the others get 409. */
    async accept(viewer: Viewer, id: string) {
      const o = await data.orders.findById(id);
      if (!o) throw notFound('Order not found.');
      const here = await position(viewer.user.id);
      if (!here) throw unprocessable('Share your location to accept deliveries.');
      const restaurant = await data.restaurants.findById(o.restaurantId);
      if (restaurant?.latitude != null && restaurant.longitude != null) {
        const km = haversineKm(here, { latitude: restaurant.latitude, longitude: restaurant.longitude });
        if (km > DRIVER_RADIUS_KM)
          throw unprocessable(
            `This job is ${km.toFixed(1)} km away: you can accept jobs within ${DRIVER_RADIUS_KM} km.`,
          );
      }
      const assigned = await data.withTransaction((r) => r.drivers.assign(id, viewer.user.id));
      if (!assigned)
        throw conflict('Another driver has already taken this delivery, or it is no longer open.');
      // The driver joins; the status is unchanged, so the customer gets no new notice.
      await deps.announce(assigned, { statusChanged: false });
      return assigned;
    },
    async pickUp(viewer: Viewer, id: string) {
      return move(await driverOrder(viewer, id), 'picked_up', actor(viewer));
    },
    async deliver(viewer: Viewer, id: string) {
      return move(await driverOrder(viewer, id), 'delivered', actor(viewer));
    },
    /**
     * The driver's position (update_driver_location): written to the driver profile and the profile in one
     * transaction, then pushed to the orders they are delivering.
     */
    async updateLocation(viewer: Viewer, p: DriverLocation) {
      const at = deps.clock();
      const active = await data.withTransaction(async (r) => {
        await r.drivers.savePosition(viewer.user.id, {
          latitude: p.latitude,
          longitude: p.longitude,
          heading: p.heading ?? null,
          speedKmh: p.speed_kmh ?? null,
          accuracy: p.accuracy ?? null,
          at,
        });
        return r.drivers.activeOrderIds(viewer.user.id);
      });
      const position = {
        latitude: p.latitude,
        longitude: p.longitude,
        heading: p.heading ?? null,
        speed_kmh: p.speed_kmh ?? null,
        accuracy: p.accuracy ?? null,
        updated_at: at.toISOString(),
      };
      await Promise.all(
        active.map((orderId) =>
          deps.publish(`order:${orderId}`, { type: 'driver.location', order_id: orderId, position }),
        ),
      );
      return { active_orders: active.length };
    },
  };
}
export type DriversService = ReturnType<typeof createDriversService>;
