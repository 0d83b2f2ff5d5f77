import { DRIVER_CASH_LIMIT_CENTS, DRIVER_RADIUS_KM } from '@lekker/core/constants';
import type { AdminOrderDetail, AssignmentOverride } from '@lekker/core/contracts/admin';
import { haversineKm } from '@lekker/core/distance';
import { driverPayCents } from '@lekker/core/driver';
import { formatRand } from '@lekker/core/money';
import { DRIVER_ACCEPTABLE_STATUSES, type OrderStatus } from '@lekker/core/order-status';
import { AppError, conflict, notFound } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { Announce } from '../orders/order-announcer.ts';
import type { DataAccess } from '../repositories.ts';
import type { AdminRepository } from './admin.repository.ts';

const beforePickup = (s: OrderStatus) => (DRIVER_ACCEPTABLE_STATUSES as readonly OrderStatus[]).includes(s);

const OVERRIDE_LABELS: Record<AssignmentOverride, string> = {
  beyond_radius: `beyond ${DRIVER_RADIUS_KM} km`,
  cash_limit: 'cash limit',
};

type Pin = { latitude: number; longitude: number };
type DriverPlace = { lastLatitude: number | null; lastLongitude: number | null };

/** Km from the venue to the driver's last position, one decimal; null when either is unknown. */
function distanceKm(pin: Pin | null, d: DriverPlace) {
  if (!pin || d.lastLatitude == null || d.lastLongitude == null) return null;
  return Math.round(haversineKm(pin, { latitude: d.lastLatitude, longitude: d.lastLongitude }) * 10) / 10;
}

/**
 * The rules giving this order to this driver overrides (docs/decisions/053): further than the drivers' 20 km radius
 * from the venue (or where they are is unknown), and, for Cash on Delivery, the cash limit.
 */
function overridesFor(
  o: { paymentMethod: string; totalCents: number },
  km: number | null,
  cashHeldCents: number,
): AssignmentOverride[] {
  const out: AssignmentOverride[] = [];
  if (km === null || km > DRIVER_RADIUS_KM) out.push('beyond_radius');
  if (o.paymentMethod === 'cash' && cashHeldCents + o.totalCents > DRIVER_CASH_LIMIT_CENTS)
    out.push('cash_limit');
  return out;
}

/** The sentence an admin reads for an unconfirmed override. */
function overrideText(rule: AssignmentOverride, name: string, km: number | null, cashHeldCents: number) {
  if (rule === 'beyond_radius')
    return km === null
      ? `${name}'s position is unknown, so they may be further than ${DRIVER_RADIUS_KM} km from the venue.`
      : `${name} is ${km.toFixed(1)} km from the venue, beyond the ${DRIVER_RADIUS_KM} km drivers are offered jobs within.`;
  return `${name} already holds ${formatRand(cashHeldCents)} in cash this week; this cash order takes them over the ${formatRand(DRIVER_CASH_LIMIT_CENTS)} cash limit.`;
}

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

  async function venuePin(restaurantId: string): Promise<Pin | null> {
    const venue = await data.restaurants.findById(restaurantId);
    return venue?.latitude != null && venue.longitude != null
      ? { latitude: venue.latitude, longitude: venue.longitude }
      : null;
  }

  return {
    /** Approved, online drivers other than the current one: free ones first, then by distance to the venue. */
    async candidates(orderId: string) {
      const o = await data.orders.findById(orderId);
      if (!o) throw notFound('Order not found.');
      const pin = await venuePin(o.restaurantId);
      const rows = (await repo.onlineDrivers()).filter((x) => x.d.userId !== o.driverId);
      const cash = await repo.cashHeldThisWeek(
        rows.map((x) => x.d.userId),
        deps.clock(),
      );
      const drivers = rows.map((x) => {
        const km = distanceKm(pin, x.d);
        const held = cash.get(x.d.userId) ?? 0;
        return {
          user_id: x.d.userId,
          name: x.name,
          vehicle_type: x.d.vehicleType,
          distance_km: km,
          busy: x.busy,
          location_updated_at: x.d.locationUpdatedAt?.toISOString() ?? null,
          cash_held_cents: held,
          overrides: overridesFor(o, km, held),
        };
      });
      drivers.sort(
        (a, b) =>
          Number(a.busy) - Number(b.busy) ||
          (a.distance_km ?? Number.POSITIVE_INFINITY) - (b.distance_km ?? Number.POSITIVE_INFINITY) ||
          a.name.localeCompare(b.name),
      );
      return { drivers };
    },

    /**
     * Gives the order to `input.driver_id`, with the admin's reason (audited). A rule it overrides (20 km, cash limit)
     * must be in `confirmed_overrides`, or it is refused with 409 `override_not_confirmed` naming the rule.
     */
    async reassign(
      viewer: Viewer,
      orderId: string,
      input: { driver_id: string; reason: string; confirmed_overrides: AssignmentOverride[] },
    ) {
      const driverId = input.driver_id;
      const o = await data.orders.findById(orderId);
      if (!o) throw notFound('Order not found.');
      if (o.fulfilment === 'collection')
        throw conflict('The customer collects this order at the venue: it has no driver.');
      if (!beforePickup(o.status))
        throw conflict('A driver can only be changed before pickup (confirmed, preparing or ready).');
      if (o.driverId === driverId) throw conflict('That driver already has this order.');
      const target = await repo.driverRow(driverId);
      if (!target) throw notFound('Driver not found.');
      if (target.d.status !== 'approved' || !target.d.isOnline)
        throw conflict(`${target.name} is not an approved driver on shift. Choose a driver who is online.`);
      const at = deps.clock();
      const km = distanceKm(await venuePin(o.restaurantId), target.d);
      const held = (await repo.cashHeldThisWeek([driverId], at)).get(driverId) ?? 0;
      const overrides = overridesFor(o, km, held);
      const unconfirmed = overrides.filter((rule) => !input.confirmed_overrides.includes(rule));
      if (unconfirmed.length > 0)
        throw new AppError(
          409,
          'override_not_confirmed',
          `${unconfirmed.map((rule) => overrideText(rule, target.name, km, held)).join(' ')} Confirm the override to assign anyway.`,
        );
      const previous = o.driverId ? await repo.driverRow(o.driverId) : undefined;
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
          summary: `${
            previous
              ? `Reassigned ${o.orderNumber} from ${previous.name} to ${target.name}`
              : `Assigned ${o.orderNumber} to ${target.name}`
          }${overrides.length > 0 ? ` (overriding: ${overrides.map((r) => OVERRIDE_LABELS[r]).join(', ')})` : ''}: ${input.reason}`,
          details: {
            from_driver_id: o.driverId,
            to_driver_id: driverId,
            reason: input.reason,
            overrides,
            distance_km: km,
            cash_held_cents: held,
          },
        });
        return row;
      });
      // The old driver's app drops the job: the live event reaches their room too.
      await deps.announce(moved, {
        statusChanged: false,
        driverAssigned: true,
        formerDriverId: o.driverId,
        byAdmin: true,
      });
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
