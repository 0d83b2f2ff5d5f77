import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { RequireSignedIn } from '@/features/auth/components/require-access.tsx';
import { useCart } from '@/features/cart/cart-store.tsx';
import { clearPendingOrder, isPendingOrder } from '@/features/checkout/pending-order.ts';
import { OrderNotFound } from '@/features/orders/components/order-load-states.tsx';
import { PaymentSuccessView } from '@/features/orders/components/payment-success-view.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/**
 * Return page from PayFast after paying (/payment-success?order=<number>). The server, not this page, marks the
 * order paid; once it has, the cart and the pending order details are cleared.
 */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const orderNumber = searchParams.get('order');
  const { dispatch } = useCart();
  const t = useT();

  return (
    <RequireSignedIn door="/login">
      <div className="space-y-6">
        <DocumentTitle title={t('payment.pageTitle')} />
        {orderNumber ? (
          <PaymentSuccessView
            orderNumber={orderNumber}
            onPaid={(order) => {
              // Only the cart that became this order: a new cart started meanwhile stays.
              if (isPendingOrder(order)) {
                dispatch({ type: 'clear' });
                clearPendingOrder();
              }
            }}
          />
        ) : (
          <OrderNotFound />
        )}
      </div>
    </RequireSignedIn>
  );
}

export { PaymentSuccessPage as Component };
