// Stop order and the detour rule for a second order on a trip (docs/decisions/063-dispatch-rules-and-weights.md).
// Times are minutes on one axis (e.g. minutes since the simulation or the request started).
import { travelMinutes } from './dispatch-score.ts';
import type { LatLng } from './distance.ts';

/** A trip holds at most this many stops (two orders: two pickups, two drop-offs); the order is found exactly. */
export const MAX_TRIP_STOPS = 4;
/** Parking, handing over, the code: each stop takes this long. */
export const STOP_SERVICE_MINUTES = 2;
/** A second order may add at most this many minutes to the drop-off of an order the driver already holds… */
export const BATCH_DETOUR_MINUTES = 8;
/** …and never make that order's food later than its promised time plus this. */
export const BATCH_LATE_LIMIT_MINUTES = 5;

export type Stop = {
  orderId: string;
  kind: 'pickup' | 'dropoff';
  at: LatLng;
  /** A pickup cannot leave before the food is ready (minutes on the same axis). */
  readyAt?: number;
};

export type Travel = (from: LatLng, to: LatLng) => number;

export type TripPlan = {
  stops: Stop[];
  /** When each order reaches its door. */
  dropoffAt: Record<string, number>;
  /** When each order still to collect leaves its venue. */
  pickupAt: Record<string, number>;
  /** When the last stop is done. */
  finishAt: number;
  /** What the order was chosen by: the sum of the drop-off times (every customer's wait counts). */
  cost: number;
};

/** Times along a given stop order from `start` at `startAt`; null when a drop-off comes before its pickup. */
export function timeTrip(
  start: LatLng,
  startAt: number,
  stops: readonly Stop[],
  travel: Travel = travelMinutes,
): TripPlan | null {
  const pickupsLeft = new Set(stops.filter((s) => s.kind === 'pickup').map((s) => s.orderId));
  const dropoffAt: Record<string, number> = {};
  const pickupAt: Record<string, number> = {};
  let here = start;
  let t = startAt;
  let cost = 0;
  for (const s of stops) {
    if (s.kind === 'dropoff' && pickupsLeft.has(s.orderId)) return null;
    t += travel(here, s.at);
    if (s.kind === 'pickup') {
      t = Math.max(t, s.readyAt ?? t);
      pickupsLeft.delete(s.orderId);
    }
    t += STOP_SERVICE_MINUTES;
    if (s.kind === 'pickup') pickupAt[s.orderId] = t;
    if (s.kind === 'dropoff') {
      dropoffAt[s.orderId] = t;
      cost += t;
    }
    here = s.at;
  }
  return { stops: [...stops], dropoffAt, pickupAt, finishAt: t, cost };
}

const better = (a: TripPlan, b: TripPlan | null) =>
  b === null ||
  a.cost < b.cost - 1e-9 ||
  (Math.abs(a.cost - b.cost) <= 1e-9 && a.finishAt < b.finishAt - 1e-9);

/**
 * The exact best order of up to MAX_TRIP_STOPS stops (each pickup before its drop-off): every order is tried,
 * branches cut as soon as a drop-off precedes its pickup. Lowest sum of drop-off times, then earliest finish.
 */
export function bestStopOrder(
  start: LatLng,
  startAt: number,
  stops: readonly Stop[],
  travel: Travel = travelMinutes,
  /** Only plans this accepts count (the batch rule's limits). */
  accept: (plan: TripPlan) => boolean = () => true,
): TripPlan | null {
  if (stops.length > MAX_TRIP_STOPS)
    throw new RangeError(`A trip holds at most ${MAX_TRIP_STOPS} stops, got ${stops.length}`);
  let best: TripPlan | null = null;
  const used = new Array<boolean>(stops.length).fill(false);
  const path: Stop[] = [];
  const picked = new Set<string>();
  const hasPickup = new Set(stops.filter((s) => s.kind === 'pickup').map((s) => s.orderId));
  const walk = () => {
    if (path.length === stops.length) {
      const plan = timeTrip(start, startAt, path, travel);
      if (plan && better(plan, best) && accept(plan)) best = plan;
      return;
    }
    for (let i = 0; i < stops.length; i++) {
      const s = stops[i]!;
      if (used[i]) continue;
      if (s.kind === 'dropoff' && hasPickup.has(s.orderId) && !picked.has(s.orderId)) continue;
      used[i] = true;
      path.push(s);
      if (s.kind === 'pickup') picked.add(s.orderId);
      walk();
      if (s.kind === 'pickup') picked.delete(s.orderId);
      path.pop();
      used[i] = false;
    }
  };
  walk();
  return best;
}

