import { RestaurantApplicationStatus } from '@/features/applications/components/application-status.tsx';
import { ApplicationStatusPage } from '../application-status-page.tsx';

/** Restaurant application status (/restaurant/status); signed-in only (router guard). */
export function RestaurantStatusPage() {
  return (
    <ApplicationStatusPage
      kind="restaurant"
      title="Restaurant application status"
      description="See whether your venue's application is pending, approved or suspended. Approved venues can set up their menu and take orders. This page updates by itself."
    >
      {(me) => <RestaurantApplicationStatus viewer={me} />}
    </ApplicationStatusPage>
  );
}

export { RestaurantStatusPage as Component };
