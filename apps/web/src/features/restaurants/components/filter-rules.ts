// The list filters' options and helpers, shared by the filter bar and its lazily loaded fields.
import type { RestaurantFilters } from '@lekker/core/contracts/catalogue';

export const MIN_RATING_OPTIONS = [3, 3.5, 4, 4.5] as const;
export const MAX_DELIVERY_TIME_OPTIONS = [30, 40, 45, 60] as const;
export const MAX_DELIVERY_FEE_OPTIONS_CENTS = [1500, 2000, 2500, 3000] as const;

export type RestaurantFiltersBarProps = {
  value: RestaurantFilters;
  onChange: (next: RestaurantFilters) => void;
  /** Cuisines offered in the cuisine picker (the current one is always included). */
  cuisines: readonly string[];
  className?: string;
};

/** Number of filters in use. */
export function activeFilterCount(filters: RestaurantFilters): number {
  return [
    filters.cuisine,
    filters.min_rating,
    filters.max_delivery_time,
    filters.max_delivery_fee_cents,
    filters.open_now || undefined,
  ].filter((v) => v !== undefined && v !== '').length;
}

/** Sets or removes one filter (an absent filter lets everything through). */
export function withFilter<K extends keyof RestaurantFilters>(
  filters: RestaurantFilters,
  key: K,
  value: RestaurantFilters[K] | undefined,
): RestaurantFilters {
  const next = { ...filters };
  if (value === undefined || value === '' || value === false) delete next[key];
  else next[key] = value;
  return next;
}
