import { describe, expect, it } from 'vitest';
import type { RankedCandidate } from './dispatch-score.ts';
import { DISPATCH_WAVES, firstOfferAt, nextWave } from './dispatch-waves.ts';
import { seededRandom } from './seeded-random.ts';

const ranked = (id: string, distanceKm: number): RankedCandidate => ({
  driverId: id,
  distanceKm,
  travelMinutes: distanceKm * 3,
  fairShareMinutes: 0,
  score: distanceKm * 3,
});

describe('nextWave', () => {
  const fleet = [ranked('a', 1), ranked('b', 4), ranked('c', 8), ranked('d', 12), ranked('e', 19)];

  it('offers the best driver within 6 km first, then more drivers farther out, never one twice', () => {
    expect(nextWave(fleet, 0, new Set())).toEqual({ wave: 1, driverIds: ['a'] });
    expect(nextWave(fleet, 1, new Set(['a']))).toEqual({ wave: 2, driverIds: ['b', 'c'] });
    expect(nextWave(fleet, 2, new Set(['a', 'b', 'c']))).toEqual({ wave: 3, driverIds: ['d'] });
    expect(nextWave(fleet, 3, new Set(['a', 'b', 'c', 'd']))).toEqual({ wave: 4, driverIds: ['e'] });
    expect(nextWave(fleet, 4, new Set(['a', 'b', 'c', 'd', 'e']))).toBeNull();
  });

  it('skips a wave with nobody new in its radius', () => {
    expect(nextWave([ranked('far', 14)], 0, new Set())).toEqual({ wave: 3, driverIds: ['far'] });
    expect(nextWave([ranked('gone', 25)], 0, new Set())).toBeNull();
  });

  it('agrees with brute force on random rankings (seeded)', () => {
    const random = seededRandom(64);
    for (let run = 0; run < 300; run++) {
      const list = Array.from({ length: Math.floor(random() * 10) }, (_, i) =>
        ranked(`d${i}`, random() * 24),
      ).sort((x, y) => x.score - y.score);
      const offered = new Set(list.filter(() => random() < 0.3).map((r) => r.driverId));
      const after = Math.floor(random() * 5);
      const got = nextWave(list, after, offered);
      let expected: { wave: number; driverIds: string[] } | null = null;
      for (let w = after; w < DISPATCH_WAVES.length && !expected; w++) {
        const ids: string[] = [];
        for (const r of list)
          if (
            ids.length < DISPATCH_WAVES[w]!.drivers &&
            r.distanceKm <= DISPATCH_WAVES[w]!.radiusKm &&
            !offered.has(r.driverId)
          )
            ids.push(r.driverId);
        if (ids.length) expected = { wave: w + 1, driverIds: ids };
      }
      expect(got).toEqual(expected);
    }
  });
});

describe('firstOfferAt', () => {
  const confirmedAt = new Date('2026-03-02T17:00:00Z');

  it('offers so the driver arrives as the food is ready, five minutes of slack included', () => {
    expect(firstOfferAt({ confirmedAt, preparationMinutes: 30, bestTravelMinutes: 7 })).toEqual(
      new Date('2026-03-02T17:18:00Z'),
    );
  });

  it('never before the venue accepted', () => {
    expect(firstOfferAt({ confirmedAt, preparationMinutes: 10, bestTravelMinutes: 9 })).toEqual(confirmedAt);
  });
});
