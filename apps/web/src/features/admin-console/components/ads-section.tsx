import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { type Ad, adminApi, useAdminAction, useAdminAds } from '@/api/admin.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { describeAd, RejectForm, ScheduleForm } from './ad-forms.tsx';
import { ActionError, QueryState, when } from './query-state.tsx';

const describe = describeAd;

/**
 * Home-page ads: venues' requests waiting for review (approve with a window, or reject with a reason e-mailed to the
 * owners), the approved ones in the home page's order (reorder, reschedule, take down), and the rejected ones.
 */
export function AdsSection() {
  const ads = useAdminAds();
  return (
    <section aria-labelledby="ads-heading" className="space-y-4">
      <h2 id="ads-heading" className="text-lg font-bold">
        Ads
      </h2>
      <p className="text-sm text-muted-foreground">
        Only approved ads inside their dates show on the home page, in this order (at most 10).
      </p>
      <QueryState query={ads} label="ads" isEmpty={(d) => d.ads.length === 0} empty="No ads or requests yet.">
        {(d) => {
          const pending = d.ads.filter((a) => a.status === 'pending');
          const approved = d.ads.filter((a) => a.status === 'approved');
          const rejected = d.ads.filter((a) => a.status === 'rejected');
          return (
            <div className="space-y-6">
              <section aria-labelledby="ads-pending" className="space-y-2">
                <h3 id="ads-pending" className="font-semibold">
                  Waiting for review ({pending.length})
                </h3>
                {pending.length === 0 ? (
                  <p className="text-sm text-muted-foreground">Nothing to review.</p>
                ) : (
                  <ul className="space-y-3">
                    {pending.map((ad) => (
                      <li
                        key={ad.id}
                        className="space-y-3 rounded-xl border bg-card p-3 text-sm"
                        data-ad-id={ad.id}
                      >
                        <AdSummary ad={ad} />
                        <div className="grid gap-3 md:grid-cols-2">
                          <ScheduleForm ad={ad} mode="approve" />
                          <RejectForm ad={ad} label="Reject" />
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <ApprovedAds ads={approved} />
              <section aria-labelledby="ads-rejected" className="space-y-2">
                <h3 id="ads-rejected" className="font-semibold">
                  Rejected ({rejected.length})
                </h3>
                {rejected.length === 0 ? (
                  <p className="text-sm text-muted-foreground">None.</p>
                ) : (
                  <ul className="divide-y rounded-xl border bg-card text-sm">
                    {rejected.map((ad) => (
                      <li key={ad.id} className="p-3">
                        <AdSummary ad={ad} />
                        <p>Reason: {ad.reject_reason}</p>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}

/** An approved ad's state: its window from its dates (core adSchedule), and whether it shows now. */
export function AdScheduleBadge({ ad }: { ad: Pick<Ad, 'running' | 'schedule'> }) {
  if (ad.schedule === 'expired') return <Badge variant="outline">Expired</Badge>;
  if (ad.schedule === 'scheduled') return <Badge variant="muted">Scheduled</Badge>;
  return ad.running ? (
    <Badge variant="success">Showing now</Badge>
  ) : (
    <Badge variant="muted">Not showing (switched off or venue not live)</Badge>
  );
}

function AdSummary({ ad }: { ad: Ad }) {
  return (
    <div className="space-y-0.5">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{ad.special_offer}</span>
        <span className="text-muted-foreground">{ad.restaurant_name}</span>
        {ad.status === 'approved' ? <AdScheduleBadge ad={ad} /> : null}
      </p>
      {ad.offer_description ? <p>{ad.offer_description}</p> : null}
      <p className="text-xs text-muted-foreground">
        {ad.start_date} to {ad.end_date ?? 'no end date'} · requested {when(ad.created_at)}
        {ad.cta_text ? ` · button "${ad.cta_text}"` : ''}
      </p>
    </div>
  );
}

/** The approved ads in the home page's order: move them up or down, then save the order. */
function ApprovedAds({ ads }: { ads: Ad[] }) {
  const [order, setOrder] = useState<string[] | null>(null);
  const save = useAdminAction((ids: string[]) => adminApi.orderAds(ids));
  const ids = order ?? ads.map((a) => a.id);
  const shown = ids.map((id) => ads.find((a) => a.id === id)).filter((a): a is Ad => a !== undefined);
  const changed = order !== null && order.join() !== ads.map((a) => a.id).join();
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    setOrder(next);
  };
  return (
    <section aria-labelledby="ads-approved" className="space-y-2">
      <h3 id="ads-approved" className="font-semibold">
        Approved, in home-page order ({ads.length})
      </h3>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No approved ads.</p>
      ) : (
        <ol className="space-y-3">
          {shown.map((ad, i) => (
            <li key={ad.id} className="space-y-3 rounded-xl border bg-card p-3 text-sm" data-ad-id={ad.id}>
              <div className="flex items-start gap-2">
                <span className="font-mono text-muted-foreground">{i + 1}.</span>
                <div className="flex-1">
                  <AdSummary ad={ad} />
                </div>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Move ${describe(ad)} up`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Move ${describe(ad)} down`}
                  disabled={i === shown.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
              </div>
              <div className="grid gap-3 md:grid-cols-2">
                <ScheduleForm ad={ad} mode="schedule" />
                <RejectForm ad={ad} label="Take down" />
              </div>
            </li>
          ))}
        </ol>
      )}
      <ActionError error={save.error} />
      {changed ? (
        <div className="flex gap-2">
          <Button
            size="sm"
            disabled={save.isPending}
            onClick={() => save.mutate(ids, { onSuccess: () => setOrder(null) })}
          >
            Save order
          </Button>
          <Button size="sm" variant="outline" onClick={() => setOrder(null)}>
            Undo
          </Button>
        </div>
      ) : null}
    </section>
  );
}
