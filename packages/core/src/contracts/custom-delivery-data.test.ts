import { describe, expect, it } from 'vitest';
import { CustomDeliveryDataSchema } from './custom-delivery.ts';

const draft = {
  customer_name: 'Naledi Mokoena',
  customer_phone: '+27821234567',
  items_requested: '2 loaves of bread',
  delivery_address: 'Mmabatho, Mahikeng, North West, South Africa',
  delivery_lat: -25.83,
  delivery_lng: 25.61,
  delivery_distance_km: 3.44,
};

describe('CustomDeliveryDataSchema (the cart’s stored custom delivery)', () => {
  it('reads an older draft without the later fields as empty ones', () => {
    expect(CustomDeliveryDataSchema.parse(draft)).toEqual({
      ...draft,
      city: null,
      province: null,
      postal_code: null,
      special_notes: null,
      preferred_delivery_time: null,
      estimated_total_cents: null,
      receipt_path: '',
      receipt_name: '',
    });
  });

  it('refuses what is not a custom delivery', () => {
    expect(CustomDeliveryDataSchema.safeParse({ ...draft, delivery_lat: 123 }).success).toBe(false);
    expect(CustomDeliveryDataSchema.safeParse({ ...draft, customer_name: undefined }).success).toBe(false);
    expect(CustomDeliveryDataSchema.safeParse('{}').success).toBe(false);
  });
});
