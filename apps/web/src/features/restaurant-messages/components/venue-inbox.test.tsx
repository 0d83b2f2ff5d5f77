import type { VenueConversations } from '@lekker/core/contracts/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { NO_CONVERSATIONS_TEXT, VenueInbox } from './venue-inbox.tsx';

const VENUE = '00000000-0000-4000-8000-00000000a001';
const ORDER = '00000000-0000-4000-8000-00000000c001';

const inbox: VenueConversations = {
  unread_total: 2,
  conversations: [
    {
      order_id: ORDER,
      order_number: 'ORDER-1-AB',
      order_status: 'preparing',
      customer_name: 'Alice S.',
      state: 'open',
      unread: 2,
      last_message: { party: 'customer', body: 'Ring twice please', created_at: '2026-05-04T10:00:00.000Z' },
      updated_at: '2026-05-04T10:00:00.000Z',
    },
  ],
};

describe('VenueInbox (docs/product.md#restaurant-social)', () => {
  it('lists conversations with unread counts and opens one', async () => {
    serveApi(
      apiHandler('get', '/restaurant/venues/{id}/conversations', inbox),
      apiHandler('get', '/orders/{id}/messages', {
        order_id: ORDER,
        order_number: 'ORDER-1-AB',
        order_status: 'preparing',
        venue_name: 'Kota King',
        customer_name: 'Alice S.',
        driver_name: null,
        viewer_party: 'venue',
        state: 'open',
        closes_at: null,
        unread: 0,
        messages: [
          {
            id: '00000000-0000-4000-8000-00000000d001',
            party: 'customer',
            sender_name: 'Alice S.',
            body: 'Ring twice please',
            created_at: '2026-05-04T10:00:00.000Z',
            mine: false,
          },
        ],
      }),
    );
    const { router } = renderWithRouter(<VenueInbox venueId={VENUE} />, '/restaurant/portal/messages');
    const row = await screen.findByTestId('conversation-row');
    expect(row).toHaveTextContent('Alice S.');
    expect(row).toHaveTextContent('ORDER-1-AB');
    expect(within(row).getByTestId('unread-badge')).toHaveTextContent('2 unread messages');
    fireEvent.click(row);
    expect(await screen.findByTestId('conversation')).toBeInTheDocument();
    expect(await screen.findByLabelText('Message')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?order=${ORDER}`);
  });

  it('says how customers reach the venue when there is nothing yet', async () => {
    serveApi(
      apiHandler('get', '/restaurant/venues/{id}/conversations', { conversations: [], unread_total: 0 }),
    );
    renderWithRouter(<VenueInbox venueId={VENUE} />);
    expect(await screen.findByText(NO_CONVERSATIONS_TEXT)).toBeInTheDocument();
  });
});
