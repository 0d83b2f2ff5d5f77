import { BankDetailsForm } from '@/components/bank-details-form.tsx';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { MyDataCard } from '@/features/privacy/components/my-data-card.tsx';
import { PortalPushCard } from '@/features/push/push-cards.tsx';
import { VenueSettingsPanel } from '@/features/restaurant-venue/components/venue-settings.tsx';
import { usePortalVenue } from '@/lib/portal-venue.tsx';

/**
 * /restaurant/portal/settings: the selected venue's details, pin, hours, pause, load-shedding plan and go-live, and
 * the bank account its payouts go to.
 */
export function PortalSettingsPage() {
  const { venue } = usePortalVenue();
  return (
    <div className="space-y-6">
      <DocumentTitle title="Settings · Restaurant portal" />
      <PageHeader
        title="Settings"
        description={`${venue.name}: opening hours, delivery radius, contact details and how customers see you.`}
      />
      <PortalPushCard />
      <VenueSettingsPanel key={venue.id} venueId={venue.id} />
      <BankDetailsForm key={`bank-${venue.id}`} owner={{ venueId: venue.id }} who={venue.name} />
      <MyDataCard />
    </div>
  );
}

export { PortalSettingsPage as Component };
