import { emptyCart } from '@lekker/core/cart';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fetchLike, serveApi } from '@/test/fakes/api-server.ts';
import { PENDING_ORDER_KEY } from '../pending-order.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';

const R = '00000000-0000-4000-8000-000000000001';
const ITEM = '00000000-0000-4000-8000-0000000000a1';
const cart = {
  ...emptyCart,
  restaurant_id: R,
  restaurant_name: 'Kasi Kota Corner',
  items: [{ id: ITEM, name: 'Kota', restaurant_id: R, price_cents: 3000, quantity: 2 }],
};
/** The price for the typed address. */
const totals = {
  subtotal_cents: 6000,
  discount_cents: 3000,
  promotion_discount_cents: 0,
  promotion: null,
  first_order_discount_cents: 3000,
  delivery_fee_cents: 2100,
  total_cents: 5100,
  distance_km: 1.2,
  estimated_minutes: 22,
  estimate: false,
  first_order_discount: 'applied',
};
/** The cart's estimate before the address (no location stored: priced as 5 km). */
const estimate = {
  ...totals,
  delivery_fee_cents: 3200,
  total_cents: 6200,
  distance_km: null,
  estimated_minutes: null,
  estimate: true,
};
const order = {
  id: '00000000-0000-4000-8000-0000000000f1',
  order_number: 'ORDER-1-abc',
  total_cents: 5100,
  delivery_fee_cents: 2100,
  delivery_location: null,
};
const payment = { action: '/api/payments/simulator/eng/process', fields: [['amount', '51.00']] };

type Call = { method: string; url: string; body: unknown };

const STREET_FOUND = {
  success: true,
  latitude: -25.8561,
  longitude: 25.6404,
  formatted_address: '12 Shippard Street, Mahikeng, North West, South Africa',
  precision: 'street',
};

function stubApi(options: { cashShield?: boolean } = {}) {
  const calls: Call[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  serveApi(
    fetchLike(async (url, init) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/profile/addresses') return json(200, { addresses: [] });
      if (url === '/api/me') return json(200, { user: null });
      // A street-level geocoder: the typed address places the delivery pin (docs/product.md#delivery-point).
      if (url === '/api/geocode') return json(200, STREET_FOUND);
      if (url === '/api/orders/quote')
        return json(200, JSON.parse(String(init.body)).delivery_address ? totals : estimate);
      if (url === '/api/orders' && method === 'POST') {
        const body = JSON.parse(String(init.body)) as { payment_method: string };
        // The cash order shield (decision 071): this customer's phone is not verified.
        if (options.cashShield && body.payment_method === 'cash')
          return json(422, {
            error: {
              code: 'cash_needs_verified_phone',
              message: 'Cash orders over R800.00 need a verified phone number.',
              fields: { payment_method: 'Verify your phone, or pay by card instead' },
            },
          });
        return json(
          201,
          body.payment_method === 'cash'
            ? { order: { ...order, status: 'placed' }, payment: null }
            : { order, payment },
        );
      }
      return json(404, { error: { code: 'not_found', message: 'nope' } });
    }),
  );
  return calls;
}

function renderDialog() {
  const onComplete = vi.fn();
  const redirect = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CheckoutDialog
          open
          onOpenChange={() => {}}
          cart={cart}
          customerId="user-1"
          onComplete={onComplete}
          redirect={redirect}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onComplete, redirect };
}

function fillAddress() {
  fireEvent.change(screen.getByLabelText('Street address *'), { target: { value: '12 Shippard Street' } });
  fireEvent.change(screen.getByLabelText('City or town *'), { target: { value: 'Mahikeng' } });
  fireEvent.change(screen.getByLabelText('Province *'), { target: { value: 'North West' } });
}

/** The typed address was found on its street: the pin is placed. */
const pinPlaced = () => screen.findByText(/^We put the pin on /, {}, { timeout: 3000 });

describe('checkout dialog', () => {
  it('refuses to pay without street, city and province', async () => {
    const calls = stubApi();
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Complete Your Order' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayFast' }));
    expect(await screen.findByText('Please fill in all delivery address fields.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/orders')).toBe(false);
    expect(window.localStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
  });

  it('shows the server’s totals with the first-order discount and pays through PayFast', async () => {
    const calls = stubApi();
    const { redirect } = renderDialog();
    fillAddress();
    expect(
      await screen.findByText('First order discount (50% off)', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const pay = await screen.findByRole('button', { name: 'Pay R51.00' });
    await pinPlaced();
    fireEvent.click(pay);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(payment));
    const posts = calls.filter((c) => c.url === '/api/orders');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      restaurant_id: R,
      items: [{ menu_item_id: ITEM, quantity: 2 }],
      delivery_address: { street: '12 Shippard Street', city: 'Mahikeng', province: 'North West' },
      payment_method: 'payfast',
      idempotency_key: expect.any(String),
    });
    const pending = JSON.parse(window.localStorage.getItem(PENDING_ORDER_KEY) ?? 'null');
    expect(pending).toMatchObject({ customer_id: 'user-1', restaurant_id: R, order_number: 'ORDER-1-abc' });
  });

  it('shows the cart’s estimate until the address is priced, then says what changed (decision 021)', async () => {
    stubApi();
    renderDialog();
    expect(await screen.findByTestId('checkout-estimate-label')).toHaveTextContent(/^Estimated for 5 km/);
    await waitFor(() => expect(screen.getByTestId('checkout-delivery-fee')).toHaveTextContent('R32.00'));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('R62.00');
    expect(screen.queryByTestId('checkout-price-change')).not.toBeInTheDocument();
    fillAddress();
    await waitFor(() => expect(screen.getByTestId('checkout-delivery-fee')).toHaveTextContent('R21.00'), {
      timeout: 3000,
    });
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('R51.00');
    expect(screen.queryByTestId('checkout-estimate-label')).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-price-change')).toHaveTextContent(
      'Updated for your address: delivery fee R32.00 → R21.00; total R62.00 → R51.00.',
    );
  });

  it('places a cash order and hands it to the page', async () => {
    stubApi();
    const { onComplete, redirect } = renderDialog();
    fillAddress();
    fireEvent.click(screen.getByLabelText('Cash on Delivery'));
    await pinPlaced();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ id: order.id })));
    expect(redirect).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
  });

  it('a large cash order without a verified phone offers "Pay by card instead" and "Verify your phone"', async () => {
    const calls = stubApi({ cashShield: true });
    const { onComplete, redirect } = renderDialog();
    fillAddress();
    fireEvent.click(screen.getByLabelText('Cash on Delivery'));
    await pinPlaced();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const notice = await screen.findByTestId('cash-shield');
    expect(notice).toHaveTextContent('Verify your phone to pay in cash');
    expect(notice).toHaveTextContent(
      'A first cash order over R300.00, or any cash order over R800.00, needs a verified phone number.',
    );
    expect(screen.getByRole('link', { name: 'Verify your phone' })).toHaveAttribute('href', '/profile');
    expect(onComplete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Pay by card instead' }));
    expect(screen.queryByTestId('cash-shield')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: /^Pay R51\.00$/ }));
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    const posted = calls.filter((c) => c.method === 'POST' && c.url === '/api/orders');
    expect(posted.map((c) => (c.body as { payment_method: string }).payment_method)).toEqual([
      'cash',
      'payfast',
    ]);
  });
});
