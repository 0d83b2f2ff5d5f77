import { describe, expect, it } from 'vitest';
import type { Promotion } from '@/api/venue-promotions.ts';
import {
  emptyPromotionForm,
  formatSast,
  fromPromotion,
  isoToSastLocal,
  promotionTerms,
  sastLocalToIso,
  toPromotionInput,
} from './promotion-form.ts';

const stored: Promotion = {
  id: '00000000-0000-4000-8000-0000000000f1',
  restaurant_id: '00000000-0000-4000-8000-000000000001',
  name: 'Happy hour',
  discount_type: 'fixed',
  discount_value: 3000,
  applies_to: 'items',
  item_ids: ['00000000-0000-4000-8000-0000000000a1'],
  min_order_cents: 10_000,
  starts_at: '2025-01-06T14:00:00.000Z',
  ends_at: null,
  weekdays: ['friday', 'monday'],
  daily_start: '16:00',
  daily_end: '18:00',
  per_customer_limit: 1,
  status: 'active',
  state: 'live',
  label: 'R30.00 off selected dishes',
  redemptions: 0,
  discount_given_cents: 0,
  created_at: '2025-01-06T14:00:00.000Z',
};

// docs/product.md#promotions: Johannesburg times whatever the browser's zone; rand in the form, cents in the API.
describe('promotion form', () => {
  it('turns the values into the API body: percent as a whole number, rand as cents, Johannesburg instants', () => {
    const { input } = toPromotionInput({
      ...emptyPromotionForm,
      name: ' Lunch ',
      amount: '20',
      min_order: '100',
      starts_at: '2025-01-06T12:00',
      weekdays: ['monday'],
      daily_start: '12:00',
      daily_end: '14:00',
      per_customer_limit: '2',
    });
    expect(input).toEqual({
      name: 'Lunch',
      discount_type: 'percent',
      discount_value: 20,
      applies_to: 'menu',
      item_ids: [],
      min_order_cents: 10_000,
      starts_at: '2025-01-06T12:00:00+02:00',
      ends_at: null,
      weekdays: ['monday'],
      daily_start: '12:00',
      daily_end: '14:00',
      per_customer_limit: 2,
    });
    expect(
      toPromotionInput({ ...emptyPromotionForm, discount_type: 'fixed', amount: '30,50' }).input,
    ).toMatchObject({
      discount_value: 3050,
    });
  });

  it('asks in sentences for what it can check itself', () => {
    expect(toPromotionInput({ ...emptyPromotionForm, amount: '' }).errors).toEqual({
      discount_value: 'Enter the percentage off, e.g. 20',
    });
    expect(toPromotionInput({ ...emptyPromotionForm, amount: '12.5' }).errors?.discount_value).toBe(
      'Use a whole percentage, e.g. 20',
    );
    expect(
      toPromotionInput({ ...emptyPromotionForm, amount: '10', per_customer_limit: '0' }).errors,
    ).toHaveProperty('per_customer_limit');
  });

  it('reads a stored promotion back for editing, in Johannesburg time', () => {
    expect(fromPromotion(stored)).toMatchObject({
      discount_type: 'fixed',
      amount: '30.00',
      min_order: '100.00',
      starts_at: '2025-01-06T16:00',
      ends_at: '',
      per_customer_limit: '1',
    });
    expect(isoToSastLocal('2025-01-06T22:30:00Z')).toBe('2025-01-07T00:30');
    expect(sastLocalToIso('')).toBeNull();
    expect(formatSast('2025-01-06T14:00:00Z')).toBe('6 Jan 2025, 16:00');
  });

  it('says the terms in words', () => {
    expect(promotionTerms(stored, () => 'Chips')).toEqual([
      'On Chips',
      'Orders from R100.00',
      'Mon, Fri 16:00–18:00',
      'From 6 Jan 2025, 16:00',
      '1 order per customer',
    ]);
  });
});
