import { useSearchParams } from 'react-router';
import { useViewer } from '@/api/viewer.ts';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { RequireSignedIn } from '@/features/auth/components/require-access.tsx';
import { submitPaymentForm } from '@/features/checkout/submit-payment-form.ts';
import { OrderNotFound } from '@/features/orders/components/order-load-states.tsx';
import { OrderTrackingView } from '@/features/orders/components/order-tracking-view.tsx';

/** Order tracking (/order-tracking?order={orderId}): status, timeline, driver and receipt, live. */
export function OrderTrackingPage() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('order');
  const isCustomer = useViewer().data?.roles.includes('customer') ?? false;
  return (
    <RequireSignedIn door="/login">
      <DocumentTitle title="Track your order" />
      {orderId ? (
        <OrderTrackingView
          key={orderId}
          orderId={orderId}
          canCancel={isCustomer}
          onPaymentForm={(form) => submitPaymentForm(form)}
        />
      ) : (
        <OrderNotFound />
      )}
    </RequireSignedIn>
  );
}

export { OrderTrackingPage as Component };
