import {
  ANALYTICS_MAX_DAYS,
  type AnalyticsQuery,
  AnalyticsQuerySchema,
  type VenueAnalytics,
} from '@lekker/core/contracts/venue-money';
import { formatRand } from '@lekker/core/money';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { venueAnalyticsQueryOptions } from '@/api/venue-money.ts';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { fieldErrors, useZodForm } from '@/lib/forms/use-zod-form.ts';
import { usePortalVenue } from '@/lib/portal-venue.tsx';
import { cn } from '@/lib/utils.ts';
import {
  heatmapGrid,
  heatmapHours,
  hourText,
  minutesText,
  peak,
  percent,
  plusDays,
  shortDate,
  todaySast,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT,
} from '../money-format.ts';
import type { ChartProps } from './analytics-charts.tsx';

// Recharts arrives with the first chart, not with the page's first paint.
const AnalyticsChart = lazy(() => import('./analytics-charts.tsx'));

const PRESETS = ['7', '30', '90'] as const;
type Preset = (typeof PRESETS)[number];

/**
 * /restaurant/portal/analytics: a date range (the last 7, 30 or 90 days, or custom) and the venue's sales, orders,
 * busy hours, best sellers, preparation time, outcomes and ratings. Each chart has a table with the same numbers
 * for screen readers, and an empty state.
 */
export function AnalyticsView() {
  const { venue } = usePortalVenue();
  const [range, setRange] = useState<AnalyticsQuery>({ days: '30' });
  const analytics = useQuery(venueAnalyticsQueryOptions(venue.id, range));
  return (
    <div className="space-y-6">
      <RangePicker range={range} onChange={setRange} />
      <QueryState
        query={analytics}
        loadingLabel="Loading analytics"
        errorText="We could not load your analytics."
      >
        {(data) => <Analytics data={data} />}
      </QueryState>
    </div>
  );
}

type RangeValues = { from: string; to: string };

