import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';

/** Return page from PayFast when the payment was cancelled (/payment-cancel). */
export function PaymentCancelPage() {
  return (
    <div className="space-y-6">
      <DocumentTitle title="Payment cancelled" />
      <PageHeader
        title="Payment cancelled"
        description="You cancelled the payment, so you have not been charged and the restaurant has not received the order. Your cart is still saved if you want to try again."
      />
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/cart">Back to cart</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Back to home</Link>
        </Button>
      </div>
    </div>
  );
}

export { PaymentCancelPage as Component };
