import { type CartState, emptyCart } from '@lekker/core/cart';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { fetchLike, serveApi } from '@/test/fakes/api-server.ts';
import { PENDING_ORDER_KEY } from '../pending-order.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';

const KASI = '00000000-0000-4000-8000-00000000a001';
const RECEIPT = 'user-1/1700000000000-slip.png';
const cart: CartState = {
  ...emptyCart,
  restaurant_id: KASI,
  restaurant_name: 'Kasi Kota Corner',
  delivery_only: true,
  delivery_fee_override_cents: 2876,
  custom_delivery_data: {
    customer_name: 'Naledi Mokoena',
    customer_phone: '+27821234567',
    items_requested: '2 loaves of bread',
    delivery_address: 'Mmabatho, Mahikeng, North West, South Africa',
    delivery_lat: -25.83,
    delivery_lng: 25.61,
    delivery_distance_km: 3.44,
    city: 'Mahikeng',
    province: 'North West',
    postal_code: null,
    special_notes: 'Blue gate',
    preferred_delivery_time: null,
    estimated_total_cents: 8550,
    receipt_path: RECEIPT,
    receipt_name: 'slip.png',
  },
};
const order = {
  id: '00000000-0000-4000-8000-0000000000f1',
  order_number: 'ORDER-1-abc',
  total_cents: 2876,
  delivery_fee_cents: 2876,
  delivery_location: null,
};
const payment = { action: '/api/payments/simulator/eng/process', fields: [['amount', '28.76']] };

type Call = { method: string; url: string; body: Record<string, unknown> };

function stubApi(fail = 0) {
  const calls: Call[] = [];
  let failures = fail;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  serveApi(
    fetchLike(async (url, init) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url === '/api/orders/custom-delivery' && method === 'POST') {
        if (failures-- > 0) return json(503, { error: { code: 'unavailable', message: 'Try again soon.' } });
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

function renderDialog(state: CartState = cart) {
  const onComplete = vi.fn();
  const redirect = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CheckoutDialog
        open
        onOpenChange={() => {}}
        cart={state}
        customerId="user-1"
        onComplete={onComplete}
        redirect={redirect}
        variant="custom_delivery"
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onComplete, redirect };
}

describe('checkout dialog: Complete Custom Delivery', () => {
  it('shows the locked address, the instructions, the fee and the total', () => {
    stubApi();
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Complete Custom Delivery' })).toBeInTheDocument();
    const address = screen.getByLabelText('Delivery address') as HTMLInputElement;
    expect(address.value).toBe('Mmabatho, Mahikeng, North West, South Africa');
    expect(address.readOnly).toBe(true);
    expect((screen.getByLabelText('Special instructions (optional)') as HTMLTextAreaElement).value).toBe(
      'Blue gate',
    );
    expect(screen.getByTestId('checkout-total').textContent).toBe('R28.76');
    expect(screen.getByText('(3.4 km)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Street address *')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay R28.76' })).toBeInTheDocument();
  });

  it('creates the custom delivery with one idempotency key per attempt, then goes to PayFast', async () => {
    const calls = stubApi(1);
    const { redirect } = renderDialog();
    fireEvent.change(screen.getByLabelText('Special instructions (optional)'), {
      target: { value: 'Ring twice' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay R28.76' }));
    expect(await screen.findByText('Failed to initiate payment. Please try again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay R28.76' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(payment));

    const posts = calls.filter((c) => c.url === '/api/orders/custom-delivery');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.body).toEqual({
      idempotency_key: expect.any(String),
      restaurant_id: KASI,
      customer_name: 'Naledi Mokoena',
      customer_phone: '+27821234567',
      items_requested: '2 loaves of bread',
      delivery_address: 'Mmabatho, Mahikeng, North West, South Africa',
      delivery_lat: -25.83,
      delivery_lng: 25.61,
      city: 'Mahikeng',
      province: 'North West',
      postal_code: null,
      special_notes: 'Ring twice',
      preferred_delivery_time: null,
      estimated_total_cents: 8550,
      receipt_path: RECEIPT,
      payment_method: 'payfast',
    });
    expect(posts[1]?.body.idempotency_key).toBe(posts[0]?.body.idempotency_key);
    expect(await screen.findByText('Redirecting to Payment')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(PENDING_ORDER_KEY) ?? 'null')).toMatchObject({
      customer_id: 'user-1',
      restaurant_id: KASI,
      delivery_only: true,
      items: [],
      delivery_address: { address: 'Mmabatho, Mahikeng, North West, South Africa', lat: -25.83, lng: 25.61 },
      order_number: 'ORDER-1-abc',
    });
  });

  it('places a Cash on Delivery request and hands the order to the page', async () => {
    stubApi();
    const { onComplete, redirect } = renderDialog();
    fireEvent.click(screen.getByLabelText('Cash on Delivery'));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ id: order.id })));
    expect(redirect).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
  });

  it("refuses to pay without a receipt ('Receipt Required')", async () => {
    const calls = stubApi();
    renderDialog({ ...cart, custom_delivery_data: { ...cart.custom_delivery_data!, receipt_path: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay R28.76' }));
    expect(await screen.findByText('Receipt Required')).toBeInTheDocument();
    expect(
      screen.getAllByText('Please upload a receipt to proceed with your custom delivery request.').length,
    ).toBeGreaterThan(0);
    expect(calls.some((c) => c.url === '/api/orders/custom-delivery')).toBe(false);
  });
});
