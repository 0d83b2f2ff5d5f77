import type { Order } from '@lekker/core/contracts/orders';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { PaymentCancelView } from './payment-cancel-view.tsx';

function order(status: Order['status']): Order {
  return {
    id: '00000000-0000-4000-8000-0000000d0001',
    order_number: 'ORDER-1700000000000-AB12',
    type: 'food',
    status,
    payment_method: 'payfast',
    restaurant: {
      id: '00000000-0000-4000-8000-0000000a0001',
      name: 'Kasi Kota Corner',
      address: null,
      phone: null,
      latitude: null,
      longitude: null,
    },
    customer: { name: 'Naledi', phone: null },
    items: [],
    subtotal_cents: 6000,
    discount_cents: 0,
    delivery_fee_cents: 1500,
    total_cents: 7500,
    delivery_address: { street: '1 Main Road', city: 'Mahikeng', province: 'North West' },
    delivery_location: null,
    delivery_distance_km: null,
    special_instructions: null,
    custom_delivery: null,
    preparation_minutes: null,
    cancel_reason: null,
    has_driver: false,
    driver_position: null,
    eta: null,
    can_review: false,
    viewer_is_customer: true,
    created_at: '2026-11-20T10:00:00.000Z',
    events: [],
  };
}

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
