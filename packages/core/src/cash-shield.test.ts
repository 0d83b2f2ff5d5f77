import { describe, expect, it } from 'vitest';
import {
  CASH_SHIELD_ANY_ORDER_CENTS,
  CASH_SHIELD_FIRST_ORDER_CENTS,
  cashOrderNeedsVerifiedPhone,
  cashShield,
} from './cash-shield.ts';

describe('the cash order shield', () => {
  it('lets a first cash order up to R300 through, and asks for a verified phone above it', () => {
    expect(CASH_SHIELD_FIRST_ORDER_CENTS).toBe(30_000);
    const first = (totalCents: number) =>
      cashShield({ totalCents, firstCashOrder: true, phoneVerified: false });
    expect(first(30_000)).toBe('allowed');
    expect(first(30_001)).toBe('verify_phone');
  });

  it('lets a later cash order up to R800 through, and asks for a verified phone above it', () => {
    expect(CASH_SHIELD_ANY_ORDER_CENTS).toBe(80_000);
    const later = (totalCents: number) =>
      cashShield({ totalCents, firstCashOrder: false, phoneVerified: false });
    expect(later(30_001)).toBe('allowed');
    expect(later(80_000)).toBe('allowed');
    expect(later(80_001)).toBe('verify_phone');
  });

  it('a verified phone lets every cash order through', () => {
    for (const firstCashOrder of [true, false])
      expect(cashShield({ totalCents: 500_000, firstCashOrder, phoneVerified: true })).toBe('allowed');
  });

  it('says whether an order needs the phone from its size alone, and refuses amounts that are not cents', () => {
    expect(cashOrderNeedsVerifiedPhone(30_001, true)).toBe(true);
    expect(cashOrderNeedsVerifiedPhone(30_001, false)).toBe(false);
    expect(() => cashOrderNeedsVerifiedPhone(12.5, false)).toThrow(RangeError);
    expect(() => cashOrderNeedsVerifiedPhone(-1, false)).toThrow(RangeError);
  });
});
