// Waves of offers and their timing to the kitchen (docs/decisions/063-dispatch-rules-and-weights.md).
import type { RankedCandidate } from './dispatch-score.ts';

/** How long a driver has to answer an offer before it goes to the next wave. */
export const OFFER_WINDOW_SECONDS = 30;

/** Each wave offers the job to this many more drivers, within a radius widening to the spec's 20 km. */
export const DISPATCH_WAVES: readonly { drivers: number; radiusKm: number }[] = [
  { drivers: 1, radiusKm: 6 },
  { drivers: 2, radiusKm: 10 },
  { drivers: 3, radiusKm: 15 },
  { drivers: 5, radiusKm: 20 },
];

/** Once the last wave has gone out and ended, the order is left to the 20 km feed. */
export const LAST_WAVE = DISPATCH_WAVES.length;
/** With nobody new to offer it to before the last wave, the order is looked at again this often. */
export const DISPATCH_RETRY_SECONDS = 30;

/**
 * A driver should reach the venue about when the food is ready: the first wave starts this many minutes before
 * (ready time − the best driver's travel), which leaves room for one or two declined offers.
 */
export const DISPATCH_LEAD_MINUTES = 5;

export type Wave = { wave: number; driverIds: string[] };

/**
 * The next wave after `afterWave` (0: none yet) with at least one driver not offered before: the best `drivers`
 * of the ranking within the wave's radius whom no earlier wave reached. A wave with nobody new is skipped; null
 * when no wave has anyone new: the caller retries after DISPATCH_RETRY_SECONDS (drivers come free), or, once the
 * last wave went out, leaves the order to the 20 km feed.
 */
export function nextWave(
  ranked: readonly RankedCandidate[],
  afterWave: number,
  alreadyOffered: ReadonlySet<string>,
): Wave | null {
  for (let i = Math.max(0, afterWave); i < DISPATCH_WAVES.length; i++) {
    const w = DISPATCH_WAVES[i]!;
    const driverIds = ranked
      .filter((r) => r.distanceKm <= w.radiusKm && !alreadyOffered.has(r.driverId))
      .slice(0, w.drivers)
      .map((r) => r.driverId);
    if (driverIds.length > 0) return { wave: i + 1, driverIds };
  }
  return null;
}

/**
 * When the first wave should go out: the food is ready at confirmation + preparation; the best driver needs
 * `bestTravelMinutes`; the offer goes DISPATCH_LEAD_MINUTES before that, and never before the confirmation.
 */
export function firstOfferAt(input: {
  confirmedAt: Date;
  preparationMinutes: number;
  bestTravelMinutes: number;
}): Date {
  const readyMs = input.confirmedAt.getTime() + input.preparationMinutes * 60_000;
  const at = readyMs - (input.bestTravelMinutes + DISPATCH_LEAD_MINUTES) * 60_000;
  return new Date(Math.max(input.confirmedAt.getTime(), at));
}
