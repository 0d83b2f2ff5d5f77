import '@/test/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@/api/admin.ts';
import { mockApi } from '@/test/fakes/api-server.ts';
import { FailedDeliveryCase, hasDoorstep } from './failed-delivery.tsx';

const ID = '00000000-0000-4000-8000-0000000000a1';
const AT = '2026-12-02T10:00:00.000Z';

const detail = (status: string, doorstep: Partial<AdminOrderDetail['doorstep']> = {}) =>
  ({
    order: { id: ID, order_number: 'ORDER-1-DS', status },
    doorstep: {
      leave_at_door: false,
      wait_started_at: AT,
      photo_url: '/signed/photo',
      note: null,
      ...doorstep,
    },
  }) as unknown as AdminOrderDetail;

function renderCase(d: AdminOrderDetail) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FailedDeliveryCase d={d} />
    </QueryClientProvider>,
  );
}

describe('FailedDeliveryCase (docs/product.md#when-the-door-does-not-open)', () => {
  it('shows the note and the photo of an undeliverable order and sends the chosen outcome', async () => {
    const api = mockApi({ [`POST /api/admin/orders/${ID}/failed-delivery`]: { body: { status: 'ready' } } });
    renderCase(detail('undeliverable', { note: 'Gate locked' }));
    expect(screen.getByRole('region', { name: 'Could not be delivered' })).toHaveTextContent('Gate locked');
    expect(screen.getByRole('link', { name: "Open the driver's photo" })).toHaveAttribute(
      'href',
      '/signed/photo',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Redeliver' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/admin/orders/${ID}/failed-delivery`).map((c) => c.body)).toEqual([
        { outcome: 'redeliver' },
      ]),
    );
  });

  it('asks for a review of a handover without the code', async () => {
    const api = mockApi({
      [`POST /api/admin/orders/${ID}/handover-review`]: { body: { status: 'delivered' } },
    });
    renderCase(detail('handover_review'));
    expect(screen.getByRole('heading', { name: 'Handed over without the code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redeliver' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Not delivered' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/admin/orders/${ID}/handover-review`).map((c) => c.body)).toEqual([
        { approve: false },
      ]),
    );
  });

  it('is shown only when the doorstep has something to say', () => {
    expect(hasDoorstep(detail('delivered', { wait_started_at: null, photo_url: null }))).toBe(false);
    expect(
      hasDoorstep(detail('delivered', { wait_started_at: null, photo_url: null, leave_at_door: true })),
    ).toBe(true);
  });
});
