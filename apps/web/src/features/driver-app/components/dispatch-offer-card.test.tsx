import '@/test/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DriverDispatchOffer } from '@/api/drivers.ts';
import { mockApi } from '@/test/fakes/api-server.ts';
import { DispatchOfferCard } from './dispatch-offer-card.tsx';

const ORDER_ID = '8f0a3c8e-59d7-4e43-9f4e-1f3f1d2b7a11';

const offer = (
  expiresInMs: number,
  riskNotes: DriverDispatchOffer['job']['risk_notes'] = [],
): DriverDispatchOffer => ({
  job: {
    order_id: ORDER_ID,
    order_number: 'ORDER-1732350000000-AB12',
    type: 'food',
    status: 'confirmed',
    payment_method: 'cash',
    restaurant: { id: '1f0a3c8e-59d7-4e43-9f4e-1f3f1d2b7a11', name: 'Kasi Kota Corner', address: null },
    restaurant_distance_km: 1.2,
    dropoff_suburb: 'Mmabatho',
    dropoff_distance_km: 2.1,
    pay_cents: 2840,
    cash_to_collect_cents: 12_500,
    custom_items: null,
    item_count: 3,
    created_at: '2026-11-23T10:00:00.000Z',
    risk_notes: riskNotes,
  },
  wave: 1,
  offered_at: new Date(Date.now() + expiresInMs - 30_000).toISOString(),
  expires_at: new Date(Date.now() + expiresInMs).toISOString(),
  window_seconds: 30,
});

function renderCard(value: DriverDispatchOffer) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <DispatchOfferCard offer={value} />
    </QueryClientProvider>,
  );
}

describe('DispatchOfferCard', () => {
  it('shows the job, the pay, the cash and the seconds left, and accepts with one tap', async () => {
    const api = mockApi({ [`POST /api/driver/orders/${ORDER_ID}/accept`]: { body: {} } });
    renderCard(offer(30_000));
    expect(screen.getByRole('heading', { name: 'A job for you' })).toBeInTheDocument();
    expect(screen.getByText('Kasi Kota Corner')).toBeInTheDocument();
    expect(screen.getByText('R28.40')).toBeInTheDocument();
    expect(screen.getByText('Collect R125.00 cash')).toBeInTheDocument();
    expect(screen.getByTestId('offer-countdown')).toHaveTextContent('30 s');
    fireEvent.click(screen.getByRole('button', { name: 'Accept job' }));
    await waitFor(() =>
      expect(api.calls.map((c) => c.path)).toEqual([`/api/driver/orders/${ORDER_ID}/accept`]),
    );
  });

  it('shows the risk notes before accepting: a new customer, a large cash order (decision 071)', () => {
    renderCard(offer(30_000, ['new_customer', 'large_cash']));
    const notes = screen.getByRole('list', { name: 'Before you accept' });
    expect(notes).toHaveTextContent('New customer: no delivered order yet');
    expect(notes).toHaveTextContent('Large cash order: over R300');
  });

  it('shows no risk notes when there are none', () => {
    renderCard(offer(30_000));
    expect(screen.queryByTestId('offer-risk-notes')).toBeNull();
  });

  it('declines with one tap', async () => {
    const api = mockApi({ [`POST /api/driver/offers/${ORDER_ID}/decline`]: { body: { ok: true } } });
    renderCard(offer(12_000));
    expect(screen.getByTestId('offer-countdown')).toHaveTextContent('12 s');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(api.calls.map((c) => c.path)).toEqual([`/api/driver/offers/${ORDER_ID}/decline`]),
    );
  });

  it('can no longer be answered once the time is up', () => {
    renderCard(offer(-1000));
    expect(screen.getByTestId('offer-countdown')).toHaveTextContent('0 s');
    expect(screen.getByRole('button', { name: 'Accept job' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeDisabled();
  });
});
