// Sponsored ad cards (docs/product.md#ads: defaults fee 20, rating 4, delivery time 30 min).
import { AD_DEFAULTS, RESTAURANT_DEFAULTS } from './constants.ts';
import type { AdCard } from './contracts/catalogue.ts';
import type { LatLng } from './distance.ts';
import { quotedDeliveryFeeCents } from './pricing.ts';
import { distanceFrom, nonBlank, type RestaurantRow, restaurantImage } from './restaurant-list.ts';

/** A restaurant_ads row joined with its restaurant. */
export type AdRow = {
  id: string;
  restaurant_id: string;
  ad_image_url: string | null;
  special_offer: string | null;
  offer_description: string | null;
  cta_text: string | null;
  priority: number;
  restaurant: RestaurantRow;
};

export function toAdCard(row: AdRow, origin?: LatLng | null): AdCard {
  const r = row.restaurant;
  const estimated = r.estimated_delivery_time;
  const card: AdCard = {
    id: row.id,
    restaurant_id: row.restaurant_id,
    restaurant_name: nonBlank(r.name) ?? RESTAURANT_DEFAULTS.name,
    image: nonBlank(row.ad_image_url) ?? restaurantImage(r),
    cuisine: nonBlank(r.cuisine_type) ?? RESTAURANT_DEFAULTS.cuisine,
    rating: r.rating ?? AD_DEFAULTS.rating,
    has_rating: typeof r.rating === 'number',
    delivery_time:
      estimated != null && Number.isFinite(estimated) && estimated > 0
        ? Math.round(estimated)
        : AD_DEFAULTS.deliveryTime,
    special_offer: row.special_offer,
    offer_description: row.offer_description,
    cta_text: nonBlank(row.cta_text) ?? AD_DEFAULTS.ctaText,
    address: r.address,
    // The same fee as the restaurant's card and checkout (docs/decisions/021-one-price-quote.md).
    delivery_fee_cents: quotedDeliveryFeeCents(distanceFrom(origin, r)),
    priority: row.priority,
  };
  const distance = distanceFrom(origin, r);
  if (distance !== undefined) card.distance_km = distance;
  return card;
}

/** Where an ad's window stands (docs/decisions/053): before its first day, inside it, or after its last. */
export type AdWindowState = 'scheduled' | 'live' | 'expired';

/**
 * The one rule for an ad's window, from its dates alone: `start` the first instant it runs, `end` the first instant
 * it no longer runs (null: until taken down). Whether it shows also needs approval, its switch and a live venue.
 */
export function adSchedule(window: { start: Date; end: Date | null }, now: Date): AdWindowState {
  if (window.start > now) return 'scheduled';
  if (window.end !== null && window.end <= now) return 'expired';
  return 'live';
}
