import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { MenuEditor } from '@/features/restaurant-venue/components/menu-editor.tsx';
import { usePortalVenue } from '@/lib/portal-venue.tsx';

/** /restaurant/portal/menu: the selected venue's menu editor. */
export function PortalMenuPage() {
  const { venue } = usePortalVenue();
  return (
    <div className="space-y-6">
      <DocumentTitle title="Menu · Restaurant portal" />
      <PageHeader
        title="Menu"
        description={`${venue.name}: add dishes, change prices and photos, and mark items sold out for today.`}
      />
      <MenuEditor key={venue.id} venueId={venue.id} />
    </div>
  );
}

export { PortalMenuPage as Component };
