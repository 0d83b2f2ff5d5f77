import type { DeskOrder } from '@lekker/core/contracts/desk';
import type { RealtimeEvent } from '@lekker/core/contracts/realtime';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ws } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi, serveApi } from '@/test/fakes/api-server.ts';
import { makeViewer } from '@/test/fixtures/accounts.ts';
import { renderRoute } from '@/test/render.tsx';

const VENUE = '00000000-0000-4000-8000-0000000000a1';
const ORDER = '00000000-0000-4000-8000-0000000000b1';
const DESK = `/api/restaurant/venues/${VENUE}/desk`;

const owner = makeViewer({ roles: ['customer', 'restaurant'] });

function makeOrder(overrides: Partial<DeskOrder> = {}): DeskOrder {
  const placed = new Date(Date.now() - 60_000).toISOString();
  return {
    id: ORDER,
    order_number: 'ORDER-1700000000000-AB12',
    type: 'food',
    status: 'placed',
    payment_method: 'cash',
    fulfilment: 'delivery',
    paid: false,
    subtotal_cents: 11_500,
    discount_cents: 0,
    delivery_fee_cents: 2_500,
    total_cents: 14_000,
    customer: { first_name: 'Thandi', phone: '072 111 2222' },
    items: [
      {
        id: '00000000-0000-4000-8000-0000000000c1',
        menu_item_id: '00000000-0000-4000-8000-0000000000d1',
        name: 'Kota',
        quantity: 2,
        unit_price_cents: 4_500,
        special_instructions: 'extra atchar',
        preparation_time: 25,
      },
      {
        id: '00000000-0000-4000-8000-0000000000c2',
        menu_item_id: '00000000-0000-4000-8000-0000000000d2',
        name: 'Chips',
        quantity: 1,
        unit_price_cents: 2_500,
        special_instructions: null,
        preparation_time: 10,
      },
    ],
    special_instructions: null,
    delivery_address: { street: '12 Shippard Street', city: 'Mahikeng', province: 'North West' },
    delivery_location: null,
    delivery_distance_km: 2.1,
    suggested_prep_minutes: 25,
    preparation_minutes: null,
    driver: null,
    custom_delivery: null,
    cancel_code: null,
    cancel_reason: null,
    accept_by: new Date(Date.now() + 7 * 60_000).toISOString(),
    scheduled_for: null,
    release_at: null,
    scheduled_waiting: false,
    placed_at: placed,
    confirmed_at: null,
    ready_at: null,
    updated_at: placed,
    events: [
      { from_status: null, to_status: 'placed', actor_role: 'system', note: null, created_at: placed },
    ],
    ...overrides,
  };
}

/** The realtime socket as the server: captures the connection so a test can push frames. */
function fakeRealtime() {
  const link = ws.link(`${globalThis.location.origin.replace(/^http/, 'ws')}/api/realtime`);
  const clients: { send(data: string): void; close(): void }[] = [];
  let down = false;
  serveApi(
    link.addEventListener('connection', ({ client }) => {
      // After a drop the server stays away: every reconnection attempt is closed at once.
      if (down) return client.close();
      clients.push(client);
      client.send(
        JSON.stringify({ kind: 'hello', user_id: owner.user.id, rooms: [], at: new Date().toISOString() }),
      );
    }),
  );
  return {
    connected: () => clients.length > 0,
    /** The server drops every connection and refuses new ones (the client keeps retrying). */
    drop() {
      down = true;
      for (const c of clients.splice(0)) c.close();
    },
    push(event: RealtimeEvent) {
      const frame = { kind: 'event', room: `restaurant:${VENUE}`, event, at: new Date().toISOString() };
      for (const c of clients) c.send(JSON.stringify(frame));
    },
  };
}

function portal(desk: () => DeskOrder[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/me': { body: owner },
    'GET /api/restaurant/venues': {
      body: {
        venues: [
          {
            id: VENUE,
            name: 'Kasi Kota Corner',
            is_active: true,
            role: 'owner',
            went_live_at: '2025-01-01T00:00:00Z',
            suspension: null,
          },
        ],
      },
    },
    [`GET ${DESK}`]: () => ({ body: { orders: desk(), synced_at: new Date().toISOString() } }),
    ...extra,
  });
}