/** Both days, in order, at most ANALYTICS_MAX_DAYS apart (the shared AnalyticsQuery contract), in the page's words. */
const RangeSchema = formSchema((v: RangeValues, refuse) => {
  if (!v.from || !v.to) refuse('from', 'Choose both days.');
  else if (v.from > v.to) refuse('from', 'The first day is after the last.');
  else if ((Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 + 1 > ANALYTICS_MAX_DAYS)
    refuse('from', `Choose at most ${ANALYTICS_MAX_DAYS} days.`);
  return { from: v.from, to: v.to };
}, AnalyticsQuerySchema);

function RangePicker({ range, onChange }: { range: AnalyticsQuery; onChange: (r: AnalyticsQuery) => void }) {
  const today = todaySast();
  const [custom, setCustom] = useState(range.from !== undefined);
  const form = useZodForm(RangeSchema, {
    defaultValues: { from: range.from ?? plusDays(today, -13), to: range.to ?? today },
  });
  const errors = fieldErrors(form.formState.errors);
  const error = errors.from ?? errors.to ?? null;
  const apply = form.handleSubmit((query) => onChange(query));
  return (
    <div className="space-y-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Date range</legend>
        {PRESETS.map((days: Preset) => {
          const active = !custom && range.days === days;
          return (
            <Button
              key={days}
              size="sm"
              variant={active ? 'default' : 'outline'}
              aria-pressed={active}
              onClick={() => {
                setCustom(false);
                onChange({ days });
              }}
            >
              Last {days} days
            </Button>
          );
        })}
        <Button
          size="sm"
          variant={custom ? 'default' : 'outline'}
          aria-pressed={custom}
          onClick={() => setCustom(true)}
        >
          Custom
        </Button>
      </fieldset>
      {custom ? (
        <form className="flex flex-wrap items-end gap-3" onSubmit={apply} aria-label="Custom date range">
          <div className="space-y-1">
            <Label htmlFor="analytics-from">From</Label>
            <Input
              id="analytics-from"
              type="date"
              max={today}
              {...form.register('from', { onChange: () => form.clearErrors() })}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="analytics-to">To</Label>
            <Input
              id="analytics-to"
              type="date"
              max={today}
              {...form.register('to', { onChange: () => form.clearErrors() })}
            />
          </div>
          <Button type="submit" size="sm">
            Show
          </Button>
          {error ? (
            <p role="alert" className="w-full text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

function Analytics({ data }: { data: VenueAnalytics }) {
  const t = data.totals;
  const noSales = t.delivered === 0;
  const noOrders = t.orders === 0;
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground" data-testid="analytics-range">
        {shortDate(data.from, true)} to {shortDate(data.to, true)}
      </p>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Figure
          label="Food sales"
          value={formatRand(t.revenue_cents)}
          note={`${formatRand(t.net_cents)} after commission`}
        />
        <Figure label="Orders" value={String(t.orders)} note={`${t.delivered} delivered`} />
        <Figure
          label="Average order"
          value={t.average_order_cents === null ? '—' : formatRand(t.average_order_cents)}
          note="Food per delivered order"
        />
        <Figure
          label="Rating"
          value={data.ratings.average === null ? '—' : `${data.ratings.average.toFixed(1)} ★`}
          note={`${data.ratings.count} ratings`}
        />
      </dl>

      <Section title="Revenue per day" empty={noSales ? 'No deliveries in this period.' : null}>
        <Chart kind="revenue" data={data.daily} />
        <Summary>
          {(() => {
            const best = peak(data.daily, (d) => d.revenue_cents);
            return best ? `Best day: ${shortDate(best.date)}, ${formatRand(best.revenue_cents)}.` : null;
          })()}
        </Summary>
        <DataTable
          caption="Revenue per day"
          head={['Day', 'Food sales', 'Delivered']}
          rows={data.daily.map((d) => [
            shortDate(d.date, true),
            formatRand(d.revenue_cents),
            String(d.delivered),
          ])}
        />
      </Section>

      <Section title="Orders per day" empty={noOrders ? 'No orders in this period.' : null}>
        <Chart kind="orders" data={data.daily} />
        <Summary>
          {(() => {
            const best = peak(data.daily, (d) => d.orders);
            return best ? `Busiest day: ${shortDate(best.date)}, ${best.orders} orders.` : null;
          })()}
        </Summary>
        <DataTable
          caption="Orders per day"
          head={['Day', 'Placed', 'Delivered']}
          rows={data.daily.map((d) => [shortDate(d.date, true), String(d.orders), String(d.delivered)])}
        />
      </Section>

      <Section title="Busy hours" empty={noOrders ? 'No orders in this period.' : null}>
        <Heatmap cells={data.heatmap} />
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Top 10 items by revenue" empty={noSales ? 'Nothing sold in this period.' : null}>
          <Chart kind="items-revenue" data={data.top_items_by_revenue} />
          <DataTable
            caption="Top 10 items by revenue"
            head={['Item', 'Revenue', 'Sold']}
            rows={data.top_items_by_revenue.map((i) => [
              i.name,
              formatRand(i.revenue_cents),
              String(i.quantity),
            ])}
          />
        </Section>
        <Section title="Top 10 items by count" empty={noSales ? 'Nothing sold in this period.' : null}>
          <Chart kind="items-count" data={data.top_items_by_count} />
          <DataTable
            caption="Top 10 items by count"
            head={['Item', 'Sold', 'Revenue']}
            rows={data.top_items_by_count.map((i) => [
              i.name,
              String(i.quantity),
              formatRand(i.revenue_cents),
            ])}
          />
        </Section>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section
          title="Preparation time"
          empty={data.prep.orders === 0 ? 'No orders reached ready in this period.' : null}
        >
          <p className="text-sm">
            Average from accepting to ready: <strong>{minutesText(data.prep.average_minutes)}</strong> over{' '}
            {data.prep.orders} orders.
          </p>
          <Chart kind="prep" data={data.prep.daily} />
          <DataTable
            caption="Average preparation time per day"
            head={['Day', 'Average', 'Orders']}
            rows={data.prep.daily
              .filter((d) => d.orders > 0)
              .map((d) => [shortDate(d.date, true), minutesText(d.average_minutes), String(d.orders)])}
          />
        </Section>
        <Section title="Rating trend" empty={data.ratings.count === 0 ? 'No ratings in this period.' : null}>
          <Chart kind="ratings" data={data.ratings.weekly} />
          <DataTable
            caption="Average rating per week"
            head={['Week of', 'Average', 'Ratings']}
            rows={data.ratings.weekly.map((w) => [
              shortDate(w.week_start, true),
              w.average === null ? '—' : w.average.toFixed(2),
              String(w.count),
            ])}
          />
        </Section>
      </div>

      <Section title="Order outcomes" empty={noOrders ? 'No orders in this period.' : null}>
        <Outcomes o={data.outcomes} />
      </Section>
    </div>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 wrap-anywhere text-xl font-bold sm:text-2xl">{value}</dd>
      <dd className="mt-1 text-xs text-muted-foreground">{note}</dd>
    </div>
  );
}

function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {empty ? <p className="text-sm text-muted-foreground">{empty}</p> : children}
      </CardContent>
    </Card>
  );
}

function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<Skeleton className="h-56 w-full" />}>
      <AnalyticsChart {...props} />
    </Suspense>
  );
}

function Summary({ children }: { children: ReactNode }) {
  return children ? <p className="text-sm text-muted-foreground">{children}</p> : null;
}

/** The chart's numbers for screen readers (the drawing itself is hidden from them). */
function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  // The box is visually hidden, not the table: a table ignores width: 1px and would widen the page.
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r[0]}>
              <th scope="row">{r[0]}</th>
              {r.slice(1).map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
                <td key={i}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Orders by weekday × hour as a grid of shaded cells; its table lists the busy cells in words. */
function Heatmap({ cells }: { cells: VenueAnalytics['heatmap'] }) {
  const { grid, max, busiest } = heatmapGrid(cells);
  const hours = heatmapHours(cells);
  return (
    <>
      {busiest ? (
        <p className="text-sm text-muted-foreground">
          Busiest: {WEEKDAY_NAMES[busiest.weekday]} {hourText(busiest.hour)}–
          {hourText((busiest.hour + 1) % 24)}, {busiest.orders} orders.
        </p>
      ) : null}
      <section
        className="relative overflow-x-auto"
        aria-label="Orders by weekday and hour"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (axe)
        tabIndex={0}
      >
        <div
          className="grid gap-0.5 text-[10px] text-muted-foreground"
          style={{ gridTemplateColumns: `2.5rem repeat(${hours.length}, minmax(1rem, 1fr))` }}
          aria-hidden="true"
          data-testid="heatmap"
        >
          <span />
          {hours.map((h) => (
            <span key={h} className="text-center">
              {h % 3 === 0 ? h : ''}
            </span>
          ))}
          {grid.map((row, d) => [
            <span key={`d${WEEKDAY_SHORT[d]}`} className="self-center">
              {WEEKDAY_SHORT[d]}
            </span>,
            ...hours.map((h) => {
              const n = row[h] ?? 0;
              const level = max > 0 ? n / max : 0;
              return (
                <span
                  key={`${WEEKDAY_SHORT[d]}-${h}`}
                  title={`${WEEKDAY_NAMES[d]} ${hourText(h)}: ${n} orders`}
                  className={cn('h-5 rounded-sm', n === 0 && 'bg-muted')}
                  style={n > 0 ? { backgroundColor: `rgba(180, 83, 9, ${0.15 + 0.85 * level})` } : undefined}
                />
              );
            }),
          ])}
        </div>
      </section>
      <DataTable
        caption="Orders by weekday and hour (hours with orders)"
        head={['Weekday and hour', 'Orders']}
        rows={cells.map((c) => [`${WEEKDAY_NAMES[c.weekday]} ${hourText(c.hour)}`, String(c.orders)])}
      />
    </>
  );
}

function Outcomes({ o }: { o: VenueAnalytics['outcomes'] }) {
  const rows: [string, number, number | null][] = [
    ['Accepted', o.accepted, o.acceptance_rate],
    ['Rejected or missed', o.rejected + o.missed, o.rejection_rate],
    ['Cancelled by the customer or us', o.cancelled, o.cancellation_rate],
  ];
  return (
    <>
      <ul className="space-y-3" data-testid="outcomes">
        {rows.map(([label, n, rate]) => (
          <li key={label} className="space-y-1">
            <p className="flex justify-between gap-4 text-sm">
              <span>{label}</span>
              <span>
                <strong>{percent(rate)}</strong>{' '}
                <span className="text-muted-foreground">
                  ({n} of {o.placed})
                </span>
              </span>
            </p>
            <div className="h-2 rounded-full bg-muted" aria-hidden="true">
              <div className="h-2 rounded-full bg-primary" style={{ width: `${(rate ?? 0) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
      {o.missed > 0 ? (
        <p className="text-xs text-muted-foreground">
          {o.missed} of the rejected were missed: not answered in time and turned down automatically.
        </p>
      ) : null}
    </>
  );
}
