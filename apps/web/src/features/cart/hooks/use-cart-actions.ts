import { addedToCartToast, type CartItem, removedFromCartToast } from '@lekker/core/cart';
import { useCallback, useMemo } from 'react';
import { toast } from '@/lib/toast.ts';
import { useCart } from '../cart-store.tsx';

/** What the cart needs to know about a menu item. */
export type CartMenuItem = Pick<CartItem, 'id' | 'name' | 'restaurant_id' | 'price_cents'>;

export const CART_CLEARED_TITLE = 'Cart cleared';

export type AddOptions = { quantity?: number; special_instructions?: string; restaurant_name?: string };

// A plain toast: the rich 'success' colours of the toaster miss the 4.5:1 text contrast.
function showToast({ title, description }: { title: string; description: string }) {
  toast(title, { description });
}

/**
 * Cart changes with their toasts (docs/product.md#cart-rules): 'Added to cart' ('{quantity}x {name} added to cart' from Customize,
 * '{name} added to cart' from Add) and 'Removed from cart' ('{name} removed from cart').
 */
export function useCartActions() {
  const { state, dispatch } = useCart();

  const add = useCallback(
    (item: CartMenuItem, options: AddOptions = {}) => {
      const { id, name, restaurant_id, price_cents } = item;
      dispatch({
        type: 'add',
        item: { id, name, restaurant_id, price_cents },
        quantity: options.quantity,
        special_instructions: options.special_instructions,
        restaurant_name: options.restaurant_name,
      });
      showToast(addedToCartToast(name, options.quantity));
    },
    [dispatch],
  );

  const remove = useCallback(
    (id: string) => {
      const item = state.items.find((i) => i.id === id);
      if (!item) return;
      dispatch({ type: 'remove', id });
      showToast(removedFromCartToast(item.name));
    },
    [dispatch, state.items],
  );

  const setQuantity = useCallback(
    (id: string, quantity: number) => {
      if (quantity <= 0) remove(id);
      else dispatch({ type: 'setQuantity', id, quantity });
    },
    [dispatch, remove],
  );

  const setInstructions = useCallback(
    (id: string, special_instructions: string) =>
      dispatch({ type: 'setInstructions', id, special_instructions }),
    [dispatch],
  );

  // Clearing is one click, so it can be undone: the toast's Undo puts the cart back as it was.
  const clear = useCallback(() => {
    const before = state;
    dispatch({ type: 'clear' });
    toast(CART_CLEARED_TITLE, {
      description: 'Everything was removed from your cart.',
      duration: 8000,
      action: { label: 'Undo', onClick: () => dispatch({ type: 'restore', state: before }) },
    });
  }, [dispatch, state]);

  return useMemo(
    () => ({ add, remove, setQuantity, setInstructions, clear }),
    [add, remove, setQuantity, setInstructions, clear],
  );
}
