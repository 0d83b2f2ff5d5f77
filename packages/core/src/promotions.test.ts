import { describe, expect, it } from 'vitest';
import { PromotionInputSchema } from './contracts/promotions.ts';
import {
  bestPromotion,
  hoursLabel,
  isInWeeklyWindow,
  isUnderCustomerLimit,
  type PromotionRule,
  promotionDiscountCents,
  promotionLabel,
  promotionState,
} from './promotions.ts';

// 2025-01-06 is a Monday; Africa/Johannesburg is UTC+2 all year.
const at = (local: string) => new Date(`${local}+02:00`);

const base: PromotionRule = {
  id: 'p1',
  name: 'Lunch special',
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
  per_customer_limit: null,
  status: 'active',
};
const promo = (over: Partial<PromotionRule>): PromotionRule => ({ ...base, ...over });
const lines = [
  { menu_item_id: 'a', unit_price_cents: 8000, quantity: 1 },
  { menu_item_id: 'b', unit_price_cents: 2550, quantity: 2 },
];

describe('the weekly window (docs/product.md#promotions)', () => {
  it('a same-day happy hour covers its start and stops at its end, on listed weekdays only', () => {
    const p = promo({ weekdays: ['monday', 'friday'], daily_start: '16:00', daily_end: '18:00' });
    expect(isInWeeklyWindow(p, at('2025-01-06T15:59:00'))).toBe(false);
    expect(isInWeeklyWindow(p, at('2025-01-06T16:00:00'))).toBe(true);
    expect(isInWeeklyWindow(p, at('2025-01-06T17:59:00'))).toBe(true);
    expect(isInWeeklyWindow(p, at('2025-01-06T18:00:00'))).toBe(false);
    // Tuesday: not listed.
    expect(isInWeeklyWindow(p, at('2025-01-07T16:30:00'))).toBe(false);
    expect(isInWeeklyWindow(p, at('2025-01-10T16:30:00'))).toBe(true);
  });

  it('reads the wall clock of Africa/Johannesburg, not UTC', () => {
    const p = promo({ daily_start: '16:00', daily_end: '18:00' });
    // 14:30 UTC is 16:30 in Johannesburg.
    expect(isInWeeklyWindow(p, new Date('2025-01-06T14:30:00Z'))).toBe(true);
    expect(isInWeeklyWindow(p, new Date('2025-01-06T16:30:00Z'))).toBe(false);
  });

  it('an overnight window belongs to the day it opens: Friday 22:00–02:00 covers early Saturday, not early Friday', () => {
    const p = promo({ weekdays: ['friday'], daily_start: '22:00', daily_end: '02:00' });
    expect(isInWeeklyWindow(p, at('2025-01-10T21:59:00'))).toBe(false);
    expect(isInWeeklyWindow(p, at('2025-01-10T22:00:00'))).toBe(true);
    expect(isInWeeklyWindow(p, at('2025-01-10T23:59:00'))).toBe(true);
    expect(isInWeeklyWindow(p, at('2025-01-11T01:59:00'))).toBe(true);
    expect(isInWeeklyWindow(p, at('2025-01-11T02:00:00'))).toBe(false);
    // Friday 01:00 is Thursday night's window, which is not listed.
    expect(isInWeeklyWindow(p, at('2025-01-10T01:00:00'))).toBe(false);
    // Saturday 22:30: Saturday is not listed.
    expect(isInWeeklyWindow(p, at('2025-01-11T22:30:00'))).toBe(false);
  });

  it('an overnight window every day wraps Sunday night into Monday morning', () => {
    const p = promo({ weekdays: ['sunday'], daily_start: '20:00', daily_end: '01:00' });
    expect(isInWeeklyWindow(p, at('2025-01-06T00:30:00'))).toBe(true);
    expect(isInWeeklyWindow(p, at('2025-01-07T00:30:00'))).toBe(false);
  });

  it('weekdays without times cover those whole days', () => {
    const p = promo({ weekdays: ['saturday', 'sunday'] });
    expect(isInWeeklyWindow(p, at('2025-01-11T00:00:00'))).toBe(true);
    expect(isInWeeklyWindow(p, at('2025-01-12T23:59:00'))).toBe(true);
    expect(isInWeeklyWindow(p, at('2025-01-13T00:00:00'))).toBe(false);
  });
});

describe('promotionState', () => {
  it('scheduled before it starts, live inside, ended from its end on; paused and ended as the owner set them', () => {
    const p = promo({ starts_at: '2025-01-06T12:00:00+02:00', ends_at: '2025-01-06T14:00:00+02:00' });
    expect(promotionState(p, at('2025-01-06T11:59:00'))).toBe('scheduled');
    expect(promotionState(p, at('2025-01-06T12:00:00'))).toBe('live');
    expect(promotionState(p, at('2025-01-06T14:00:00'))).toBe('ended');
    expect(promotionState({ ...p, status: 'paused' }, at('2025-01-06T13:00:00'))).toBe('paused');
    expect(promotionState({ ...p, status: 'ended' }, at('2025-01-06T13:00:00'))).toBe('ended');
    // A paused promotion past its end is simply ended.
    expect(promotionState({ ...p, status: 'paused' }, at('2025-01-06T15:00:00'))).toBe('ended');
  });

  it('off_hours while running but outside its happy hour', () => {
    const p = promo({ daily_start: '16:00', daily_end: '18:00' });
    expect(promotionState(p, at('2025-01-06T10:00:00'))).toBe('off_hours');
    expect(promotionState(p, at('2025-01-06T16:00:00'))).toBe('live');
  });
});

