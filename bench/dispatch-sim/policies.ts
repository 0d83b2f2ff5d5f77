// The two ways an order finds a driver in the simulator. `feed`: today's first tap — every free driver within 20 km
// sees the order from its confirmation, and whoever taps first (each driver takes the nearest job of their list)
// wins, one job at a time. `dispatch`: the dispatcher's rules from packages/core — scoring, waves, the first offer
// timed to the kitchen, the cash limit, and a second order on a trip when the detour rule allows it.
import { DRIVER_RADIUS_KM } from '../../packages/core/src/constants.ts';
import { exclusion, type RankedCandidate, rankCandidates } from '../../packages/core/src/dispatch-score.ts';
import { batchFit, type Stop } from '../../packages/core/src/dispatch-stops.ts';
import {
  DISPATCH_RETRY_SECONDS,
  firstOfferAt,
  LAST_WAVE,
  nextWave,
  OFFER_WINDOW_SECONDS,
} from '../../packages/core/src/dispatch-waves.ts';
import { haversineKm } from '../../packages/core/src/distance.ts';
import type { DriverState, Fleet, OrderState } from './fleet.ts';

/** How often a free driver looking at the feed taps its first job, per 10-second tick. */
const TAP_CHANCE_PER_TICK = 0.35;
/** Drivers' answers to an offer: most accept, some decline, a few let it lapse. */
const ACCEPT_CHANCE = 0.8;
const NO_ANSWER_CHANCE = 0.1;

export type World = { fleet: Fleet; orders: Map<string, OrderState>; random: () => number };

const stopsOf = (o: OrderState): Stop[] => [
  { orderId: o.o.id, kind: 'pickup', at: o.o.venue, readyAt: o.o.confirmedAt + o.o.preparationMinutes },
  { orderId: o.o.id, kind: 'dropoff', at: o.o.customer },
];

/** The first-tap feed: `visible` orders open to every free driver within 20 km. */
export function feedStep(w: World, t: number, visible: (o: OrderState) => boolean) {
  const open = [...w.orders.values()].filter(
    (o) => o.status === 'open' && o.o.confirmedAt <= t && visible(o),
  );
  if (open.length === 0) return;
  const free = [...w.fleet.state.values()].filter((d) => d.held.size === 0 && d.deciding === null);
  for (const d of free.sort(() => w.random() - 0.5)) {
    if (w.random() > TAP_CHANCE_PER_TICK) continue;
    const here = w.fleet.positionAt(d, t);
    const feed = open
      .filter((o) => o.status === 'open' && haversineKm(here, o.o.venue) <= DRIVER_RADIUS_KM)
      .sort((a, b) => haversineKm(here, a.o.venue) - haversineKm(here, b.o.venue));
    if (feed[0]) w.fleet.assign(d, feed[0], t, w.orders);
  }
}

type Offer = { driverId: string; answerAt: number; accept: boolean };
type Dispatch = {
  state: 'waiting' | 'offering' | 'fallback' | 'placed';
  wave: number;
  nextAt: number;
  offered: Set<string>;
  pending: Offer[];
};

