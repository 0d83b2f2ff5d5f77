import type { RestaurantFilters } from '@lekker/core/contracts/catalogue';
import { memo, useCallback, useMemo, useState } from 'react';
import { useFirstOrderEligible } from '@/api/first-order.ts';
import type { RestaurantsParams } from '@/api/restaurants.ts';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { CategoryChips } from '@/features/home/components/category-chips.tsx';
import { LocationStatusCard } from '@/features/home/components/location-status-card.tsx';
import { PromoBanner } from '@/features/home/components/promo-banner.tsx';
import { LocationPanel } from '@/features/location/components/location-panel.tsx';
import { LocationStatusBadge } from '@/features/location/components/location-status-badge.tsx';
import { useLocation } from '@/features/location/hooks/use-location.ts';
import { RestaurantFiltersBar } from '@/features/restaurants/components/restaurant-filters.tsx';
import { RestaurantList } from '@/features/restaurants/components/restaurant-list.tsx';
import { TopPicks } from '@/features/restaurants/components/top-picks.tsx';
import { useCuisines } from '@/features/restaurants/hooks/use-cuisines.ts';
import { nearParams } from '@/features/restaurants/near.ts';
import { StoryStrip } from '@/features/stories/components/story-strip.tsx';
import { locationArea, locationLabel } from '@/lib/location.ts';
import { RevealLater } from '@/lib/reveal-later.tsx';

const LIST_ID = 'restaurant-list';

function scrollToList() {
  const list = document.getElementById(LIST_ID);
  if (!list) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  list.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}

// The sections below the location card depend on the location's coordinates, the filters and their own data only:
// memoised with stable props, a change of the location's status (asking, denied, watching) or the cuisines arriving
// re-renders the location card and the filters, not the feed (each such re-render of the whole page was a long
// main-thread task on a phone).
const Stories = memo(StoryStrip);
const Promotion = memo(PromoBanner);
const Categories = memo(CategoryChips);
const Picks = memo(TopPicks);
const List = memo(RestaurantList);
const FiltersBar = memo(RestaurantFiltersBar);

/**
 * Home (/): location status with the error panel and manual address, first-order promotion, food categories,
 * top picks and the filtered restaurant list near the customer.
 */
export function HomePage() {
  const location = useLocation({ watch: true });
  const firstOrderEligible = useFirstOrderEligible();
  const [filters, setFilters] = useState<RestaurantFilters>({});
  const near = nearParams(location.location);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same coordinates are the same list
  const base = useMemo<RestaurantsParams>(() => ({ kind: 'restaurant', ...near }), [near.lat, near.lng]);
  const listParams = useMemo(() => ({ ...base, ...filters }), [base, filters]);
  const cuisines = useCuisines(base);
  const cuisineKey = cuisines.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same cuisines in a new array are the same list
  const stableCuisines = useMemo(() => cuisines, [cuisineKey]);
  const awaitingFirstFix =
    location.location === null &&
    location.error === null &&
    (location.status === 'none' || location.status === 'requesting');

  const setCuisine = useCallback((cuisine: string | undefined) => {
    setFilters(({ cuisine: _, ...rest }) => (cuisine ? { ...rest, cuisine } : rest));
  }, []);
  const toolbar = useMemo(
    () => <FiltersBar value={filters} onChange={setFilters} cuisines={stableCuisines} />,
    [filters, stableCuisines],
  );

  return (
    // On a phone the promotion moves below the top picks, so restaurants show on the first screen; from 768 px
    // the spec's order holds (location, promotion, categories, top picks, list).
    <div className="flex flex-col gap-8">
      <DocumentTitle title="Food delivery near you" />
      {/* Stories of venues near the customer (docs/product.md#restaurant-social); hidden when there are none. */}
      <Stories location={location.location} />
      <LocationStatusCard
        label={locationLabel(location.location)}
        hasLocation={location.location !== null}
        badge={<LocationStatusBadge state={location} />}
      >
        {/* While the first position is still being asked for, a phone keeps the error panel's exact room above the
            address search: when the answer is an error (denied, unavailable — immediate in a browser without a
            prompt), the panel fills that room instead of pushing the search, Top Picks and the list down (layout
            shifts Lighthouse measured at 0.143 with no room kept, and 0.03–0.12 at 412–360 px with a fixed 262 px).
            When the position comes instead, the room collapses, as the list is reloaded for the position anyway. */}
        <LocationPanel location={location} reserveErrorRoom={awaitingFirstFix} />
      </LocationStatusCard>
      <div className="order-1 md:order-none">
        {firstOrderEligible ? <Promotion onOrderNow={scrollToList} /> : null}
      </div>
      <Categories selected={filters.cuisine} onChange={setCuisine} />
      <Picks params={base} />
      {/* The list starts below the first screen: it comes a task after the rest of the page. */}
      <RevealLater placeholder={<div className="order-2 md:order-none" id={LIST_ID} />}>
        <List
          className="order-2 md:order-none"
          id={LIST_ID}
          params={listParams}
          area={locationArea(location.location)}
          toolbar={toolbar}
          firstPass={0}
        />
      </RevealLater>
    </div>
  );
}

export { HomePage as Component };
