import '@/test/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { PayAtDoorView } from './pay-at-door-view.tsx';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWx';
const link = (state: 'open' | 'paid' | 'closed') => ({
  order_number: 'ORDER-1-abc',
  venue_name: 'Kasi Kota Corner',
  amount_cents: 12_550,
  state,
});

function renderView() {
  const onPaymentForm = vi.fn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <PayAtDoorView token={TOKEN} onPaymentForm={onPaymentForm} />
    </QueryClientProvider>,
  );
  return onPaymentForm;
}

describe('PayAtDoorView', () => {
  it('shows the order and its exact amount, and sends the PayFast form on "Pay R125.50 by card"', async () => {
    const form = {
      action: '/api/payments/simulator/eng/process',
      fields: [['amount', '125.50']] as [string, string][],
    };
    serveApi(
      apiHandler('get', '/pay/{token}', link('open')),
      apiHandler('post', '/pay/{token}/payfast', form),
    );
    const onPaymentForm = renderView();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the payment…');
    expect(await screen.findByText('Order ORDER-1-abc from Kasi Kota Corner')).toBeInTheDocument();
    expect(screen.getByTestId('pay-at-door-amount')).toHaveTextContent('R125.50');
    fireEvent.click(screen.getByRole('button', { name: 'Pay R125.50 by card' }));
    await waitFor(() => expect(onPaymentForm).toHaveBeenCalledWith(form));
  });

  it('says when it is paid, or no longer open, without a pay button', async () => {
    serveApi(apiHandler('get', '/pay/{token}', link('paid')));
    renderView();
    expect(await screen.findByText('Paid. Thank you! Your driver can see it.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a closed link says so', async () => {
    serveApi(apiHandler('get', '/pay/{token}', link('closed')));
    renderView();
    expect(await screen.findByText('This payment link is no longer open.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an unknown link says what to do', async () => {
    serveApi(
      apiHandler('get', '/pay/{token}', { error: { code: 'not_found', message: 'Unknown' } } as never, {
        status: 404,
      }),
    );
    renderView();
    expect(
      await screen.findByText(
        'This payment link does not lead to anything we know. Ask your driver to show the code again.',
      ),
    ).toBeInTheDocument();
  });
});
