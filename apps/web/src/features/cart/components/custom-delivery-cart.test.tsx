import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { CART_STORAGE_KEY } from '../cart-storage.ts';
import { CartView } from './cart-view.tsx';

const KASI = '00000000-0000-4000-8000-00000000a001';
const RECEIPT = 'user-1/1700000000000-slip.png';
const SIGNED = 'http://127.0.0.1/api/storage/signed/receipts/user-1%2F1700000000000-slip.png?exp=1&sig=abc';

function storeCustomDelivery(data: Record<string, unknown> = {}) {
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({
      items: [],
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
        special_notes: 'Blue gate',
        receipt_path: RECEIPT,
        ...data,
      },
    }),
  );
}

function fakeTab() {
  return { closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

describe('cart: the custom delivery variant', () => {
  it('shows the request, R0.00 subtotal, the fee override as fee and total, and no minimum order', async () => {
    mockApi({});
    storeCustomDelivery();
    const onCheckout = vi.fn();
    renderWithRouter(<CartView onCheckout={onCheckout} />);
    expect(screen.getByText('Custom delivery from Kasi Kota Corner')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Custom delivery details' });
    for (const text of [
      'Naledi Mokoena',
      '+27821234567',
      'Mmabatho, Mahikeng, North West, South Africa',
      'Blue gate',
      '2 loaves of bread',
    ]) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('R0.00');
    expect(screen.getByTestId('cart-delivery-fee').textContent).toBe('R28.76');
    expect(screen.getByTestId('cart-total').textContent).toBe('R28.76');
    expect(screen.queryByTestId('minimum-order')).not.toBeInTheDocument();
    expect(screen.queryByText('Receipt Required')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Proceed to Checkout/ }));
    expect(onCheckout).toHaveBeenCalledOnce();
  });

  it("opens the receipt through a fresh signed link in a new tab ('View Receipt')", async () => {
    const api = mockApi({
      'POST /api/receipts/signed-url': { body: { url: SIGNED, expires_at: '2030-01-01T00:00:00.000Z' } },
    });
    storeCustomDelivery();
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithRouter(<CartView onCheckout={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /View Receipt/ }));
    await waitFor(() => expect(tab.location.href).toBe(SIGNED));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(api.callsTo('POST', '/api/receipts/signed-url')[0]?.body).toEqual({ path: RECEIPT });
  });

  it("says 'Failed to load receipt' and closes the tab when no link can be made", async () => {
    mockApi({
      'POST /api/receipts/signed-url': {
        status: 404,
        body: { error: { code: 'not_found', message: 'Receipt not found.' } },
      },
    });
    storeCustomDelivery();
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithRouter(<CartView onCheckout={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /View Receipt/ }));
    expect(await screen.findByText('Failed to load receipt. Please try again.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it("blocks checkout with 'Receipt Required' when the receipt is missing", () => {
    mockApi({});
    storeCustomDelivery({ receipt_path: null });
    const onCheckout = vi.fn();
    renderWithRouter(<CartView onCheckout={onCheckout} />);
    expect(screen.getByText('Receipt Required')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /View Receipt/ })).not.toBeInTheDocument();
    const proceed = screen.getByRole('button', { name: /Proceed to Checkout/ }) as HTMLButtonElement;
    expect(proceed.disabled).toBe(true);
  });

  it('Clear Cart leaves delivery-only mode', () => {
    mockApi({});
    storeCustomDelivery();
    renderWithRouter(<CartView onCheckout={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /Clear Cart/ }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '{}')).toMatchObject({
      delivery_only: false,
      custom_delivery_data: null,
    });
  });
});
