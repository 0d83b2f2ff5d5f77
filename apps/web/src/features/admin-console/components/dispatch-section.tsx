import { lazy, Suspense, useState } from 'react';
import { type BoardDriver, type BoardWaitingOrder, useDispatchBoard } from '@/api/dispatch-board.ts';
import { LiteMapGate } from '@/components/map/lite-map-gate.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { DispatchCandidatesPanel } from './dispatch-candidates.tsx';
import { DRIVER_STATE_COLOURS, DRIVER_STATE_KEYS, orderLine, positionAge } from './dispatch-labels.ts';

// Leaflet stays out of the console's first load: the map comes when the section opens.
const DispatchMap = lazy(() => import('./dispatch-map.tsx'));

/**
 * The dispatch board (decision 072): a map of the drivers on shift (free, on a job, stale) and the orders waiting
 * for a driver, the same in two lists for keyboards and screen readers; an order's "Candidates" opens whom the
 * dispatcher would offer it to, its offers so far, and assigning by hand. Refreshed every 5 s.
 */
export function DispatchSection() {
  const t = useT();
  const board = useDispatchBoard();
  const [selected, setSelected] = useState<BoardWaitingOrder | null>(null);
  return (
    <section aria-labelledby="dispatch-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dispatch-heading" className="text-lg font-bold">
          {t('dispatchBoard.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('dispatchBoard.live')}</p>
      </div>
      <QueryState
        query={board}
        loadingLabel={t('dispatchBoard.loading')}
        errorText={t('dispatchBoard.loadError')}
        retryLabel={t('dispatchBoard.retry')}
        keepDataOnError
      >
        {(d) => (
          <div className="space-y-4">
            <LiteMapGate
              summary={t('dispatchBoard.mapSummary', { drivers: d.drivers.length, orders: d.waiting.length })}
            >
              <Suspense fallback={<Spinner label={t('dispatchBoard.mapLoading')} />}>
                <DispatchMap drivers={d.drivers} waiting={d.waiting} onOrder={setSelected} />
              </Suspense>
            </LiteMapGate>
            <div className="grid gap-4 lg:grid-cols-2">
              <WaitingList waiting={d.waiting} selectedId={selected?.order_id ?? null} onOpen={setSelected} />
              <DriverList drivers={d.drivers} />
            </div>
            {selected ? (
              <DispatchCandidatesPanel
                order={d.waiting.find((o) => o.order_id === selected.order_id) ?? selected}
                stillWaiting={d.waiting.some((o) => o.order_id === selected.order_id)}
                onClose={() => setSelected(null)}
              />
            ) : null}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function WaitingList({
  waiting,
  selectedId,
  onOpen,
}: {
  waiting: BoardWaitingOrder[];
  selectedId: string | null;
  onOpen: (o: BoardWaitingOrder) => void;
}) {
  const t = useT();
  return (
    <section aria-labelledby="dispatch-waiting-heading" className="space-y-2">
      <h3 id="dispatch-waiting-heading" className="font-semibold">
        {t('dispatchBoard.waitingHeading', { count: waiting.length })}
      </h3>
      {waiting.length === 0 ? (
        <p className="rounded-xl border border-dashed p-4 text-center text-sm text-muted-foreground">
          {t('dispatchBoard.noWaiting')}
        </p>
      ) : (
        <ul
          className="divide-y rounded-xl border bg-card text-sm"
          aria-label={t('dispatchBoard.waitingList')}
        >
          {waiting.map((o) => (
            <li key={o.order_id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
              <span className="font-mono font-semibold">{o.order_number}</span>
              <span>{o.restaurant_name}</span>
              <span className="w-full text-muted-foreground">{orderLine(t, o)}</span>
              <Button
                size="sm"
                variant={selectedId === o.order_id ? 'default' : 'outline'}
                aria-expanded={selectedId === o.order_id}
                aria-label={t('dispatchBoard.showCandidatesFor', { number: o.order_number })}
                onClick={() => onOpen(o)}
              >
                {t('dispatchBoard.showCandidates')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DriverList({ drivers }: { drivers: BoardDriver[] }) {
  const t = useT();
  return (
    <section aria-labelledby="dispatch-drivers-heading" className="space-y-2">
      <h3 id="dispatch-drivers-heading" className="font-semibold">
        {t('dispatchBoard.driversHeading', { count: drivers.length })}
      </h3>
      {drivers.length === 0 ? (
        <p className="rounded-xl border border-dashed p-4 text-center text-sm text-muted-foreground">
          {t('dispatchBoard.noDrivers')}
        </p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card text-sm" aria-label={t('dispatchBoard.driverList')}>
          {drivers.map((d) => (
            <li
              key={d.user_id}
              data-driver-id={d.user_id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3"
            >
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-full"
                style={{ background: DRIVER_STATE_COLOURS[d.state] }}
              />
              <span className="font-semibold">{d.name}</span>
              <span>{t(DRIVER_STATE_KEYS[d.state])}</span>
              <span className="text-muted-foreground">{positionAge(t, d)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
