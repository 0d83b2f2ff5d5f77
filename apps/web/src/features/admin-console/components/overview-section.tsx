import { formatRand } from '@lekker/core/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@lekker/core/order-status';
import { lazy, Suspense } from 'react';
import { useAdminOverview } from '@/api/admin.ts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { QueryState } from './query-state.tsx';

// Recharts is large: it loads only when the overview is opened.
const OverviewCharts = lazy(() => import('./overview-charts.tsx'));

/** Today at a glance: orders, money (from the ledger), drivers, venues, lateness; refreshed every 30 s. */
export function OverviewSection() {
  const overview = useAdminOverview();
  return (
    <section aria-labelledby="overview-heading" className="space-y-4">
      <h2 id="overview-heading" className="text-lg font-bold">
        Overview
      </h2>
      <QueryState query={overview} label="the overview">
        {(o) => (
          <>
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
              {[
                ['Orders today', String(o.orders_today)],
                ['GMV today', formatRand(o.gmv_today_cents)],
                ['Revenue today', formatRand(o.revenue_today_cents)],
                ['GMV 7 days', formatRand(o.gmv_7d_cents)],
                ['Revenue 7 days', formatRand(o.revenue_7d_cents)],
                ['Drivers online', String(o.drivers_online)],
                ['Venues open', String(o.venues_open)],
                ['Avg delivery', o.avg_delivery_minutes === null ? '—' : `${o.avg_delivery_minutes} min`],
                ['Late or stuck orders', String(o.late_orders)],
                ['Refunds owed', String(o.refunds_owed)],
              ].map(([label, value]) => (
                <div key={label} className="rounded-xl border bg-card p-3">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="text-xl font-bold">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="grid gap-4 md:grid-cols-2">
              <Card>
                <CardHeader>
                  <CardTitle>Live orders by status</CardTitle>
                </CardHeader>
                <CardContent>
                  {Object.keys(o.live_by_status).length === 0 ? (
                    <p className="text-sm text-muted-foreground">No live orders right now.</p>
                  ) : (
                    <ul className="text-sm">
                      {Object.entries(o.live_by_status).map(([s, n]) => (
                        <li key={s} className="flex justify-between border-b py-1 last:border-0">
                          <span>{ORDER_STATUS_LABELS[s as OrderStatus] ?? s}</span>
                          <span className="font-semibold">{n}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>Last 7 days</CardTitle>
                </CardHeader>
                <CardContent className="space-y-3">
                  <Suspense fallback={<Skeleton className="h-64 w-full" />}>
                    <OverviewCharts daily={o.daily} />
                  </Suspense>
                  <table className="w-full text-sm">
                    <caption className="sr-only">
                      GMV and marketplace revenue per day, from the ledger
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col" className="text-left">
                          Day
                        </th>
                        <th scope="col" className="text-right">
                          GMV
                        </th>
                        <th scope="col" className="text-right">
                          Revenue
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {o.daily.map((d) => (
                        <tr key={d.date} className="border-b last:border-0">
                          <th scope="row" className="py-1 text-left font-normal">
                            {d.date}
                          </th>
                          <td className="py-1 text-right font-mono">{formatRand(d.gmv_cents)}</td>
                          <td className="py-1 text-right font-mono">{formatRand(d.revenue_cents)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </CardContent>
              </Card>
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
