import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { ReviewsManager } from '@/features/restaurant-reviews/components/reviews-manager.tsx';
import { usePortalVenue } from '@/lib/portal-venue.tsx';

/** /restaurant/portal/reviews: the venue's reviews, their distribution and one public reply each. */
export function PortalReviewsPage() {
  const { venue } = usePortalVenue();
  return (
    <div className="space-y-6">
      <DocumentTitle title="Reviews · Restaurant portal" />
      <PageHeader
        title="Reviews"
        description={`${venue.name}: what customers say about your food, with a public reply to each review.`}
      />
      <ReviewsManager key={venue.id} venueId={venue.id} />
    </div>
  );
}

export { PortalReviewsPage as Component };
