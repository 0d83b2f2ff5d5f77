import { describe, expect, it } from 'vitest';
import {
  commissionCents,
  type LedgerOrder,
  ledgerLinesFor,
  marketplaceRevenueCents,
  providerFeeFromItn,
  venueShareOfRefund,
} from './ledger-rules.ts';

const order = (o: Partial<LedgerOrder> = {}): LedgerOrder => ({
  status: 'delivered',
  paymentMethod: 'payfast',
  pfPaymentId: '123',
  subtotalCents: 10_000,
  discountCents: 1_000,
  venueDiscountCents: 0,
  deliveryFeeCents: 2_500,
  tipCents: 0,
  totalCents: 11_500,
  driverPayCents: 3_000,
  cashCollectedCents: null,
  driverId: 'd1',
  ...o,
});
const sum = (lines: { kind: string; amountCents: number }[], kinds: string[]) =>
  lines.filter((l) => kinds.includes(l.kind)).reduce((n, l) => n + l.amountCents, 0);

describe('ledger rules', () => {
  it('rounds commission half up in whole cents, without floating point', () => {
    expect(commissionCents(10_000, 1500)).toBe(1500);
    expect(commissionCents(333, 1500)).toBe(50); // 49.95 → 50
    expect(commissionCents(330, 1500)).toBe(50); // 49.5 → 50
    expect(commissionCents(329, 1500)).toBe(49); // 49.35 → 49
    expect(commissionCents(0, 1500)).toBe(0);
    expect(() => commissionCents(100.5, 1500)).toThrow(RangeError);
    expect(() => commissionCents(100, 10_001)).toThrow(RangeError);
  });

  it('splits a delivered order: charge lines sum to the total; venue net + commission = food subtotal', () => {
    const lines = ledgerLinesFor(order(), { commissionBps: 1500, providerFeeCents: 230 });
    expect(sum(lines, ['food_subtotal', 'discount', 'delivery_fee'])).toBe(11_500);
    expect(sum(lines, ['commission'])).toBe(1_500);
    expect(sum(lines, ['venue_net'])).toBe(8_500);
    expect(sum(lines, ['driver_pay'])).toBe(3_000);
    expect(sum(lines, ['provider_fee'])).toBe(230);
    // The marketplace funds the discount: it keeps 11 500 − 8 500 − 3 000 − 230.
    const totals = Object.fromEntries(lines.map((l) => [l.kind, l.amountCents]));
    expect(marketplaceRevenueCents(totals)).toBe(-230);
  });

  it('a tip (decision 069) is a charge line of its own, all of it owed to the driver, outside the commission', () => {
    const tipped = order({ tipCents: 1_000, totalCents: 12_500 });
    const lines = ledgerLinesFor(tipped, { commissionBps: 1500, providerFeeCents: 230 });
    expect(sum(lines, ['food_subtotal', 'discount', 'delivery_fee', 'tip'])).toBe(12_500);
    expect(sum(lines, ['driver_tip'])).toBe(1_000);
    expect(sum(lines, ['commission'])).toBe(1_500);
    expect(sum(lines, ['venue_net'])).toBe(8_500);
    const totals = Object.fromEntries(lines.map((l) => [l.kind, l.amountCents]));
    // The marketplace keeps none of it: the same as without the tip.
    expect(marketplaceRevenueCents(totals)).toBe(-230);
    // Never delivered: the tip is money taken (owed back), and no driver_tip is written.
    const cancelled = ledgerLinesFor(order({ status: 'cancelled', tipCents: 1_000, totalCents: 12_500 }), {
      commissionBps: 1500,
      providerFeeCents: null,
    });
    expect(cancelled.map((l) => l.kind)).toContain('tip');
    expect(cancelled.map((l) => l.kind)).not.toContain('driver_tip');
    // A total that leaves the tip out is refused.
    expect(() =>
      ledgerLinesFor(order({ tipCents: 1_000 }), { commissionBps: 1500, providerFeeCents: null }),
    ).toThrow(RangeError);
  });

  it("a venue promotion is the venue's: its own line, commission on the food after it, net reduced (decision 022)", () => {
    // R100 food, the venue's 20 % (R20) then the first-order half of R80 (R40), R25 delivery: total R65.
    const promoted = order({ discountCents: 6_000, venueDiscountCents: 2_000, totalCents: 6_500 });
    const lines = ledgerLinesFor(promoted, { commissionBps: 1500, providerFeeCents: 230 });
    expect(sum(lines, ['food_subtotal', 'discount', 'venue_discount', 'delivery_fee'])).toBe(6_500);
    expect(sum(lines, ['discount'])).toBe(-4_000);
    expect(sum(lines, ['venue_discount'])).toBe(-2_000);
    expect(sum(lines, ['commission'])).toBe(1_200); // 15 % of R80
    expect(sum(lines, ['venue_net'])).toBe(6_800);
    // Venue net + commission + its own discount = the food subtotal.
    expect(sum(lines, ['venue_net', 'commission'])).toBe(10_000 - 2_000);
    // The marketplace pays only its own discount: commission 1 200 − 4 000 + delivery 2 500 − driver 3 000 − 230.
    const totals = Object.fromEntries(lines.map((l) => [l.kind, l.amountCents]));
    expect(marketplaceRevenueCents(totals)).toBe(1_200 - 4_000 + 2_500 - 3_000 - 230);
    // No promotion, no venue_discount line (the recorded shape of older orders is unchanged).
    expect(
      ledgerLinesFor(order(), { commissionBps: 1500, providerFeeCents: null }).map((l) => l.kind),
    ).not.toContain('venue_discount');
    expect(() =>
      ledgerLinesFor(order({ venueDiscountCents: 1_001 }), { commissionBps: 1500, providerFeeCents: null }),
    ).toThrow(RangeError);
  });

  it('records cash collected for Cash on Delivery, and nothing for an undelivered cash order', () => {
    const cash = order({ paymentMethod: 'cash', pfPaymentId: null, cashCollectedCents: 11_500 });
    const lines = ledgerLinesFor(cash, { commissionBps: 1500, providerFeeCents: 999 });
    expect(sum(lines, ['cash_collected'])).toBe(11_500);
    expect(sum(lines, ['provider_fee'])).toBe(0);
    expect(
      ledgerLinesFor({ ...cash, status: 'cancelled' }, { commissionBps: 1500, providerFeeCents: null }),
    ).toEqual([]);
  });

  it('records the money taken for a paid cancellation, with no venue share; nothing for an unpaid one', () => {
    const lines = ledgerLinesFor(order({ status: 'cancelled' }), {
      commissionBps: 1500,
      providerFeeCents: 230,
    });
    expect(lines.map((l) => l.kind).sort()).toEqual([
      'delivery_fee',
      'discount',
      'food_subtotal',
      'provider_fee',
    ]);
    expect(
      ledgerLinesFor(order({ status: 'cancelled', pfPaymentId: null }), {
        commissionBps: 1500,
        providerFeeCents: null,
      }),
    ).toEqual([]);
  });

  it('refuses an order whose total does not add up', () => {
    expect(() =>
      ledgerLinesFor(order({ totalCents: 1 }), { commissionBps: 1500, providerFeeCents: null }),
    ).toThrow(RangeError);
  });

  it("reads PayFast's amount_fee", () => {
    expect(providerFeeFromItn('-2.30')).toBe(230);
    expect(providerFeeFromItn('-12.5')).toBe(1250);
    expect(providerFeeFromItn('0.00')).toBe(0);
    expect(providerFeeFromItn('abc')).toBeUndefined();
    expect(providerFeeFromItn(undefined)).toBeUndefined();
  });
});

describe('the part of a refund a venue bears (decision 050)', () => {
  it('is the refund, at most what the venue still has of the order, never below zero', () => {
    expect(venueShareOfRefund(2000, 8500)).toBe(2000);
    // A full refund of R100 food + R20 delivery on a R85 net: the venue bears its R85, the marketplace the rest.
    expect(venueShareOfRefund(12_000, 8500)).toBe(8500);
    expect(venueShareOfRefund(500, 0)).toBe(0);
    expect(venueShareOfRefund(500, -100)).toBe(0);
  });
});
