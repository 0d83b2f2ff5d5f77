import { cartSubtotalCents } from '@lekker/core/cart';
import { formatRand } from '@lekker/core/money';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useCart } from '@/features/cart/cart-store.tsx';

/** Cart (/cart): what is in the cart. Quantity controls and checkout arrive with the storefront. */
export function CartPage() {
  const { state, dispatch, itemCount } = useCart();

  if (itemCount === 0 && !state.delivery_only) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <DocumentTitle title="Cart" />
        <span className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <ShoppingBag aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-2xl font-bold">Your cart is empty</h1>
        <p className="max-w-sm text-muted-foreground">
          Add dishes from a restaurant's menu and they will wait for you here until you check out.
        </p>
        <Button asChild size="lg">
          <Link to="/">Browse Restaurants</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <DocumentTitle title="Cart" />
      <PageHeader
        title="Your cart"
        description={
          state.restaurant_name
            ? `Your order from ${state.restaurant_name}.`
            : 'Review your order before you check out.'
        }
      />
      {state.delivery_only ? (
        <p className="rounded-card border bg-card p-4">
          A custom delivery request is waiting for payment
          {state.restaurant_name ? ` (from ${state.restaurant_name})` : ''}.
        </p>
      ) : (
        <ul className="divide-y rounded-card border bg-card">
          {state.items.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-4 p-4">
              <div className="min-w-0">
                <p className="font-semibold">
                  {item.quantity}× {item.name}
                </p>
                {item.special_instructions ? (
                  <p className="text-sm text-muted-foreground">{item.special_instructions}</p>
                ) : null}
              </div>
              <p className="shrink-0 font-semibold">{formatRand(item.price_cents * item.quantity)}</p>
            </li>
          ))}
          <li className="flex justify-between gap-4 p-4 font-bold">
            <span>Subtotal</span>
            <span>{formatRand(cartSubtotalCents(state))}</span>
          </li>
        </ul>
      )}
      <Button variant="outline" onClick={() => dispatch({ type: 'clear' })}>
        Clear Cart
      </Button>
    </div>
  );
}

export { CartPage as Component };
