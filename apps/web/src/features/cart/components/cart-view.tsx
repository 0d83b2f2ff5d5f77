import { useCart } from '../cart-store.tsx';
import { DeliveryOnlyCart } from './delivery-only-cart.tsx';
import { EmptyCart } from './empty-cart.tsx';
import { ItemsCart } from './items-cart.tsx';

export type CartViewProps = {
  /**
   * CHECKOUT SLOT: called by 'Proceed to Checkout'. The page module (app/routes/cart.tsx) passes it and mounts
   * the checkout dialog of features/checkout.
   */
  onCheckout: () => void;
};

/** The cart screen (docs/product.md#cart): empty state, items or the custom delivery, totals, Clear Cart and checkout. */
export function CartView({ onCheckout }: CartViewProps) {
  const { state, itemCount } = useCart();
  if (state.delivery_only) return <DeliveryOnlyCart onCheckout={onCheckout} />;
  if (itemCount === 0) return <EmptyCart />;
  return <ItemsCart onCheckout={onCheckout} />;
}
