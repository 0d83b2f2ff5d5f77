import { describe, expect, it } from 'vitest';
import {
  AD_DEFAULTS,
  ADS_EVERY,
  ADS_LIMIT,
  ASSUMED_MIN_ORDER_CENTS,
  DEFAULT_DISTANCE_KM,
  DEFAULT_LOCATION_LABEL,
  DRIVER_RADIUS_KM,
  EARTH_RADIUS_KM,
  FREE_DELIVERY_MAX_MIN_ORDER_CENTS,
  LOCATION_CARD_RADIUS_KM,
  MIN_ORDER_CENTS,
  PASSWORD_MIN_LENGTH,
  PLACEHOLDER_IMAGE,
  PRODUCT_NAME,
  RECEIPT_MAX_BYTES,
  RECEIPT_SIGNED_URL_SECONDS,
  RESTAURANT_DEFAULTS,
  TIME_ZONE,
} from './constants.ts';

describe('constants (docs/product.md#constants)', () => {
  it.each([
    ['PRODUCT_NAME', PRODUCT_NAME, 'Lekker Eats'],
    ['DEFAULT_LOCATION_LABEL', DEFAULT_LOCATION_LABEL, 'Mangokeng'],
    ['TIME_ZONE', TIME_ZONE, 'Africa/Johannesburg'],
    ['MIN_ORDER_CENTS', MIN_ORDER_CENTS, 5000],
    ['FREE_DELIVERY_MAX_MIN_ORDER_CENTS', FREE_DELIVERY_MAX_MIN_ORDER_CENTS, 15000],
    ['ASSUMED_MIN_ORDER_CENTS', ASSUMED_MIN_ORDER_CENTS, 5000],
    ['EARTH_RADIUS_KM', EARTH_RADIUS_KM, 6371],
    ['DRIVER_RADIUS_KM', DRIVER_RADIUS_KM, 20],
    ['LOCATION_CARD_RADIUS_KM', LOCATION_CARD_RADIUS_KM, 10],
    ['ADS_EVERY', ADS_EVERY, 4],
    ['ADS_LIMIT', ADS_LIMIT, 10],
    ['RECEIPT_MAX_BYTES', RECEIPT_MAX_BYTES, 8 * 1024 * 1024],
    ['RECEIPT_SIGNED_URL_SECONDS', RECEIPT_SIGNED_URL_SECONDS, 600],
    ['PASSWORD_MIN_LENGTH', PASSWORD_MIN_LENGTH, 6],
    ['PLACEHOLDER_IMAGE', PLACEHOLDER_IMAGE, '/placeholder.svg'],
    ['DEFAULT_DISTANCE_KM', DEFAULT_DISTANCE_KM, 5],
  ] as const)('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('restaurant and ad defaults', () => {
    expect(RESTAURANT_DEFAULTS).toEqual({
      name: 'Restaurant',
      cuisine: 'Various',
      rating: 4,
      deliveryFeeCents: 2000,
      serviceRadiusKm: 10,
      estimatedDeliveryTime: 35,
    });
    expect(AD_DEFAULTS).toEqual({
      deliveryFeeCents: 2000,
      rating: 4,
      deliveryTime: 30,
      ctaText: 'Order Now',
    });
  });
});
