import { describe, expect, it } from 'vitest';
import {
  buildCustomDeliveryData,
  type CustomDeliveryValues,
  canProceed,
  DRAFT_STORAGE_KEY,
  emptyCustomDelivery,
  LOGIN_OR_RESTAURANT_MESSAGE,
  loadDraft,
  MISSING_INFORMATION_MESSAGE,
  missingRequirements,
  parseDraft,
  parseEstimatedTotal,
  RECEIPT_REQUIRED_MESSAGE,
  saveDraft,
  todayInSouthAfrica,
  validateProceed,
} from './custom-delivery-form.ts';

const pin = { latitude: -25.83, longitude: 25.61 };
const receipt = {
  path: 'user-1/1700000000000-slip.png',
  name: 'slip.png',
  size: 1234,
  content_type: 'image/png',
};

const complete: CustomDeliveryValues = {
  ...emptyCustomDelivery,
  restaurant_id: '00000000-0000-4000-8000-000000000001',
  restaurant_name: 'Kasi Kota Corner',
  street: '12 Shippard Street',
  city: 'Mahikeng',
  province: 'North West',
  pin,
  pin_source: 'customer',
  customer_name: 'Naledi',
  customer_phone: '082 123 4567',
  items_requested: '2 loaves of bread',
  receipt,
};

describe('the Proceed to Payment rule (docs/product.md#custom-delivery)', () => {
  it('is enabled only with name, phone, items, a location and an uploaded receipt', () => {
    expect(canProceed(complete)).toBe(true);
    for (const broken of [
      { customer_name: '  ' },
      { customer_phone: '' },
      { items_requested: '\n' },
      { street: ' ' },
      { city: '' },
      { pin: null, pin_source: null },
      // A pin the lookup only proposed (the town's centre) is not yet the delivery point.
      { pin_source: 'place' },
      { receipt: null },
    ] satisfies Partial<CustomDeliveryValues>[]) {
      expect(canProceed({ ...complete, ...broken }), JSON.stringify(broken)).toBe(false);
    }
    // The restaurant is not part of the enable rule; the submit check catches it.
    expect(canProceed({ ...complete, restaurant_id: '' })).toBe(true);
  });

  it('lists what is still missing for the yellow hint, in the order of the form', () => {
    expect(missingRequirements(complete)).toEqual([]);
    expect(missingRequirements(emptyCustomDelivery)).toEqual([
      'a restaurant',
      'the delivery address',
      'the delivery pin on the map',
      'your name',
      'your phone number',
      'the items requested',
      'an uploaded receipt',
    ]);
    expect(missingRequirements({ ...complete, receipt: null })).toEqual(['an uploaded receipt']);
  });
});

describe('the submit checks (docs/product.md#validation)', () => {
  it('needs a signed-in customer and a restaurant first', () => {
    expect(validateProceed(complete, false)).toEqual({
      title: 'Error',
      message: LOGIN_OR_RESTAURANT_MESSAGE,
    });
    expect(validateProceed({ ...complete, restaurant_id: '' }, true)).toEqual({
      title: 'Error',
      message: "Please select a restaurant and make sure you're logged in",
    });
  });

  it.each([
    ['name', { customer_name: '' }],
    ['phone', { customer_phone: ' ' }],
    ['items', { items_requested: '' }],
    ['street', { street: '' }],
    ['pin', { pin: null }],
    ['accepted pin', { pin_source: 'place' }],
  ] as const)('asks for the missing %s', (_, broken) => {
    expect(validateProceed({ ...complete, ...broken }, true)).toEqual({
      title: 'Missing Information',
      message: MISSING_INFORMATION_MESSAGE,
    });
    expect(MISSING_INFORMATION_MESSAGE).toBe(
      'Please fill in all required fields and select a delivery location',
    );
  });

  it('then asks for the receipt', () => {
    expect(validateProceed({ ...complete, receipt: null }, true)).toEqual({
      title: 'Receipt Required',
      message: RECEIPT_REQUIRED_MESSAGE,
    });
    expect(RECEIPT_REQUIRED_MESSAGE).toBe(
      'Please upload a receipt to proceed with your custom delivery request.',
    );
    expect(validateProceed(complete, true)).toBeNull();
  });
});

describe('the cart data', () => {
  it('carries everything the server needs, with the phone normalised and the total in cents', () => {
    const data = buildCustomDeliveryData(
      {
        ...complete,
        special_notes: ' Blue gate ',
        postal_code: '2735',
        city: 'Mahikeng',
        province: 'North West',
        estimated_total: '85.5',
        preferred_delivery_time: todayInSouthAfrica(),
      },
      { distance_km: 3.44 },
    );
    expect(data).toEqual({
      customer_name: 'Naledi',
      customer_phone: '+27821234567',
      items_requested: '2 loaves of bread',
      delivery_address: '12 Shippard Street',
      delivery_lat: pin.latitude,
      delivery_lng: pin.longitude,
      delivery_distance_km: 3.44,
      city: 'Mahikeng',
      province: 'North West',
      postal_code: '2735',
      special_notes: 'Blue gate',
      preferred_delivery_time: todayInSouthAfrica(),
      estimated_total_cents: 8550,
      receipt_path: receipt.path,
      receipt_name: 'slip.png',
    });
  });

  it('refuses a phone number that is not South African, with the reason', () => {
    expect(() =>
      buildCustomDeliveryData({ ...complete, customer_phone: '12345' }, { distance_km: 1 }),
    ).toThrow('Please enter a South African phone number, e.g. 082 123 4567');
  });

  it('needs the street, a town and a province for the address (docs/product.md#delivery-point)', () => {
    expect(() => buildCustomDeliveryData({ ...complete, street: ' ' }, { distance_km: 1 })).toThrow(
      'Please enter the street address (or the house or stand number).',
    );
    expect(() =>
      buildCustomDeliveryData({ ...complete, city: ' ', province: '' }, { distance_km: 1 }),
    ).toThrow('Please enter the city or town and the province of the delivery address.');
  });

  it('reads the estimated total in rand', () => {
    expect(parseEstimatedTotal('')).toBeNull();
    expect(parseEstimatedTotal('250')).toBe(25000);
    expect(parseEstimatedTotal('R 19,99')).toBe(1999);
    expect(() => parseEstimatedTotal('-5')).toThrow('Please enter the estimated total in rand');
    expect(() => parseEstimatedTotal('abc')).toThrow();
  });
});

describe('the draft', () => {
  it('survives a reload in sessionStorage, receipt path included', () => {
    window.sessionStorage.clear();
    saveDraft(complete);
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}').receipt.path).toBe(
      receipt.path,
    );
    expect(loadDraft()).toEqual(complete);
    window.sessionStorage.clear();
  });

  it('drops garbage and forgets a preferred date that has passed', () => {
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft('[1]')).toBeNull();
    const draft = parseDraft(
      JSON.stringify({
        customer_name: 7,
        pin: { latitude: 'x' },
        preferred_delivery_time: '2020-01-01',
      }),
      '2025-06-01',
    );
    expect(draft).toMatchObject({
      customer_name: '',
      pin: null,
      preferred_delivery_time: null,
      receipt: null,
    });
    expect(parseDraft(JSON.stringify({ preferred_delivery_time: '2025-06-02' }), '2025-06-01')).toMatchObject(
      {
        preferred_delivery_time: '2025-06-02',
      },
    );
  });
});
