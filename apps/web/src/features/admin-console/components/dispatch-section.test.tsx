import '@/test/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DispatchBoard, DispatchCandidates } from '@/api/dispatch-board.ts';
import { mockApi } from '@/test/fakes/api-server.ts';
import { DispatchSection } from './dispatch-section.tsx';

// The map is Leaflet's (a browser test covers it); here the lists beside it, which say the same in words.
vi.mock('./dispatch-map.tsx', () => ({ default: () => <div data-testid="dispatch-map" /> }));

const ORDER = '00000000-0000-4000-8000-0000000000d1';
const AT = '2026-12-02T10:00:00.000Z';
const board: DispatchBoard = {
  at: AT,
  drivers: [
    {
      user_id: 'd1',
      name: 'Thabo',
      vehicle_type: 'motorbike',
      state: 'free',
      position: { latitude: -25.85, longitude: 25.64 },
      location_updated_at: AT,
      position_age_seconds: 12,
    },
    {
      user_id: 'd2',
      name: 'Lerato',
      vehicle_type: null,
      state: 'stale',
      position: { latitude: -25.82, longitude: 25.64 },
      location_updated_at: AT,
      position_age_seconds: 185,
    },
  ],
  waiting: [
    {
      order_id: ORDER,
      order_number: 'ORDER-7-KK',
      status: 'ready',
      restaurant_name: 'Kota King',
      venue: { latitude: -25.856, longitude: 25.6403 },
      payment_method: 'cash',
      total_cents: 7685,
      waiting_since: AT,
      age_minutes: 6,
      dispatch_state: 'offering',
      wave: 2,
    },
  ],
};
const candidates: DispatchCandidates = {
  order_id: ORDER,
  road_factor: 1.42,
  road_factor_source: 'area',
  candidates: [
    {
      driver_id: 'd1',
      name: 'Thabo',
      rank: 1,
      excluded: null,
      distance_km: 0.71,
      travel_minutes: 2.4,
      idle_minutes: 25,
      fair_share_minutes: 2.5,
      score: -0.1,
      cash_held_cents: 0,
    },
    {
      driver_id: 'd3',
      name: 'Sipho',
      rank: null,
      excluded: 'cash_limit',
      distance_km: 3.2,
      travel_minutes: 10.9,
      idle_minutes: 0,
      fair_share_minutes: 0,
      score: 10.9,
      cash_held_cents: 149_000,
    },
  ],
  history: {
    state: 'offering',
    wave: 2,
    next_at: AT,
    offers: [
      {
        driver_id: 'd2',
        driver_name: 'Lerato',
        wave: 1,
        score: 1.3,
        travel_minutes: 1.3,
        distance_km: 0.4,
        status: 'declined',
        offered_at: AT,
        answered_at: AT,
      },
    ],
  },
};

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DispatchSection />
    </QueryClientProvider>,
  );
}

describe('DispatchSection (decision 072)', () => {
  it('lists drivers with their state and position age, and waiting orders with their age', async () => {
    mockApi({ 'GET /api/admin/dispatch/board': { body: board } });
    renderSection();
    const drivers = await screen.findByRole('list', { name: 'Drivers on shift' });
    const items = within(drivers).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Thabo');
    expect(items[0]).toHaveTextContent('Free');
    expect(items[0]).toHaveTextContent('position 12 s ago');
    expect(items[1]).toHaveTextContent('Position out of date');
    expect(items[1]).toHaveTextContent('position 3 min ago');
    const waiting = screen.getByRole('list', { name: 'Orders waiting for a driver' });
    expect(waiting).toHaveTextContent('ORDER-7-KK');
    expect(waiting).toHaveTextContent('Ready · waiting 6 min · offered, wave 2');
    expect(screen.getByTestId('dispatch-map')).toBeInTheDocument();
  });

  it("opens an order's candidates with the score terms, who is left out, and the offers so far", async () => {
    const api = mockApi({
      'GET /api/admin/dispatch/board': { body: board },
      [`GET /api/admin/dispatch/orders/${ORDER}/candidates`]: { body: candidates },
      [`GET /api/admin/orders/${ORDER}/driver-candidates`]: { body: { drivers: [] } },
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Candidates for ORDER-7-KK' }));
    const panel = await screen.findByRole('region', { name: 'Who the dispatcher would offer ORDER-7-KK to' });
    const table = await within(panel).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/1\s*Thabo\s*0\.71\s*2\.4\s*2\.5 \(waited 25 min\)\s*-0\.1/);
    expect(rows[2]).toHaveTextContent('Left out: over the cash limit');
    expect(panel).toHaveTextContent('Travel at road factor 1.42 (learnt from trips in this area), 25 km/h.');
    expect(within(panel).getByRole('list', { name: 'Offers so far' })).toHaveTextContent(
      'Wave 1: Lerato, score 1.3, declined',
    );
    // Assigning by hand is the console's audited form, offered while the order waits.
    expect(within(panel).getByRole('form', { name: 'Assign driver' })).toBeInTheDocument();
    expect(api.callsTo('GET', `/api/admin/dispatch/orders/${ORDER}/candidates`).length).toBeGreaterThan(0);
  });

  it('says so when nothing waits and nobody is on shift, and offers a retry when the board fails', async () => {
    mockApi({ 'GET /api/admin/dispatch/board': { body: { at: AT, drivers: [], waiting: [] } } });
    const { unmount } = renderSection();
    expect(await screen.findByText('No order is waiting for a driver.')).toBeInTheDocument();
    expect(screen.getByText('No driver is on shift.')).toBeInTheDocument();
    unmount();
    mockApi({
      'GET /api/admin/dispatch/board': {
        status: 500,
        body: { error: { code: 'internal', message: 'Boom' } },
      },
    });
    renderSection();
    expect(await screen.findByText(/We could not load the dispatch board/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
