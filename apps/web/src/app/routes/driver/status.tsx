import { RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { AreaPage } from '@/components/layout/area-page.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DriverApplicationStatus } from '@/features/applications/components/application-status.tsx';
import { usePendingApplication } from '@/features/applications/hooks/use-pending-application.ts';
import { useViewer } from '@/features/auth/api/viewer.ts';

/** Checked every 15 s, so an approval shows without reloading. */
const STATUS_REFRESH_MS = 15_000;

/** Driver application status (/driver/status); signed-in only (router guard). */
export function DriverStatusPage() {
  const viewer = useViewer({ refetchInterval: STATUS_REFRESH_MS });
  const me = viewer.data ?? null;
  usePendingApplication('driver', me?.user.email);

  const status = me?.driver_application?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'pending' && status === 'approved') toast.success("You're approved to drive!");
    previous.current = status;
  }, [status]);

  return (
    <AreaPage
      title="Driver application status"
      description="See whether your application to drive with Lekker Eats is pending, approved or suspended. This page updates by itself."
    >
      {me ? (
        <div className="max-w-2xl space-y-3">
          <div aria-live="polite">
            <DriverApplicationStatus viewer={me} />
          </div>
          <Button variant="ghost" size="sm" onClick={() => viewer.refetch()} disabled={viewer.isFetching}>
            <RefreshCw aria-hidden="true" className={viewer.isFetching ? 'animate-spin' : undefined} />
            Check again
          </Button>
        </div>
      ) : null}
    </AreaPage>
  );
}

export { DriverStatusPage as Component };
