import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { renderRoute } from '@/test/render.tsx';

const message = (id: string, channel: string, created_at: string, text: string, status = 'sent') => ({
  id,
  channel,
  to: channel === 'push' ? 'user-1' : '+27821234567',
  title: channel === 'push' ? 'Order Update' : null,
  text,
  url: channel === 'push' ? '/order-tracking?order=1' : null,
  created_at,
  status,
});

describe('dev outbox (/dev/outbox)', () => {
  it('lists push, SMS and WhatsApp messages newest first with their channel and status', async () => {
    mockApi({
      'GET /api/dev/outbox': {
        body: [
          message(
            '00000000-0000-4000-8000-000000000001',
            'sms',
            '2025-01-01T08:00:00.000Z',
            'Lekker Eats: older',
          ),
          message(
            '00000000-0000-4000-8000-000000000002',
            'push',
            '2025-01-02T08:00:00.000Z',
            'Your order has been confirmed!',
          ),
          message(
            '00000000-0000-4000-8000-000000000003',
            'whatsapp',
            '2025-01-01T09:00:00.000Z',
            'Lekker Eats: middle',
            'failed',
          ),
        ],
      },
    });
    renderRoute('/dev/outbox');
    const list = await screen.findByRole('list', { name: 'Messages, newest first' }, { timeout: 5000 });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getAllByText(/^(Push|SMS|WhatsApp)$/)[0]!.textContent)).toEqual([
      'Push',
      'WhatsApp',
      'SMS',
    ]);
    expect(within(items[0]!).getByText('Your order has been confirmed!')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Open /order-tracking?order=1' })).toHaveAttribute(
      'href',
      '/order-tracking?order=1',
    );
    expect(within(items[1]!).getByText('Failed')).toBeInTheDocument();
  });

  it("says 'No messages yet' when empty and refreshes on demand", async () => {
    const api = mockApi({ 'GET /api/dev/outbox': { body: [] } });
    renderRoute('/dev/outbox');
    expect(await screen.findByText('No messages yet', {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/dev/outbox')).toHaveLength(2));
  });

  it('shows an error with Try again', async () => {
    mockApi({
      'GET /api/dev/outbox': {
        status: 500,
        body: { error: { code: 'internal_error', message: 'Something went wrong.' } },
      },
    });
    renderRoute('/dev/outbox');
    expect(await screen.findByText('Could not load the outbox.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
