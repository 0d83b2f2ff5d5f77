import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { VenueToday } from '@/features/restaurant-home/components/venue-today.tsx';
import { GoLiveChecklistCard } from '@/features/restaurant-venue/components/go-live-checklist.tsx';
import { usePortalHref, usePortalVenue } from '@/lib/portal-venue.tsx';

/** /restaurant/portal: the selected venue's day at a glance, and its go-live checklist until it is live. */
export function PortalHomePage() {
  const { venue } = usePortalVenue();
  const href = usePortalHref();
  return (
    <div className="space-y-6">
      <DocumentTitle title="Restaurant portal" />
      <PageHeader
        title="Restaurant portal"
        description={`${venue.name} today at a glance: new orders, what's cooking and the takings.`}
      />
      {venue.went_live_at === null || !venue.is_active ? (
        <GoLiveChecklistCard
          key={venue.id}
          venueId={venue.id}
          links={{
            pin: href('/restaurant/portal/settings'),
            hours: href('/restaurant/portal/settings'),
            logo: href('/restaurant/portal/settings'),
            menu: href('/restaurant/portal/menu'),
          }}
        />
      ) : null}
      <VenueToday key={venue.id} />
    </div>
  );
}

export { PortalHomePage as Component };
