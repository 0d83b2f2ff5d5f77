// The one delivery estimate of an order (docs/product.md#order-eta; docs/decisions/052-live-customer-screens.md):
// the server's plan (confirmation + preparation + travel) until the driver reports a position on the way, then the
// driver's distance at their speed. The tracking page's header and its driver card both read this, so they agree.
import { estimatedMinutes } from './delivery.ts';
import { DEFAULT_PREP_MINUTES } from './desk.ts';
import { TOWN_SPEED_KMH } from './dispatch-score.ts';
import { haversineKm, type LatLng } from './distance.ts';
import { etaMinutes } from './driver.ts';
import type { OrderStatus } from './order-status.ts';

/**
 * Minutes from the venue to the door: with a road factor learnt from the trips driven there (core road-factor.ts,
 * decision 072), the great circle × that factor at the town speed; without one, the delivery time rule (20 + 2 km).
 */
export function plannedTravelMinutes(distanceKm: number | null, learntRoadFactor?: number | null): number {
  const km = distanceKm ?? 5;
  if (learntRoadFactor != null && Number.isFinite(learntRoadFactor) && learntRoadFactor > 0)
    return Math.ceil(Number((((km * learntRoadFactor) / TOWN_SPEED_KMH) * 60).toPrecision(12)));
  return Math.ceil(estimatedMinutes(km));
}

/** The planned delivery time: confirmation + preparation (20 min when none was given) + travel (see above). */
export function plannedEta(input: {
  confirmedAt: Date;
  preparationMinutes: number | null;
  /** Restaurant to door; 5 km when unknown (docs/product.md#delivery-fee). */
  distanceKm: number | null;
  /** The road factor learnt for the door's area; null or absent: not learnt yet. */
  learntRoadFactor?: number | null;
}): Date {
  const travel = plannedTravelMinutes(input.distanceKm, input.learntRoadFactor);
  const minutes = (input.preparationMinutes ?? DEFAULT_PREP_MINUTES) + travel;
  return new Date(input.confirmedAt.getTime() + minutes * 60_000);
}

export type EtaOrder = {
  status: OrderStatus;
  /** The server's planned ETA (ISO), null before confirmation and after delivery or cancellation. */
  eta: string | null;
  delivery_location: LatLng | null;
  driver_position: (LatLng & { speed_kmh: number | null; updated_at: string }) | null;
};

export type OrderEta = {
  /** When the order should reach the door. */
  at: Date;
  /** Whole minutes from now until then, rounded up, never below 0. At most ARRIVING_MINUTES reads "arriving". */
  minutes: number;
  /** 'driver': from the driver's reported position; 'plan': from preparation time and distance. */
  source: 'driver' | 'plan';
  /** The driver's straight-line distance to the door (km), with source 'driver'. */
  driverKm: number | null;
};

/** At or below this many minutes left the order is "arriving now" / "any minute now". */
export const ARRIVING_MINUTES = 1;

/** Whole minutes until `at`, rounded up (a part minute still to go counts), never below 0. */
export function minutesLeft(at: Date, now: Date | number): number {
  const ms = at.getTime() - (typeof now === 'number' ? now : now.getTime());
  return Math.max(0, Math.ceil(Number((ms / 60_000).toPrecision(12))));
}

/**
 * The order's one ETA at `now`: while it is out for delivery and the driver's position is known, the time of that
 * position (or now, if the position reads as later: clocks differ) plus the minutes to cover the distance to the door at the driver's speed (25 km/h when unknown or
 * standing); otherwise the server's plan. Null when there is none (not confirmed yet, delivered, cancelled).
 */
export function orderEta(order: EtaOrder, now: Date | number): OrderEta | null {
  const position = order.driver_position;
  const door = order.delivery_location;
  if (order.status === 'picked_up' && position && door) {
    const km = haversineKm(position, door);
    // Never later than now: a phone whose clock runs behind the server's would otherwise add the difference.
    const seenAt = Math.min(Date.parse(position.updated_at), typeof now === 'number' ? now : now.getTime());
    const at = new Date(seenAt + etaMinutes(km, position.speed_kmh) * 60_000);
    return { at, minutes: minutesLeft(at, now), source: 'driver', driverKm: km };
  }
  if (!order.eta || order.status === 'delivered' || order.status === 'cancelled') return null;
  const at = new Date(order.eta);
  return { at, minutes: minutesLeft(at, now), source: 'plan', driverKm: null };
}
