import type { VenueAnalytics } from '@lekker/core/contracts/venue-money';
import { formatRand } from '@lekker/core/money';
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
const axis = { tickLine: false, fontSize: 12 } as const;

export default function AnalyticsChart(props: ChartProps) {
  return (
    // Clipped: while a chart re-measures after a resize it may draw wider for a moment; the page never scrolls sideways.
    <div
      className={
        props.kind.startsWith('items') ? 'h-80 w-full overflow-hidden' : 'h-56 w-full overflow-hidden'
      }
      aria-hidden="true"
    >
      <ResponsiveContainer width="100%" height="100%">
        {chart(props)}
      </ResponsiveContainer>
    </div>
  );
}

function chart(props: ChartProps) {
  const margin = { top: 8, right: 8, bottom: 0, left: 0 };
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
          <YAxis {...axis} width={64} tickFormatter={(v: number) => `R${v}`} />
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
          <YAxis {...axis} width={32} allowDecimals={false} />
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
          <YAxis {...axis} width={40} unit=" m" />
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
          <XAxis dataKey="week" {...axis} />
          <YAxis {...axis} width={32} domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} />
          <Tooltip />
          <Line type="monotone" dataKey="Rating" stroke={SECOND} strokeWidth={2} connectNulls />
        </LineChart>
      );
    default: {
      const byRevenue = props.kind === 'items-revenue';
      return (
        <BarChart
          layout="vertical"
          data={props.data.map((i) => ({
            name: i.name,
            value: byRevenue ? i.revenue_cents / 100 : i.quantity,
          }))}
          margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" {...axis} tickFormatter={(v: number) => (byRevenue ? `R${v}` : String(v))} />
          <YAxis type="category" dataKey="name" {...axis} width={120} interval={0} />
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
