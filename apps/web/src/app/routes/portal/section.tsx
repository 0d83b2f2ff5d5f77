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
    </div>
  );
}

export { PortalSectionPage as Component };
