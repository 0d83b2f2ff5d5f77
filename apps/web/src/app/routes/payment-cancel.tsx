import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { RequireSignedIn } from '@/features/auth/components/require-access.tsx';
import { clearPendingOrder, isPendingOrder } from '@/features/checkout/pending-order.ts';
import { submitPaymentForm } from '@/features/checkout/submit-payment-form.ts';
import { OrderNotFound } from '@/features/orders/components/order-load-states.tsx';
import { PaymentCancelView } from '@/features/orders/components/payment-cancel-view.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** Return page when the customer leaves PayFast without paying (/payment-cancel?order=<number>). */
export function PaymentCancelPage() {
  const [searchParams] = useSearchParams();
  const orderNumber = searchParams.get('order');
  const t = useT();
  return (
    <RequireSignedIn door="/login">
      <div className="space-y-6">
        {/* The view titles the page: 'Payment cancelled', or 'Payment failed' when PayFast refused it. */}
        {orderNumber ? (
          <PaymentCancelView
            orderNumber={orderNumber}
            onPaymentForm={(form) => submitPaymentForm(form)}
            onCancelled={(order) => {
              if (isPendingOrder(order)) clearPendingOrder();
            }}
          />
        ) : (
          <>
            <DocumentTitle title={t('payment.cancelledTitle')} />
            <OrderNotFound />
          </>
        )}
      </div>
    </RequireSignedIn>
  );
}

export { PaymentCancelPage as Component };
