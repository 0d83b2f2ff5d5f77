import { DRIVER_RADIUS_KM } from '@lekker/core/constants';
import type { OrderSummary } from '@lekker/core/contracts/orders';
import { haversineKm } from '@lekker/core/distance';
import {
  canTransition,
  ORDER_STATUS_LABELS,
  type OrderActor,
  type OrderStatus,
} from '@lekker/core/order-status';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { driverProfiles, profiles } from '../../db/schema/index.ts';
import { type AppError, conflict, notFound, unprocessable } from '../../domain/errors.ts';
import type { Policy } from '../../domain/policy.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { Publish } from '../notifications/notifications.service.ts';
import type { Announce } from './order-announcer.ts';
import { toOrderSummary } from './order-views.ts';
import { createOrdersRepository, type OrderRecord } from './orders.repository.ts';

function illegal(o: OrderRecord, to: OrderStatus): AppError {
  return conflict(
    `This order is ${ORDER_STATUS_LABELS[o.status].toLowerCase()}: it cannot be marked ${ORDER_STATUS_LABELS[to].toLowerCase()} now.`,
  );
}

/** Restaurant, driver, admin and payment moves through the shared status machine (DESIGN §5). */
export function createOrderLifecycleService(deps: {
  db: Db;
  policy: Policy;
  announce: Announce;
  publish: Publish;
  clock: () => Date;
}) {
  const repo = createOrdersRepository(deps.db);

  async function move(
    o: OrderRecord,
    to: OrderStatus,
    actor: { id: string | null; role: OrderActor },
    extra: Parameters<typeof repo.transition>[4] = {},
    note?: string,
  ) {
    if (!canTransition(o.status, to, actor.role)) throw illegal(o, to);
    const moved = await repo.transition(o.id, o.status, to, actor, extra, note);
    if (!moved) throw conflict('The order changed meanwhile. Please reload and try again.');
    await deps.announce(moved);
    return moved;
  }

  /** The order, if the viewer manages its restaurant; otherwise it does not exist for them. */
  async function restaurantOrder(viewer: Viewer, id: string) {
    const o = await repo.findById(id);
    if (!o || !(await deps.policy.canManageRestaurant(viewer, o.restaurantId)))
      throw notFound('Order not found.');
    return o;
  }

  async function driverOrder(viewer: Viewer, id: string) {
    const o = await repo.findById(id);
    if (!o || o.driverId !== viewer.user.id) throw notFound('Order not found.');
    return o;
  }

  async function driverLocation(userId: string) {
    const [row] = await deps.db
      .select()
      .from(driverProfiles)
      .where(eq(driverProfiles.userId, userId))
      .limit(1);
    return row?.lastLatitude != null && row.lastLongitude != null
      ? { latitude: row.lastLatitude, longitude: row.lastLongitude }
      : null;
  }

  const actor = (viewer: Viewer, role: OrderActor) => ({ id: viewer.user.id, role });

  return {
    // Restaurant
    async confirm(viewer: Viewer, id: string, preparationMinutes: number) {
      const o = await restaurantOrder(viewer, id);
      return move(o, 'confirmed', actor(viewer, 'restaurant'), { preparationMinutes });
    },
    async reject(viewer: Viewer, id: string, reason: string) {
      const o = await restaurantOrder(viewer, id);
      return move(o, 'cancelled', actor(viewer, 'restaurant'), { cancelReason: reason }, reason);
    },
    async markPreparing(viewer: Viewer, id: string) {
      return move(await restaurantOrder(viewer, id), 'preparing', actor(viewer, 'restaurant'));
    },
    async markReady(viewer: Viewer, id: string) {
      return move(await restaurantOrder(viewer, id), 'ready', actor(viewer, 'restaurant'));
    },
    async restaurantOrders(viewer: Viewer, restaurantId: string): Promise<OrderSummary[]> {
      if (!(await deps.policy.canManageRestaurant(viewer, restaurantId)))
        throw notFound('Restaurant not found.');
      const rows = await repo.listForRestaurant(restaurantId);
      const items = await repo.itemsOfMany(rows.map((r) => r.order.id));
      return rows.map(({ order, restaurant }) =>
        toOrderSummary(
          order,
          restaurant,
          items.filter((i) => i.orderId === order.id),
          false,
        ),
      );
    },

    // Driver
    /** Open jobs whose restaurant is within 20 km of the driver's last shared position. */
    async offers(viewer: Viewer): Promise<(OrderSummary & { distance_km: number })[]> {
      const here = await driverLocation(viewer.user.id);
      if (!here) return [];
      const rows = await repo.listOffers();
      const near = rows
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
      const items = await repo.itemsOfMany(near.map((r) => r.order.id));
      return near.map(({ order, restaurant, distance }) => ({
        ...toOrderSummary(
          order,
          restaurant,
          items.filter((i) => i.orderId === order.id),
          false,
        ),
        distance_km: distance,
      }));
    },
    async driverDeliveries(viewer: Viewer): Promise<OrderSummary[]> {
      const rows = await repo.listForDriver(viewer.user.id);
      const items = await repo.itemsOfMany(rows.map((r) => r.order.id));
      return rows.map(({ order, restaurant }) =>
        toOrderSummary(
          order,
          restaurant,
          items.filter((i) => i.orderId === order.id),
          false,
        ),
      );
    },
    /** Atomic: of several drivers accepting at once, exactly one is assigned; the others get 409. */
    async accept(viewer: Viewer, id: string) {
      const o = await repo.findById(id);
      if (!o) throw notFound('Order not found.');
      const here = await driverLocation(viewer.user.id);
      if (!here) throw unprocessable('Share your location to accept deliveries.');
      const restaurant = await repo.findRestaurant(o.restaurantId);
      if (restaurant?.latitude != null && restaurant.longitude != null) {
        const km = haversineKm(here, { latitude: restaurant.latitude, longitude: restaurant.longitude });
        if (km > DRIVER_RADIUS_KM)
          throw unprocessable(
            `This job is ${km.toFixed(1)} km away: you can accept jobs within ${DRIVER_RADIUS_KM} km.`,
          );
      }
      const assigned = await repo.assignDriver(id, viewer.user.id);
      if (!assigned)
        throw conflict('Another driver has already taken this delivery, or it is no longer open.');
      // The driver joins; the status is unchanged, so the customer gets no new notice.
      await deps.announce(assigned, { statusChanged: false });
      return assigned;
    },
    async pickUp(viewer: Viewer, id: string) {
      return move(await driverOrder(viewer, id), 'picked_up', actor(viewer, 'driver'));
    },
    async deliver(viewer: Viewer, id: string) {
      return move(await driverOrder(viewer, id), 'delivered', actor(viewer, 'driver'));
    },
    /** The driver's position: kept on the driver profile and the profile, and pushed to their active orders. */
    async updateDriverLocation(
      viewer: Viewer,
      p: {
        latitude: number;
        longitude: number;
        heading?: number | null;
        speed_kmh?: number | null;
        accuracy?: number | null;
      },
    ) {
      const at = deps.clock();
      await deps.db
        .update(driverProfiles)
        .set({
          lastLatitude: p.latitude,
          lastLongitude: p.longitude,
          heading: p.heading ?? null,
          speedKmh: p.speed_kmh ?? null,
          accuracy: p.accuracy ?? null,
          locationUpdatedAt: at,
        })
        .where(eq(driverProfiles.userId, viewer.user.id));
      await deps.db
        .update(profiles)
        .set({ latitude: p.latitude, longitude: p.longitude, updatedAt: at })
        .where(eq(profiles.userId, viewer.user.id));
      const active = (await repo.listForDriver(viewer.user.id)).filter((r) => r.order.status === 'picked_up');
      const position = {
        latitude: p.latitude,
        longitude: p.longitude,
        heading: p.heading ?? null,
        speed_kmh: p.speed_kmh ?? null,
        accuracy: p.accuracy ?? null,
        updated_at: at.toISOString(),
      };
      await Promise.all(
        active.map((r) =>
          deps.publish(`order:${r.order.id}`, { type: 'driver.location', order_id: r.order.id, position }),
        ),
      );
      return { active_orders: active.length };
    },

    // Admin
    async cancelByAdmin(viewer: Viewer, id: string, reason: string) {
      const o = await repo.findById(id);
      if (!o) throw notFound('Order not found.');
      return move(o, 'cancelled', actor(viewer, 'admin'), { cancelReason: reason }, reason);
    },

    // Payments (the PayFast ITN after its four checks; never the browser)
    payments: {
      async findByOrderNumber(orderNumber: string) {
        const o = await repo.findByOrderNumber(orderNumber);
        return o && { id: o.id, orderNumber: o.orderNumber, totalCents: o.totalCents, status: o.status };
      },
      async markPaid(orderId: string, pfPaymentId: string): Promise<'paid' | 'already_paid'> {
        const o = await repo.findById(orderId);
        if (!o) throw notFound('Order not found.');
        if (o.status !== 'pending_payment' && o.status !== 'payment_failed') return 'already_paid';
        const moved = await repo.transition(
          o.id,
          o.status,
          'placed',
          { id: null, role: 'system' },
          { pfPaymentId },
          'PayFast payment COMPLETE',
        );
        if (!moved) return 'already_paid';
        await deps.announce(moved);
        return 'paid';
      },
      async markPaymentFailed(orderId: string): Promise<void> {
        const o = await repo.findById(orderId);
        if (o?.status !== 'pending_payment') return;
        const moved = await repo.transition(
          o.id,
          'pending_payment',
          'payment_failed',
          { id: null, role: 'system' },
          {},
          'PayFast payment FAILED',
        );
        if (moved) await deps.announce(moved);
      },
    },
  };
}
export type OrderLifecycleService = ReturnType<typeof createOrderLifecycleService>;
