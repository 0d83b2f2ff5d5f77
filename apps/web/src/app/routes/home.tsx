import type { RestaurantFilters } from '@lekker/core/contracts/catalogue';
import { useState } from 'react';
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

const LIST_ID = 'restaurant-list';

/**
 * Home (/): location status with the error panel and manual address, first-order promotion, food categories,
 * top picks and the filtered restaurant list near the customer.
 */
export function HomePage() {
  const location = useLocation({ watch: true });
  const [filters, setFilters] = useState<RestaurantFilters>({});
  const base: RestaurantsParams = { kind: 'restaurant', ...nearParams(location.location) };
  const cuisines = useCuisines(base);
  const awaitingFirstFix =
    location.location === null &&
    location.error === null &&
    (location.status === 'none' || location.status === 'requesting');

  function scrollToList() {
    const list = document.getElementById(LIST_ID);
    if (!list) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }

  function setCuisine(cuisine: string | undefined) {
    setFilters(({ cuisine: _, ...rest }) => (cuisine ? { ...rest, cuisine } : rest));
  }

  return (
    // On a phone the promotion moves below the top picks, so restaurants show on the first screen; from 768 px
    // the spec's order holds (location, promotion, categories, top picks, list).
    <div className="flex flex-col gap-8">
      <DocumentTitle title="Food delivery near you" />
      {/* Stories of venues near the customer (docs/product.md#restaurant-social); hidden when there are none. */}
      <StoryStrip location={location.location} />
      <LocationStatusCard
        label={locationLabel(location.location)}
        hasLocation={location.location !== null}
        badge={<LocationStatusBadge state={location} />}
      >
        {/* While the first position is still being asked for, a phone keeps the room the error panel needs: when the
            answer is an error (denied, unavailable — immediate in a browser without a prompt), the panel fills that
            room instead of pushing Top Picks and the list down (a layout shift Lighthouse measured at 0.143). When
            the position comes instead, the room collapses, as the list is reloaded for the position anyway. */}
        <div className={awaitingFirstFix ? 'max-md:min-h-[262px]' : undefined}>
          <LocationPanel location={location} />
        </div>
      </LocationStatusCard>
      <div className="order-1 md:order-none">
        <PromoBanner onOrderNow={scrollToList} />
      </div>
      <CategoryChips selected={filters.cuisine} onChange={setCuisine} />
      <TopPicks params={base} />
      <RestaurantList
        className="order-2 md:order-none"
        id={LIST_ID}
        params={{ ...base, ...filters }}
        area={locationArea(location.location)}
        toolbar={<RestaurantFiltersBar value={filters} onChange={setFilters} cuisines={cuisines} />}
      />
    </div>
  );
}

export { HomePage as Component };
