import { useState } from 'react';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { CategoryChips } from '@/features/home/components/category-chips.tsx';
import { LocationStatusCard } from '@/features/home/components/location-status-card.tsx';
import { PromoBanner } from '@/features/home/components/promo-banner.tsx';
import type { RestaurantsParams } from '@/features/restaurants/api/get-restaurants.ts';
import { RestaurantList } from '@/features/restaurants/components/restaurant-list.tsx';
import { TopPicks } from '@/features/restaurants/components/top-picks.tsx';
import { locationArea, locationLabel } from '@/lib/location.ts';
import { useStoredLocation } from '@/lib/use-stored-location.ts';

const LIST_ID = 'restaurant-list';

/** Home (/): location card, first-order promotion, food categories, top picks and the restaurant list. */
export function HomePage() {
  const location = useStoredLocation();
  const [cuisine, setCuisine] = useState<string | undefined>();
  const base: RestaurantsParams = location
    ? { kind: 'restaurant', lat: location.latitude, lng: location.longitude }
    : { kind: 'restaurant' };
  const listParams: RestaurantsParams = cuisine ? { ...base, cuisine } : base;

  function scrollToList() {
    const list = document.getElementById(LIST_ID);
    if (!list) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }

  return (
    <div className="space-y-8">
      <DocumentTitle title="Food delivery near you" />
      <LocationStatusCard label={locationLabel(location)} hasLocation={location !== null} />
      <PromoBanner onOrderNow={scrollToList} />
      <CategoryChips selected={cuisine} onChange={setCuisine} />
      <TopPicks params={base} />
      <RestaurantList id={LIST_ID} params={listParams} area={locationArea(location)} />
    </div>
  );
}

export { HomePage as Component };
