import type { RestaurantFilters } from '@lekker/core/contracts/catalogue';
import { useState } from 'react';
import type { RestaurantsParams } from '@/api/restaurants.ts';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { LocationStatusBadge } from '@/features/location/components/location-status-badge.tsx';
import { useLocation } from '@/features/location/hooks/use-location.ts';
import { RestaurantFiltersBar } from '@/features/restaurants/components/restaurant-filters.tsx';
import { RestaurantList } from '@/features/restaurants/components/restaurant-list.tsx';
import { useCuisines } from '@/features/restaurants/hooks/use-cuisines.ts';
import { nearParams } from '@/features/restaurants/near.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { locationArea } from '@/lib/location.ts';

/** Groceries (/groceries): grocery stores near the customer, ordered with the same menu page, cart and checkout. */
export function GroceriesPage() {
  const location = useLocation();
  const [filters, setFilters] = useState<RestaurantFilters>({});
  const base: RestaurantsParams = { kind: 'grocery', ...nearParams(location.location) };
  const cuisines = useCuisines(base);
  const area = locationArea(location.location);
  const t = useT();

  return (
    <div className="space-y-8">
      <DocumentTitle title={t('groceries.title')} />
      <PageHeader title={t('groceries.title')} description={t('groceries.description')}>
        <LocationStatusBadge state={location} />
      </PageHeader>
      <RestaurantList
        params={{ ...base, ...filters }}
        title={area ? t('groceries.storesIn', { area }) : t('groceries.storesNear')}
        withAds={false}
        toolbar={<RestaurantFiltersBar value={filters} onChange={setFilters} cuisines={cuisines} />}
      />
    </div>
  );
}

export { GroceriesPage as Component };
