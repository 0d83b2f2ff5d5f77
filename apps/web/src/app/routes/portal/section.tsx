import { useMatches } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { PORTAL_SECTIONS, type PortalSectionKey } from '../../layouts/portal-sections.ts';

export type PortalHandle = { page: string; portalSection: PortalSectionKey };

/** One page of the restaurant portal (/restaurant/portal and its nested pages); the route's handle names it. */
export function PortalSectionPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as Partial<PortalHandle> | undefined;
  const section = PORTAL_SECTIONS.find((s) => s.key === handle?.portalSection) ?? PORTAL_SECTIONS[0];
  const title = section.key === 'home' ? 'Restaurant portal' : section.label;
  return (
    <div className="space-y-6">
      <DocumentTitle title={section.key === 'home' ? title : `${title} · Restaurant portal`} />
      <PageHeader title={title} description={section.description} />
      {/* Pages still on this placeholder are not built yet (README, docs/product.md#not-built-yet): say so. */}
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        Not built yet: this page is coming soon.
      </p>
    </div>
  );
}

export { PortalSectionPage as Component };
