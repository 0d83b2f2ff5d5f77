import { RefreshCw } from 'lucide-react';
import { AreaPage } from '@/components/layout/area-page.tsx';
import { Button } from '@/components/ui/button.tsx';
import { RestaurantApplicationStatus } from '@/features/applications/components/application-status.tsx';
import { usePendingApplication } from '@/features/applications/hooks/use-pending-application.ts';
import { useViewer } from '@/features/auth/api/viewer.ts';

/** Checked every 15 s, so an approval shows without reloading. */
const STATUS_REFRESH_MS = 15_000;

/** Restaurant application status (/restaurant/status); signed-in only (router guard). */
export function RestaurantStatusPage() {
  const viewer = useViewer({ refetchInterval: STATUS_REFRESH_MS });
  const me = viewer.data ?? null;
  usePendingApplication('restaurant', me?.user.email);
  return (
    <AreaPage
      title="Restaurant application status"
      description="See whether your venue's application is pending, approved or suspended. Approved venues can set up their menu and take orders. This page updates by itself."
    >
      {me ? (
        <div className="max-w-2xl space-y-3">
          <div aria-live="polite">
            <RestaurantApplicationStatus viewer={me} />
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

export { RestaurantStatusPage as Component };
