// Business constants and limits (docs/product.md#constants). Money in integer cents, distances in km, times in minutes.

export const PRODUCT_NAME = 'Lekker Eats';
export const DEFAULT_LOCATION_LABEL = 'Mangokeng';
export const TIME_ZONE = 'Africa/Johannesburg';

/** At most 99 of one item in a cart or an order (the cart and the checkout contract both hold to it). */
export const MAX_ITEM_QUANTITY = 99;

/** Minimum item subtotal of a normal order: R50. */
export const MIN_ORDER_CENTS = 5000;
/** Free-delivery text shows when the restaurant's minimum order is at most R150. */
export const FREE_DELIVERY_MAX_MIN_ORDER_CENTS = 15000;
/** Minimum order assumed for display when a restaurant has none: R50. */
export const ASSUMED_MIN_ORDER_CENTS = 5000;

export const EARTH_RADIUS_KM = 6371;
/** Drivers see delivery requests within this distance. */
export const DRIVER_RADIUS_KM = 20;
/**
 * Cash on Delivery money a driver may hold in a week (Mon–Sun) before an admin's manual assignment of another cash
 * order needs an explicit override (docs/decisions/053): R1 500.
 */
export const DRIVER_CASH_LIMIT_CENTS = 150_000;
/** Radius named on the home page's location card ('restaurants within 10km'). */
export const LOCATION_CARD_RADIUS_KM = 10;

/** One sponsored ad after every 4th restaurant. */
export const ADS_EVERY = 4;
/** At most 10 ads are fetched. */
export const ADS_LIMIT = 10;

/** Receipt uploads: at most 8 MB. */
export const RECEIPT_MAX_BYTES = 8388608;
export const RECEIPT_SIGNED_URL_SECONDS = 600;
export const PASSWORD_MIN_LENGTH = 6;

export const RESTAURANT_DEFAULTS = {
  name: 'Restaurant',
  cuisine: 'Various',
  rating: 4,
  deliveryFeeCents: 2000,
  serviceRadiusKm: 10,
  estimatedDeliveryTime: 35,
} as const;

export const AD_DEFAULTS = {
  deliveryFeeCents: 2000,
  rating: 4,
  deliveryTime: 30,
  ctaText: 'Order Now',
} as const;

export const PLACEHOLDER_IMAGE = '/placeholder.svg';
/** Default delivery distance (5 km ↔ 30 min): the cart's delivery fee is the fee for this distance. */
export const DEFAULT_DISTANCE_KM = 5;

/** Order for later: the longest notice a venue may ask before a slot (one day; docs/decisions/065-order-for-later.md). */
export const SCHEDULING_LEAD_MAX_MINUTES = 24 * 60;

/** Tip the driver (docs/decisions/069-driver-tips.md): the most one tip may be (R500), and the preset choices. */
export const TIP_MAX_CENTS = 50_000;
export const TIP_PRESETS_CENTS = [500, 1_000, 2_000] as const;
