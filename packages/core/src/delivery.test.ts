import { describe, expect, it } from 'vitest';
import {
  chargedKm,
  DEFAULT_CART_DELIVERY_FEE_CENTS,
  deliveryFeeCents,
  deliveryQuote,
  estimatedMinutes,
} from './delivery.ts';

describe('estimatedMinutes = 20 + 2 × km; chargedKm = max(0, km − 2)', () => {
  it.each([
    [0, 20, 0],
    [2, 24, 0],
    [2.5, 25, 0.5],
    [5, 30, 3],
    [6, 32, 4],
    [10, 40, 8],
  ])('%s km → %s min, %s charged km', (km, minutes, charged) => {
    expect(estimatedMinutes(km)).toBeCloseTo(minutes, 10);
    expect(chargedKm(km)).toBeCloseTo(charged, 10);
  });
});

describe('deliveryFeeCents = min(65, 15 + 4 × charged km + max(0, minutes − 25)) rand', () => {
  it.each([
    [0, 1500], // 15
    [1, 1500], // 15 (nothing charged below 2 km, 22 min)
    [2, 1500], // 15 + 0 + 0 (24 min)
    [2.25, 1600], // 15 + 4×0.25 (24.5 min)
    [2.5, 1700], // 15 + 4×0.5 + 0 (25 min)
    [3.4, 2240], // 15 + 4×1.4 + 1.8
    [5, 3200], // 15 + 4×3 + (30 − 25): the spec's default distance
    [6, 3800], // 15 + 16 + 7
    [10, 6200], // 15 + 32 + 15
    [10.5, 6500], // 15 + 34 + 16 = 65 exactly
    [11, 6500], // 68 → capped at 65
    [50, 6500], // capped
  ])('%s km → %s cents', (km, cents) => {
    expect(deliveryFeeCents(km)).toBe(cents);
  });

  it.each([-0.1, -5, Number.NaN, Number.POSITIVE_INFINITY])('rejects distance %s', (km) => {
    expect(() => deliveryFeeCents(km)).toThrow(RangeError);
    expect(() => deliveryQuote(km)).toThrow(RangeError);
    expect(() => estimatedMinutes(km)).toThrow(RangeError);
    expect(() => chargedKm(km)).toThrow(RangeError);
  });

  it('the cart default is the fee for 5 km: R32.00', () => {
    expect(DEFAULT_CART_DELIVERY_FEE_CENTS).toBe(3200);
  });
});

describe('deliveryQuote', () => {
  it.each([
    [0, { distance_km: 0, minutes: 20, fee_cents: 1500 }],
    [3.4, { distance_km: 3.4, minutes: 27, fee_cents: 2240 }], // 26.8 min rounded up
    [3, { distance_km: 3, minutes: 26, fee_cents: 2000 }], // exactly 26, not 27
    [5, { distance_km: 5, minutes: 30, fee_cents: 3200 }],
    [6, { distance_km: 6, minutes: 32, fee_cents: 3800 }],
    [12.31, { distance_km: 12.31, minutes: 45, fee_cents: 6500 }], // 44.62 min
  ])('%s km', (km, quote) => {
    expect(deliveryQuote(km)).toEqual(quote);
  });
});
