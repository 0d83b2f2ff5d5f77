import { describe, expect, it } from 'vitest';
import { TIP_MAX_CENTS } from './constants.ts';
import {
  TIP_AFTER_DELIVERY_HOURS,
  tipAfterDeliveryClosesAt,
  tipAfterDeliveryOpen,
  tipAfterProblem,
} from './tips.ts';

describe('tip after delivery', () => {
  const delivered = new Date('2026-12-02T10:00:00.000Z');
  const at = (ms: number) => new Date(delivered.getTime() + ms);
  const hour = 60 * 60 * 1000;

  it('is open for 24 hours after delivery, the last millisecond included', () => {
    expect(TIP_AFTER_DELIVERY_HOURS).toBe(24);
    expect(tipAfterDeliveryOpen(delivered, delivered)).toBe(true);
    expect(tipAfterDeliveryOpen(delivered, at(23 * hour))).toBe(true);
    expect(tipAfterDeliveryOpen(delivered, at(24 * hour))).toBe(true);
    expect(tipAfterDeliveryOpen(delivered, at(24 * hour + 1))).toBe(false);
    expect(tipAfterDeliveryClosesAt(delivered).toISOString()).toBe('2026-12-03T10:00:00.000Z');
  });

  it('is closed for an order never delivered, or a clock before the delivery', () => {
    expect(tipAfterDeliveryOpen(null, delivered)).toBe(false);
    expect(tipAfterDeliveryOpen(delivered, at(-1))).toBe(false);
  });

  it("refuses an amount below PayFast's R5.00, above the cap, negative or in parts of a cent", () => {
    expect(tipAfterProblem(500)).toBeNull();
    expect(tipAfterProblem(TIP_MAX_CENTS)).toBeNull();
    expect(tipAfterProblem(499)).toBe('too_low');
    expect(tipAfterProblem(0)).toBe('too_low');
    expect(tipAfterProblem(-100)).toBe('negative');
    expect(tipAfterProblem(TIP_MAX_CENTS + 1)).toBe('too_high');
    expect(tipAfterProblem(10.5)).toBe('not_whole_cents');
  });
});