describe('order desk', () => {
  it('shows a new order the moment its realtime event arrives (no reload, no polling), with the title count', async () => {
    const realtime = fakeRealtime();
    let orders: DeskOrder[] = [];
    const api = portal(() => orders);
    renderRoute('/restaurant/portal/orders');

    expect(await screen.findByText(/No new orders/)).toBeInTheDocument();
    await waitFor(() => expect(realtime.connected()).toBe(true));
    await screen.findByText('Live');
    const fetchesBefore = api.callsTo('GET', DESK).length;

    orders = [makeOrder()];
    act(() =>
      realtime.push({
        type: 'order.updated',
        order_id: ORDER,
        order_number: 'ORDER-1700000000000-AB12',
        restaurant_id: VENUE,
        status: 'placed',
        has_driver: false,
        at: new Date().toISOString(),
      }),
    );

    const card = await screen.findByRole('button', { name: /ORDER-1700000000000-AB12/ });
    expect(card).toHaveTextContent('Thandi');
    expect(card).toHaveTextContent(/Answer within \d:\d\d left/);
    expect(screen.getByRole('tab', { name: 'New (1)' })).toBeInTheDocument();
    expect(api.callsTo('GET', DESK).length).toBe(fetchesBefore + 1);
    expect(screen.getByText('1 new order waiting')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^\(1\) /));
    expect(screen.getByTestId('orders-nav-badge')).toHaveTextContent('1');
  });

  // docs/product.md#order-for-later
  it('keeps an order for later under Scheduled, silent and not acceptable, until it enters New', async () => {
    const realtime = fakeRealtime();
    const slot = new Date(Date.now() + 86_400_000).toISOString();
    const release = new Date(Date.now() + 86_400_000 - 25 * 60_000).toISOString();
    let orders = [
      makeOrder({ accept_by: null, scheduled_for: slot, release_at: release, scheduled_waiting: true }),
    ];
    portal(() => orders);
    renderRoute('/restaurant/portal/orders');
    await screen.findByText('Live');
    expect(await screen.findByRole('tab', { name: 'Scheduled (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'New (0)' })).toBeInTheDocument();
    expect(screen.queryByText('1 new order waiting')).toBeNull();
    expect(screen.queryByTestId('orders-nav-badge')).toBeNull();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Scheduled (1)' }));
    const card = await screen.findByRole('button', { name: /ORDER-1700000000000-AB12/ });
    expect(card).toHaveTextContent(/For Tomorrow \d\d:\d\d · comes to New at \d\d:\d\d/);
    fireEvent.click(card);
    const detail = await screen.findByTestId('desk-order-detail');
    expect(within(detail).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(detail).getByRole('button', { name: 'Reject' })).toBeInTheDocument();

    // Released by the server: it moves to New, rings and can be accepted.
    orders = [makeOrder({ scheduled_for: slot, release_at: release, scheduled_waiting: false })];
    act(() =>
      realtime.push({
        type: 'order.updated',
        order_id: ORDER,
        order_number: 'ORDER-1700000000000-AB12',
        restaurant_id: VENUE,
        status: 'placed',
        has_driver: false,
        at: new Date().toISOString(),
      }),
    );
    expect(await screen.findByRole('tab', { name: 'New (1)' })).toBeInTheDocument();
    expect(screen.getByText('1 new order waiting')).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('suggests the longest item preparation time when accepting, and sends the edited one', async () => {
    fakeRealtime();
    let order = makeOrder();
    const api = portal(() => [order], {
      [`POST /api/restaurant/orders/${ORDER}/confirm`]: (req) => {
        order = makeOrder({
          status: 'confirmed',
          preparation_minutes: (req.body as { preparation_minutes: number }).preparation_minutes,
          accept_by: null,
        });
        return { body: { id: ORDER, status: 'confirmed' } };
      },
    });
    renderRoute('/restaurant/portal/orders');
    await screen.findByText('Live');
    fireEvent.click(await screen.findByRole('button', { name: /ORDER-1700000000000-AB12/ }));
    const detail = await screen.findByTestId('desk-order-detail');
    expect(within(detail).getByText('extra atchar', { exact: false })).toBeInTheDocument();
    expect(within(detail).getByText('Cash on delivery — R140.00 to be collected')).toBeInTheDocument();
    fireEvent.click(within(detail).getByRole('button', { name: 'Accept' }));

    const dialog = await screen.findByRole('dialog', { name: /Accept order/ });
    const minutes = within(dialog).getByLabelText('Preparation time (minutes)');
    expect(minutes).toHaveValue(25);
    expect(within(dialog).getByText(/Suggested: 25 min/)).toBeInTheDocument();
    fireEvent.change(minutes, { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept order' }));

    await waitFor(() =>
      expect(api.callsTo('POST', `/api/restaurant/orders/${ORDER}/confirm`)[0]?.body).toEqual({
        preparation_minutes: 30,
      }),
    );
    expect(await screen.findByText(/Preparation time:/)).toHaveTextContent('30 min');
    // Back in the accessibility tree once the accept dialog's clean-up effect has run (after paint).
    expect(await screen.findByRole('button', { name: 'Mark preparing' })).toBeInTheDocument();
  });

  it('shows the server’s 409 as a readable message when another device acted first', async () => {
    fakeRealtime();
    let order = makeOrder({ status: 'confirmed', accept_by: null, preparation_minutes: 20 });
    portal(() => [order], {
      [`POST /api/restaurant/orders/${ORDER}/preparing`]: () => {
        order = makeOrder({
          status: 'cancelled',
          cancel_reason: 'Cancelled by Lekker Eats',
          accept_by: null,
        });
        return {
          status: 409,
          body: {
            error: {
              code: 'conflict',
              message: 'Order ORDER-1700000000000-AB12 was already cancelled: Cancelled by Lekker Eats',
            },
          },
        };
      },
    });
    renderRoute('/restaurant/portal/orders');
    await screen.findByText('Live');
    // Radix tabs switch on mouse down (or focus), as a pointer does.
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Preparing (1)' }));
    fireEvent.click(await screen.findByRole('button', { name: /ORDER-1700000000000-AB12/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark preparing' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Order ORDER-1700000000000-AB12 was already cancelled: Cancelled by Lekker Eats The desk has been refreshed',
    );
    // Refetched: the order now shows as cancelled, with no action left.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark preparing' })).not.toBeInTheDocument(),
    );
  });

  it('refuses an action while the connection is down, says so, and sends nothing', async () => {
    const realtime = fakeRealtime();
    const api = portal(() => [makeOrder()]);
    renderRoute('/restaurant/portal/orders');
    await screen.findByText('Live');
    // The orders have loaded (the desk has synced once) before the connection drops.
    const card = await screen.findByRole('button', { name: /ORDER-1700000000000-AB12/ });
    act(() => realtime.drop());
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    expect(screen.getByTestId('desk-connection')).toHaveTextContent(/Last synced \d\d:\d\d/);

    fireEvent.click(card);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: /Accept order/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline, so nothing was sent.');
    expect(api.callsTo('POST', `/api/restaurant/orders/${ORDER}/confirm`)).toEqual([]);
  });
});
