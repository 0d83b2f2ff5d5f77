import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';

type AreaPageProps = {
  title: string;
  description: string;
  links?: readonly { to: string; label: string }[];
  children?: ReactNode;
};

/** Heading, purpose and related links of a restaurant, driver or admin page. */
export function AreaPage({ title, description, links = [], children }: AreaPageProps) {
  return (
    <div className="space-y-6">
      <DocumentTitle title={title} />
      <PageHeader title={title} description={description}>
        {links.length > 0 ? (
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            {links.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                {link.label}
              </Link>
            ))}
          </p>
        ) : null}
      </PageHeader>
      {children}
    </div>
  );
}
