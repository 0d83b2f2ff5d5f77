// Restaurant list mapping, filtering, sorting and ad placement (docs/product.md#list-rules, docs/product.md#ads).
import {
  ADS_EVERY,
  ASSUMED_MIN_ORDER_CENTS,
  FREE_DELIVERY_MAX_MIN_ORDER_CENTS,
  RESTAURANT_DEFAULTS,
} from './constants.ts';
import type { RestaurantFilters, RestaurantListItem } from './contracts/catalogue.ts';
import { haversineKm, type LatLng } from './distance.ts';
import { parseOpeningHours } from './opening-hours.ts';
import { quotedDeliveryFeeCents } from './pricing.ts';
import { type VenueStatusMemo, venueOpenStatus, venueStatusLabel } from './venue-status.ts';

/** A restaurants row as stored (snake_case, nullable), before any default is applied. */
export type RestaurantRow = {
  id: string;
  kind: 'restaurant' | 'grocery';
  name: string | null;
  address: string | null;
  cuisine_type: string | null;
  rating: number | null;
  estimated_delivery_time: number | null;
  delivery_fee_cents: number | null;
  is_open: boolean | null;
  opening_hours: unknown;
  latitude: number | null;
  longitude: number | null;
  service_radius_km: number | null;
  cover_image_url: string | null;
  image_url: string | null;
  logo_url: string | null;
  is_partnered: boolean | null;
  /** Collect it yourself is offered (decision 068); the detail shows it, the list leaves it out. */
  offers_collection?: boolean | null;
  /** The owner's pause, closed dates and load-shedding plan (docs/product.md#venue-go-live); absent means none. */
  is_active?: boolean | null;
  paused_until?: Date | string | null;
  closed_dates?: unknown;
  load_shedding?: unknown;
};

/** The string when it has visible text, else null. */
export const nonBlank = (value: string | null | undefined): string | null =>
  value != null && value.trim() !== '' ? value : null;

/** List/ad image: image_url, else cover_image_url, else logo_url, else null. */
export const restaurantImage = (row: Pick<RestaurantRow, 'image_url' | 'cover_image_url' | 'logo_url'>) =>
  nonBlank(row.image_url) ?? nonBlank(row.cover_image_url) ?? nonBlank(row.logo_url);

/** Distance from origin to the restaurant when both positions are known. */
export function distanceFrom(
  origin: LatLng | null | undefined,
  row: { latitude: number | null; longitude: number | null },
): number | undefined {
  if (!origin || row.latitude == null || row.longitude == null) return undefined;
  return haversineKm(origin, { latitude: row.latitude, longitude: row.longitude });
}

/**
 * Delivery time range in minutes: max = estimated (default 35), min = max − 10 but never below 15.
 * The original brief also said "(default 20)" for min, which contradicts its own rule (35 − 10 = 25): we follow the rule,
 * so the default range is 25–35. A missing, non-positive or non-finite estimate counts as absent.
 */
export function deliveryTimeRange(estimated: number | null | undefined): { min: number; max: number } {
  const max =
    estimated != null && Number.isFinite(estimated) && estimated > 0
      ? Math.round(estimated)
      : RESTAURANT_DEFAULTS.estimatedDeliveryTime;
  return { min: Math.max(15, max - 10), max };
}

export function toRestaurantListItem(
  row: RestaurantRow,
  ctx: {
    now: Date;
    origin?: LatLng | null;
    /** Include the parsed opening hours (default); the list's cards leave them out (decision 031). */
    withHours?: boolean;
    /** Where the open status and its label come from when the same rows are shown again and again (the list). */
    statusMemo?: VenueStatusMemo;
  },
): RestaurantListItem {
  const memo = ctx.statusMemo?.(row, ctx.now);
  const status = memo ? memo.status : venueOpenStatus(row, ctx.now);
  const distance = distanceFrom(ctx.origin, row);
  const time = deliveryTimeRange(row.estimated_delivery_time);
  // During a load-shedding slot the owner's extra minutes lengthen the promised delivery time.
  const extra = status.extraPrepMinutes ?? 0;
  const item: RestaurantListItem = {
    id: row.id,
    kind: row.kind,
    name: nonBlank(row.name) ?? RESTAURANT_DEFAULTS.name,
    address: row.address,
    cuisine: nonBlank(row.cuisine_type) ?? RESTAURANT_DEFAULTS.cuisine,
    average_rating: row.rating ?? RESTAURANT_DEFAULTS.rating,
    has_rating: typeof row.rating === 'number',
    delivery_time_min: time.min + extra,
    delivery_time_max: time.max + extra,
    // The fee checkout will charge for this distance (5 km while unknown): docs/decisions/021-one-price-quote.md.
    delivery_fee_cents: quotedDeliveryFeeCents(distance),
    is_open: status.open,
    latitude: row.latitude,
    longitude: row.longitude,
    service_radius_km: row.service_radius_km ?? RESTAURANT_DEFAULTS.serviceRadiusKm,
    image: restaurantImage(row),
    is_partnered: row.is_partnered ?? false,
  };
  if (ctx.withHours !== false) item.opening_hours = parseOpeningHours(row.opening_hours);
  if (ctx.withHours !== false && row.offers_collection != null)
    item.offers_collection = row.offers_collection;
  // Only when there is something to say, so a simply open venue keeps its exact list shape.
  if (status.reason !== null) {
    item.open_reason = status.reason;
    item.status_label = memo ? memo.label : venueStatusLabel(status, ctx.now);
  }
  if (status.reopensAt) item.reopens_at = status.reopensAt;
  if (status.limitedMenuUntil) item.limited_menu_until = status.limitedMenuUntil;
  if (distance !== undefined) item.distance_km = distance;
  return item;
}

