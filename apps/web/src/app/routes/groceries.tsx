import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RestaurantList } from '@/features/restaurants/components/restaurant-list.tsx';
import { useStoredLocation } from '@/lib/use-stored-location.ts';

/** Groceries (/groceries): grocery stores near the customer, ordered with the same cart and checkout. */
export function GroceriesPage() {
  const location = useStoredLocation();
  const params = location
    ? { kind: 'grocery' as const, lat: location.latitude, lng: location.longitude }
    : { kind: 'grocery' as const };
  return (
    <div className="space-y-8">
      <DocumentTitle title="Groceries" />
      <PageHeader
        title="Groceries"
        description="Fresh produce, pantry staples and household goods from stores in your town, delivered with the same cart and checkout as your food."
      />
      <RestaurantList params={params} title="Groceries near you" withAds={false} />
    </div>
  );
}

export { GroceriesPage as Component };
