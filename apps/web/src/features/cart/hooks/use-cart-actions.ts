import type { CartItem } from '@lekker/core/cart';
import { useCallback, useMemo } from 'react';
import { t } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useCart } from '../cart-store.tsx';

/** What the cart needs to know about a menu item. */
export type CartMenuItem = Pick<CartItem, 'id' | 'name' | 'restaurant_id' | 'price_cents'>;

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
      showToast({
        title: t('cart.toast.added'),
        description:
          options.quantity === undefined || options.quantity === 1
            ? t('cart.toast.addedOne', { name })
            : t('cart.toast.addedMany', { name, quantity: options.quantity }),
      });
    },
    [dispatch],
  );

  const remove = useCallback(
    (id: string) => {
      const item = state.items.find((i) => i.id === id);
      if (!item) return;
      dispatch({ type: 'remove', id });
      showToast({
        title: t('cart.toast.removed'),
        description: t('cart.toast.removedOne', { name: item.name }),
      });
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
    toast(t('cart.toast.cleared'), {
      description: t('cart.toast.clearedBody'),
      duration: 8000,
      action: { label: t('cart.toast.undo'), onClick: () => dispatch({ type: 'restore', state: before }) },
    });
  }, [dispatch, state]);

  return useMemo(
    () => ({ add, remove, setQuantity, setInstructions, clear }),
    [add, remove, setQuantity, setInstructions, clear],
  );
}
