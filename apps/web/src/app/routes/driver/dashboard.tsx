import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { DriverApp } from '@/features/driver-app/driver-app.tsx';

/** Driver dashboard (/driver/dashboard, /driver-dashboard): the driver's app. */
export function DriverDashboardPage() {
  return (
    <>
      <DocumentTitle title="Driver dashboard" />
      <DriverApp />
    </>
  );
}

export { DriverDashboardPage as Component };
