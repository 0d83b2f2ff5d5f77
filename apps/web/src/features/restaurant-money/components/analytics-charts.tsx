import type { VenueAnalytics } from '@lekker/core/contracts/venue-money';
import { formatRand } from '@lekker/core/money';
import { useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  CHART_FONT,
  type DayChartLayout,
  dayChartLayout,
  fitLabel,
  type ItemsChartLayout,
  itemsChartLayout,
  randTick,
} from '../chart-layout.ts';
import { shortDate } from '../money-format.ts';

/**
 * The analytics page's Recharts drawings, loaded only when the page shows charts. Each is hidden from screen
 * readers: the page puts the same numbers in a table beside it.
 */
export type ChartProps =
  | { kind: 'revenue'; data: VenueAnalytics['daily'] }
  | { kind: 'orders'; data: VenueAnalytics['daily'] }
  | { kind: 'prep'; data: VenueAnalytics['prep']['daily'] }
  | { kind: 'ratings'; data: VenueAnalytics['ratings']['weekly'] }
  | { kind: 'items-revenue' | 'items-count'; data: VenueAnalytics['top_items_by_revenue'] };

const BRAND = '#b45309';
const SECOND = '#166534';
const TICK_FILL = '#666';
const axis = { tickLine: false, fontSize: CHART_FONT } as const;
/** Before the first measure: a phone's chart width, so the first drawing already fits there. */
const FIRST_WIDTH = 300;

export default function AnalyticsChart(props: ChartProps) {
  const [width, setWidth] = useState(FIRST_WIDTH);
  return (
    // Clipped: while a chart re-measures after a resize it may draw wider for a moment; the page never scrolls sideways.
    <div
      className={
        props.kind.startsWith('items') ? 'h-80 w-full overflow-hidden' : 'h-56 w-full overflow-hidden'
      }
      aria-hidden="true"
    >
      <ResponsiveContainer width="100%" height="100%" onResize={(w) => w > 0 && setWidth(w)}>
        {chart(props, width)}
      </ResponsiveContainer>
    </div>
  );
}

type TickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown } };

/** An item's name on its axis, cut to `room` px with an ellipsis; the whole name is its title (shown on hover). */
export function NameTick({ x, y, payload, room }: TickProps & { room: number }) {
  const name = String(payload?.value ?? '');
  return (
    <text x={x} y={y} dy="0.355em" textAnchor="end" fontSize={CHART_FONT} fill={TICK_FILL}>
      <title>{name}</title>
      {fitLabel(name, room)}
    </text>
  );
}

/** Which value axis and side margins a chart gets, from its own labels (chart-layout.ts). */
export function chartLayout(props: ChartProps, width: number): DayChartLayout | ItemsChartLayout {
  switch (props.kind) {
    case 'revenue':
      return dayChartLayout(
        props.data.map((d) => shortDate(d.date)),
        props.data.map((d) => d.revenue_cents / 100),
        randTick,
      );
    case 'orders':
      return dayChartLayout(
        props.data.map((d) => shortDate(d.date)),
        props.data.flatMap((d) => [d.orders, d.delivered]),
        String,
      );
    case 'prep':
      return dayChartLayout(
        props.data.map((d) => shortDate(d.date)),
        props.data.map((d) => d.average_minutes),
        minutesTick,
      );
    case 'ratings':
      return dayChartLayout(
        props.data.map((w) => shortDate(w.week_start)),
        [],
        String,
        [1, 2, 3, 4, 5],
      );
    default: {
      const byRevenue = props.kind === 'items-revenue';
      return itemsChartLayout(
        props.data.map((i) => i.name),
        props.data.map((i) => (byRevenue ? i.revenue_cents / 100 : i.quantity)),
        byRevenue ? randTick : String,
        width,
      );
    }
  }
}

const minutesTick = (v: number) => `${v} m`;
const domainOf = (ticks: number[]) => [ticks[0] ?? 0, ticks.at(-1) ?? 1];

function chart(props: ChartProps, width: number) {
  const layout = chartLayout(props, width);
  const { margin, ticks } = layout;
  const valueAxis =
    'valueAxisWidth' in layout ? { width: layout.valueAxisWidth, ticks, domain: domainOf(ticks) } : null;
  switch (props.kind) {
    case 'revenue':
      return (
        <BarChart
          data={props.data.map((d) => ({ day: shortDate(d.date), Revenue: d.revenue_cents / 100 }))}
          margin={margin}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" {...axis} minTickGap={16} />
          <YAxis {...axis} {...valueAxis} tickFormatter={randTick} />
          <Tooltip formatter={(v) => formatRand(Math.round(Number(v) * 100))} />
          <Bar dataKey="Revenue" fill={BRAND} radius={[3, 3, 0, 0]} />
        </BarChart>
      );
    case 'orders':
      return (
        <BarChart
          data={props.data.map((d) => ({ day: shortDate(d.date), Placed: d.orders, Delivered: d.delivered }))}
          margin={margin}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" {...axis} minTickGap={16} />
          <YAxis {...axis} {...valueAxis} allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="Placed" fill={BRAND} radius={[3, 3, 0, 0]} />
          <Bar dataKey="Delivered" fill={SECOND} radius={[3, 3, 0, 0]} />
        </BarChart>
      );
    case 'prep':
      return (
        <LineChart
          data={props.data.map((d) => ({ day: shortDate(d.date), Minutes: d.average_minutes }))}
          margin={margin}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" {...axis} minTickGap={16} />
          <YAxis {...axis} {...valueAxis} tickFormatter={minutesTick} />
          <Tooltip formatter={(v) => `${Number(v).toFixed(1)} min`} />
          <Line type="monotone" dataKey="Minutes" stroke={BRAND} strokeWidth={2} dot={false} connectNulls />
        </LineChart>
      );
    case 'ratings':
      return (
        <LineChart
          data={props.data.map((w) => ({ week: shortDate(w.week_start), Rating: w.average }))}
          margin={margin}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="week" {...axis} minTickGap={16} />
          <YAxis {...axis} {...valueAxis} />
          <Tooltip />
          <Line type="monotone" dataKey="Rating" stroke={SECOND} strokeWidth={2} connectNulls />
        </LineChart>
      );
    default: {
      const byRevenue = props.kind === 'items-revenue';
      const items = layout as ItemsChartLayout;
      return (
        <BarChart
          layout="vertical"
          data={props.data.map((i) => ({
            name: i.name,
            value: byRevenue ? i.revenue_cents / 100 : i.quantity,
          }))}
          margin={margin}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis
            type="number"
            {...axis}
            ticks={ticks}
            domain={domainOf(ticks)}
            tickFormatter={byRevenue ? randTick : String}
          />
          <YAxis
            type="category"
            dataKey="name"
            {...axis}
            width={items.nameAxisWidth}
            interval={0}
            tick={(p: TickProps) => <NameTick {...p} room={items.nameRoom} />}
          />
          <Tooltip formatter={(v) => (byRevenue ? formatRand(Math.round(Number(v) * 100)) : `${v} sold`)} />
          <Bar
            dataKey="value"
            name={byRevenue ? 'Revenue' : 'Sold'}
            fill={byRevenue ? BRAND : SECOND}
            radius={[0, 3, 3, 0]}
          />
        </BarChart>
      );
    }
  }
}
