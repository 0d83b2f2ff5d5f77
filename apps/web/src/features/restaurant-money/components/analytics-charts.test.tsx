import type { VenueAnalytics } from '@lekker/core/contracts/venue-money';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type DayChartLayout,
  fitLabel,
  type ItemsChartLayout,
  labelWidth,
  randTick,
  TICK_GAP,
  valueTicks,
} from '../chart-layout.ts';
import { shortDate } from '../money-format.ts';
import { type ChartProps, chartLayout, NameTick } from './analytics-charts.tsx';

// jsdom draws no SVG, so these check the room each chart reserves against the widest label it will draw (an upper
// estimate of its width): a label outside the SVG's box is clipped. Chart widths: a 375 px phone's card (~295 px) and
// half of a 1280 px desktop's grid (~560 px).
const WIDTHS = [295, 560];

const LONG_NAMES = [
  'Bobotie with yellow rice, sambals and extra chutney',
  'Kota with everything (polony, chips, cheese, egg, russian)',
  'Pap en vleis',
  'Malva pudding with custard',
  'WWWWWWWWWWWWWWWWWWWWWWWW',
];
const items = (revenueRand: number): VenueAnalytics['top_items_by_revenue'] =>
  LONG_NAMES.map((name, i) => ({
    name,
    quantity: 1234 - i,
    revenue_cents: (revenueRand - i * 1000) * 100,
  }));
const days = (n: number, revenueRand: number): VenueAnalytics['daily'] =>
  Array.from({ length: n }, (_, i) => ({
    date: `2026-03-${String(i + 1).padStart(2, '0')}`,
    orders: 100 + i,
    delivered: 90 + i,
    revenue_cents: revenueRand * 100 - i,
  }));

/** The value axis leaves room for every tick label, and each side for half of the outermost day label. */
function expectDayChartFits(layout: DayChartLayout, dayLabels: string[], format: (v: number) => string) {
  for (const tick of layout.ticks)
    expect(labelWidth(format(tick)) + TICK_GAP, format(tick)).toBeLessThanOrEqual(layout.valueAxisWidth);
  const half = Math.max(...dayLabels.map((l) => labelWidth(l))) / 2;
  expect(layout.margin.right).toBeGreaterThanOrEqual(half);
  expect(layout.margin.left + layout.valueAxisWidth).toBeGreaterThanOrEqual(half);
}

describe('analytics chart labels never clip', () => {
  it.each(WIDTHS)(
    'gives item names the room they are cut to, and the last value tick room, at %i px',
    (width) => {
      for (const kind of ['items-revenue', 'items-count'] as const) {
        const props: ChartProps = { kind, data: items(1_234_567) };
        const layout = chartLayout(props, width) as ItemsChartLayout;
        expect(layout.nameAxisWidth).toBeLessThanOrEqual(Math.max(72, width * 0.4));
        for (const name of LONG_NAMES) {
          const shown = fitLabel(name, layout.nameRoom);
          expect(labelWidth(shown), shown).toBeLessThanOrEqual(layout.nameAxisWidth - TICK_GAP);
          expect(shown === name || (shown.endsWith('…') && name.startsWith(shown.slice(0, -1)))).toBe(true);
        }
        const format = kind === 'items-revenue' ? randTick : String;
        const last = layout.ticks.at(-1)!;
        expect(last).toBeGreaterThanOrEqual(kind === 'items-revenue' ? 1_234_567 : 1234);
        expect(layout.margin.right).toBeGreaterThanOrEqual(labelWidth(format(last)) / 2);
      }
    },
  );

  it('keeps a short name whole', () => {
    const layout = chartLayout(
      { kind: 'items-count', data: items(100).slice(2, 3) },
      295,
    ) as ItemsChartLayout;
    expect(fitLabel('Pap en vleis', layout.nameRoom)).toBe('Pap en vleis');
  });

  it('draws the name cut to its room with the whole name as its title', () => {
    const { container } = render(
      <svg>
        <title>chart</title>
        <NameTick x={100} y={10} payload={{ value: LONG_NAMES[1] }} room={100} />
      </svg>,
    );
    const text = container.querySelector('text')!;
    expect(text.querySelector('title')?.textContent).toBe(LONG_NAMES[1]);
    const shown = text.textContent!.replace(LONG_NAMES[1]!, '');
    expect(shown.endsWith('…')).toBe(true);
    expect(labelWidth(shown)).toBeLessThanOrEqual(100);
    expect(text.getAttribute('text-anchor')).toBe('end');
  });

  it.each(WIDTHS)('leaves room for rand ticks, counts and the outer day labels at %i px', (width) => {
    for (const n of [1, 7, 90]) {
      const data = days(n, 987_654);
      const labels = data.map((d) => shortDate(d.date));
      expectDayChartFits(chartLayout({ kind: 'revenue', data }, width) as DayChartLayout, labels, randTick);
      expectDayChartFits(chartLayout({ kind: 'orders', data }, width) as DayChartLayout, labels, String);
    }
    const revenue = chartLayout({ kind: 'revenue', data: days(3, 987_654) }, width) as DayChartLayout;
    expect(revenue.ticks.at(-1)).toBeGreaterThanOrEqual(987_654);
    expect(revenue.ticks.map(randTick)).toContain('R1000000');
  });

  it('leaves room on the rating and preparation charts', () => {
    const weekly = [
      { week_start: '2026-03-02', average: 4.5, count: 3 },
      { week_start: '2026-03-30', average: null, count: 0 },
    ];
    const labels = weekly.map((w) => shortDate(w.week_start));
    const ratings = chartLayout({ kind: 'ratings', data: weekly }, 295) as DayChartLayout;
    expect(ratings.ticks).toEqual([1, 2, 3, 4, 5]);
    expectDayChartFits(ratings, labels, String);
    const prep = chartLayout(
      { kind: 'prep', data: [{ date: '2026-03-30', average_minutes: 123.4, orders: 2 }] },
      295,
    ) as DayChartLayout;
    expectDayChartFits(prep, ['30 Mar'], (v) => `${v} m`);
  });

  it('steps value axes in whole 1, 2 or 5 × 10ⁿ', () => {
    expect(valueTicks(0)).toEqual([0, 1]);
    expect(valueTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });
});
