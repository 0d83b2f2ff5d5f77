import { type CartAction, type CartState, cartItemCount, cartReducer } from '@lekker/core/cart';
import {
  createContext,
  type Dispatch,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
} from 'react';
import { applyMenuToCart, type MenuEntry } from './cart-reconcile.ts';
import { CART_STORAGE_KEY, loadCart, parseStoredCart, saveCart } from './cart-storage.ts';

type CartContextValue = {
  state: CartState;
  dispatch: Dispatch<CartAction>;
  /** Total quantity of all items (the Orders tab badge). */
  itemCount: number;
  /** Accepts the restaurant's current menu: drops unavailable items and takes today's prices and names. */
  acceptMenu: (menu: readonly MenuEntry[]) => void;
};

const CartContext = createContext<CartContextValue | null>(null);

type ReplaceAction = { type: '__replace'; state: CartState };
type AcceptMenuAction = { type: '__acceptMenu'; menu: readonly MenuEntry[] };

function reducer(state: CartState, action: CartAction | ReplaceAction | AcceptMenuAction): CartState {
  if (action.type === '__replace') return action.state;
  if (action.type === '__acceptMenu') return applyMenuToCart(state, action.menu);
  return cartReducer(state, action);
}

type CartProviderProps = { children: ReactNode; initialState?: CartState };

/** Cart state for the whole app, persisted to localStorage ('lekker.cart') and shared between tabs. */
export function CartProvider({ children, initialState }: CartProviderProps) {
  const [state, dispatch] = useReducer(reducer, initialState, (init) => init ?? loadCart());

  // Saved in the commit that shows the change, in the same task as the tap: a passive effect runs only after the
  // next frame (Preact), so a note saved just before the tab closed or reloaded was lost (seen in the browser tests).
  useLayoutEffect(() => saveCart(state), [state]);

  // Another tab changed the cart: take its version so both tabs agree.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CART_STORAGE_KEY) return;
      dispatch({ type: '__replace', state: parseStoredCart(event.newValue) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<CartContextValue>(
    () => ({
      state,
      dispatch: dispatch as Dispatch<CartAction>,
      itemCount: cartItemCount(state),
      acceptMenu: (menu) => dispatch({ type: '__acceptMenu', menu }),
    }),
    [state],
  );
  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside <CartProvider>');
  return value;
}
