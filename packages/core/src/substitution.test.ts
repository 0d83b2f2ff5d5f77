import { describe, expect, it } from 'vitest';
import {
  offeredUnitCents,
  recomputeCashTotals,
  resolveUnanswered,
  substitutionExpiresAt,
  substitutionMoney,
  substitutionOpen,
} from './substitution.ts';

describe('resolveUnanswered', () => {
  it('best match takes the proposal', () => {
    expect(resolveUnanswered({ preference: 'best_match', substituteItemId: null, proposedItemId: 'b' })).toBe(
      'replaced',
    );
  });
  it('this instead takes only the chosen item', () => {
    const base = { preference: 'this_instead' as const, substituteItemId: 'b' };
    expect(resolveUnanswered({ ...base, proposedItemId: 'b' })).toBe('replaced');
    expect(resolveUnanswered({ ...base, proposedItemId: 'c' })).toBe('removed');
    expect(resolveUnanswered({ ...base, substituteItemId: null, proposedItemId: 'c' })).toBe('removed');
  });
  it('refund it, or no proposal, takes the line out', () => {
    expect(resolveUnanswered({ preference: 'refund', substituteItemId: null, proposedItemId: 'b' })).toBe(
      'removed',
    );
    expect(
      resolveUnanswered({ preference: 'best_match', substituteItemId: null, proposedItemId: null }),
    ).toBe('removed');
  });
});

describe('the 3 minutes', () => {
  it('is open strictly before the expiry', () => {
    const at = new Date('2026-12-06T10:00:00Z');
    const ends = substitutionExpiresAt(at);
    expect(ends.toISOString()).toBe('2026-12-06T10:03:00.000Z');
    expect(substitutionOpen(ends, new Date(ends.getTime() - 1))).toBe(true);
    expect(substitutionOpen(ends, ends)).toBe(false);
  });
});

describe('substitution money', () => {
  it('a dearer replacement on a paid order is offered at the original price; cash pays its price', () => {
    expect(offeredUnitCents('payfast', 2500, 3000)).toBe(2500);
    expect(offeredUnitCents('payfast', 2500, 1800)).toBe(1800);
    expect(offeredUnitCents('cash', 2500, 3000)).toBe(3000);
  });
  it('a cheaper replacement credits the difference per quantity', () => {
    expect(
      substitutionMoney({
        outcome: 'replaced',
        originalUnitCents: 2500,
        offeredUnitCents: 1800,
        quantity: 2,
      }),
    ).toEqual({ unitCents: 1800, creditCents: 1400, extraCents: 0 });
  });
  it('a removed line credits all of it; a dearer cash one costs extra', () => {
    expect(
      substitutionMoney({ outcome: 'removed', originalUnitCents: 2500, offeredUnitCents: 1800, quantity: 3 }),
    ).toEqual({ unitCents: 0, creditCents: 7500, extraCents: 0 });
    expect(
      substitutionMoney({
        outcome: 'replaced',
        originalUnitCents: 2500,
        offeredUnitCents: 3000,
        quantity: 1,
      }),
    ).toEqual({ unitCents: 3000, creditCents: 0, extraCents: 500 });
  });
  it('refuses fractions', () => {
    expect(() =>
      substitutionMoney({ outcome: 'replaced', originalUnitCents: 25.5, offeredUnitCents: 10, quantity: 1 }),
    ).toThrow(RangeError);
  });
  it('recomputes a cash order from its lines, the discount capped', () => {
    expect(
      recomputeCashTotals({
        lines: [
          { unitPriceCents: 1800, quantity: 2 },
          { unitPriceCents: 0, quantity: 1 },
        ],
        discountCents: 5000,
        venueDiscountCents: 1000,
        deliveryFeeCents: 2000,
      }),
    ).toEqual({ subtotalCents: 3600, discountCents: 3600, venueDiscountCents: 1000, totalCents: 2000 });
  });
});
