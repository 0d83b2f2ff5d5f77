import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@/api/admin.ts';
import { type ApiRequestInfo, apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { RefundForm } from './refund-form.tsx';

const ORDER = '00000000-0000-4000-8000-0000000000a1';

function serve() {
  const sent: unknown[] = [];
  serveApi(
    apiHandler('post', '/admin/orders/{id}/refund', async ({ request }: ApiRequestInfo) => {
      sent.push(await request.json());
      return {} as AdminOrderDetail;
    }),
  );
  return sent;
}

// Who bears a refund (docs/decisions/050-refund-bearer.md): the cause preselects it, the admin may change it.
describe('admin refund form: cause and bearer', () => {
  it("preselects the venue for its faults and the marketplace for the rest, and sends the admin's choice", async () => {
    const sent = serve();
    renderWithRouter(<RefundForm id={ORDER} max={12000} delivered />);
    const form = screen.getByRole('form', { name: 'Refund' });
    const venue = within(form).getByRole('radio', { name: 'The venue (deducted from its payout)' });
    const marketplace = within(form).getByRole('radio', { name: 'Lekker Eats' });
    expect(marketplace).toBeChecked();
    fireEvent.change(within(form).getByLabelText('What went wrong'), { target: { value: 'food_quality' } });
    expect(venue).toBeChecked();
    fireEvent.change(within(form).getByLabelText('What went wrong'), {
      target: { value: 'delivery_problem' },
    });
    expect(marketplace).toBeChecked();
    // The admin overrides the default.
    fireEvent.click(venue);
    fireEvent.change(within(form).getByLabelText(/^Refund amount/), { target: { value: '20.00' } });
    fireEvent.change(within(form).getByLabelText('Reason (sent to the customer)'), {
      target: { value: 'Driver dropped the bag' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund part' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      amount_cents: 2000,
      reason: 'Driver dropped the bag',
      cause: 'delivery_problem',
      bearer: 'venue',
    });
  });

  it('an order that was not delivered cannot be charged to the venue, and says why', async () => {
    serve();
    renderWithRouter(<RefundForm id={ORDER} max={12000} delivered={false} />);
    const form = screen.getByRole('form', { name: 'Refund' });
    fireEvent.change(within(form).getByLabelText('What went wrong'), {
      target: { value: 'missing_or_wrong_items' },
    });
    expect(within(form).getByRole('radio', { name: 'The venue (deducted from its payout)' })).toBeDisabled();
    expect(within(form).getByRole('radio', { name: 'Lekker Eats' })).toBeChecked();
    expect(form).toHaveTextContent(
      'The venue was paid nothing for this order (it was not delivered), so Lekker Eats bears this refund.',
    );
  });

  it('refuses an amount above what is left, or a short reason, in words, and sends nothing', async () => {
    const sent = serve();
    renderWithRouter(<RefundForm id={ORDER} max={12000} delivered />);
    const form = screen.getByRole('form', { name: 'Refund' });
    fireEvent.change(within(form).getByLabelText(/^Refund amount/), { target: { value: '130' } });
    fireEvent.change(within(form).getByLabelText('Reason (sent to the customer)'), {
      target: { value: 'ok' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund part' }));
    expect(await within(form).findByText('Enter an amount between R0.01 and R120.00.')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/^Refund amount/), { target: { value: '12,50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund part' }));
    expect(await within(form).findByText('Give a reason (at least 3 characters)')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Reason (sent to the customer)'), {
      target: { value: 'Cold chips' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund part' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ amount_cents: 1250, reason: 'Cold chips' });
  });
});
