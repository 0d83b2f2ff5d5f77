import { describe, expect, it } from 'vitest';
import {
  BATCH_DETOUR_MINUTES,
  BATCH_LATE_LIMIT_MINUTES,
  batchFit,
  bestStopOrder,
  type HeldOrder,
  type Stop,
  type Travel,
  timeTrip,
} from './dispatch-stops.ts';
import type { LatLng } from './distance.ts';
import { seededRandom } from './seeded-random.ts';

// A flat test world: one unit of latitude is one minute of driving (Manhattan distance keeps sums exact).
const at = (x: number, y = 0): LatLng => ({ latitude: x, longitude: y });
const travel: Travel = (a, b) => Math.abs(a.latitude - b.latitude) + Math.abs(a.longitude - b.longitude);
const pickup = (orderId: string, x: number, y = 0, readyAt?: number): Stop => ({
  orderId,
  kind: 'pickup',
  at: at(x, y),
  readyAt,
});
const dropoff = (orderId: string, x: number, y = 0): Stop => ({ orderId, kind: 'dropoff', at: at(x, y) });

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

function bruteForce(start: LatLng, stops: Stop[]) {
  let best: number | null = null;
  for (const order of permutations(stops)) {
    const plan = timeTrip(start, 0, order, travel);
    if (plan && (best === null || plan.cost < best)) best = plan.cost;
  }
  return best;
}

describe('bestStopOrder', () => {
  it('picks up both orders at one venue, then drops the nearer customer first', () => {
    const plan = bestStopOrder(
      at(0),
      0,
      [pickup('a', 2), dropoff('a', 10), pickup('b', 2), dropoff('b', 5)],
      travel,
    )!;
    expect(plan.stops.map((s) => `${s.kind}:${s.orderId}`)).toEqual([
      'pickup:a',
      'pickup:b',
      'dropoff:b',
      'dropoff:a',
    ]);
    expect(plan.dropoffAt).toEqual({ b: 2 + 2 + 2 + 3 + 2, a: 11 + 5 + 2 });
  });

  it('never drops an order before picking it up, and waits for the food', () => {
    const plan = bestStopOrder(at(0), 0, [dropoff('a', 1), pickup('a', 3, 0, 20)], travel)!;
    expect(plan.stops.map((s) => s.kind)).toEqual(['pickup', 'dropoff']);
    expect(plan.dropoffAt.a).toBe(20 + 2 + 2 + 2);
  });

  it('refuses more than four stops', () => {
    const five = [pickup('a', 1), dropoff('a', 2), pickup('b', 1), dropoff('b', 2), pickup('c', 1)];
    expect(() => bestStopOrder(at(0), 0, five, travel)).toThrow(RangeError);
  });

  it('is the exact best of every order on random trips (seeded, against brute force)', () => {
    const random = seededRandom(4);
    for (let run = 0; run < 400; run++) {
      const orders = 1 + Math.floor(random() * 2);
      const stops: Stop[] = [];
      for (let o = 0; o < orders; o++) {
        const id = `o${o}`;
        if (random() < 0.75) stops.push(pickup(id, random() * 20, random() * 20, random() * 15));
        stops.push(dropoff(id, random() * 20, random() * 20));
      }
      const start = at(random() * 20, random() * 20);
      const plan = bestStopOrder(start, 0, stops, travel)!;
      expect(plan.cost).toBeCloseTo(bruteForce(start, stops)!, 9);
    }
  });
});