describe('promotionDiscountCents', () => {
  it('a percentage of the whole menu, rounded down to the cent', () => {
    // 80.00 + 2 × 25.50 = 131.00 → 20 % = 26.20
    expect(promotionDiscountCents(promo({}), lines)).toBe(2620);
    expect(
      promotionDiscountCents(promo({ discount_value: 15 }), [
        { menu_item_id: 'a', unit_price_cents: 333, quantity: 1 },
      ]),
    ).toBe(49); // 49.95 → 49
  });

  it('only the chosen dishes count for an item promotion; the minimum order reads the whole food subtotal', () => {
    const p = promo({ applies_to: 'items', item_ids: ['b'], min_order_cents: 13_100 });
    expect(promotionDiscountCents(p, lines)).toBe(1020); // 20 % of 51.00
    expect(promotionDiscountCents({ ...p, min_order_cents: 13_101 }, lines)).toBe(0);
  });

  it('a fixed discount never takes off more than the covered food', () => {
    expect(promotionDiscountCents(promo({ discount_type: 'fixed', discount_value: 3000 }), lines)).toBe(3000);
    expect(
      promotionDiscountCents(
        promo({ discount_type: 'fixed', discount_value: 6000, applies_to: 'items', item_ids: ['b'] }),
        lines,
      ),
    ).toBe(5100);
  });
});

describe('bestPromotion', () => {
  const now = at('2025-01-06T17:00:00');
  it('picks the largest live discount under the customer limit; never stacks', () => {
    const small = promo({ id: 'small', discount_value: 10 });
    const big = promo({ id: 'big', discount_type: 'fixed', discount_value: 5000 });
    const paused = promo({ id: 'paused', discount_value: 80, status: 'paused' });
    const offHours = promo({ id: 'off', discount_value: 80, daily_start: '08:00', daily_end: '09:00' });
    expect(bestPromotion([small, big, paused, offHours], lines, now)?.promotion.id).toBe('big');
    expect(bestPromotion([small, big], lines, now, (id) => (id === 'big' ? 1 : 0))?.promotion.id).toBe('big');
    const limited = { ...big, per_customer_limit: 1 };
    expect(bestPromotion([small, limited], lines, now, (id) => (id === 'big' ? 1 : 0))?.promotion.id).toBe(
      'small',
    );
    expect(bestPromotion([paused, offHours], lines, now)).toBeNull();
  });

  it('on a tie the first given wins', () => {
    const a = promo({ id: 'a' });
    const b = promo({ id: 'b' });
    expect(bestPromotion([a, b], lines, now)?.promotion.id).toBe('a');
  });

  it('the per-customer limit counts uses against the limit', () => {
    expect(isUnderCustomerLimit({ per_customer_limit: 2 }, 1)).toBe(true);
    expect(isUnderCustomerLimit({ per_customer_limit: 2 }, 2)).toBe(false);
    expect(isUnderCustomerLimit({ per_customer_limit: null }, 99)).toBe(true);
  });
});

describe('labels', () => {
  it('badge and hours texts', () => {
    expect(promotionLabel(promo({}))).toBe('20% off');
    expect(promotionLabel(promo({ discount_type: 'fixed', discount_value: 3000 }))).toBe('R30.00 off');
    expect(promotionLabel(promo({ applies_to: 'items', item_ids: ['a'] }))).toBe('20% off selected dishes');
    expect(hoursLabel(promo({}))).toBeNull();
    expect(
      hoursLabel(promo({ weekdays: ['friday', 'monday'], daily_start: '16:00', daily_end: '18:00' })),
    ).toBe('Mon, Fri 16:00–18:00');
    expect(hoursLabel(promo({ daily_start: '22:00', daily_end: '02:00' }))).toBe('Daily 22:00–02:00');
    expect(hoursLabel(promo({ weekdays: ['sunday', 'saturday'] }))).toBe('Sat, Sun');
  });
});

describe('PromotionInputSchema', () => {
  const valid = { name: 'Happy hour', discount_type: 'percent', discount_value: 20, applies_to: 'menu' };
  it('accepts a plain promotion and fills the defaults', () => {
    const parsed = PromotionInputSchema.parse(valid);
    expect(parsed).toMatchObject({ item_ids: [], weekdays: [], min_order_cents: 0 });
  });
  it.each([
    [{ discount_value: 95 }, 'discount_value'],
    [{ discount_type: 'fixed', discount_value: 100_001 }, 'discount_value'],
    [{ applies_to: 'items' }, 'item_ids'],
    [{ daily_start: '16:00' }, 'daily_end'],
    [{ daily_start: '16:00', daily_end: '16:00' }, 'daily_end'],
    [{ daily_start: '25:00', daily_end: '16:00' }, 'daily_start'],
    [{ starts_at: '2025-01-06T12:00:00+02:00', ends_at: '2025-01-06T11:00:00+02:00' }, 'ends_at'],
  ])('refuses %o at %s with a sentence', (over, field) => {
    const result = PromotionInputSchema.safeParse({ ...valid, ...over });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toMatch(/^[A-Z]/);
  });
});
