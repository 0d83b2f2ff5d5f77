import { describe, expect, it } from 'vitest';
import { ROAD_FACTOR } from './dispatch-score.ts';
import { plannedTravelMinutes } from './order-eta.ts';
import {
  AREA_CELL_DEGREES,
  areaOf,
  type DeliveredTrip,
  learnRoadFactors,
  median,
  NO_LEARNT_FACTORS,
  ROAD_FACTOR_MIN_TRIPS,
  ROAD_FACTOR_RECENT_TRIPS,
  roadFactorFor,
  tripFactor,
} from './road-factor.ts';

const door = { latitude: -25.85, longitude: 25.64 };
const far = { latitude: -25.7, longitude: 25.9 };
const t0 = new Date('2026-12-01T10:00:00Z').getTime();
/** A 2 km trip whose time shows `factor` at 25 km/h, delivered `i` minutes after t0. */
const trip = (factor: number, i: number, to = door): DeliveredTrip => ({
  to,
  distanceKm: 2,
  minutes: ((2 * factor) / 25) * 60,
  deliveredAt: new Date(t0 + i * 60_000),
});

describe('road factor that learns', () => {
  it('median of odd and even counts, null when empty', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it("a trip's factor is the road km at the town speed over the great circle, clipped to 1–3", () => {
    expect(tripFactor({ distanceKm: 2, minutes: 7.2 })).toBeCloseTo(1.5, 9);
    expect(tripFactor({ distanceKm: 2, minutes: 60 })).toBe(3);
    expect(tripFactor({ distanceKm: 4, minutes: 5 })).toBe(1);
    // Under 2 minutes from pickup to delivered is no drive ("Delivered" tapped at the counter): left out.
    expect(tripFactor({ distanceKm: 2, minutes: 1.5 })).toBeNull();
    expect(tripFactor({ distanceKm: 0.1, minutes: 5 })).toBeNull();
    expect(tripFactor({ distanceKm: 2, minutes: 0 })).toBeNull();
  });

  it('an area needs the minimum number of trips; below it the town, then the default', () => {
    const few = Array.from({ length: ROAD_FACTOR_MIN_TRIPS - 1 }, (_, i) => trip(1.6, i));
    expect(roadFactorFor(learnRoadFactors(few), door)).toEqual({
      factor: ROAD_FACTOR,
      source: 'default',
      trips: 0,
    });
    const enough = [...few, trip(1.6, 10)];
    expect(roadFactorFor(learnRoadFactors(enough), door)).toMatchObject({ source: 'area', trips: 5 });
    expect(roadFactorFor(learnRoadFactors(enough), door).factor).toBeCloseTo(1.6, 9);
    // Another area with no trips of its own reads the town's factor.
    expect(roadFactorFor(learnRoadFactors(enough), far)).toMatchObject({ source: 'town' });
    expect(roadFactorFor(NO_LEARNT_FACTORS, far).source).toBe('default');
  });

  it('only the newest trips count, and an outlier is clipped before the median', () => {
    const old = Array.from({ length: ROAD_FACTOR_RECENT_TRIPS }, (_, i) => trip(2.5, i));
    const recent = Array.from({ length: ROAD_FACTOR_RECENT_TRIPS }, (_, i) => trip(1.4, 1000 + i));
    expect(learnRoadFactors([...old, ...recent]).areas.get(areaOf(door))?.factor).toBeCloseTo(1.4, 9);
    // Two hour-long trips among five: clipped to 3, they do not drag the median.
    const withOutliers = [
      trip(1.2, 1),
      trip(1.3, 2),
      trip(1.4, 3),
      { ...trip(1, 4), minutes: 120 },
      trip(9, 5),
    ];
    expect(learnRoadFactors(withOutliers).areas.get(areaOf(door))?.factor).toBeCloseTo(1.4, 9);
  });

  it('areas are grid cells; trips in another cell teach that cell only', () => {
    const step = { latitude: door.latitude + AREA_CELL_DEGREES, longitude: door.longitude };
    expect(areaOf(step)).not.toBe(areaOf(door));
    const trips = [
      ...Array.from({ length: 5 }, (_, i) => trip(1.2, i)),
      ...Array.from({ length: 5 }, (_, i) => trip(2, i, step)),
    ];
    const learnt = learnRoadFactors(trips);
    expect(roadFactorFor(learnt, door).factor).toBeCloseTo(1.2, 9);
    expect(roadFactorFor(learnt, step).factor).toBeCloseTo(2, 9);
    expect(learnt.town?.trips).toBe(10);
  });

  it('the planned travel uses a learnt factor, else the delivery time rule', () => {
    expect(plannedTravelMinutes(5, null)).toBe(30);
    expect(plannedTravelMinutes(null)).toBe(30);
    expect(plannedTravelMinutes(5, 1.5)).toBe(18);
  });
});
