import { CustomDeliveryDataSchema } from '@lekker/core/contracts/custom-delivery';
import { describe, expect, it } from 'vitest';
import { toCartItem, toCustomDeliveryData } from './stored-cart-check.ts';

const draft = {
  customer_name: 'Thandi',
  customer_phone: '0821234567',
  items_requested: 'Bread, milk',
  delivery_address: '1 Main Rd',
  delivery_lat: -25.85,
  delivery_lng: 25.64,
  delivery_distance_km: 3.2,
};

/** Variations of a stored draft: complete, from older versions, and broken in each field. */
const samples: unknown[] = [
  draft,
  { ...draft, city: 'Mahikeng', province: 'North West', postal_code: '2745', special_notes: null },
  { ...draft, preferred_delivery_time: '18:00', estimated_total_cents: 12000, receipt_path: 'r/1.jpg' },
  { ...draft, receipt_name: 'slip.jpg', receipt_url: '/images/r/1.jpg' },
  { ...draft, extra: 'ignored' },
  { ...draft, customer_name: 42 },
  { ...draft, delivery_lat: 91 },
  { ...draft, delivery_lng: -181 },
  { ...draft, delivery_lat: '12' },
  { ...draft, delivery_distance_km: -1 },
  { ...draft, city: 5 },
  { ...draft, estimated_total_cents: 1.5 },
  { ...draft, estimated_total_cents: -1 },
  { ...draft, receipt_path: null },
  { ...draft, receipt_url: 3 },
  { ...draft, delivery_address: undefined },
  null,
  [],
  'draft',
];

describe('the stored cart check', () => {
  it.each(samples.map((sample, index) => [index, sample]))(
    'reads delivery-only draft %i as CustomDeliveryDataSchema does',
    (_index, sample) => {
      const zod = CustomDeliveryDataSchema.safeParse(sample);
      expect(toCustomDeliveryData(sample)).toEqual(zod.success ? zod.data : null);
    },
  );

  it('keeps an item with its note and drops malformed ones', () => {
    const item = { id: 'a', name: 'Kota', restaurant_id: 'r1', price_cents: 4500, quantity: 2 };
    expect(toCartItem({ ...item, special_instructions: ' no onion ' })).toEqual({
      ...item,
      special_instructions: ' no onion ',
    });
    expect(toCartItem({ ...item, special_instructions: '  ' })).toEqual(item);
    expect(toCartItem({ ...item, special_instructions: 7 })).toEqual(item);
    expect(toCartItem({ ...item, quantity: 0 })).toBeNull();
    expect(toCartItem({ ...item, price_cents: 1.5 })).toBeNull();
    expect(toCartItem({ ...item, id: 1 })).toBeNull();
  });
});
