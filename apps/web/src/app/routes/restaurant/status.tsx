import { RestaurantApplicationStatus } from '@/features/applications/components/application-status.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { ApplicationStatusPage } from '../application-status-page.tsx';

/** Restaurant application status (/restaurant/status); signed-in only (router guard). */
export function RestaurantStatusPage() {
  const t = useT();
  return (
    <ApplicationStatusPage
      kind="restaurant"
      title={t('apply.page.restaurantTitle')}
      description={t('apply.page.restaurantDescription')}
    >
      {(me) => <RestaurantApplicationStatus viewer={me} />}
    </ApplicationStatusPage>
  );
}

export { RestaurantStatusPage as Component };
