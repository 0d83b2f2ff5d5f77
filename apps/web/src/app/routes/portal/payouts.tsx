import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { PayoutsView } from '@/features/restaurant-money/components/payouts-view.tsx';
import { usePortalVenue } from '@/lib/portal-venue.tsx';

/** /restaurant/portal/payouts: weekly statements from the ledger, their payout state and downloads. */
export function PortalPayoutsPage() {
  const { venue } = usePortalVenue();
  return (
    <div className="space-y-6">
      <DocumentTitle title="Payouts · Restaurant portal" />
      <PageHeader
        title="Payouts"
        description={`What ${venue.name} has earned, what has been paid out and when the next payout is due.`}
      />
      <PayoutsView key={venue.id} />
    </div>
  );
}

export { PortalPayoutsPage as Component };
