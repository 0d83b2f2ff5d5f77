import { formatKm, formatRand } from '@lekker/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Banknote, Store, Timer } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { acceptJob, type DriverDispatchOffer, declineOffer } from '@/api/drivers.ts';
import { queryKeys } from '@/api/query-keys.ts';
import { toast } from '@/lib/toast.ts';
import { useSecondsLeft } from '../hooks/use-dispatch-offer.ts';
import { OfferRiskNotes } from './offer-risk-notes.tsx';

/**
 * The job the dispatcher offered this driver alone (or with a few others): one tap to accept or decline before the
 * countdown ends; then it goes to the next drivers (docs/decisions/063-dispatch-rules-and-weights.md).
 */
export function DispatchOfferCard({ offer }: { offer: DriverDispatchOffer }) {
  const queryClient = useQueryClient();
  const { job } = offer;
  const seconds = useSecondsLeft(offer.expires_at, offer.window_seconds);
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.driver.offer });
    void queryClient.invalidateQueries({ queryKey: queryKeys.driver.offers });
  }, [queryClient]);
  const accept = useMutation({
    mutationFn: () => acceptJob(job.order_id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.driver.job });
      refresh();
    },
    onError: (error) => {
      refresh();
      toast.error('Could not accept the job', { description: error.message });
    },
  });
  const decline = useMutation({
    mutationFn: () => declineOffer(job.order_id),
    onSettled: refresh,
  });
  // Time is up: the offer has gone to the next drivers.
  useEffect(() => {
    if (seconds === 0) refresh();
  }, [seconds, refresh]);
  const busy = accept.isPending || decline.isPending;

  return (
    <article
      aria-labelledby="dispatch-offer-title"
      className="space-y-3 rounded-2xl border-4 border-primary bg-card p-4 shadow-lg"
      data-testid="dispatch-offer"
      data-order-id={job.order_id}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="dispatch-offer-title" className="text-xl font-extrabold">
          A job for you
        </h2>
        <p
          className="flex items-center gap-1 text-lg font-extrabold tabular-nums"
          data-testid="offer-countdown"
        >
          <Timer aria-hidden="true" className="size-5" />
          {seconds} s
        </p>
      </div>
      <div
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Time left to answer"
        aria-valuemin={0}
        aria-valuemax={offer.window_seconds}
        aria-valuenow={seconds}
      >
        <div
          className="h-full bg-primary transition-[width] duration-1000 ease-linear"
          style={{ width: `${(seconds / offer.window_seconds) * 100}%` }}
        />
      </div>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-lg font-extrabold">
            <Store aria-hidden="true" className="size-5 shrink-0" />
            <span className="truncate">{job.restaurant.name}</span>
          </p>
          <p className="text-sm">{formatKm(job.restaurant_distance_km)} from you</p>
          <p className="text-sm">
            Drop-off: {job.dropoff_suburb}
            {job.dropoff_distance_km != null ? ` · ${formatKm(job.dropoff_distance_km)}` : ''}
          </p>
        </div>
        <p className="text-right">
          <span className="block text-2xl font-extrabold text-success">{formatRand(job.pay_cents)}</span>
          <span className="text-xs font-semibold">your pay</span>
        </p>
      </div>
      {job.cash_to_collect_cents != null ? (
        <p className="flex items-center gap-2 rounded-lg bg-secondary p-2 font-bold text-secondary-foreground">
          <Banknote aria-hidden="true" className="size-5" />
          Collect {formatRand(job.cash_to_collect_cents)} cash
        </p>
      ) : null}
      <OfferRiskNotes notes={job.risk_notes} />
      <div className="grid grid-cols-3 gap-2">
        <button
          type="button"
          onClick={() => decline.mutate()}
          disabled={busy || seconds === 0}
          className="min-h-14 rounded-xl border-2 border-foreground bg-card text-lg font-extrabold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
        >
          {decline.isPending ? 'Declining…' : 'Decline'}
        </button>
        <button
          type="button"
          onClick={() => accept.mutate()}
          disabled={busy || seconds === 0}
          className="col-span-2 min-h-14 rounded-xl bg-primary text-lg font-extrabold text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
        >
          {accept.isPending ? 'Accepting…' : 'Accept job'}
        </button>
      </div>
    </article>
  );
}
