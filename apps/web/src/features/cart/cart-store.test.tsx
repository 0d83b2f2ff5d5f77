import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, loadCart } from './cart-storage.ts';
import { CartProvider, useCart } from './cart-store.tsx';

function AddButton() {
  const { dispatch } = useCart();
  return (
    <button
      type="button"
      onClick={() =>
        dispatch({
          type: 'add',
          item: { id: 'm1', name: 'Atchar Cup', restaurant_id: 'r1', price_cents: 1200 },
          restaurant_name: 'Kasi Kota Corner',
        })
      }
    >
      Add
    </button>
  );
}

describe('CartProvider', () => {
  it('has the change in storage before the next frame, so a reload right after a tap keeps it', async () => {
    render(
      <CartProvider>
        <AddButton />
      </CartProvider>,
    );
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).not.toContain('Atchar Cup');
    // A browser click outside Testing Library's act(): Preact renders in a microtask, and effects after a frame.
    screen.getByRole('button', { name: 'Add' }).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await Promise.resolve();
    await Promise.resolve();
    expect(loadCart().items.map((item) => item.name)).toEqual(['Atchar Cup']);
  });
});
