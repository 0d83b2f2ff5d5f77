import type { MenuItem, RestaurantDetail } from '@lekker/core/contracts/catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, apiHandler, serveApi, stubApi } from '@/test/fakes/api-server.ts';
import { makeRestaurant } from '@/test/fixtures/catalogue.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { CART_STORAGE_KEY } from '../cart-storage.ts';
import { CartItemControl } from './cart-item-control.tsx';
import { CartView } from './cart-view.tsx';

const KOTA_KING = '00000000-0000-4000-8000-00000000a001';
const PIZZA_PALACE = '00000000-0000-4000-8000-00000000b001';

function menuItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: '00000000-0000-4000-8000-00000000c001',
    restaurant_id: KOTA_KING,
    name: 'Kota Classic',
    description: 'Quarter loaf with chips.',
    price_cents: 4500,
    image_url: null,
    is_available: true,
    preparation_time: 10,
    category: 'Mains',
    ...overrides,
  };
}

function detail(id: string, name: string, overrides: Partial<RestaurantDetail> = {}): RestaurantDetail {
  return {
    ...makeRestaurant({ id, name }),
    cuisine_type: 'Kota',
    description: null,
    phone: null,
    cover_image_url: null,
    image_url: null,
    logo_url: null,
    is_active: true,
    ...overrides,
  };
}

function storedCart() {
  return JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? 'null');
}

function storeCart(
  items: { id: string; name: string; restaurant_id: string; price_cents: number; quantity: number }[],
  name: string,
) {
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({ items, restaurant_id: items[0]?.restaurant_id, restaurant_name: name }),
  );
}

