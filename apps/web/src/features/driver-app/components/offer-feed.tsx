import { formatKm, formatRand } from '@lekker/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Banknote, ShoppingBag, Store } from 'lucide-react';
import { acceptJob, type DriverJobOffer } from '@/api/drivers.ts';
import { queryKeys } from '@/api/query-keys.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useOfferFeed } from '../hooks/use-offer-feed.ts';
import { OfferRiskNotes } from './offer-risk-notes.tsx';

/** Jobs within 20 km, pushed live; accepting one makes it the active job. */
export function OfferFeed({ online }: { online: boolean }) {
  const feed = useOfferFeed(online);

  if (!online) {
    return (
      <p className="rounded-2xl border bg-card p-4 text-base" data-testid="offers-offline">
        You're offline. Go online to see delivery jobs within 20 km.
      </p>
    );
  }
  if (feed.isPending) {
    return (
      <div className="space-y-3" role="status">
        <span className="sr-only">Loading jobs</span>
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  }
  if (feed.isError) {
    return (
      <Alert variant="destructive" role="alert" className="space-y-2">
        <p>Could not load jobs: {feed.error.message}</p>
        <button
          type="button"
          className="min-h-12 rounded-full bg-foreground px-5 font-bold text-background"
          onClick={() => void feed.refetch()}
        >
          Retry
        </button>
      </Alert>
    );
  }
  const { offers, position_fresh } = feed.data;
  if (offers.length === 0) {
    return (
      <p className="rounded-2xl border bg-card p-4 text-base" role="status" data-testid="offers-empty">
        {position_fresh
          ? 'No jobs near you right now. New ones appear here by themselves.'
          : 'Waiting for your location: jobs show once your position is shared.'}
      </p>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Jobs near you" data-testid="offers">
      {offers.map((offer) => (
        <li key={offer.order_id}>
          <OfferCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}

function OfferCard({ offer }: { offer: DriverJobOffer }) {
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => acceptJob(offer.order_id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.driver.job });
      void queryClient.invalidateQueries({ queryKey: queryKeys.driver.offers });
    },
    onError: (error) => {
      // Another driver was faster (409), or the job went away: drop it from the list.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.driver.offers });
      }
      toast.error('Could not accept the job', { description: error.message });
    },
  });
  const ready = offer.status === 'ready';
  return (
    <article
      aria-labelledby={`offer-${offer.order_id}`}
      className="space-y-3 rounded-2xl border-2 border-foreground bg-card p-4"
      data-testid="offer"
      data-order-id={offer.order_id}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`offer-${offer.order_id}`} className="flex items-center gap-2 text-lg font-extrabold">
            <Store aria-hidden="true" className="size-5 shrink-0" />
            <span className="truncate">{offer.restaurant.name}</span>
          </h3>
          <p className="text-sm">{formatKm(offer.restaurant_distance_km)} from you</p>
        </div>
        <p className="text-right">
          <span className="block text-2xl font-extrabold text-success" data-testid="offer-pay">
            {formatRand(offer.pay_cents)}
          </span>
          <span className="text-xs font-semibold">your pay</span>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="font-semibold">Drop-off</dt>
          <dd>
            {offer.dropoff_suburb}
            {offer.dropoff_distance_km != null ? ` · ${formatKm(offer.dropoff_distance_km)}` : ''}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Status</dt>
          <dd>{ready ? 'Ready for pickup' : 'Being prepared'}</dd>
        </div>
        {offer.cash_to_collect_cents != null ? (
          <div className="col-span-2 rounded-lg bg-secondary p-2 font-bold text-secondary-foreground">
            <dt className="sr-only">Cash on delivery</dt>
            <dd className="flex items-center gap-2">
              <Banknote aria-hidden="true" className="size-5" />
              Collect {formatRand(offer.cash_to_collect_cents)} cash
            </dd>
          </div>
        ) : null}
        {offer.custom_items ? (
          <div className="col-span-2 rounded-lg bg-muted p-2">
            <dt className="flex items-center gap-1 font-semibold">
              <ShoppingBag aria-hidden="true" className="size-4" /> Buy for the customer
            </dt>
            <dd className="whitespace-pre-line">{offer.custom_items.items_requested}</dd>
            {offer.custom_items.receipt_path ? <dd className="text-xs">Receipt attached</dd> : null}
          </div>
        ) : null}
      </dl>
      <OfferRiskNotes notes={offer.risk_notes} />
      <button
        type="button"
        onClick={() => accept.mutate()}
        disabled={accept.isPending}
        aria-describedby={`offer-${offer.order_id}`}
        className="min-h-14 w-full rounded-xl bg-primary text-lg font-extrabold text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
      >
        {accept.isPending ? 'Accepting…' : 'Accept job'}
      </button>
    </article>
  );
}
