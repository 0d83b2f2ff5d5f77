import { describe, expect, it } from 'vitest';
import { deliveryFeeCents } from './delivery.ts';
import { firstOrderDiscountCents, priceOrder, quotedDeliveryFeeCents } from './pricing.ts';
import type { PromotionRule } from './promotions.ts';

const now = new Date('2025-01-06T17:00:00+02:00');
const lines = [{ menu_item_id: 'a', unit_price_cents: 10_000, quantity: 1 }];
const twenty: PromotionRule = {
  id: 'p20',
  name: 'Twenty',
  discount_type: 'percent',
  discount_value: 20,
  applies_to: 'menu',
  item_ids: [],
  min_order_cents: 0,
  starts_at: '2025-01-01T00:00:00+02:00',
  ends_at: null,
  weekdays: [],
  daily_start: null,
  daily_end: null,
  per_customer_limit: 1,
  status: 'active',
};

describe('priceOrder (docs/product.md#pricing)', () => {
  it('subtotal, fee by distance and total without any discount', () => {
    const p = priceOrder({ lines, distance_km: 5, now, first_order: false, first_order_cap_cents: 10_000 });
    expect(p).toMatchObject({
      subtotal_cents: 10_000,
      discount_cents: 0,
      delivery_fee_cents: 3200,
      total_cents: 13_200,
      estimated_minutes: 30,
      promotion: null,
    });
  });

  it('an unknown distance is priced as 5 km, the same figure the card shows without a location', () => {
    const p = priceOrder({ lines, distance_km: null, now, first_order: false, first_order_cap_cents: 0 });
    expect(p.delivery_fee_cents).toBe(quotedDeliveryFeeCents(null));
    expect(p.delivery_fee_cents).toBe(deliveryFeeCents(5));
    expect(p.estimated_minutes).toBeNull();
    expect(quotedDeliveryFeeCents(0.9)).toBe(1500);
  });

  it('the first-order discount alone: half the food, capped', () => {
    const p = priceOrder({ lines, distance_km: 1, now, first_order: true, first_order_cap_cents: 10_000 });
    expect(p.first_order_discount_cents).toBe(5000);
    expect(p.total_cents).toBe(10_000 - 5000 + 1500);
    expect(firstOrderDiscountCents(50_000, true, 10_000)).toBe(10_000);
    expect(firstOrderDiscountCents(50_000, false, 10_000)).toBe(0);
  });

  it('a promotion comes off first, then the first-order discount halves what is left (decision 022)', () => {
    const p = priceOrder({
      lines,
      distance_km: 1,
      now,
      first_order: true,
      first_order_cap_cents: 10_000,
      promotions: [twenty],
    });
    expect(p.promotion).toEqual({ id: 'p20', name: 'Twenty', label: '20% off', discount_cents: 2000 });
    expect(p.promotion_discount_cents).toBe(2000);
    expect(p.first_order_discount_cents).toBe(4000); // half of 80.00
    expect(p.discount_cents).toBe(6000);
    expect(p.total_cents).toBe(10_000 - 6000 + 1500);
  });

  it('the per-customer limit: a used-up promotion is not applied', () => {
    const p = priceOrder({
      lines,
      distance_km: 1,
      now,
      first_order: false,
      first_order_cap_cents: 0,
      promotions: [twenty],
      promotion_uses: { p20: 1 },
    });
    expect(p.promotion).toBeNull();
    expect(p.total_cents).toBe(11_500);
  });

  it('the total is never below the delivery fee and always subtotal − discount + fee', () => {
    for (const value of [1, 33, 50, 90]) {
      for (const first of [true, false]) {
        const p = priceOrder({
          lines: [{ menu_item_id: 'a', unit_price_cents: 5_099, quantity: 3 }],
          distance_km: 3.3,
          now,
          first_order: first,
          first_order_cap_cents: 10_000,
          promotions: [{ ...twenty, discount_value: value }],
        });
        expect(p.total_cents).toBe(p.subtotal_cents - p.discount_cents + p.delivery_fee_cents);
        expect(p.discount_cents).toBeLessThanOrEqual(p.subtotal_cents);
        expect(Number.isInteger(p.total_cents)).toBe(true);
      }
    }
  });
});
