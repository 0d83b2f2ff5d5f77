import { formatRand } from '@lekker/core/money';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

type Day = { date: string; gmv_cents: number; revenue_cents: number };

/**
 * GMV and marketplace revenue per day (Recharts, loaded only when the overview opens). The same numbers are in
 * the table next to it, which is what screen readers use: the chart itself is hidden from them.
 */
export default function OverviewCharts({ daily }: { daily: Day[] }) {
  const data = daily.map((d) => ({
    day: d.date.slice(5),
    GMV: d.gmv_cents / 100,
    Revenue: d.revenue_cents / 100,
  }));
  return (
    <div className="h-64 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickLine={false} />
          <YAxis tickLine={false} width={56} tickFormatter={(v: number) => `R${v}`} />
          <Tooltip formatter={(v) => formatRand(Math.round(Number(v) * 100))} />
          <Legend />
          <Bar dataKey="GMV" fill="#b45309" radius={[4, 4, 0, 0]} />
          <Bar dataKey="Revenue" fill="#166534" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
