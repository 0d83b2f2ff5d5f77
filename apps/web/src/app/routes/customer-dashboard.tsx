import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RequireSignedIn } from '@/features/auth/components/require-access.tsx';
import { ProfileCards } from '@/features/profile/components/profile-cards.tsx';
import { ReorderingHistory } from './reordering-history.tsx';

/** Customer dashboard (/customer-dashboard): orders first (track, reorder, review), then profile and addresses. */
export function CustomerDashboardPage() {
  return (
    <RequireSignedIn door="/login">
      <DocumentTitle title="Your orders" />
      <div className="space-y-8">
        <PageHeader
          title="Your orders"
          description="Your current and past orders in one place: follow a delivery, order a favourite again, or rate a delivered order."
        />
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <section aria-labelledby="history-heading" className="space-y-3">
            <h2 id="history-heading" className="text-lg font-semibold">
              Order history
            </h2>
            <ReorderingHistory />
          </section>
          <div className="space-y-6">
            <ProfileCards />
            <p className="text-sm">
              <Link to="/profile" className="font-semibold text-primary underline-offset-4 hover:underline">
                Open your profile
              </Link>
            </p>
          </div>
        </div>
      </div>
    </RequireSignedIn>
  );
}

export { CustomerDashboardPage as Component };
