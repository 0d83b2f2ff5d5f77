import { describe, expect, it } from 'vitest';
import {
  DISPATCH_CASH_LIMIT_CENTS,
  type DispatchCandidate,
  type DispatchJob,
  FAIR_SHARE_CAP_MINUTES,
  fairShareMinutes,
  rankCandidates,
  travelMinutes,
} from './dispatch-score.ts';
import { haversineKm } from './distance.ts';
import { seededRandom } from './seeded-random.ts';

const venue = { latitude: -25.85, longitude: 25.64 };
const near = (dLat: number, dLng = 0) => ({
  latitude: venue.latitude + dLat,
  longitude: venue.longitude + dLng,
});
const candidate = (id: string, over: Partial<DispatchCandidate> = {}): DispatchCandidate => ({
  driverId: id,
  position: near(0.01),
  idleMinutes: 0,
  cashHeldCents: 0,
  ...over,
});
const card: DispatchJob = { venue, paymentMethod: 'payfast', totalCents: 15_000 };

describe('travelMinutes', () => {
  it('is the great-circle km times the road factor at 25 km/h', () => {
    const to = near(0.09);
    expect(travelMinutes(venue, to)).toBeCloseTo(((haversineKm(venue, to) * 1.35) / 25) * 60, 9);
  });
});

describe('rankCandidates', () => {
  it('puts the nearer driver first when neither waited', () => {
    const ranked = rankCandidates(card, [candidate('far', { position: near(0.05) }), candidate('close')]);
    expect(ranked.map((r) => r.driverId)).toEqual(['close', 'far']);
  });

  it('lets a long wait beat a small head start, never a big one', () => {
    const waited = candidate('waited', { position: near(0.012), idleMinutes: 60 });
    expect(rankCandidates(card, [candidate('fresh'), waited])[0]!.driverId).toBe('waited');
    const acrossTown = candidate('across', { position: near(0.1), idleMinutes: 600 });
    expect(rankCandidates(card, [candidate('fresh'), acrossTown])[0]!.driverId).toBe('fresh');
    expect(fairShareMinutes(600)).toBe(FAIR_SHARE_CAP_MINUTES);
  });

  it('leaves out a driver over the cash limit for a cash order only', () => {
    const rich = candidate('rich', { cashHeldCents: DISPATCH_CASH_LIMIT_CENTS - 100 });
    const cash: DispatchJob = { ...card, paymentMethod: 'cash' };
    expect(rankCandidates(cash, [rich]).map((r) => r.driverId)).toEqual([]);
    expect(rankCandidates(card, [rich]).map((r) => r.driverId)).toEqual(['rich']);
    const justUnder = candidate('under', { cashHeldCents: DISPATCH_CASH_LIMIT_CENTS - cash.totalCents });
    expect(rankCandidates(cash, [justUnder]).map((r) => r.driverId)).toEqual(['under']);
  });

  it('agrees with brute force on random fleets (seeded)', () => {
    const random = seededRandom(63);
    for (let run = 0; run < 300; run++) {
      const job: DispatchJob = {
        venue,
        paymentMethod: random() < 0.5 ? 'cash' : 'payfast',
        totalCents: Math.floor(random() * 80_000),
      };
      const fleet = Array.from({ length: 1 + Math.floor(random() * 8) }, (_, i) =>
        candidate(`d${i}`, {
          position: near((random() - 0.5) * 0.3, (random() - 0.5) * 0.3),
          idleMinutes: random() * 120,
          cashHeldCents: Math.floor(random() * 200_000),
        }),
      );
      const ranked = rankCandidates(job, fleet);
      const eligible = fleet.filter(
        (c) => job.paymentMethod !== 'cash' || c.cashHeldCents + job.totalCents <= DISPATCH_CASH_LIMIT_CENTS,
      );
      expect(ranked).toHaveLength(eligible.length);
      // Brute force: each ranked driver's score is no worse than that of any driver after it, and equals the formula.
      for (let i = 0; i < ranked.length; i++) {
        const c = eligible.find((e) => e.driverId === ranked[i]!.driverId)!;
        expect(ranked[i]!.score).toBeCloseTo(
          travelMinutes(c.position, venue) - fairShareMinutes(c.idleMinutes),
          9,
        );
        for (let j = i + 1; j < ranked.length; j++)
          expect(ranked[i]!.score).toBeLessThanOrEqual(ranked[j]!.score);
      }
    }
  });
});
