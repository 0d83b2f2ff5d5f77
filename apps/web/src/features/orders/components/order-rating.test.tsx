import type { OrderSummary } from '@lekker/core/contracts/orders';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderRating } from './order-rating.tsx';

const restaurant = {
  id: '00000000-0000-4000-8000-00000000a001',
  name: 'Kasi Kota Corner',
  address: '1 Main Road, Mahikeng',
  phone: null,
  latitude: -25.85,
  longitude: 25.64,
};

function summary(n: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: `00000000-0000-4000-8000-0000000b000${n}`,
    order_number: `ORDER-1-${n}`,
    type: 'food',
    status: 'delivered',
    payment_method: 'cash',
    fulfilment: 'delivery',
    restaurant,
    total_cents: 9000,
    created_at: '2026-11-20T10:00:00.000Z',
    can_review: false,
    my_rating: null,
    item_count: 2,
    items: [
      {
        id: `00000000-0000-4000-8000-0000000c000${n}`,
        menu_item_id: null,
        name: 'Kota Classic',
        unit_price_cents: 4500,
        quantity: 2,
        special_instructions: null,
      },
    ],
    ...overrides,
  };
}

describe('rating a delivered order', () => {
  it('history asks for a rating, sends it, then shows the stars given', async () => {
    let rated: number | null = null;
    const api = mockApi({
      'GET /api/orders': () => ({
        body: { orders: [summary(1, { can_review: rated === null, my_rating: rated })] },
      }),
      'POST /api/orders/00000000-0000-4000-8000-0000000b0001/review': (request) => {
        rated = (request.body as { rating: number }).rating;
        return { status: 201, body: { ok: true } };
      },
    });
    renderWithRouter(<OrderHistory />);
    const card = await screen.findByTestId('order-history-item');
    fireEvent.click(within(card).getByRole('button', { name: 'Rate & review' }));
    fireEvent.click(within(card).getByLabelText('4 stars'));
    fireEvent.click(within(card).getByRole('button', { name: 'Submit review' }));
    expect(await within(card).findByText('You rated this order')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Rate & review' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/orders/00000000-0000-4000-8000-0000000b0001/review')).toHaveLength(1);
  });

  it('a custom delivery’s card says what it was, not only its price', async () => {
    mockApi({
      'GET /api/orders': {
        body: {
          orders: [summary(2, { type: 'custom_delivery', items: [], item_count: 0, total_cents: 1500 })],
        },
      },
    });
    renderWithRouter(<OrderHistory />);
    const card = await screen.findByTestId('order-history-item');
    expect(card).toHaveTextContent('Custom delivery from Kasi Kota Corner · R15.00');
  });

  it('the tracking page’s prompt names the venue; a rated order shows its rating instead', () => {
    const { unmount } = renderWithRouter(
      <OrderRating order={summary(3, { can_review: true })} variant="prompt" />,
    );
    expect(screen.getByText('How was your order from Kasi Kota Corner?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rate & review' })).toBeInTheDocument();
    unmount();
    renderWithRouter(<OrderRating order={summary(3, { my_rating: 5 })} variant="prompt" />);
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate & review' })).not.toBeInTheDocument();
  });
});
