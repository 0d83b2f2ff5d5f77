import { emptyCart } from '@lekker/core/cart';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetchLike, serveApi } from '@/test/fakes/api-server.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';

const R = '00000000-0000-4000-8000-000000000001';
const ITEM = '00000000-0000-4000-8000-0000000000a1';
const cart = {
  ...emptyCart,
  restaurant_id: R,
  restaurant_name: 'Kasi Kota Corner',
  items: [{ id: ITEM, name: 'Kota', restaurant_id: R, price_cents: 3000, quantity: 2 }],
};
/** What the offline gazetteer finds for any street of Mahikeng: the town. */
const TOWN = {
  success: true,
  latitude: -25.8652,
  longitude: 25.6442,
  formatted_address: 'Mahikeng, North West, South Africa',
  area: null,
  city: 'Mahikeng',
  province: 'North West',
  precision: 'city',
};
const totalsFor = (pin: { latitude: number } | null) => ({
  subtotal_cents: 6000,
  discount_cents: 0,
  promotion_discount_cents: 0,
  promotion: null,
  first_order_discount_cents: 0,
  // The fee follows the pin: the town centre is 1 km away, the pin the customer moved 3 km.
  delivery_fee_cents: pin && pin.latitude > TOWN.latitude ? 2300 : 1500,
  total_cents: pin && pin.latitude > TOWN.latitude ? 8300 : 7500,
  distance_km: 1,
  estimated_minutes: 22,
  estimate: false,
  first_order_discount: 'not_eligible',
});

type Call = { method: string; url: string; body: Record<string, unknown> | undefined };

function stubApi() {
  const calls: Call[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  serveApi(
    fetchLike(async (url, init) => {
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ method, url, body });
      if (url === '/api/profile/addresses') return json(200, { addresses: [] });
      if (url === '/api/me') return json(200, { user: null });
      if (url === '/api/geocode') return json(200, TOWN);
      if (url === '/api/orders/quote')
        return json(200, totalsFor((body?.delivery_location as { latitude: number } | null) ?? null));
      if (url === '/api/orders' && method === 'POST')
        return json(201, {
          order: { id: '00000000-0000-4000-8000-0000000000f1', status: 'placed', delivery_location: null },
          payment: null,
        });
      return json(404, { error: { code: 'not_found', message: 'nope' } });
    }),
  );
  return calls;
}

function renderDialog() {
  const onComplete = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CheckoutDialog
        open
        onOpenChange={() => {}}
        cart={cart}
        customerId="user-1"
        onComplete={onComplete}
        redirect={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return { onComplete };
}

describe('checkout: the delivery point (docs/product.md#delivery-point)', () => {
  it('an address found only to the town asks for the pin, refuses to pay without it, and prices from the pin', async () => {
    const calls = stubApi();
    const { onComplete } = renderDialog();
    fireEvent.change(screen.getByLabelText('Street address *'), { target: { value: '9999 Nowhere Lane' } });
    fireEvent.change(screen.getByLabelText('City or town *'), { target: { value: 'Mahikeng' } });
    fireEvent.change(screen.getByLabelText('Province *'), { target: { value: 'North West' } });
    fireEvent.click(screen.getByLabelText('Cash on Delivery'));

    expect(
      await screen.findByText(/^We found Mahikeng but not your street\./, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByText('Please place the pin on your door so the driver can find you.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/orders')).toBe(false);

    // Without a mouse: the arrows move the pin (30 m a press) onto the door.
    const north = await screen.findByRole('button', { name: 'Move the pin north' }, { timeout: 4000 });
    for (let i = 0; i < 3; i++) fireEvent.click(north);
    expect(screen.getByTestId('delivery-point-status')).toHaveTextContent(/^Pin placed/);
    // The quote follows the pin.
    await waitFor(() => expect(screen.getByTestId('checkout-delivery-fee')).toHaveTextContent('R23.00'), {
      timeout: 4000,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalled());
    const post = calls.find((c) => c.url === '/api/orders' && c.method === 'POST');
    const pin = post?.body?.delivery_location as { latitude: number; longitude: number };
    expect(pin.longitude).toBeCloseTo(TOWN.longitude, 6);
    expect((pin.latitude - TOWN.latitude) * 111_320).toBeCloseTo(90, 3);
    expect(post?.body).not.toHaveProperty('pin_confirmed');
  });
});
