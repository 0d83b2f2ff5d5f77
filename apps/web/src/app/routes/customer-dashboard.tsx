import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RequireSignedIn } from '@/features/auth/components/require-access.tsx';
import { ProfileCards } from '@/features/profile/components/profile-cards.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { ReorderingHistory } from './reordering-history.tsx';

/** Customer dashboard (/customer-dashboard): orders first (track, reorder, review), then profile and addresses. */
export function CustomerDashboardPage() {
  const t = useT();
  return (
    <RequireSignedIn door="/login">
      <DocumentTitle title={t('dashboard.title')} />
      <div className="space-y-8">
        <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <section aria-labelledby="history-heading" className="space-y-3">
            <h2 id="history-heading" className="text-lg font-semibold">
              {t('dashboard.history')}
            </h2>
            <ReorderingHistory />
          </section>
          <div className="space-y-6">
            <ProfileCards />
            <p className="text-sm">
              <Link to="/profile" className="font-semibold text-primary underline-offset-4 hover:underline">
                {t('dashboard.openProfile')}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </RequireSignedIn>
  );
}

export { CustomerDashboardPage as Component };