describe('menu item cart control', () => {
  it('adds with a toast, then shows minus, the quantity and plus; minus at 1 removes', async () => {
    stubApi({});
    const item = menuItem();
    renderWithRouter(<CartItemControl item={item} restaurantName="Kota King" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Kota Classic' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByText('Kota Classic added to cart')).toBeInTheDocument();
    expect(screen.getByTestId('quantity').textContent).toBe('1');
    expect(storedCart()).toMatchObject({
      restaurant_id: KOTA_KING,
      restaurant_name: 'Kota King',
      items: [{ id: item.id, quantity: 1, price_cents: 4500 }],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Kota Classic' }));
    expect(screen.getByTestId('quantity').textContent).toBe('2');
    expect(storedCart().items[0].quantity).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Kota Classic' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Kota Classic' }));
    expect(await screen.findByText('Kota Classic removed from cart')).toBeInTheDocument();
    expect(screen.getByText('Removed from cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Kota Classic' })).toBeInTheDocument();
    expect(storedCart()).toMatchObject({ items: [], restaurant_id: null });
  });

  it('customizes quantity (at least 1) and a note', async () => {
    stubApi({});
    renderWithRouter(<CartItemControl item={menuItem()} restaurantName="Kota King" />);
    fireEvent.click(screen.getByRole('button', { name: 'Customize Kota Classic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize Kota Classic' });
    const minus = within(dialog).getByRole('button', { name: 'Decrease quantity of Kota Classic' });
    expect((minus as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity of Kota Classic' }));
    const note = within(dialog).getByPlaceholderText(
      'Any special requests for this item...',
    ) as HTMLTextAreaElement;
    expect(note.rows).toBe(2);
    fireEvent.change(note, { target: { value: 'No atchar please' } });
    expect(within(dialog).queryByTestId('replace-warning')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to cart · R90.00' }));
    expect(await screen.findByText('2x Kota Classic added to cart')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedCart().items).toEqual([
      {
        id: menuItem().id,
        name: 'Kota Classic',
        restaurant_id: KOTA_KING,
        price_cents: 4500,
        quantity: 2,
        special_instructions: 'No atchar please',
      },
    ]);
  });

  it('gives focus back to the item after the Customize dialog closes', async () => {
    stubApi({});
    renderWithRouter(<CartItemControl item={menuItem()} restaurantName="Kota King" />);
    const customize = screen.getByRole('button', { name: 'Customize Kota Classic' });
    customize.focus();
    fireEvent.click(customize);
    const dialog = await screen.findByRole('dialog', { name: 'Customize Kota Classic' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Customize Kota Classic' })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Customize Kota Classic' }));
    const again = await screen.findByRole('dialog', { name: 'Customize Kota Classic' });
    fireEvent.click(within(again).getByRole('button', { name: 'Add to cart · R45.00' }));
    // The Customize button is gone now: the stepper's plus takes the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Increase quantity of Kota Classic' }),
      ),
    );
  });

  it('stops at 99 of one item, the limit the server holds orders to', async () => {
    stubApi({});
    const item = menuItem();
    storeCart(
      [{ id: item.id, name: item.name, restaurant_id: KOTA_KING, price_cents: 4500, quantity: 98 }],
      'Kota King',
    );
    renderWithRouter(<CartItemControl item={item} restaurantName="Kota King" />);
    const plus = screen.getByRole('button', {
      name: 'Increase quantity of Kota Classic',
    }) as HTMLButtonElement;
    fireEvent.click(plus);
    expect(screen.getByTestId('quantity').textContent).toBe('99');
    expect(plus.disabled).toBe(true);
    fireEvent.click(plus);
    expect(storedCart().items[0].quantity).toBe(99);
  });

  it('asks before replacing another restaurant’s items, naming it', async () => {
    storeCart(
      [{ id: 'p1', name: 'Margherita', restaurant_id: PIZZA_PALACE, price_cents: 9000, quantity: 1 }],
      'Kota King', // the "current restaurant" pointer already moved to the page being shown
    );
    stubApi({ [`/api/restaurants/${PIZZA_PALACE}`]: detail(PIZZA_PALACE, 'Pizza Palace') });
    renderWithRouter(<CartItemControl item={menuItem()} restaurantName="Kota King" />);
    fireEvent.click(screen.getByRole('button', { name: 'Customize Kota Classic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize Kota Classic' });
    await waitFor(() =>
      expect(within(dialog).getByTestId('replace-warning')).toHaveTextContent(
        'will replace the current items from Pizza Palace',
      ),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: /Add to cart/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Different Restaurant' });
    expect(confirm).toHaveTextContent(
      'This will replace items from another restaurant in your cart. Continue?',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(storedCart().items[0].id).toBe('p1');

    fireEvent.click(within(dialog).getByRole('button', { name: /Add to cart/ }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Different Restaurant' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    await waitFor(() => expect(storedCart().items).toHaveLength(1));
    expect(storedCart()).toMatchObject({
      restaurant_id: KOTA_KING,
      restaurant_name: 'Kota King',
      items: [{ id: menuItem().id, quantity: 1 }],
    });
  });

  it('the quick Add replaces another restaurant’s items without asking', async () => {
    storeCart(
      [{ id: 'p1', name: 'Margherita', restaurant_id: PIZZA_PALACE, price_cents: 9000, quantity: 3 }],
      'Pizza Palace',
    );
    stubApi({});
    renderWithRouter(<CartItemControl item={menuItem()} restaurantName="Kota King" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Kota Classic' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(storedCart().items.map((i: { id: string }) => i.id)).toEqual([menuItem().id]);
  });
});

describe('cart screen', () => {
  const atchar = menuItem({
    id: '00000000-0000-4000-8000-00000000c002',
    name: 'Atchar Cup',
    price_cents: 1200,
  });

  function stubCartApi(menu: MenuItem[], restaurant = detail(KOTA_KING, 'Kota King')) {
    const stub = stubApi({
      [`/api/restaurants/${KOTA_KING}`]: restaurant,
      [`/api/restaurants/${KOTA_KING}/menu`]: { items: menu },
    });
    serveApi(estimateFor(menu));
    return stub;
  }

  /** The server's estimate: menu prices, the 5 km fee (no location stored), a visitor (docs/product.md#pricing). */
  function estimateFor(menu: MenuItem[], fee = 3200) {
    return apiHandler('post', '/orders/quote', async ({ request }) => {
      const body = (await request.json()) as { items: { menu_item_id: string; quantity: number }[] };
      // Like the server: a dish no longer on the menu cannot be priced.
      if (body.items.some((i) => !menu.some((m) => m.id === i.menu_item_id)))
        return apiError(422, 'unprocessable', 'Some items in your cart are no longer on the menu.');
      const subtotal = body.items.reduce(
        (n, i) => n + (menu.find((m) => m.id === i.menu_item_id)?.price_cents ?? 0) * i.quantity,
        0,
      );
      return {
        subtotal_cents: subtotal,
        discount_cents: 0,
        promotion_discount_cents: 0,
        promotion: null,
        first_order_discount_cents: 0,
        delivery_fee_cents: fee,
        total_cents: subtotal + fee,
        distance_km: null,
        estimated_minutes: null,
        estimate: true,
        first_order_discount: 'sign_in' as const,
      };
    });
  }

  it('shows the empty state with Browse Restaurants', () => {
    renderWithRouter(<CartView onCheckout={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Restaurants' })).toHaveAttribute('href', '/');
  });

  it('blocks checkout below the R50 minimum, showing the shortfall, then allows it', async () => {
    storeCart(
      [{ id: atchar.id, name: 'Atchar Cup', restaurant_id: KOTA_KING, price_cents: 1200, quantity: 1 }],
      'Kota King',
    );
    stubCartApi([atchar]);
    const onCheckout = vi.fn();
    renderWithRouter(<CartView onCheckout={onCheckout} />);
    expect(
      await screen.findByText('Minimum order amount is R50. Add R38.00 more to proceed.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('R12.00');
    // The server's estimate (decision 021): labelled as one, with the visitor's sign-in invitation.
    await waitFor(() => expect(screen.getByTestId('cart-delivery-fee').textContent).toBe('R32.00'));
    expect(screen.getByTestId('cart-total').textContent).toBe('R44.00');
    expect(screen.getByTestId('cart-estimate-label')).toHaveTextContent(/^Estimated for 5 km/);
    expect(screen.getByTestId('cart-sign-in')).toHaveTextContent(
      'First order? Sign in to get 50% off your food.',
    );
    const checkout = screen.getByRole('button', { name: 'Proceed to Checkout' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Kota King' })).toHaveAttribute(
      'href',
      `/restaurant/${KOTA_KING}`,
    );

    for (let i = 0; i < 4; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Atchar Cup' }));
    }
    await waitFor(() => expect(screen.queryByTestId('minimum-order')).not.toBeInTheDocument());
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('R60.00');
    expect(checkout.disabled).toBe(false);
    fireEvent.click(checkout);
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('edits a per-item note, removes items and clears the cart', async () => {
    storeCart(
      [
        { id: atchar.id, name: 'Atchar Cup', restaurant_id: KOTA_KING, price_cents: 1200, quantity: 1 },
        { id: menuItem().id, name: 'Kota Classic', restaurant_id: KOTA_KING, price_cents: 4500, quantity: 2 },
      ],
      'Kota King',
    );
    stubCartApi([atchar, menuItem()]);
    renderWithRouter(<CartView onCheckout={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add note for Kota Classic' }));
    fireEvent.change(screen.getByLabelText('Note for Kota Classic'), { target: { value: 'Extra chips' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.getByText('Extra chips')).toBeInTheDocument();
    expect(storedCart().items[1].special_instructions).toBe('Extra chips');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Atchar Cup' }));
    expect(await screen.findByText('Atchar Cup removed from cart')).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('Clear Cart can be undone from its toast', async () => {
    storeCart(
      [{ id: menuItem().id, name: 'Kota Classic', restaurant_id: KOTA_KING, price_cents: 4500, quantity: 2 }],
      'Kota King',
    );
    stubCartApi([menuItem()]);
    renderWithRouter(<CartView onCheckout={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(await screen.findByText('Cart cleared')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(storedCart()).toMatchObject({
      restaurant_id: KOTA_KING,
      restaurant_name: 'Kota King',
      items: [{ id: menuItem().id, quantity: 2 }],
    });
  });

  it('flags changed prices and removed items, and only applies them when accepted', async () => {
    storeCart(
      [
        { id: atchar.id, name: 'Atchar Cup', restaurant_id: KOTA_KING, price_cents: 1200, quantity: 1 },
        { id: menuItem().id, name: 'Kota Classic', restaurant_id: KOTA_KING, price_cents: 4500, quantity: 2 },
      ],
      'Kota King',
    );
    // Kota Classic now costs R48; the Atchar Cup is gone from the menu.
    stubCartApi([menuItem({ price_cents: 4800 })]);
    renderWithRouter(<CartView onCheckout={() => {}} />);
    expect(await screen.findByText('Price changed from R45.00 to R48.00.')).toBeInTheDocument();
    expect(screen.getByText('No longer available. Remove it to continue.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('R102.00');
    expect((screen.getByRole('button', { name: 'Proceed to Checkout' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Update cart' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('R96.00');
    expect(storedCart().items).toMatchObject([{ name: 'Kota Classic', price_cents: 4800, quantity: 2 }]);
    expect((screen.getByRole('button', { name: 'Proceed to Checkout' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('does not allow checkout while the restaurant is closed', async () => {
    storeCart(
      [{ id: menuItem().id, name: 'Kota Classic', restaurant_id: KOTA_KING, price_cents: 4500, quantity: 2 }],
      'Kota King',
    );
    stubCartApi([menuItem()], detail(KOTA_KING, 'Kota King', { is_open: false }));
    renderWithRouter(<CartView onCheckout={() => {}} />);
    expect(
      await screen.findByText('Kota King is closed right now. You can check out when it opens.'),
    ).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Proceed to Checkout' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  // docs/product.md#order-for-later
  it('allows checkout at a closed restaurant that takes orders for later', async () => {
    storeCart(
      [{ id: menuItem().id, name: 'Kota Classic', restaurant_id: KOTA_KING, price_cents: 4500, quantity: 2 }],
      'Kota King',
    );
    stubCartApi([menuItem()], detail(KOTA_KING, 'Kota King', { is_open: false }));
    serveApi(
      apiHandler('get', '/restaurants/{id}/order-slots', () => ({
        enabled: true,
        lead_minutes: 30,
        slots: [new Date(Date.now() + 86_400_000).toISOString()],
      })),
    );
    renderWithRouter(<CartView onCheckout={() => {}} />);
    const checkout = screen.getByRole('button', { name: 'Proceed to Checkout' }) as HTMLButtonElement;
    await waitFor(() => expect(checkout.disabled).toBe(false));
    expect(screen.queryByText('Kota King is closed right now. You can check out when it opens.')).toBeNull();
  });
});
