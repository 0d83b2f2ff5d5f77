import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { DriverApp } from '@/features/driver-app/driver-app.tsx';
import { MyDataCard } from '@/features/privacy/components/my-data-card.tsx';
import { DriverPushCard } from '@/features/push/push-cards.tsx';

/** Driver dashboard (/driver/dashboard, /driver-dashboard): the driver's app. */
export function DriverDashboardPage() {
  return (
    <>
      <DocumentTitle title="Driver dashboard" />
      <DriverApp
        pushToggle={
          <>
            <DriverPushCard />
            <MyDataCard />
          </>
        }
      />
    </>
  );
}

export { DriverDashboardPage as Component };
