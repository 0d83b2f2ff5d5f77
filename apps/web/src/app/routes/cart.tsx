import type { Order } from '@lekker/core/contracts/orders';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useViewer } from '@/api/viewer.ts';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { withRedirect } from '@/features/auth/redirect.ts';
import { useCart } from '@/features/cart/cart-store.tsx';
import { CartView } from '@/features/cart/components/cart-view.tsx';
import { CheckoutDialog } from '@/features/checkout/components/checkout-dialog.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';

/** Cart (/cart): items, totals and checkout (docs/product.md#cart); `?pay=1` opens the checkout for a signed-in customer. */
export function CartPage() {
  const { state, dispatch, itemCount } = useCart();
  const viewer = useViewer();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const t = useT();
  const wantsPay = searchParams.get('pay') === '1';
  const userId = viewer.data?.user.id ?? null;

  function openCheckout() {
    if (viewer.data) return setOpen(true);
    // Still finding out who is signed in: the ?pay=1 effect below opens the dialog once that is known.
    if (viewer.isPending) return setSearchParams({ pay: '1' }, { replace: true });
    if (viewer.data === undefined) {
      toast.error(t('cart.signedIn.failed'), { description: t('cart.signedIn.failedHint') });
      return;
    }
    toast.error(t('cart.signedIn.required'), { description: t('cart.signedIn.requiredHint') });
    navigate(withRedirect('/login', '/cart?pay=1'));
  }

  // `?pay=1` (back from signing in, or from the custom delivery form) opens the dialog once the viewer is known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the viewer or the query changes.
  useEffect(() => {
    if (!wantsPay || viewer.isPending) return;
    setSearchParams(
      (params) => {
        params.delete('pay');
        return params;
      },
      { replace: true },
    );
    if (itemCount > 0 || state.delivery_only) openCheckout();
  }, [wantsPay, viewer.isPending]);

  function onComplete(order: Order) {
    setOpen(false);
    dispatch({ type: 'clear' });
    navigate(`/order-tracking?${new URLSearchParams({ order: order.id })}`);
  }

  return (
    <div className="space-y-6">
      <DocumentTitle title={t('cart.pageTitle')} />
      <CartView onCheckout={openCheckout} />
      {userId ? (
        <CheckoutDialog
          open={open}
          onOpenChange={setOpen}
          cart={state}
          customerId={userId}
          onComplete={onComplete}
          variant={state.delivery_only ? 'custom_delivery' : 'food'}
        />
      ) : null}
    </div>
  );
}

export { CartPage as Component };
