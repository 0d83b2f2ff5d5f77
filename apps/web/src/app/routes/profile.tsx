import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RequireSignedIn } from '@/features/auth/components/require-access.tsx';
import { MyDataCard } from '@/features/privacy/components/my-data-card.tsx';
import { ProfileCards } from '@/features/profile/components/profile-cards.tsx';
import { ProfilePushToggle } from '@/features/push/push-cards.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { ReorderingHistory } from './reordering-history.tsx';

/** Profile (/profile): your details and saved addresses, with your latest orders. */
export function ProfilePage() {
  const t = useT();
  return (
    <RequireSignedIn door="/login">
      <DocumentTitle title={t('profile.title')} />
      <div className="space-y-8">
        <PageHeader title={t('profile.title')} description={t('profile.description')} />
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <ProfileCards pushSlot={<ProfilePushToggle />} />
          <MyDataCard />
        </div>
        <section aria-labelledby="recent-orders" className="space-y-3">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="recent-orders" className="text-lg font-semibold">
              {t('profile.recentOrders')}
            </h2>
            <Link to="/customer-dashboard" className="text-sm font-semibold text-primary hover:underline">
              {t('profile.allOrders')}
            </Link>
          </div>
          <ReorderingHistory limit={5} />
        </section>
      </div>
    </RequireSignedIn>
  );
}

export { ProfilePage as Component };
