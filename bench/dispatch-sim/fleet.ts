// The fleet on the road: drivers follow their stops at town speed on a fake clock (minutes), with each leg's road a
// little longer or shorter than the estimate, waiting at a venue until the food is ready.
import { ROAD_FACTOR, TOWN_SPEED_KMH } from '../../packages/core/src/dispatch-score.ts';
import { bestStopOrder, STOP_SERVICE_MINUTES, type Stop } from '../../packages/core/src/dispatch-stops.ts';
import { haversineKm, type LatLng } from '../../packages/core/src/distance.ts';
import type { SimDriver, SimOrder } from './world.ts';

type Leg = { stop: Stop; from: LatLng; startAt: number; arriveAt: number; doneAt: number; factor: number };

export type DriverState = {
  id: string;
  pos: LatLng;
  stops: Stop[];
  leg: Leg | null;
  held: Set<string>;
  idleSince: number;
  cashHeldCents: number;
  km: number;
  idleMinutes: number;
  /** An offer waiting for this driver's answer (they look at one at a time). */
  deciding: string | null;
};

export type OrderState = {
  o: SimOrder;
  status: 'open' | 'assigned' | 'picked' | 'delivered' | 'abandoned';
  driverId: string | null;
  assignedAt: number | null;
  deliveredAt: number | null;
};

export function createFleet(
  drivers: SimDriver[],
  random: () => number,
  startAt: number,
  /** `cashSettled`: drivers hand in their cash as they go, so the cash limit never bites. */
  options: { cashSettled?: boolean } = {},
) {
  const batched = { count: 0 };
  const state = new Map<string, DriverState>(
    drivers.map((d) => [
      d.id,
      {
        id: d.id,
        pos: d.start,
        stops: [],
        leg: null,
        held: new Set(),
        idleSince: startAt,
        cashHeldCents: 0,
        km: 0,
        idleMinutes: 0,
        deciding: null,
      },
    ]),
  );

  /** Where the driver is at `t`: on a leg, part of the way from its start to its stop. */
  function positionAt(d: DriverState, t: number): LatLng {
    if (!d.leg) return d.pos;
    const span = d.leg.arriveAt - d.leg.startAt;
    const f = span <= 0 ? 1 : Math.min(1, Math.max(0, (t - d.leg.startAt) / span));
    return {
      latitude: d.leg.from.latitude + (d.leg.stop.at.latitude - d.leg.from.latitude) * f,
      longitude: d.leg.from.longitude + (d.leg.stop.at.longitude - d.leg.from.longitude) * f,
    };
  }

  function startLeg(d: DriverState, t: number, orders: Map<string, OrderState>) {
    const stop = d.stops[0];
    if (!stop) {
      d.leg = null;
      return;
    }
    const factor = ROAD_FACTOR * (0.9 + random() * 0.25);
    const minutes = ((haversineKm(d.pos, stop.at) * factor) / TOWN_SPEED_KMH) * 60;
    const arriveAt = t + minutes;
    const ready = stop.kind === 'pickup' ? orders.get(stop.orderId)!.o.readyAt : arriveAt;
    d.leg = {
      stop,
      from: d.pos,
      startAt: t,
      arriveAt,
      doneAt: Math.max(arriveAt, ready) + STOP_SERVICE_MINUTES,
      factor,
    };
  }

  /** Gives the driver a new stop order from where they are now (a second order may change where they head). */
  function replan(d: DriverState, stops: Stop[], t: number, orders: Map<string, OrderState>) {
    if (d.leg && d.leg.stop !== stops[0]) {
      // Turning: count the road driven so far on the abandoned leg.
      const here = positionAt(d, t);
      d.km += haversineKm(d.leg.from, here) * d.leg.factor;
      d.pos = here;
      d.leg = null;
    }
    d.stops = stops;
    if (!d.leg) startLeg(d, t, orders);
  }

  /** Hands the order to the driver; false when their stops cannot take it (checked by the caller's rule). */
  function assign(d: DriverState, o: OrderState, t: number, orders: Map<string, OrderState>, stops?: Stop[]) {
    o.status = 'assigned';
    o.driverId = d.id;
    o.assignedAt = t;
    if (d.held.size > 0) batched.count++;
    d.held.add(o.o.id);
    const next: Stop[] = [
      { orderId: o.o.id, kind: 'pickup', at: o.o.venue, readyAt: o.o.confirmedAt + o.o.preparationMinutes },
      { orderId: o.o.id, kind: 'dropoff', at: o.o.customer },
    ];
    const planned = stops ??
      bestStopOrder(positionAt(d, t), t, [...d.stops, ...next])?.stops ?? [...d.stops, ...next];
    replan(d, planned, t, orders);
  }

  /** Moves every driver to `t`; returns the orders delivered meanwhile. */
  function advance(t: number, dt: number, orders: Map<string, OrderState>) {
    for (const d of state.values()) {
      if (d.held.size === 0) d.idleMinutes += dt;
      while (d.leg && d.leg.doneAt <= t) {
        const { stop, doneAt } = d.leg;
        d.km += haversineKm(d.leg.from, stop.at) * d.leg.factor;
        d.pos = stop.at;
        d.stops.shift();
        const o = orders.get(stop.orderId)!;
        if (stop.kind === 'pickup') o.status = 'picked';
        else {
          o.status = 'delivered';
          o.deliveredAt = doneAt;
          d.held.delete(o.o.id);
          if (o.o.paymentMethod === 'cash' && !options.cashSettled) d.cashHeldCents += o.o.totalCents;
          if (d.held.size === 0) d.idleSince = doneAt;
        }
        d.leg = null;
        startLeg(d, doneAt, orders);
      }
    }
  }

  return { state, positionAt, assign, advance, batched };
}
export type Fleet = ReturnType<typeof createFleet>;