export type HeldOrder = {
  orderId: string;
  /** Its remaining stops (the pickup only while not yet picked up). */
  stops: Stop[];
  /** The time promised to its customer. */
  dueAt: number;
};

export type BatchVerdict =
  | { ok: true; plan: TripPlan; detourMinutes: number }
  | { ok: false; reason: 'too_many_stops' | 'detour' | 'late'; detourMinutes: number };

/**
 * Whether a driver holding `held` may also take `next` (its pickup and drop-off), and the best trip if so: at most
 * MAX_TRIP_STOPS stops; the new order adds at most BATCH_DETOUR_MINUTES to the trip beyond its own ride (pickup to
 * drop-off and its two stops: the way out of the way, or the empty leg to its venue); no held order is made later
 * than its promised time plus BATCH_LATE_LIMIT_MINUTES (unless it was already that late without it), and the new
 * order itself does not arrive later than its own promise plus that limit. Of the stop
 * orders within those limits the one with the lowest sum of drop-off times; none: refused, with the reason the
 * unconstrained best order breaks.
 */
export function batchFit(input: {
  start: LatLng;
  startAt: number;
  held: readonly HeldOrder[];
  next: HeldOrder;
  travel?: Travel;
}): BatchVerdict {
  const travel = input.travel ?? travelMinutes;
  const heldStops = input.held.flatMap((h) => h.stops);
  if (heldStops.length + input.next.stops.length > MAX_TRIP_STOPS)
    return { ok: false, reason: 'too_many_stops', detourMinutes: Number.POSITIVE_INFINITY };
  const alone = bestStopOrder(input.start, input.startAt, heldStops, travel);
  if (!alone) return { ok: false, reason: 'detour', detourMinutes: Number.POSITIVE_INFINITY };
  const own = ownRideMinutes(input.next.stops, travel);
  const judge = (plan: TripPlan) => {
    let late = false;
    for (const h of input.held) {
      const before = alone.dropoffAt[h.orderId]!;
      const after = plan.dropoffAt[h.orderId]!;
      if (after > h.dueAt + BATCH_LATE_LIMIT_MINUTES && after > before) late = true;
    }
    // Nor is the new order carried on a trip that brings it later than its own promise plus the limit.
    if (plan.dropoffAt[input.next.orderId]! > input.next.dueAt + BATCH_LATE_LIMIT_MINUTES) late = true;
    return { detour: Math.max(0, plan.finishAt - alone.finishAt - own), late };
  };
  const fits = (plan: TripPlan) => {
    const j = judge(plan);
    return j.detour <= BATCH_DETOUR_MINUTES + 1e-9 && !j.late;
  };
  const all = [...heldStops, ...input.next.stops];
  const best = bestStopOrder(input.start, input.startAt, all, travel, fits);
  if (best) return { ok: true, plan: best, detourMinutes: judge(best).detour };
  const free = bestStopOrder(input.start, input.startAt, all, travel)!;
  const j = judge(free);
  return { ok: false, reason: j.late ? 'late' : 'detour', detourMinutes: j.detour };
}

/** An order's own ride: its stops' service and the drive from its pickup to its drop-off. */
export function ownRideMinutes(stops: readonly Stop[], travel: Travel = travelMinutes): number {
  const pickup = stops.find((s) => s.kind === 'pickup');
  const dropoff = stops.find((s) => s.kind === 'dropoff');
  const drive = pickup && dropoff ? travel(pickup.at, dropoff.at) : 0;
  return drive + stops.length * STOP_SERVICE_MINUTES;
}