export function createDispatcher(w: World) {
  const jobs = new Map<string, Dispatch>();

  /** Free drivers by core's score, and drivers with one order whose trip the detour rule lets take this one. */
  function ranking(o: OrderState, t: number): { ranked: RankedCandidate[]; plans: Map<string, Stop[]> } {
    const job = { venue: o.o.venue, paymentMethod: o.o.paymentMethod, totalCents: o.o.totalCents };
    const drivers = [...w.fleet.state.values()].filter((d) => d.deciding === null);
    const free = drivers.filter((d) => d.held.size === 0);
    const ranked = rankCandidates(
      job,
      free.map((d) => ({
        driverId: d.id,
        position: w.fleet.positionAt(d, t),
        idleMinutes: t - d.idleSince,
        cashHeldCents: d.cashHeldCents,
      })),
    );
    const plans = new Map<string, Stop[]>();
    for (const d of drivers.filter((x) => x.held.size === 1)) {
      const fit = batchOf(d, o, t);
      if (!fit) continue;
      const here = w.fleet.positionAt(d, t);
      const pickupAt = fit.pickupAt[o.o.id] ?? t;
      const c = { driverId: d.id, position: here, idleMinutes: 0, cashHeldCents: d.cashHeldCents };
      if (exclusion(job, c) !== null) continue;
      plans.set(d.id, fit.stops);
      ranked.push({
        driverId: d.id,
        distanceKm: haversineKm(here, o.o.venue),
        travelMinutes: pickupAt - t,
        fairShareMinutes: 0,
        score: pickupAt - t,
      });
    }
    ranked.sort((a, b) => a.score - b.score || a.distanceKm - b.distanceKm);
    return { ranked, plans };
  }

  function batchOf(d: DriverState, o: OrderState, t: number) {
    const heldId = [...d.held][0]!;
    const held = w.orders.get(heldId)!;
    const verdict = batchFit({
      start: w.fleet.positionAt(d, t),
      startAt: t,
      held: [{ orderId: heldId, stops: d.stops, dueAt: held.o.dueAt }],
      next: { orderId: o.o.id, stops: stopsOf(o), dueAt: o.o.dueAt },
    });
    return verdict.ok ? verdict.plan : null;
  }

  function step(o: OrderState, job: Dispatch, t: number) {
    for (const p of job.pending) w.fleet.state.get(p.driverId)!.deciding = null;
    job.pending = [];
    if (o.status !== 'open') {
      job.state = 'placed';
      return;
    }
    const { ranked } = ranking(o, t);
    const wave = nextWave(ranked, job.wave, job.offered);
    if (!wave) {
      if (job.wave >= LAST_WAVE) job.state = 'fallback';
      else {
        job.state = 'offering';
        job.nextAt = t + DISPATCH_RETRY_SECONDS / 60;
      }
      return;
    }
    job.state = 'offering';
    job.wave = wave.wave;
    job.nextAt = t + OFFER_WINDOW_SECONDS / 60;
    for (const driverId of wave.driverIds) {
      job.offered.add(driverId);
      w.fleet.state.get(driverId)!.deciding = o.o.id;
      const silent = w.random() < NO_ANSWER_CHANCE;
      job.pending.push({
        driverId,
        answerAt: silent ? Number.POSITIVE_INFINITY : t + (3 + w.random() * 17) / 60,
        accept: !silent && w.random() < ACCEPT_CHANCE,
      });
    }
  }

  function answer(o: OrderState, job: Dispatch, p: Offer, t: number) {
    const d = w.fleet.state.get(p.driverId)!;
    d.deciding = null;
    if (!p.accept || o.status !== 'open') return;
    if (d.held.size === 0) w.fleet.assign(d, o, t, w.orders);
    else {
      const plan = d.held.size === 1 ? batchOf(d, o, t) : null;
      if (!plan) return;
      w.fleet.assign(d, o, t, w.orders, plan.stops);
    }
    job.state = 'placed';
    for (const other of job.pending) if (other !== p) w.fleet.state.get(other.driverId)!.deciding = null;
    job.pending = [];
  }

  return {
    /** One tick: new orders timed to the kitchen, answers, waves ending; the rest waits in the feed. */
    tick(t: number) {
      const due: { o: OrderState; job: Dispatch }[] = [];
      for (const o of w.orders.values()) {
        if (o.status !== 'open' || o.o.confirmedAt > t) continue;
        let job = jobs.get(o.o.id);
        if (!job) {
          const best = ranking(o, t).ranked[0];
          const at = firstOfferAt({
            confirmedAt: new Date(o.o.confirmedAt * 60_000),
            preparationMinutes: o.o.preparationMinutes,
            bestTravelMinutes: best?.travelMinutes ?? 0,
          });
          job = { state: 'waiting', wave: 0, nextAt: at.getTime() / 60_000, offered: new Set(), pending: [] };
          jobs.set(o.o.id, job);
        }
        if (job.state === 'offering') {
          for (const p of [...job.pending].filter((x) => x.answerAt <= t)) {
            answer(o, job, p, t);
            if ((job.state as Dispatch['state']) === 'placed') break;
            job.pending = job.pending.filter((x) => x !== p);
          }
          if (job.state === 'offering' && job.pending.length === 0) job.nextAt = t;
        }
        if ((job.state === 'waiting' || job.state === 'offering') && job.nextAt <= t) due.push({ o, job });
      }
      // Several orders due at once: the closest pairs first (an order's best score), so one driver coming free
      // goes to the order they suit best rather than to whichever order happened to be looked at first.
      const keyed = due.map((x) => ({
        ...x,
        key: ranking(x.o, t).ranked[0]?.score ?? Number.POSITIVE_INFINITY,
      }));
      keyed.sort((a, b) => a.key - b.key);
      for (const { o, job } of keyed) step(o, job, t);
      feedStep(w, t, (o) => jobs.get(o.o.id)?.state === 'fallback');
    },
    /** How many orders went to the feed after every wave. */
    fallbacks: () => [...jobs.values()].filter((j) => j.state === 'fallback').length,
  };
}
