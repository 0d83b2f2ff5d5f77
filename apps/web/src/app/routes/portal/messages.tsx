import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { VenueInbox } from '@/features/restaurant-messages/components/venue-inbox.tsx';
import { usePortalVenue } from '@/lib/portal-venue.tsx';

/** /restaurant/portal/messages: a conversation per order with its customer (and driver), live. */
export function PortalMessagesPage() {
  const { venue } = usePortalVenue();
  return (
    <div className="space-y-6">
      <DocumentTitle title="Messages · Restaurant portal" />
      <PageHeader
        title="Messages"
        description={`${venue.name}: conversations with customers and drivers about their orders.`}
      />
      <VenueInbox key={venue.id} venueId={venue.id} />
    </div>
  );
}

export { PortalMessagesPage as Component };
