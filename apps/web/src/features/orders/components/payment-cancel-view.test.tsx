import type { Order } from '@lekker/core/contracts/orders';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { makeOrder } from '@/test/fixtures/orders.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { PaymentCancelView } from './payment-cancel-view.tsx';

const order = (status: Order['status']) => makeOrder({ status });

function show(status: Order['status']) {
  mockApi({ 'GET /api/orders/by-number/ORDER-1700000000000-AB12': { body: order(status) } });
  renderWithRouter(<PaymentCancelView orderNumber="ORDER-1700000000000-AB12" onPaymentForm={() => {}} />);
}

describe('payment return page', () => {
  it('a payment PayFast refused is headed "Payment failed", with its own words', async () => {
    show('payment_failed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText(/PayFast could not take the payment/)).toBeInTheDocument();
    expect(screen.queryByText('Payment cancelled')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try payment again' })).toBeInTheDocument();
  });

  it('leaving PayFast without paying is still "Payment cancelled"', async () => {
    show('pending_payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/The payment was not completed/)).toBeInTheDocument();
  });

  it('an order paid after all and then turned down says its refund is on its way, never "Nothing was charged"', async () => {
    mockApi({
      'GET /api/orders/by-number/ORDER-1700000000000-AB12': {
        body: {
          ...order('cancelled'),
          cancel_reason: 'The restaurant is closing early and cannot make your order today.',
          refund: { status: 'owed', amount_cents: 7500, refunded_cents: 0, refunded_at: null },
        },
      },
    });
    renderWithRouter(<PaymentCancelView orderNumber="ORDER-1700000000000-AB12" onPaymentForm={() => {}} />);
    expect(await screen.findByTestId('payment-result-refund')).toHaveTextContent(/^R75\.00 refund owed\./);
    expect(screen.getByTestId('payment-result-reason')).toHaveTextContent('closing early');
    expect(screen.queryByText(/Nothing was charged/)).not.toBeInTheDocument();
  });
});
