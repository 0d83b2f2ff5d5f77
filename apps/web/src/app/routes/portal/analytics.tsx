import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { AnalyticsView } from '@/features/restaurant-money/components/analytics-view.tsx';
import { usePortalVenue } from '@/lib/portal-venue.tsx';

/** /restaurant/portal/analytics: sales, orders, busy hours, best sellers, preparation, outcomes and ratings. */
export function PortalAnalyticsPage() {
  const { venue } = usePortalVenue();
  return (
    <div className="space-y-6">
      <DocumentTitle title="Analytics · Restaurant portal" />
      <PageHeader
        title="Analytics"
        description={`How ${venue.name} is doing: sales, orders and best sellers over time.`}
      />
      <AnalyticsView key={venue.id} />
    </div>
  );
}

export { PortalAnalyticsPage as Component };
