import type { VenueAnalytics, VenuePayouts, VenueStatement } from '@lekker/core/contracts/venue-money';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StaticPortalVenueProvider } from '@/lib/portal-venue.tsx';
import { mockApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { heatmapGrid, heatmapHours, peak, percent, shortDate, weekRangeText } from '../money-format.ts';
import { AnalyticsView } from './analytics-view.tsx';
import { PayoutsView } from './payouts-view.tsx';

// jsdom has no layout: Recharts measures 0×0 and warns. The drawn charts are checked in Chromium
// (e2e/restaurant-money.spec.ts); here each lazy chart is a marker so the figures and tables are what is tested.
vi.mock('./analytics-charts.tsx', () => ({
  default: ({ kind }: { kind: string }) => <div data-testid={`chart-${kind}`} />,
}));

const VENUE = '11111111-1111-4111-8111-111111111111';
const BASE = `/api/restaurant/venues/${VENUE}`;
const venue = {
  id: VENUE,
  name: 'Kasi Kota Corner',
  is_active: true,
  role: 'owner' as const,
  went_live_at: '2024-01-01T00:00:00.000Z',
  suspension: null,
};
const inPortal = (ui: React.ReactElement) =>
  renderWithRouter(<StaticPortalVenueProvider venue={venue}>{ui}</StaticPortalVenueProvider>);

const week = (start: string, end: string, over: Partial<VenuePayouts['weeks'][number]> = {}) => ({
  week_start: start,
  week_end: end,
  orders: 10,
  food_subtotal_cents: 100_000,
  commission_cents: 15_000,
  net_cents: 85_000,
  status: 'pending' as const,
  payout: null,
  ...over,
});
const payouts: VenuePayouts = {
  restaurant_id: VENUE,
  commission_rate_bps: 1500,
  balance_cents: 170_000,
  next_payout: {
    date: '2026-03-10',
    amount_cents: 85_000,
    weeks: ['2026-03-02'],
    estimate: false,
    overdue: false,
  },
  weeks: [
    week('2026-03-09', '2026-03-15', { status: 'in_progress', orders: 2 }),
    week('2026-03-02', '2026-03-08'),
    week('2026-02-23', '2026-03-01', {
      status: 'paid',
      payout: { amount_cents: 85_000, reference: 'LEKKER 2026-02-23', paid_at: '2026-03-03T08:00:00.000Z' },
    }),
  ],
};
const statement = (over: Partial<VenueStatement> = {}): VenueStatement => ({
  restaurant_id: VENUE,
  venue_name: 'Kasi Kota Corner',
  week_start: '2026-03-02',
  week_end: '2026-03-08',
  status: 'pending',
  payout: null,
  opening_balance_cents: 85_000,
  closing_balance_cents: 85_000,
  kinds: ['food_subtotal', 'venue_discount', 'commission', 'venue_net'],
  totals: { food_subtotal: 10_000, venue_discount: -500, commission: 1_425, venue_net: 8_075 },
  orders: 1,
  commission_cents: 1_425,
  net_cents: 8_075,
  lines: [
    {
      order_id: '22222222-2222-4222-8222-222222222222',
      order_number: 'ORDER-1772611200000-ABC123',
      occurred_at: '2026-03-04T10:00:00.000Z',
      entry_key: 'delivered',
      payment_method: 'cash',
      amounts: { food_subtotal: 10_000, venue_discount: -500, commission: 1_425, venue_net: 8_075 },
      net_cents: 8_075,
    },
  ],
  payouts_made: [
    {
      week_start: '2026-02-23',
      amount_cents: 85_000,
      reference: 'LEKKER 2026-02-23',
      paid_at: '2026-03-03T08:00:00.000Z',
    },
  ],
  ...over,
});

const days = (n: number, f: (i: number) => Partial<VenueAnalytics['daily'][number]>) =>
  Array.from({ length: n }, (_, i) => ({
    date: `2026-03-${String(i + 1).padStart(2, '0')}`,
    revenue_cents: 0,
    orders: 0,
    delivered: 0,
    ...f(i),
  }));
const analytics = (over: Partial<VenueAnalytics> = {}): VenueAnalytics => ({
  restaurant_id: VENUE,
  from: '2026-03-01',
  to: '2026-03-07',
  totals: { revenue_cents: 52_000, net_cents: 44_200, orders: 9, delivered: 8, average_order_cents: 6_500 },
  daily: days(7, (i) => ({ revenue_cents: i * 1000, orders: i, delivered: i })),
  heatmap: [
    { weekday: 4, hour: 18, orders: 5 },
    { weekday: 5, hour: 12, orders: 2 },
  ],
  top_items_by_revenue: [{ name: 'Kota Classic', quantity: 8, revenue_cents: 36_000 }],
  top_items_by_count: [{ name: 'Kota Classic', quantity: 8, revenue_cents: 36_000 }],
  prep: {
    average_minutes: 17.5,
    orders: 8,
    daily: days(7, () => ({})).map((d) => ({ date: d.date, average_minutes: 17.5, orders: 1 })),
  },
  outcomes: {
    placed: 9,
    accepted: 8,
    rejected: 1,
    missed: 0,
    cancelled: 0,
    acceptance_rate: 0.889,
    rejection_rate: 0.111,
    cancellation_rate: 0,
  },
  ratings: { average: 4.5, count: 4, weekly: [{ week_start: '2026-03-02', average: 4.5, count: 4 }] },
  ...over,
});

describe('money formatting', () => {
  it('formats dates, weeks and shares', () => {
    expect(shortDate('2026-03-02')).toBe('2 Mar');
    expect(weekRangeText('2026-03-02', '2026-03-08')).toBe('2 Mar – 8 Mar 2026');
    expect(percent(0.9345)).toBe('93.5%');
    expect(percent(null)).toBe('—');
  });

  it('builds the heat map grid, its busiest cell and the hours it spans', () => {
    const cells = [
      { weekday: 0, hour: 9, orders: 1 },
      { weekday: 6, hour: 20, orders: 4 },
    ];
    const { grid, max, busiest } = heatmapGrid(cells);
    expect(grid[6]![20]).toBe(4);
    expect(max).toBe(4);
    expect(busiest).toEqual({ weekday: 6, hour: 20, orders: 4 });
    expect(heatmapHours(cells)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(heatmapHours([])).toHaveLength(17);
    expect(peak([{ date: 'a', n: 0 }], (r) => r.n)).toBeNull();
  });
});

describe('PayoutsView', () => {
  it('says a payout is overdue when its week’s Tuesday has passed, keeping that date', async () => {
    mockApi({
      [`GET ${BASE}/payouts`]: {
        body: {
          ...payouts,
          next_payout: {
            date: '2026-03-03',
            amount_cents: 170_000,
            weeks: ['2026-02-23', '2026-03-02'],
            estimate: false,
            overdue: true,
          },
        },
      },
      [`GET ${BASE}/statement`]: { body: statement() },
    });
    inPortal(<PayoutsView />);
    const next = await screen.findByTestId('next-payout');
    expect(next).toHaveTextContent('R1700.00');
    expect(next).toHaveTextContent('Overdue: due by EFT on 3 Mar 2026 (2 weeks)');
    expect(within(next).getByText('Overdue')).toBeInTheDocument();
  });

  it('shows the next payout, the weeks with their states and last week’s statement with its downloads', async () => {
    const api = mockApi({
      [`GET ${BASE}/payouts`]: { body: payouts },
      [`GET ${BASE}/statement`]: (req) => ({
        body: req.url.includes('week=2026-02-23')
          ? statement({
              week_start: '2026-02-23',
              week_end: '2026-03-01',
              status: 'paid',
              lines: [],
              kinds: [],
              totals: {},
              orders: 0,
              payouts_made: [],
              payout: payouts.weeks[2]!.payout,
            })
          : statement(),
      }),
    });
    inPortal(<PayoutsView />);
    expect(await screen.findByTestId('next-payout')).toHaveTextContent('R850.00');
    expect(screen.getByTestId('next-payout')).toHaveTextContent('By EFT on 10 Mar 2026');
    expect(screen.getByTestId('balance')).toHaveTextContent('R1700.00');
    const rows = screen.getAllByTestId('payout-week');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('In progress');
    expect(rows[2]).toHaveTextContent('Paid 3 Mar 2026 · LEKKER 2026-02-23');

    // The statement: every kind as a column (a later kind such as a venue discount too), balances, downloads.
    const line = await screen.findByTestId('statement-line');
    expect(line).toHaveTextContent('ORDER-1772611200000-ABC123');
    expect(line).toHaveTextContent('-R5.00');
    expect(screen.getByRole('columnheader', { name: 'Venue discount' })).toBeInTheDocument();
    const summary = screen.getByTestId('statement-summary');
    expect(summary).toHaveTextContent('Opening balance');
    expect(summary).toHaveTextContent('Payout for the week of 23 Feb (LEKKER 2026-02-23)');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `${BASE}/statement/csv?week=2026-03-02`,
    );
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `${BASE}/statement/pdf?week=2026-03-02`,
    );

    // Another week: its statement, empty.
    fireEvent.click(screen.getByRole('button', { name: 'View the week of 23 Feb 2026' }));
    expect(await screen.findByText('No orders this week.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.url)).toContain(`${BASE}/statement?week=2026-02-23`);
  });

  it('shows the error with Retry', async () => {
    mockApi({
      [`GET ${BASE}/payouts`]: { status: 500, body: { error: { code: 'internal_error', message: 'Down' } } },
      [`GET ${BASE}/statement`]: { body: statement() },
    });
    inPortal(<PayoutsView />);
    expect(
      await screen.findByText(
        'We could not load your payouts. Something went wrong on our side. Please try again in a moment.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('AnalyticsView', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('shows the figures, a table for every chart, and asks the server for the chosen range', async () => {
    const api = mockApi({ [`GET ${BASE}/analytics`]: { body: analytics() } });
    inPortal(<AnalyticsView />);
    expect(await screen.findByText('R520.00')).toBeInTheDocument();
    for (const caption of [
      'Revenue per day',
      'Orders per day',
      'Orders by weekday and hour (hours with orders)',
      'Top 10 items by revenue',
      'Top 10 items by count',
      'Average preparation time per day',
      'Average rating per week',
    ])
      expect(screen.getByRole('table', { name: caption })).toBeInTheDocument();
    const heat = screen.getByRole('table', { name: 'Orders by weekday and hour (hours with orders)' });
    expect(within(heat).getByRole('rowheader', { name: 'Friday 18:00' })).toBeInTheDocument();
    expect(screen.getByText(/Busiest: Friday 18:00–19:00, 5 orders/)).toBeInTheDocument();
    expect(screen.getByTestId('outcomes')).toHaveTextContent('88.9%');
    expect(api.calls.at(-1)?.url).toBe(`${BASE}/analytics?days=30`);

    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await vi.waitFor(() => expect(api.calls.at(-1)?.url).toBe(`${BASE}/analytics?days=7`));

    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The first day is after the last.');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() =>
      expect(api.calls.at(-1)?.url).toBe(`${BASE}/analytics?from=2026-02-10&to=2026-02-20`),
    );
  });

  it('says so when the range has no orders', async () => {
    mockApi({
      [`GET ${BASE}/analytics`]: {
        body: analytics({
          totals: { revenue_cents: 0, net_cents: 0, orders: 0, delivered: 0, average_order_cents: null },
          daily: days(7, () => ({})),
          heatmap: [],
          top_items_by_revenue: [],
          top_items_by_count: [],
          prep: { average_minutes: null, orders: 0, daily: [] },
          outcomes: {
            placed: 0,
            accepted: 0,
            rejected: 0,
            missed: 0,
            cancelled: 0,
            acceptance_rate: null,
            rejection_rate: null,
            cancellation_rate: null,
          },
          ratings: { average: null, count: 0, weekly: [] },
        }),
      },
    });
    inPortal(<AnalyticsView />);
    expect(await screen.findAllByText('No orders in this period.')).toHaveLength(3);
    expect(screen.getByText('No deliveries in this period.')).toBeInTheDocument();
    expect(screen.getByText('No ratings in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
