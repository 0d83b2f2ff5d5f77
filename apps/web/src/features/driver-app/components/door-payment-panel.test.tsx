import '@/test/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DriverActiveJob } from '@/api/drivers.ts';
import { apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { DoorPaymentPanel } from './door-payment-panel.tsx';

const ORDER_ID = '8f0a3c8e-59d7-4e43-9f4e-1f3f1d2b7a11';
const URL = 'http://localhost:3000/pay/AbCdEfGhIjKlMnOpQrStUvWx';
const job = (paymentMethod: 'cash' | 'payfast') =>
  ({ order_id: ORDER_ID, status: 'picked_up', payment_method: paymentMethod }) as DriverActiveJob;

function renderPanel(value: DriverActiveJob) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <DoorPaymentPanel job={value} />
    </QueryClientProvider>,
  );
}

describe('DoorPaymentPanel', () => {
  it('"Customer pays by card" shows the QR code and the short link of exactly the order total', async () => {
    let opened = 0;
    serveApi(
      apiHandler('get', '/driver/orders/{id}/door-payment', {
        state: 'none',
        url: null,
        amount_cents: 12_500,
      }),
      apiHandler('post', '/driver/orders/{id}/door-payment', () => {
        opened++;
        return { state: 'open' as const, url: URL, amount_cents: 12_500 };
      }),
    );
    renderPanel(job('cash'));
    fireEvent.click(await screen.findByRole('button', { name: 'Customer pays by card' }));
    expect(await screen.findByRole('img', { name: 'QR code to pay R125.00 by card' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: URL })).toHaveAttribute('href', URL);
    expect(screen.getByText('Let the customer scan this code to pay R125.00 by card.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the payment…');
    expect(opened).toBe(1);
  });

  it('turns green once paid (the order is a card payment now): collect no cash', async () => {
    serveApi(
      apiHandler('get', '/driver/orders/{id}/door-payment', {
        state: 'paid',
        url: URL,
        amount_cents: 12_500,
      }),
    );
    renderPanel(job('payfast'));
    expect(await screen.findByTestId('door-payment-paid')).toHaveTextContent(
      'Paid by card: R125.00Collect no cash. Finish with the delivery code.',
    );
    expect(screen.queryByRole('button', { name: 'Customer pays by card' })).toBeNull();
  });

  it('shows nothing for an order paid by card at checkout', async () => {
    serveApi(
      apiHandler('get', '/driver/orders/{id}/door-payment', {
        state: 'none',
        url: null,
        amount_cents: 12_500,
      }),
    );
    const { container } = renderPanel(job('payfast'));
    await screen.findByText('Checking the card payment…');
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
