import {
  type CartState,
  cartDeliveryFeeCents,
  cartOrderRestaurantId,
  cartSubtotalCents,
  cartTotalCents,
  minimumOrderShortfallCents,
} from '@lekker/core/cart';
import { MIN_ORDER_CENTS } from '@lekker/core/constants';
import type { CustomDeliveryData } from '@lekker/core/contracts/custom-delivery';
import { formatRand } from '@lekker/core/money';
import { RefreshCw, ShoppingCart, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMenu } from '@/api/menu.ts';
import { useRestaurant } from '@/api/restaurants.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { type CartIssue, findCartIssues } from '../cart-reconcile.ts';
import { useCart } from '../cart-store.tsx';
import { useCartActions } from '../hooks/use-cart-actions.ts';
import { CartLine } from './cart-line.tsx';
import { CustomDeliveryDetails } from './custom-delivery-details.tsx';
import { EmptyCart } from './empty-cart.tsx';
import { OrderSummary } from './order-summary.tsx';

export type CartViewProps = {
  /**
   * CHECKOUT SLOT: called by 'Proceed to Checkout'. The page module (app/routes/cart.tsx) passes it and mounts
   * the checkout dialog of features/checkout.
   */
  onCheckout: () => void;
};

/** 'Minimum order amount is R50. Add R12.00 more to proceed.' (docs/product.md#minimum-order), or null when the minimum is met. */
export function minimumOrderText(state: CartState): string | null {
  const shortfall = minimumOrderShortfallCents(state);
  if (shortfall <= 0) return null;
  return `Minimum order amount is R${MIN_ORDER_CENTS / 100}. Add ${formatRand(shortfall)} more to proceed.`;
}

function CartActions({ blockedReason, onCheckout }: { blockedReason: ReactNode; onCheckout: () => void }) {
  const actions = useCartActions();
  return (
    <div className="space-y-3">
      {blockedReason}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button size="lg" className="sm:flex-1" onClick={onCheckout} disabled={Boolean(blockedReason)}>
          <ShoppingCart aria-hidden="true" />
          Proceed to Checkout
        </Button>
        <Button size="lg" variant="outline" onClick={actions.clear}>
          <Trash2 aria-hidden="true" />
          Clear Cart
        </Button>
      </div>
    </div>
  );
}

/** A normal order: items checked against today's menu, totals, minimum order. */
function ItemsCart({ onCheckout }: CartViewProps) {
  const { state, acceptMenu } = useCart();
  const restaurantId = cartOrderRestaurantId(state);
  const restaurant = useRestaurant(restaurantId);
  const menu = useMenu(restaurantId, { alwaysFresh: true });
  const issues: Map<string, CartIssue> = menu.data ? findCartIssues(state.items, menu.data.items) : new Map();
  const name = restaurant.data?.name ?? (state.restaurant_id === restaurantId ? state.restaurant_name : null);
  const minimumText = minimumOrderText(state);
  const closed = restaurant.data?.is_open === false;

  let blocked: ReactNode = null;
  if (menu.isPending) {
    blocked = (
      <p role="status" className="text-sm text-muted-foreground">
        Checking today's prices and availability…
      </p>
    );
  } else if (menu.isError) {
    blocked = (
      <Alert variant="warning" role="alert" className="space-y-2">
        <p>We couldn't check today's prices and availability. Please try again.</p>
        <Button variant="outline" size="sm" onClick={() => menu.refetch()} disabled={menu.isFetching}>
          <RefreshCw aria-hidden="true" />
          Retry
        </Button>
      </Alert>
    );
  } else if (issues.size > 0) {
    blocked = (
      <p role="status" className="text-sm font-medium text-destructive">
        Review the changed items before you check out.
      </p>
    );
  } else if (minimumText) {
    blocked = (
      <Alert variant="warning" role="status" data-testid="minimum-order">
        {minimumText}
      </Alert>
    );
  } else if (closed) {
    blocked = (
      <Alert variant="warning" role="status">
        {name ?? 'The restaurant'} is closed right now. You can check out when it opens.
      </Alert>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="min-w-0 space-y-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your cart</h1>
          {name && restaurantId ? (
            <p className="text-muted-foreground">
              Your order from{' '}
              <Link
                to={`/restaurant/${encodeURIComponent(restaurantId)}`}
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                {name}
              </Link>
            </p>
          ) : null}
        </div>
        {issues.size > 0 && menu.data ? (
          <Alert variant="destructive" role="alert" className="space-y-2">
            <p className="font-semibold">Some items changed since you added them.</p>
            <p>
              Items that are no longer available will be removed and the new prices applied when you update
              your cart.
            </p>
            <Button size="sm" onClick={() => acceptMenu(menu.data.items)}>
              Update cart
            </Button>
          </Alert>
        ) : null}
        <ul className="divide-y rounded-card border bg-card" aria-label="Items in your cart">
          {state.items.map((item) => (
            <CartLine key={item.id} item={item} issue={issues.get(item.id)} />
          ))}
        </ul>
      </div>
      <OrderSummary
        subtotalCents={cartSubtotalCents(state)}
        deliveryFeeCents={cartDeliveryFeeCents(state)}
        totalCents={cartTotalCents(state)}
      >
        <CartActions blockedReason={blocked} onCheckout={onCheckout} />
      </OrderSummary>
    </div>
  );
}

/** A custom delivery waiting for payment: its details, the delivery fee, and the receipt rule. */
function DeliveryOnlyCart({ onCheckout }: CartViewProps) {
  const { state } = useCart();
  const data: Partial<CustomDeliveryData> = state.custom_delivery_data ?? {};
  const hasReceipt =
    (typeof data.receipt_path === 'string' && data.receipt_path !== '') ||
    (typeof data.receipt_url === 'string' && data.receipt_url !== '');
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="min-w-0 space-y-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your cart</h1>
          <p className="text-muted-foreground">
            Custom delivery{state.restaurant_name ? ` from ${state.restaurant_name}` : ''}
          </p>
        </div>
        <CustomDeliveryDetails data={data} />
      </div>
      <OrderSummary
        subtotalCents={cartSubtotalCents(state)}
        deliveryFeeCents={cartDeliveryFeeCents(state)}
        totalCents={cartTotalCents(state)}
      >
        <CartActions
          onCheckout={onCheckout}
          blockedReason={
            hasReceipt ? null : (
              <Alert variant="warning" role="status">
                <p className="font-semibold">Receipt Required</p>
                <p>Please upload a receipt to proceed with your custom delivery request.</p>
              </Alert>
            )
          }
        />
      </OrderSummary>
    </div>
  );
}

/** The cart screen (docs/product.md#cart): empty state, items or the custom delivery, totals, Clear Cart and checkout. */
export function CartView({ onCheckout }: CartViewProps) {
  const { state, itemCount } = useCart();
  if (state.delivery_only) return <DeliveryOnlyCart onCheckout={onCheckout} />;
  if (itemCount === 0) return <EmptyCart />;
  return <ItemsCart onCheckout={onCheckout} />;
}
