import { useEffect, useRef } from 'react';
import type { Viewer } from '@/api/viewer.ts';
import { DriverApplicationStatus } from '@/features/applications/components/application-status.tsx';
import { DriverDocumentsPanel } from '@/features/applications/components/driver-documents-panel.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';
import { ApplicationStatusPage } from '../application-status-page.tsx';

/** Driver application status (/driver/status); signed-in only (router guard). */
export function DriverStatusPage() {
  const t = useT();
  return (
    <ApplicationStatusPage
      kind="driver"
      title={t('apply.page.driverTitle')}
      description={t('apply.page.driverDescription')}
    >
      {(me) => <DriverStatus viewer={me} />}
    </ApplicationStatusPage>
  );
}

/** The status, with a toast the moment a pending application is approved. */
function DriverStatus({ viewer }: { viewer: Viewer }) {
  const t = useT();
  const status = viewer.driver_application?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'pending' && status === 'approved')
      toast.success(t('apply.status.approvedToast'));
    previous.current = status;
  }, [status, t]);
  return (
    <div className="space-y-6">
      <DriverApplicationStatus viewer={viewer} />
      {viewer.driver_application ? <DriverDocumentsPanel /> : null}
    </div>
  );
}

export { DriverStatusPage as Component };
