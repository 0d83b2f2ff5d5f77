import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';

/** Customer dashboard (/customer-dashboard). */
export function CustomerDashboardPage() {
  return (
    <div className="space-y-6">
      <DocumentTitle title="Your orders" />
      <PageHeader
        title="Your orders"
        description="Your current and past orders in one place: follow a delivery, see what you paid, or order a favourite again."
      >
        <p>
          <Link to="/auth" className="font-semibold text-primary underline-offset-4 hover:underline">
            Sign in to see your orders
          </Link>
        </p>
      </PageHeader>
    </div>
  );
}

export { CustomerDashboardPage as Component };
