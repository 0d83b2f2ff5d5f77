import type { OrderSummary } from '@lekker/core/contracts/orders';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { POLL_WHEN_OFFLINE_MS } from '../hooks/use-live-order.ts';
import { OrderHistory } from './order-history.tsx';

function summary(status: OrderSummary['status']): OrderSummary {
  return {
    id: '00000000-0000-4000-8000-0000000b0001',
    order_number: 'ORDER-1-1',
    type: 'food',
    status,
    payment_method: 'cash',
    fulfilment: 'delivery',
    restaurant: {
      id: '00000000-0000-4000-8000-00000000a001',
      name: 'Kasi Kota Corner',
      address: null,
      phone: null,
      latitude: null,
      longitude: null,
    },
    total_cents: 9000,
    created_at: '2026-11-20T10:00:00.000Z',
    can_review: false,
    my_rating: null,
    item_count: 1,
    items: [],
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the orders list without the live connection', () => {
  it('asks again while an order is under way, so a status change shows without a reload', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let status: OrderSummary['status'] = 'placed';
    const api = mockApi({ 'GET /api/orders': () => ({ body: { orders: [summary(status)] } }) });
    renderWithRouter(<OrderHistory />);
    const item = await screen.findByTestId('order-history-item');
    expect(item).toHaveTextContent('Order placed');

    status = 'confirmed';
    await act(async () => {
      vi.advanceTimersByTime(POLL_WHEN_OFFLINE_MS);
    });
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/orders').length).toBe(2);
  });

  it('stops asking once every order is over', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = mockApi({ 'GET /api/orders': () => ({ body: { orders: [summary('delivered')] } }) });
    renderWithRouter(<OrderHistory />);
    await screen.findByTestId('order-history-item');
    await act(async () => {
      vi.advanceTimersByTime(3 * POLL_WHEN_OFFLINE_MS);
    });
    expect(api.calls.filter((c) => c.path === '/api/orders').length).toBe(1);
  });
});
