import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';

/** Return page from PayFast after paying (/payment-success). The server, not this page, marks the order paid. */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const order = searchParams.get('order');
  return (
    <div className="space-y-6">
      <DocumentTitle title="Payment complete" />
      <CircleCheck aria-hidden="true" className="size-12 text-success" />
      <PageHeader
        title="Thank you for your order"
        description="PayFast has sent you back to Lekker Eats. As soon as PayFast confirms your payment with us, your order goes to the restaurant and you can follow it live."
      />
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={order ? `/order-tracking?${new URLSearchParams({ order })}` : '/order-tracking'}>
            Track your order
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Back to home</Link>
        </Button>
      </div>
    </div>
  );
}

export { PaymentSuccessPage as Component };
