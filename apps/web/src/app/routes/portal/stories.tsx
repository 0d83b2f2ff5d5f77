import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { StoriesManager } from '@/features/restaurant-stories/components/stories-manager.tsx';
import { usePortalVenue } from '@/lib/portal-venue.tsx';

/** /restaurant/portal/stories: post photo stories (24 hours) and see how many customers saw them. */
export function PortalStoriesPage() {
  const { venue } = usePortalVenue();
  return (
    <div className="space-y-6">
      <DocumentTitle title="Stories · Restaurant portal" />
      <PageHeader
        title="Stories"
        description={`${venue.name}: photo stories that customers nearby see at the top of the home page for 24 hours.`}
      />
      <StoriesManager key={venue.id} venueId={venue.id} />
    </div>
  );
}

export { PortalStoriesPage as Component };
