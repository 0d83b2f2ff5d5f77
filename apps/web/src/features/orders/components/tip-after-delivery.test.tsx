import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { TipAfterDelivery } from './tip-after-delivery.tsx';

const ORDER = '00000000-0000-4000-8000-0000000c0001';
const TIP = `/api/orders/${ORDER}/tip`;
const open = { can_tip: true, closes_at: '2026-12-03T10:00:00.000Z', driver_name: 'Thabo', tip: null };
const form = { action: 'http://localhost/api/payments/simulator/eng/process', fields: [['amount', '10.00']] };

// docs/decisions/069-driver-tips.md: up to 24 hours after delivery, R5/R10/R20 or an own amount, with PayFast.
describe('Tip your driver after delivery', () => {
  it('offers R10.00 first, posts the chosen amount and hands PayFast its form', async () => {
    const api = mockApi({
      [`GET ${TIP}`]: { body: open },
      [`POST ${TIP}`]: {
        body: { tip: { ...open, tip: { amount_cents: 2_000, status: 'pending' } }, payment: form },
      },
    });
    const onPaymentForm = vi.fn();
    renderWithRouter(<TipAfterDelivery orderId={ORDER} onPaymentForm={onPaymentForm} />);
    expect(await screen.findByText(/All of it goes to Thabo/)).toBeInTheDocument();
    expect((screen.getByLabelText('R10.00') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('R20.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay R20.00 with PayFast' }));
    await waitFor(() => expect(onPaymentForm).toHaveBeenCalledWith(form));
    expect(api.callsTo('POST', TIP).map((c) => c.body)).toEqual([{ amount_cents: 2_000 }]);
  });

  it('refuses an own amount under R5.00 or above the cap with nothing sent', async () => {
    const api = mockApi({ [`GET ${TIP}`]: { body: open } });
    renderWithRouter(<TipAfterDelivery orderId={ORDER} onPaymentForm={vi.fn()} />);
    fireEvent.click(await screen.findByLabelText('Own amount'));
    const amount = screen.getByLabelText('Tip amount (R)');
    fireEvent.change(amount, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayFast' }));
    expect(await screen.findByText('A tip after delivery must be at least R5.00.')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayFast' }));
    expect(await screen.findByText('A tip can be at most R500.00.')).toBeInTheDocument();
    expect(api.callsTo('POST', TIP)).toEqual([]);
  });

  it('thanks the customer once PayFast paid the tip, naming the driver', async () => {
    mockApi({
      [`GET ${TIP}`]: { body: { ...open, can_tip: false, tip: { amount_cents: 1_000, status: 'paid' } } },
    });
    renderWithRouter(
      <TipAfterDelivery orderId={ORDER} onPaymentForm={vi.fn()} />,
      `/order-tracking?order=${ORDER}&tip=returned`,
    );
    expect(await screen.findByTestId('tip-after-thanks')).toHaveTextContent(
      'Thank you: your tip of R10.00 goes to Thabo.',
    );
    expect(screen.queryByRole('button', { name: /PayFast/ })).toBeNull();
  });

  it('says when the time has passed, shows a refusal, and offers a retry when loading fails', async () => {
    mockApi({ [`GET ${TIP}`]: { body: { ...open, can_tip: false } } });
    const { unmount } = renderWithRouter(<TipAfterDelivery orderId={ORDER} onPaymentForm={vi.fn()} />);
    expect(
      await screen.findByText('The time to tip the driver for this order has passed.'),
    ).toBeInTheDocument();
    unmount();

    mockApi({
      [`GET ${TIP}`]: { body: open },
      [`POST ${TIP}`]: { status: 409, body: { error: { code: 'conflict', message: 'Too late' } } },
    });
    const second = renderWithRouter(<TipAfterDelivery orderId={ORDER} onPaymentForm={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay R10.00 with PayFast' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This tip can no longer be given.');
    second.unmount();

    mockApi({ [`GET ${TIP}`]: { status: 500, body: { error: { code: 'internal', message: 'x' } } } });
    renderWithRouter(<TipAfterDelivery orderId={ORDER} onPaymentForm={vi.fn()} />);
    expect(await screen.findByText('We could not load the tip.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows nothing for an order no driver brought', async () => {
    mockApi({ [`GET ${TIP}`]: { body: { ...open, can_tip: false, closes_at: null, driver_name: null } } });
    const { container } = renderWithRouter(<TipAfterDelivery orderId={ORDER} onPaymentForm={vi.fn()} />);
    await waitFor(() => expect(screen.queryByTestId('tip-after-card')).toBeNull());
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
