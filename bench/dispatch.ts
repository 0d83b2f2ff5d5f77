// `npm run bench:dispatch` (docs/decisions/063-dispatch-rules-and-weights.md): a synthetic day in the demo town
// (bench/dispatch-sim/world.ts) replayed twice on a fake clock — today's first-tap feed with one job at a time, and
// the dispatcher with waves, the kitchen timing and two orders per trip — through the dispatch rules of
// packages/core. Prints, for each: orders delivered, orders per driver-hour, p50/p90 order to door, the share
// delivered within the promised time, driver idle share and km per order, for the whole day and the dinner peak;
// ends with the `dispatch:` line. Not a timed test: the figures do not depend on the machine.
//
//   npm run bench:dispatch                              # the day 10:00–22:00, 900 orders, 20 drivers
//   npm run bench:dispatch -- --short                   # the dinner peak only (17:00–20:00), as CI runs it
//   npm run bench:dispatch -- --drivers 30 --orders 1200 --seed 7
//   npm run bench:dispatch -- --cash-settled              # drivers hand cash in as they go: the R1 500 limit never bites
import { parseArgs } from 'node:util';
import { seededRandom } from '../packages/core/src/seeded-random.ts';
import { createFleet, type OrderState } from './dispatch-sim/fleet.ts';
import { createDispatcher, feedStep } from './dispatch-sim/policies.ts';
import { syntheticDay } from './dispatch-sim/world.ts';

const { values: args } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    'cash-settled': { type: 'boolean', default: false },
    drivers: { type: 'string' },
    orders: { type: 'string' },
    seed: { type: 'string', default: '31' },
  },
});

const short = args.short;
const day = {
  seed: Number(args.seed),
  ordersPerDay: Number(args.orders ?? (short ? 480 : 700)),
  drivers: Number(args.drivers ?? 20),
  fromHour: short ? 17 : 10,
  toHour: short ? 20 : 22,
};
/** The dinner peak the target is judged at. */
const PEAK = { from: 18 * 60, to: 20 * 60 };
/** An order nobody collected this long after its food was ready is given up (the customer cancels). */
const GIVE_UP_AFTER_READY_MINUTES = 45;
const TICK_MINUTES = 10 / 60;

type Mode = 'feed' | 'dispatch';

function run(mode: Mode) {
  const { orders: list, drivers } = syntheticDay(day);
  const random = seededRandom(day.seed * 7 + (mode === 'feed' ? 1 : 2));
  const start = day.fromHour * 60;
  const fleet = createFleet(drivers, random, start, { cashSettled: args['cash-settled'] });
  const orders = new Map<string, OrderState>(
    list.map((o) => [o.id, { o, status: 'open', driverId: null, assignedAt: null, deliveredAt: null }]),
  );
  const world = { fleet, orders, random };
  const dispatcher = mode === 'dispatch' ? createDispatcher(world) : null;
  // The fleet works the order window; then the last orders are finished (not counted as driver-hours).
  const end = day.toHour * 60;
  let peakIdle = 0;
  for (let t = start; t < end + 120; t += TICK_MINUTES) {
    fleet.advance(t, t < end ? TICK_MINUTES : 0, orders);
    if (t >= PEAK.from && t < PEAK.to)
      for (const d of fleet.state.values()) if (d.held.size === 0) peakIdle += TICK_MINUTES;
    for (const o of orders.values())
      if (o.status === 'open' && t > o.o.readyAt + GIVE_UP_AFTER_READY_MINUTES) o.status = 'abandoned';
    if (dispatcher) dispatcher.tick(t);
    else feedStep(world, t, () => true);
  }
  return summarise(mode, [...orders.values()], fleet, peakIdle, dispatcher?.fallbacks() ?? 0);
}

const quantile = (xs: number[], q: number) => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

function summarise(
  mode: Mode,
  all: OrderState[],
  fleet: ReturnType<typeof createFleet>,
  peakIdle: number,
  fallbacks: number,
) {
  const hours = day.toHour - day.fromHour;
  const delivered = all.filter((o) => o.status === 'delivered');
  const toDoor = delivered.map((o) => o.deliveredAt! - o.o.placedAt);
  const onTime = (xs: OrderState[]) =>
    xs.length === 0
      ? 0
      : xs.filter((o) => o.status === 'delivered' && o.deliveredAt! <= o.o.dueAt).length / xs.length;
  const drivers = [...fleet.state.values()];
  const km = drivers.reduce((a, d) => a + d.km, 0);
  const idle = drivers.reduce((a, d) => a + d.idleMinutes, 0) / (drivers.length * hours * 60);
  const inPeak = (x: number) => x >= PEAK.from && x < PEAK.to;
  const peakPlaced = all.filter((o) => inPeak(o.o.placedAt));
  const peakDelivered = delivered.filter((o) => inPeak(o.deliveredAt!));
  const peakHours = (PEAK.to - PEAK.from) / 60;
  return {
    mode,
    orders: all.length,
    delivered: delivered.length,
    abandoned: all.filter((o) => o.status === 'abandoned').length,
    perDriverHour: delivered.length / (drivers.length * hours),
    p50: quantile(toDoor, 0.5),
    p90: quantile(toDoor, 0.9),
    onTime: onTime(all),
    idle,
    kmPerOrder: km / Math.max(1, delivered.length),
    fallbacks,
    batched: fleet.batched.count,
    peak: {
      perDriverHour: peakDelivered.length / (drivers.length * peakHours),
      onTime: onTime(peakPlaced),
      idle: peakIdle / (drivers.length * (PEAK.to - PEAK.from)),
    },
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const label = {
  feed: 'old: first-tap feed, one job at a time',
  dispatch: 'new: dispatcher, waves, two per trip',
};

console.log(
  `bench:dispatch — ${short ? 'short day (17:00–20:00)' : 'day 10:00–22:00'}, ${day.ordersPerDay} orders a day's worth, ${day.drivers} drivers, seed ${day.seed}${args['cash-settled'] ? ', cash settled as it comes' : ''}`,
);
const results = (['feed', 'dispatch'] as const).map(run);
for (const r of results) {
  console.log(`\n${label[r.mode]}`);
  console.log(`  orders placed           ${r.orders} (given up uncollected: ${r.abandoned})`);
  console.log(`  orders delivered        ${r.delivered}`);
  console.log(
    `  orders per driver-hour  ${r.perDriverHour.toFixed(2)}   (dinner peak 18–20: ${r.peak.perDriverHour.toFixed(2)})`,
  );
  console.log(`  order to door           p50 ${r.p50.toFixed(1)} min, p90 ${r.p90.toFixed(1)} min`);
  console.log(
    `  within promised time    ${pct(r.onTime)}   (dinner peak: ${pct(r.peak.onTime)}; of all orders placed)`,
  );
  console.log(`  driver idle share       ${pct(r.idle)}   (dinner peak: ${pct(r.peak.idle)})`);
  console.log(`  km driven per order     ${r.kmPerOrder.toFixed(2)}`);
  console.log(`  taken on a trip with another order ${r.batched}`);
  if (r.mode === 'dispatch') console.log(`  left to the feed        ${r.fallbacks} (no wave placed them)`);
}
const [old, neu] = results as [ReturnType<typeof run>, ReturnType<typeof run>];
const ratio = neu.peak.perDriverHour / old.peak.perDriverHour;
console.log(
  `\ndispatch: orders per driver-hour new/old = ${ratio.toFixed(2)}, on time new ${(neu.peak.onTime * 100).toFixed(1)} % vs old ${(old.peak.onTime * 100).toFixed(1)} %`,
);
