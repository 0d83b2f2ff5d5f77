import type { Order } from '@lekker/core/contracts/orders';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { makeOrder, ORDER_NUMBER } from '@/test/fixtures/orders.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { PaymentSuccessView } from './payment-success-view.tsx';

const NUMBER = ORDER_NUMBER;
const paidAt = {
  from_status: 'pending_payment',
  to_status: 'placed',
  actor_role: 'system',
  note: null,
} as const;
const REJECTED = 'The restaurant is too busy to take your order right now. Please try again a little later.';

const order = (overrides: Partial<Order>) => makeOrder(overrides);

function show(o: Order) {
  const onPaid = vi.fn();
  mockApi({ [`GET /api/orders/by-number/${NUMBER}`]: { body: o } });
  renderWithRouter(<PaymentSuccessView orderNumber={NUMBER} onPaid={onPaid} />);
  return onPaid;
}

describe('the payment return page tells the truth for every state', () => {
  it('paid, then turned down by the venue: the refund is on its way, with the reason; never "before it was paid"', async () => {
    const onPaid = show(
      order({
        status: 'cancelled',
        cancel_reason: REJECTED,
        refund: { status: 'owed', amount_cents: 7500, refunded_cents: 0, refunded_at: null },
        events: [{ ...paidAt, created_at: '2026-11-20T10:01:00.000Z' }],
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order was cancelled after you paid' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('payment-result-summary')).toHaveTextContent(
      `Order ${NUMBER} was paid, then cancelled, so your money is on its way back to you.`,
    );
    expect(screen.getByTestId('payment-result-reason')).toHaveTextContent(REJECTED);
    expect(screen.getByTestId('payment-result-refund')).toHaveTextContent(
      /^R75\.00 refund owed\. We will tell you when PayFast confirms it/,
    );
    expect(screen.queryByText(/before it was paid/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      '/order-tracking?order=00000000-0000-4000-8000-0000000d0001',
    );
    // The payment went through: the cart that became this order is done with.
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });

  it('cancelled before any payment says so, with the reason, and keeps the cart', async () => {
    const onPaid = show(
      order({ status: 'cancelled', cancel_reason: 'Payment not completed within 30 minutes' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This order was cancelled' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('payment-result-summary')).toHaveTextContent(
      'The order was cancelled before it was paid, so nothing was charged.',
    );
    expect(screen.getByTestId('payment-result-reason')).toHaveTextContent(
      'Payment not completed within 30 minutes',
    );
    expect(screen.queryByTestId('payment-result-refund')).toBeNull();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('paid and live: received, and where it is now once the venue accepted it', async () => {
    show(order({ status: 'preparing', events: [{ ...paidAt, created_at: '2026-11-20T10:01:00.000Z' }] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received!' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-result-summary')).toHaveTextContent(
      `Thank you! Kasi Kota Corner has accepted order ${NUMBER}. Where it is now: Preparing.`,
    );
    expect(screen.queryByText(/as soon as they confirm it/)).not.toBeInTheDocument();
  });

  it('paid, waiting for the venue', async () => {
    show(order({ status: 'placed', events: [{ ...paidAt, created_at: '2026-11-20T10:01:00.000Z' }] }));
    expect(await screen.findByTestId('payment-result-summary')).toHaveTextContent(
      `Thank you! Order ${NUMBER} is paid and on its way to Kasi Kota Corner. You will be notified as soon as they confirm it.`,
    );
  });

  it('pending: waiting for PayFast', async () => {
    show(order({ status: 'pending_payment' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' }),
    ).toBeInTheDocument();
  });
});
