import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useViewer, type Viewer } from '@/api/viewer.ts';
import { AreaPage } from '@/components/layout/area-page.tsx';
import { Button } from '@/components/ui/button.tsx';
import { usePendingApplication } from '@/features/applications/hooks/use-pending-application.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** Checked every 15 s, so an approval shows without reloading. */
const STATUS_REFRESH_MS = 15_000;

/**
 * The shared frame of /driver/status and /restaurant/status: refreshes the viewer, submits an application left
 * pending by a sign-up, announces changes politely, and offers 'Check again'.
 */
export function ApplicationStatusPage({
  kind,
  title,
  description,
  children,
}: {
  kind: 'driver' | 'restaurant';
  title: string;
  description: string;
  children(viewer: Viewer): ReactNode;
}) {
  const t = useT();
  const viewer = useViewer({ refetchInterval: STATUS_REFRESH_MS });
  const me = viewer.data ?? null;
  usePendingApplication(kind, me?.user.email);
  return (
    <AreaPage title={title} description={description}>
      {me ? (
        <div className="max-w-2xl space-y-3">
          <div aria-live="polite">{children(me)}</div>
          <Button variant="ghost" size="sm" onClick={() => viewer.refetch()} disabled={viewer.isFetching}>
            <RefreshCw aria-hidden="true" className={viewer.isFetching ? 'animate-spin' : undefined} />
            {t('apply.status.checkAgain')}
          </Button>
        </div>
      ) : null}
    </AreaPage>
  );
}
