import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { OrderDesk } from '@/features/restaurant-desk/components/order-desk.tsx';
import { usePortalVenue } from '@/lib/portal-venue.tsx';

/** /restaurant/portal/orders: the selected venue's live order desk. */
export function PortalOrdersPage() {
  const { venue } = usePortalVenue();
  return (
    <div className="space-y-6">
      <DocumentTitle title="Orders · Restaurant portal" />
      <PageHeader
        title="Orders"
        description={`${venue.name}: accept new orders with a preparation time, then mark them preparing and ready.`}
      />
      <OrderDesk key={venue.id} />
    </div>
  );
}

export { PortalOrdersPage as Component };
