// The ETA that learns (docs/decisions/072-dispatch-board-and-learnt-road-factor.md): a road factor per area, the
// ratio of the road driven to the great circle, learnt from delivered trips. Pure: trips come in, factors go out;
// the server caches them and both the customer's planned ETA and the dispatcher's travel estimate read them.
import { ROAD_FACTOR, TOWN_SPEED_KMH } from './dispatch-score.ts';
import type { LatLng } from './distance.ts';

/** An area is a grid cell this many degrees on a side (about 2.2 km north–south, 2 km east–west in Mahikeng). */
export const AREA_CELL_DEGREES = 0.02;
/** The newest trips per area that count. */
export const ROAD_FACTOR_RECENT_TRIPS = 50;
/** Fewer trips than this in an area and it uses the town's factor (all areas), and without that the default. */
export const ROAD_FACTOR_MIN_TRIPS = 5;
/** Trips shorter than this (km, great circle) say more about the doorstep than the roads: left out. */
export const ROAD_FACTOR_MIN_KM = 0.3;
/**
 * Trips faster than this (minutes from pickup to delivered) were no drive at all ("Delivered" tapped at the
 * counter): left out rather than clipped, so they cannot pull an area down to the clip's floor.
 */
export const ROAD_FACTOR_MIN_MINUTES = 2;
/** Each trip's factor is clipped to this range before the median (a forgotten "Delivered" tap, a GPS jump). */
export const ROAD_FACTOR_CLIP: readonly [number, number] = [1, 3];
/** How often the server recomputes the factors (minutes). */
export const ROAD_FACTOR_REFRESH_MINUTES = 5;

/** The area (grid cell) a point lies in, e.g. "-1293:1282". */
export function areaOf(p: LatLng): string {
  return `${Math.floor(p.latitude / AREA_CELL_DEGREES)}:${Math.floor(p.longitude / AREA_CELL_DEGREES)}`;
}

/** The median of a list (the mean of the two middle values for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export type DeliveredTrip = {
  /** Where the trip ended (the door): the area it teaches. */
  to: LatLng;
  /** Great-circle km from the venue to the door. */
  distanceKm: number;
  /** Picked up → delivered, in minutes. */
  minutes: number;
  deliveredAt: Date;
};

/**
 * The road factor one trip shows: the km it would have covered at the town speed in the time it took, over the
 * great circle, clipped to ROAD_FACTOR_CLIP. Null for a trip that teaches nothing (under 0.3 km or 2 minutes).
 */
export function tripFactor(trip: Pick<DeliveredTrip, 'distanceKm' | 'minutes'>): number | null {
  if (!(trip.distanceKm >= ROAD_FACTOR_MIN_KM) || !(trip.minutes >= ROAD_FACTOR_MIN_MINUTES)) return null;
  const roadKm = (trip.minutes / 60) * TOWN_SPEED_KMH;
  const [low, high] = ROAD_FACTOR_CLIP;
  return Math.min(high, Math.max(low, roadKm / trip.distanceKm));
}

export type RoadFactors = {
  /** Area → learnt factor (only areas with at least ROAD_FACTOR_MIN_TRIPS trips). */
  areas: ReadonlyMap<string, { factor: number; trips: number }>;
  /** The town's factor over every area's recent trips, or null with too few. */
  town: { factor: number; trips: number } | null;
};

/** The median factor of the newest ROAD_FACTOR_RECENT_TRIPS trips, or null with fewer than the minimum. */
function learnt(trips: readonly DeliveredTrip[]): { factor: number; trips: number } | null {
  const factors = [...trips]
    .sort((a, b) => b.deliveredAt.getTime() - a.deliveredAt.getTime())
    .map(tripFactor)
    .filter((f): f is number => f !== null)
    .slice(0, ROAD_FACTOR_RECENT_TRIPS);
  if (factors.length < ROAD_FACTOR_MIN_TRIPS) return null;
  return { factor: median(factors)!, trips: factors.length };
}

/** Learns every area's factor (and the town's) from delivered trips. */
export function learnRoadFactors(trips: readonly DeliveredTrip[]): RoadFactors {
  const byArea = new Map<string, DeliveredTrip[]>();
  for (const trip of trips) {
    const key = areaOf(trip.to);
    byArea.set(key, [...(byArea.get(key) ?? []), trip]);
  }
  const areas = new Map<string, { factor: number; trips: number }>();
  for (const [key, list] of byArea) {
    const found = learnt(list);
    if (found) areas.set(key, found);
  }
  return { areas, town: learnt(trips) };
}

export const NO_LEARNT_FACTORS: RoadFactors = { areas: new Map(), town: null };

export type RoadFactorChoice = { factor: number; source: 'area' | 'town' | 'default'; trips: number };

/** The factor for a trip ending at `to`: its area's when learnt, else the town's, else the default 1.35. */
export function roadFactorFor(factors: RoadFactors, to: LatLng): RoadFactorChoice {
  const area = factors.areas.get(areaOf(to));
  if (area) return { factor: area.factor, source: 'area', trips: area.trips };
  if (factors.town) return { factor: factors.town.factor, source: 'town', trips: factors.town.trips };
  return { factor: ROAD_FACTOR, source: 'default', trips: 0 };
}
