import { useQuery } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { activeJobQuery, shiftQuery } from '@/api/drivers.ts';
import { BankDetailsForm } from '@/components/bank-details-form.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';
import { ActiveJob } from './components/active-job.tsx';
import { DispatchOfferCard } from './components/dispatch-offer-card.tsx';
import { EarningsPanel } from './components/earnings-panel.tsx';
import { OfferFeed } from './components/offer-feed.tsx';
import { ShiftPanel } from './components/shift-panel.tsx';
import { type JobEndedNotice, useActiveJobLive } from './hooks/use-active-job-live.ts';
import { useDispatchOffer } from './hooks/use-dispatch-offer.ts';
import { useInstallableDriverApp } from './hooks/use-installable.ts';

function useNetworkOnline() {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

function Retry({ what, error, retry }: { what: string; error: Error; retry: () => void }) {
  return (
    <Alert variant="destructive" role="alert" className="space-y-2">
      <p>
        Could not load {what}: {error.message}
      </p>
      <button
        type="button"
        className="min-h-12 rounded-full bg-foreground px-5 font-bold text-background"
        onClick={retry}
      >
        Retry
      </button>
    </Alert>
  );
}

/** A job that went away while in hand (cancelled, given to another driver): says so until dismissed. */
function JobEnded({ notice, dismiss }: { notice: JobEndedNotice; dismiss: () => void }) {
  return (
    <Alert variant="destructive" role="alert" className="space-y-2" data-testid="job-ended">
      <p className="text-base font-bold">{notice.text}</p>
      <button
        type="button"
        className="min-h-12 rounded-full bg-foreground px-5 font-bold text-background"
        onClick={dismiss}
      >
        OK
      </button>
    </Alert>
  );
}

/** The dispatcher's offer above the feed; nothing while there is none (the feed says what is near). */
function DispatchOffer({ online }: { online: boolean }) {
  const offer = useDispatchOffer(online);
  if (!online || !offer.data?.offer) return null;
  return (
    <DispatchOfferCard
      key={`${offer.data.offer.job.order_id}:${offer.data.offer.wave}`}
      offer={offer.data.offer}
    />
  );
}

type Tab = 'jobs' | 'earnings';

/** The driver's app (/driver/dashboard): shift, live job feed, the active job, earnings. Phone first. */
/** `pushToggle`: the job alerts switch (features/push), under the shift panel. */
export function DriverApp({ pushToggle }: { pushToggle?: ReactNode } = {}) {
  useInstallableDriverApp();
  const networkOnline = useNetworkOnline();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'earnings' ? 'earnings' : 'jobs';
  const shift = useQuery(shiftQuery());
  const job = useQuery(activeJobQuery());
  const live = useActiveJobLive(job.isSuccess ? job.data.job : undefined);

  return (
    <div className="mx-auto max-w-xl space-y-4 text-foreground">
      <h1 className="text-2xl font-extrabold tracking-tight">Driver dashboard</h1>
      {!networkOnline ? (
        <Alert variant="warning" role="status" className="flex items-center gap-2 text-base font-bold">
          <WifiOff aria-hidden="true" className="size-5" />
          You're offline. Your location is kept and sent when the connection is back.
        </Alert>
      ) : null}
      {live.notice ? <JobEnded notice={live.notice} dismiss={live.dismiss} /> : null}

      {shift.isPending ? (
        <div role="status">
          <span className="sr-only">Loading your shift</span>
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
      ) : shift.isError ? (
        <Retry what="your shift" error={shift.error} retry={() => void shift.refetch()} />
      ) : (
        <ShiftPanel shift={shift.data} />
      )}
      {pushToggle}

      <div role="tablist" aria-label="Driver screens" className="grid grid-cols-2 gap-2">
        {(['jobs', 'earnings'] as const).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`driver-tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`driver-panel-${t}`}
            onClick={() => setParams(t === 'jobs' ? {} : { tab: t }, { replace: true })}
            className={cn(
              'min-h-12 rounded-xl border-2 border-foreground text-base font-extrabold',
              tab === t ? 'bg-foreground text-background' : 'bg-card text-foreground',
            )}
          >
            {t === 'jobs' ? 'Jobs' : 'Earnings'}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`driver-panel-${tab}`} aria-labelledby={`driver-tab-${tab}`}>
        {tab === 'earnings' ? (
          <div className="space-y-4">
            <EarningsPanel />
            <BankDetailsForm owner="driver" who="you" />
          </div>
        ) : job.isPending ? (
          <div role="status">
            <span className="sr-only">Loading your job</span>
            <Skeleton className="h-40 w-full rounded-2xl" />
          </div>
        ) : job.isError ? (
          <Retry what="your job" error={job.error} retry={() => void job.refetch()} />
        ) : job.data.job ? (
          <ActiveJob job={job.data.job} />
        ) : (
          <div className="space-y-4">
            <DispatchOffer online={shift.data?.online ?? false} />
            <OfferFeed online={shift.data?.online ?? false} />
          </div>
        )}
      </div>
    </div>
  );
}
