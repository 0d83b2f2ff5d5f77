// Who gets an offer first (docs/decisions/063-dispatch-rules-and-weights.md). Pure: positions, idle times and cash
// held come in, a ranking goes out; the server's dispatch module and the simulator (bench/dispatch.ts) both call it.
import { DRIVER_CASH_LIMIT_CENTS } from './constants.ts';
import { haversineKm, type LatLng } from './distance.ts';

/** Roads are longer than the great circle: a town's streets run about a third further than the straight line. */
export const ROAD_FACTOR = 1.35;
/** The town speed the estimates use (the ETA rule's 25 km/h, docs/product.md#driver-jobs). */
export const TOWN_SPEED_KMH = 25;
/** Every this many minutes a driver has waited since their last job counts as one minute nearer the venue… */
export const FAIR_SHARE_IDLE_MINUTES_PER_MINUTE = 10;
/** …up to this many minutes, so a long wait never sends a driver across town ahead of one next door. */
export const FAIR_SHARE_CAP_MINUTES = 4;
/**
 * A cash order is never offered to a driver whom it would take over the cash limit (the week's cash held, the same
 * R1 500 an admin's manual assignment must override).
 */
export const DISPATCH_CASH_LIMIT_CENTS = DRIVER_CASH_LIMIT_CENTS;

/** Estimated driving minutes between two points: great-circle km × road factor at the town speed. */
export function travelMinutes(from: LatLng, to: LatLng, roadFactor = ROAD_FACTOR): number {
  return ((haversineKm(from, to) * roadFactor) / TOWN_SPEED_KMH) * 60;
}

export type DispatchCandidate = {
  driverId: string;
  position: LatLng;
  /** Minutes since the driver's last job ended (or since they came online); 0 when unknown. */
  idleMinutes: number;
  /** Cash on Delivery money taken at doors this week (Mon–Sun, Africa/Johannesburg). */
  cashHeldCents: number;
};

export type DispatchJob = {
  venue: LatLng;
  paymentMethod: 'payfast' | 'cash';
  totalCents: number;
};

export type RankedCandidate = {
  driverId: string;
  /** Great-circle km from the driver to the venue. */
  distanceKm: number;
  /** Estimated driving minutes to the venue. */
  travelMinutes: number;
  /** The fair-share credit in minutes (see FAIR_SHARE_*). */
  fairShareMinutes: number;
  /** Lower is better: travel minutes minus the fair-share credit. */
  score: number;
};

export function fairShareMinutes(idleMinutes: number): number {
  if (!Number.isFinite(idleMinutes) || idleMinutes <= 0) return 0;
  return Math.min(FAIR_SHARE_CAP_MINUTES, idleMinutes / FAIR_SHARE_IDLE_MINUTES_PER_MINUTE);
}

/** Why a driver may not be offered the job, or null. */
export function exclusion(job: DispatchJob, c: DispatchCandidate): 'cash_limit' | null {
  if (job.paymentMethod === 'cash' && c.cashHeldCents + job.totalCents > DISPATCH_CASH_LIMIT_CENTS)
    return 'cash_limit';
  return null;
}

export function scoreCandidate(job: DispatchJob, c: DispatchCandidate, roadFactor = ROAD_FACTOR) {
  const distanceKm = haversineKm(c.position, job.venue);
  const minutes = travelMinutes(c.position, job.venue, roadFactor);
  const credit = fairShareMinutes(c.idleMinutes);
  return {
    driverId: c.driverId,
    distanceKm,
    travelMinutes: minutes,
    fairShareMinutes: credit,
    score: minutes - credit,
  };
}

/**
 * The drivers who may take the job, best first (lowest score; ties by distance, then id so the order is total).
 * Drivers over the cash limit for a cash order are left out.
 */
export function rankCandidates(
  job: DispatchJob,
  candidates: readonly DispatchCandidate[],
  roadFactor = ROAD_FACTOR,
): RankedCandidate[] {
  return candidates
    .filter((c) => exclusion(job, c) === null)
    .map((c) => scoreCandidate(job, c, roadFactor))
    .sort(
      (a, b) =>
        a.score - b.score ||
        a.distanceKm - b.distanceKm ||
        (a.driverId < b.driverId ? -1 : a.driverId > b.driverId ? 1 : 0),
    );
}
