import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';

/** Order tracking (/order-tracking?order={orderId}). */
export function OrderTrackingPage() {
  const [searchParams] = useSearchParams();
  const order = searchParams.get('order');
  return (
    <div className="space-y-6">
      <DocumentTitle title="Track your order" />
      <PageHeader
        title="Track your order"
        description="Follow your order from the moment the restaurant confirms it, through preparation and pick-up, until the driver reaches your door."
      >
        {order ? (
          <p className="text-sm">
            Order reference: <span className="font-mono font-semibold">{order}</span>
          </p>
        ) : null}
      </PageHeader>
    </div>
  );
}

export { OrderTrackingPage as Component };
