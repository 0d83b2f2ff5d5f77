// The synthetic day of `npm run bench:dispatch`: the demo town's venues, customers around them, orders by hour with
// lunch and dinner peaks, the venues' preparation times, and a fleet spread over town. Seeded: the same seed gives
// the same day, so the two dispatchers see exactly the same orders.
import { DEMO_PLACES, MAHIKENG_CENTRE } from '../../apps/server/src/seed/demo-data.ts';
import type { LatLng } from '../../packages/core/src/distance.ts';
import { haversineKm } from '../../packages/core/src/distance.ts';
import { plannedEta } from '../../packages/core/src/order-eta.ts';
import { seededRandom } from '../../packages/core/src/seeded-random.ts';

export type SimOrder = {
  id: string;
  venue: LatLng;
  venueName: string;
  customer: LatLng;
  /** Minutes since the day's start (00:00). */
  placedAt: number;
  confirmedAt: number;
  preparationMinutes: number;
  /** When the food is actually ready (the kitchen is not exact). */
  readyAt: number;
  /** The time promised to the customer (core plannedEta: confirmation + preparation + travel). */
  dueAt: number;
  paymentMethod: 'payfast' | 'cash';
  totalCents: number;
};

export type SimDriver = { id: string; start: LatLng };

/** Orders per hour across the day (10:00–22:00), lunch and dinner peaks; scaled by `ordersPerDay`. */
const HOURLY_SHAPE: Record<number, number> = {
  10: 2,
  11: 4,
  12: 8,
  13: 8,
  14: 4,
  15: 2,
  16: 3,
  17: 7,
  18: 11,
  19: 11,
  20: 6,
  21: 3,
};

export type DayOptions = {
  seed: number;
  ordersPerDay: number;
  drivers: number;
  fromHour: number;
  toHour: number;
};

/** A point up to `km` from `p`, uniformly over the disc. */
function around(random: () => number, p: LatLng, km: number): LatLng {
  const r = km * Math.sqrt(random());
  const a = random() * 2 * Math.PI;
  const dLat = (r * Math.cos(a)) / 111.2;
  const dLng = (r * Math.sin(a)) / (111.2 * Math.cos((p.latitude * Math.PI) / 180));
  return { latitude: p.latitude + dLat, longitude: p.longitude + dLng };
}

export function syntheticDay(o: DayOptions): { orders: SimOrder[]; drivers: SimDriver[] } {
  const random = seededRandom(o.seed);
  const venues = DEMO_PLACES.map((p) => ({
    name: p.name,
    at: { latitude: p.latitude, longitude: p.longitude },
  }));
  const weight = Object.values(HOURLY_SHAPE).reduce((a, b) => a + b, 0);
  const orders: SimOrder[] = [];
  for (let hour = o.fromHour; hour < o.toHour; hour++) {
    const count = Math.round(((HOURLY_SHAPE[hour] ?? 0) / weight) * o.ordersPerDay);
    for (let i = 0; i < count; i++) {
      // Popular venues get more orders: the first places of the demo list weigh most.
      const v = venues[Math.floor(venues.length * random() ** 1.6)]!;
      const customer = around(random, v.at, 1 + random() * 5);
      const placedAt = hour * 60 + random() * 60;
      const confirmedAt = placedAt + 0.5 + random() * 2.5;
      const preparationMinutes = 10 + Math.round(random() * 15);
      const readyAt = confirmedAt + preparationMinutes * (0.85 + random() * 0.35);
      const distanceKm = haversineKm(v.at, customer);
      const due = plannedEta({ confirmedAt: new Date(confirmedAt * 60_000), preparationMinutes, distanceKm });
      orders.push({
        id: `o${orders.length + 1}`,
        venue: v.at,
        venueName: v.name,
        customer,
        placedAt,
        confirmedAt,
        preparationMinutes,
        readyAt,
        dueAt: due.getTime() / 60_000,
        paymentMethod: random() < 0.4 ? 'cash' : 'payfast',
        totalCents: 8000 + Math.round(random() * 20000),
      });
    }
  }
  orders.sort((a, b) => a.placedAt - b.placedAt);
  const drivers = Array.from({ length: o.drivers }, (_, i) => ({
    id: `d${i + 1}`,
    start: around(random, MAHIKENG_CENTRE, 4),
  }));
  return { orders, drivers };
}