/** Hidden when farther than its own service radius; always shown when the distance is unknown. */
export function isWithinServiceRadius(item: RestaurantListItem): boolean {
  return item.distance_km === undefined || item.distance_km <= item.service_radius_km;
}

const byRatingDesc = (a: RestaurantListItem, b: RestaurantListItem) => b.average_rating - a.average_rating;

/**
 * Distance ascending when both items have a distance, otherwise rating descending; stable; returns a new array.
 * That pairwise rule is not a total order when a list mixes items with and without distance, so we sort each
 * group by its own key and merge them comparing by rating (ties keep input order): the same result as the
 * pairwise rule whenever that rule is consistent, and the same result in every JavaScript engine.
 */
export function sortRestaurants(items: readonly RestaurantListItem[]): RestaurantListItem[] {
  const indexed = items.map((item, index) => ({ item, index }));
  const withDistance = indexed
    .filter((e) => e.item.distance_km !== undefined)
    .sort((a, b) => a.item.distance_km! - b.item.distance_km! || a.index - b.index);
  const without = indexed
    .filter((e) => e.item.distance_km === undefined)
    .sort((a, b) => byRatingDesc(a.item, b.item) || a.index - b.index);

  const merged: RestaurantListItem[] = [];
  let i = 0;
  let j = 0;
  while (i < withDistance.length && j < without.length) {
    const a = withDistance[i]!;
    const b = without[j]!;
    const order = byRatingDesc(a.item, b.item) || a.index - b.index;
    if (order <= 0) {
      merged.push(a.item);
      i++;
    } else {
      merged.push(b.item);
      j++;
    }
  }
  for (; i < withDistance.length; i++) merged.push(withDistance[i]!.item);
  for (; j < without.length; j++) merged.push(without[j]!.item);
  return merged;
}

/** The five list filters (docs/product.md#list-rules); an absent filter (or open_now false) lets everything through. */
export function applyRestaurantFilters(
  items: readonly RestaurantListItem[],
  filters: RestaurantFilters,
): RestaurantListItem[] {
  const cuisine = filters.cuisine?.trim().toLowerCase();
  return items.filter(
    (item) =>
      (!cuisine || item.cuisine.trim().toLowerCase() === cuisine) &&
      (filters.min_rating === undefined || item.average_rating >= filters.min_rating) &&
      (filters.max_delivery_time === undefined || item.delivery_time_max <= filters.max_delivery_time) &&
      (filters.max_delivery_fee_cents === undefined ||
        item.delivery_fee_cents <= filters.max_delivery_fee_cents) &&
      (!filters.open_now || item.is_open),
  );
}

/** Rows → list items → within service radius → filters → sorted. */
export function buildRestaurantList(
  rows: readonly RestaurantRow[],
  opts: { now: Date; origin?: LatLng | null; filters?: RestaurantFilters },
): RestaurantListItem[] {
  const items = rows.map((row) => toRestaurantListItem(row, opts)).filter(isWithinServiceRadius);
  return sortRestaurants(applyRestaurantFilters(items, opts.filters ?? {}));
}

export type FeedEntry<R, A> = { type: 'restaurant'; restaurant: R } | { type: 'ad'; ad: A };

/** One ad after restaurant #every, #2·every, …, ads in order, until the ads run out. */
export function interleaveAds<R, A>(
  restaurants: readonly R[],
  ads: readonly A[],
  every: number = ADS_EVERY,
): FeedEntry<R, A>[] {
  if (!Number.isInteger(every) || every < 1)
    throw new RangeError(`every must be a positive integer, got ${every}`);
  const feed: FeedEntry<R, A>[] = [];
  let nextAd = 0;
  restaurants.forEach((restaurant, index) => {
    feed.push({ type: 'restaurant', restaurant });
    if ((index + 1) % every === 0 && nextAd < ads.length) {
      feed.push({ type: 'ad', ad: ads[nextAd] as A });
      nextAd++;
    }
  });
  return feed;
}

/** Free-delivery text shows when the minimum order is R150 or less; an unknown minimum counts as R50. */
export function hasFreeDeliveryText(minimumOrderCents?: number | null): boolean {
  return (minimumOrderCents ?? ASSUMED_MIN_ORDER_CENTS) <= FREE_DELIVERY_MAX_MIN_ORDER_CENTS;
}
