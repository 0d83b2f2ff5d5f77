import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrderRow } from '@/api/admin.ts';
import { type ApiRequestInfo, apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { OrdersSection } from './orders-section.tsx';

/** What the console lists under "Messages sent" (the number masked by the server). */
const ORDER_MESSAGES = [
  {
    id: '00000000-0000-4000-8000-0000000000e1',
    channel: 'sms' as const,
    template: 'venue_escalation',
    to: '•••••••••000',
    status: 'failed' as const,
    attempts: 6,
    last_error: 'BulkSMS 503: Try again later',
    created_at: '2026-11-20T08:02:00.000Z',
    sent_at: null,
    delivered_at: null,
  },
];

const ORDER = '00000000-0000-4000-8000-0000000000a1';
const PENDING = '00000000-0000-4000-8000-0000000000f1';
const DONE = '00000000-0000-4000-8000-0000000000f2';
const AT = '2026-11-20T08:00:00.000Z';

const row: AdminOrderRow = {
  id: ORDER,
  order_number: 'ORDER-9-RF',
  status: 'cancelled',
  payment_method: 'payfast',
  fulfilment: 'delivery',
  total_cents: 12000,
  refund_status: 'owed',
  refunded_cents: 2000,
  restaurant: { id: '00000000-0000-4000-8000-0000000000b1', name: 'Kota King' },
  customer: { id: 'c1', name: 'Thandi', email: 'thandi@example.test', phone: null },
  driver: null,
  created_at: AT,
  placed_at: AT,
  promised_at: null,
  minutes_late: null,
  exception: null,
};
const refund = (over: Partial<AdminOrderDetail['refunds'][number]>) => ({
  id: PENDING,
  amount_cents: 10000,
  reason: 'The paid order was cancelled',
  status: 'pending' as const,
  provider_reference: null,
  error: null,
  created_at: AT,
  resolved_at: null,
  resolution: null,
  ...over,
});
const detail: AdminOrderDetail = {
  order: row,
  items: [{ name: 'Kota', quantity: 2, unit_price_cents: 4500 }],
  subtotal_cents: 9000,
  discount_cents: 0,
  delivery_fee_cents: 3000,
  tip_cents: 0,
  paid_cents: 12000,
  refundable_cents: 0,
  cancel_reason: 'Cancelled by the customer',
  events: [],
  ledger: [],
  refunds: [
    refund({ id: DONE, amount_cents: 2000, status: 'succeeded', provider_reference: 'sim-1' }),
    refund({}),
  ],
  audit: [],
  doorstep: { leave_at_door: false, wait_started_at: null, photo_url: null, note: null },
};

describe('admin console: refunds left pending', () => {
  it('a pending refund has Retry and Mark resolved; resolving asks for a reason in a dialog and sends it', async () => {
    let sent: unknown;
    serveApi(
      apiHandler('get', '/admin/orders', { orders: [row], now: AT }),
      apiHandler('get', '/admin/orders/{id}', detail),
      apiHandler('get', '/admin/orders/{id}/messages', { messages: ORDER_MESSAGES }),
      apiHandler('get', '/admin/orders/{id}/driver-candidates', { drivers: [] }),
      apiHandler(
        'post',
        '/admin/orders/{id}/refunds/{refundId}/resolve',
        async ({ request }: ApiRequestInfo) => {
          sent = await request.json();
          return detail;
        },
      ),
    );
    renderWithRouter(<OrdersSection />);
    fireEvent.click(await screen.findByText('ORDER-9-RF'));
    const order = await screen.findByRole('dialog', { name: 'Order ORDER-9-RF' });
    const [succeeded, pending] = await within(order).findAllByTestId('admin-refund');
    // The refund PayFast confirmed needs nothing; the pending one has both actions.
    expect(within(succeeded!).queryByRole('button')).toBeNull();
    expect(within(pending!).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    fireEvent.click(within(pending!).getByRole('button', { name: 'Mark resolved' }));

    const confirm = await screen.findByRole('dialog', { name: 'Mark the R100.00 refund resolved' });
    expect(confirm).toHaveTextContent('Only if you confirmed in PayFast that this refund went through');
    const submit = within(confirm).getByRole('button', { name: 'Mark resolved' });
    expect(submit).toBeDisabled();
    fireEvent.change(within(confirm).getByLabelText('Reason'), {
      target: { value: 'Seen in the PayFast dashboard' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(sent).toEqual({ reason: 'Seen in the PayFast dashboard' }));
  });
});
