import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RestaurantList } from '@/features/restaurants/components/restaurant-list.tsx';
import { locationArea } from '@/lib/location.ts';
import { useStoredLocation } from '@/lib/use-stored-location.ts';

/** Explore (/search?q=): restaurants whose name, cuisine or address matches the header search. */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  const location = useStoredLocation();
  const params = location ? { lat: location.latitude, lng: location.longitude } : {};
  return (
    <div className="space-y-8">
      <DocumentTitle title={q ? `Search: ${q}` : 'Explore'} />
      <PageHeader
        title="Explore"
        description="Browse every restaurant and store that delivers to you, or use the search box above to find a dish, a cuisine or a place by name."
      />
      <RestaurantList
        params={params}
        searchText={q}
        title={q ? `Results for “${q}”` : undefined}
        area={locationArea(location)}
        withAds={!q}
      />
    </div>
  );
}

export { SearchPage as Component };