describe('batchFit', () => {
  const first: HeldOrder = { orderId: 'a', stops: [pickup('a', 2), dropoff('a', 10)], dueAt: 30 };
  const second = (stops: Stop[], dueAt = 60): HeldOrder => ({ orderId: 'b', stops, dueAt });

  it('takes a second order from the same venue going the same way, both collected at once', () => {
    const verdict = batchFit({
      start: at(0),
      startAt: 0,
      held: [first],
      next: second([pickup('b', 2), dropoff('b', 8)]),
      travel,
    });
    expect(verdict.ok && verdict.plan.stops.map((s) => `${s.kind}:${s.orderId}`)).toEqual([
      'pickup:a',
      'pickup:b',
      'dropoff:b',
      'dropoff:a',
    ]);
    expect(verdict.detourMinutes).toBe(0);
  });

  it('refuses a second order whose venue is far out of the way', () => {
    // Whatever the order, reaching b's venue costs more than 8 minutes beyond b's own ride.
    const verdict = batchFit({
      start: at(0),
      startAt: 0,
      held: [first],
      next: second([pickup('b', 0, 12), dropoff('b', 0, 13)]),
      travel,
    });
    expect(verdict).toMatchObject({ ok: false, reason: 'detour' });
    expect(verdict.detourMinutes).toBeGreaterThan(BATCH_DETOUR_MINUTES);
  });

  it("refuses a second order that would make the first customer's food late", () => {
    const long: HeldOrder = { orderId: 'a', stops: [pickup('a', 2), dropoff('a', 20)], dueAt: 20 };
    // Carrying b first makes a 28 > 20 + 5; dropping a first leaves an 18-minute empty leg back for b.
    const verdict = batchFit({
      start: at(0),
      startAt: 0,
      held: [long],
      next: second([pickup('b', 2), dropoff('b', 18)]),
      travel,
    });
    expect(verdict).toMatchObject({ ok: false, reason: 'late' });
  });

  it('refuses a third order past four stops', () => {
    const held = [first, { orderId: 'c', stops: [dropoff('c', 3)], dueAt: 40 }];
    const verdict = batchFit({
      start: at(0),
      startAt: 0,
      held,
      next: second([pickup('b', 2), dropoff('b', 8)]),
      travel,
    });
    expect(verdict).toMatchObject({ ok: false, reason: 'too_many_stops' });
  });

  it('agrees with brute force on random pairs (seeded)', () => {
    const random = seededRandom(8);
    const best = (plans: (ReturnType<typeof timeTrip> | null)[]) =>
      plans.filter((p) => p !== null).sort((x, y) => x.cost - y.cost || x.finishAt - y.finishAt)[0];
    let fitted = 0;
    for (let run = 0; run < 300; run++) {
      const start = at(random() * 20, random() * 20);
      const held: HeldOrder = {
        orderId: 'a',
        stops: [pickup('a', random() * 20, random() * 20), dropoff('a', random() * 20, random() * 20)],
        dueAt: 20 + random() * 40,
      };
      const next = second([
        pickup('b', random() * 20, random() * 20),
        dropoff('b', random() * 20, random() * 20),
      ]);
      const verdict = batchFit({ start, startAt: 0, held: [held], next, travel });
      // Brute force: every stop order, alone and together, filtered by the rule written out again.
      const alone = best(permutations(held.stops).map((p) => timeTrip(start, 0, p, travel)))!;
      const own = travel(next.stops[0]!.at, next.stops[1]!.at) + 2 * 2;
      const fitting = permutations([...held.stops, ...next.stops])
        .map((p) => timeTrip(start, 0, p, travel))
        .filter((p) => {
          if (!p) return false;
          const late =
            (p.dropoffAt.a! > held.dueAt + BATCH_LATE_LIMIT_MINUTES && p.dropoffAt.a! > alone.dropoffAt.a!) ||
            p.dropoffAt.b! > next.dueAt + BATCH_LATE_LIMIT_MINUTES;
          return p.finishAt - alone.finishAt - own <= BATCH_DETOUR_MINUTES + 1e-9 && !late;
        });
      const expected = best(fitting);
      expect(verdict.ok).toBe(expected !== undefined);
      if (verdict.ok) {
        fitted++;
        expect(verdict.plan.cost).toBeCloseTo(expected!.cost, 9);
      }
    }
    // Both outcomes occur in the sample.
    expect(fitted).toBeGreaterThan(10);
    expect(fitted).toBeLessThan(290);
  });
});
