import type { Notification } from '@lekker/core/contracts/orders';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { NotificationCenter } from './notification-center.tsx';
import { NotificationList } from './notification-list.tsx';

function notification(n: number, read = false): Notification {
  return {
    id: `00000000-0000-4000-8000-0000000b${String(n).padStart(4, '0')}`,
    title: 'Order Update',
    message: n === 1 ? 'Your order has been confirmed!' : 'Your order is being prepared',
    type: 'order_update',
    read,
    order_id: null,
    created_at: '2026-11-05T18:25:23.386Z',
  };
}

function Panel() {
  return <NotificationCenter enabled />;
}

describe('notifications panel', () => {
  it('shows the empty text', () => {
    renderWithRouter(<NotificationList notifications={[]} onMarkRead={() => {}} />);
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
  });

  it('lists notifications, marks one as read and clears all', async () => {
    let data = { notifications: [notification(1), notification(2, true)], unread: 1 };
    const calls: string[] = [];
    const record = ({ request }: { request: Request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
    };
    const markAll = () => {
      data = { notifications: data.notifications.map((n) => ({ ...n, read: true })), unread: 0 };
    };
    serveApi(
      apiHandler('get', '/notifications', (info) => {
        record(info);
        return data;
      }),
      apiHandler('post', '/notifications/{id}/read', (info) => {
        record(info);
        markAll();
        return { ok: true };
      }),
      apiHandler('delete', '/notifications', (info) => {
        record(info);
        data = { notifications: [], unread: 0 };
        return { ok: true };
      }),
    );
    renderWithRouter(<Panel />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    expect(await screen.findByText('Your order has been confirmed!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    expect(calls).toContain(`POST /api/notifications/${notification(1).id}/read`);
    expect(screen.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/notifications');
  });

  it('opening a notification marks it read, goes to its order and closes the panel (docs/product.md#order-notifications)', async () => {
    const orderId = '00000000-0000-4000-8000-00000000d001';
    let data = {
      notifications: [{ ...notification(1), message: 'Your driver Thabo is on the way', order_id: orderId }],
      unread: 1,
    };
    const read: string[] = [];
    serveApi(
      apiHandler('get', '/notifications', () => data),
      apiHandler('post', '/notifications/{id}/read', ({ params }) => {
        read.push(params.id ?? '');
        data = { notifications: data.notifications.map((n) => ({ ...n, read: true })), unread: 0 };
        return { ok: true };
      }),
    );
    const { router } = renderWithRouter(<Panel />);
    // One click opens the panel.
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const link = await screen.findByRole('link', { name: /Your driver Thabo is on the way/ });
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-tracking'));
    expect(router.state.location.search).toBe(`?order=${orderId}`);
    await waitFor(() => expect(read).toEqual([notification(1).id]));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Notifications' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('caps the badge at 99+', async () => {
    const many = Array.from({ length: 120 }, (_, i) => notification(i + 10));
    serveApi(apiHandler('get', '/notifications', { notifications: many, unread: 120 }));
    renderWithRouter(<Panel />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(bell.textContent).toBe('99+');
  });
});
