import { formatRand } from '@lekker/core/money';
import { type BoardWaitingOrder, useDispatchCandidates } from '@/api/dispatch-board.ts';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { EXCLUDED_KEYS, OFFER_STATUS_KEYS, orderLine, SOURCE_KEYS } from './dispatch-labels.ts';
import { ReassignForm } from './driver-assignment.tsx';
import { when } from './query-state.tsx';

/**
 * One waiting order on the board: the drivers the dispatcher would offer it to now with every term of their score
 * (the server runs the dispatcher's own ranking), its offers so far, and assigning a driver by hand (the console's
 * audited assignment with a reason).
 */
export function DispatchCandidatesPanel({
  order,
  stillWaiting,
  onClose,
}: {
  order: BoardWaitingOrder;
  stillWaiting: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const query = useDispatchCandidates(order.order_id);
  const title = t('dispatchBoard.candidatesTitle', { number: order.order_number });
  return (
    <section aria-label={title} className="space-y-3 rounded-xl border bg-card p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{title}</h3>
          <p className="text-muted-foreground">
            {order.restaurant_name} · {formatRand(order.total_cents)} · {orderLine(t, order)}
          </p>
        </div>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('dispatchBoard.close')}
        </Button>
      </div>
      {stillWaiting ? null : <p role="status">{t('dispatchBoard.taken')}</p>}
      <QueryState
        query={query}
        loadingLabel={t('dispatchBoard.candidatesLoading')}
        errorText={t('dispatchBoard.candidatesError')}
        retryLabel={t('dispatchBoard.retry')}
        keepDataOnError
      >
        {(c) => (
          <div className="space-y-3">
            <p className="text-muted-foreground">
              {t('dispatchBoard.roadFactor', {
                factor: c.road_factor.toFixed(2),
                source: t(SOURCE_KEYS[c.road_factor_source]),
              })}
            </p>
            {c.candidates.length === 0 ? (
              <p className="rounded-xl border border-dashed p-4 text-center text-muted-foreground">
                {t('dispatchBoard.noCandidates')}
              </p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-left">
                  <caption className="sr-only">{t('dispatchBoard.candidatesCaption')}</caption>
                  <thead>
                    <tr className="border-b">
                      <th scope="col" className="p-2">
                        {t('dispatchBoard.col.rank')}
                      </th>
                      <th scope="col" className="p-2">
                        {t('dispatchBoard.col.driver')}
                      </th>
                      <th scope="col" className="p-2">
                        {t('dispatchBoard.col.km')}
                      </th>
                      <th scope="col" className="p-2">
                        {t('dispatchBoard.col.travel')}
                      </th>
                      <th scope="col" className="p-2">
                        {t('dispatchBoard.col.credit')}
                      </th>
                      <th scope="col" className="p-2">
                        {t('dispatchBoard.col.score')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {c.candidates.map((x) => (
                      <tr key={x.driver_id} data-driver-id={x.driver_id} className="border-b last:border-0">
                        <td className="p-2">{x.rank ?? '—'}</td>
                        <th scope="row" className="p-2 font-semibold">
                          {x.name}
                          {x.excluded ? (
                            <span className="block font-normal text-destructive">
                              {t(EXCLUDED_KEYS[x.excluded])}
                            </span>
                          ) : null}
                        </th>
                        <td className="p-2">{x.distance_km.toFixed(2)}</td>
                        <td className="p-2">{x.travel_minutes.toFixed(1)}</td>
                        <td className="p-2">
                          {t('dispatchBoard.credit', {
                            credit: x.fair_share_minutes.toFixed(1),
                            idle: x.idle_minutes,
                          })}
                        </td>
                        <td className="p-2 font-semibold">{x.score.toFixed(1)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <h4 className="font-semibold">{t('dispatchBoard.historyTitle')}</h4>
            {c.history.offers.length === 0 ? (
              <p className="text-muted-foreground">{t('dispatchBoard.noOffers')}</p>
            ) : (
              <ol className="space-y-1" aria-label={t('dispatchBoard.historyTitle')}>
                {c.history.offers.map((x) => (
                  <li key={`${x.driver_id}-${x.wave}`}>
                    {t('dispatchBoard.offerLine', {
                      wave: x.wave,
                      name: x.driver_name,
                      score: x.score.toFixed(1),
                      status: t(OFFER_STATUS_KEYS[x.status]),
                      time: when(x.offered_at),
                    })}
                  </li>
                ))}
              </ol>
            )}
          </div>
        )}
      </QueryState>
      {stillWaiting ? <ReassignForm id={order.order_id} hasDriver={false} /> : null}
    </section>
  );
}
