import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { AdRequestPanel } from '@/features/restaurant-ads/components/ad-request-panel.tsx';
import { PromotionsManager } from '@/features/restaurant-promotions/components/promotions-manager.tsx';
import { usePortalVenue } from '@/lib/portal-venue.tsx';

/**
 * /restaurant/portal/promotions: the venue's discounts and happy hours (docs/product.md#promotions), and its requests
 * for a sponsored card on the home page (reviewed by admins).
 */
export function PortalPromotionsPage() {
  const { venue } = usePortalVenue();
  return (
    <div className="space-y-6">
      <DocumentTitle title="Promotions · Restaurant portal" />
      <PageHeader
        title="Promotions"
        description={`${venue.name}: discounts and happy hours on your menu, shown on your card and menu and taken off at checkout.`}
      />
      <PromotionsManager key={venue.id} venueId={venue.id} />
      <AdRequestPanel key={`ads-${venue.id}`} venueId={venue.id} />
    </div>
  );
}

export { PortalPromotionsPage as Component };
