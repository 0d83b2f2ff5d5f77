import type { Order, PaymentForm } from '@lekker/core/contracts/orders';
import { formatRand } from '@lekker/core/money';
import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { orderByNumberQueryOptions, useCancelOrder, useRequestPayment } from '@/api/orders.ts';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/lib/toast.ts';
import { useLiveOrderQuery } from '../hooks/use-live-order.ts';
import { customerOrderState } from '../order-state-text.ts';
import { isOrderNotFound, OrderLoadError, OrderNotFound } from './order-load-states.tsx';
import { OrderReceipt } from './order-receipt.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

type PaymentCancelViewProps = {
  orderNumber: string;
  /** Posts the fresh PayFast form ('Try payment again'). */
  onPaymentForm(form: PaymentForm): void;
  /** The order was cancelled here (clear the pending order details). */
  onCancelled?(order: Order): void;
};

const trackingPath = (order: Order) => `/order-tracking?${new URLSearchParams({ order: order.id })}`;

/**
 * The return page when the customer leaves PayFast without paying ('Payment cancelled') or PayFast refused the
 * payment ('Payment failed'): the order stays unpaid until they decide.
 */
export function PaymentCancelView({ orderNumber, onPaymentForm, onCancelled }: PaymentCancelViewProps) {
  const query = useLiveOrderQuery(orderByNumberQueryOptions(orderNumber));
  const pay = useRequestPayment();
  const cancel = useCancelOrder();

  if (query.isPending) return <Spinner label="Loading your order" />;
  if (query.isError) {
    if (isOrderNotFound(query.error)) return <OrderNotFound />;
    return <OrderLoadError onRetry={() => void query.refetch()} />;
  }
  const order = query.data;
  const unpaid = order.status === 'pending_payment' || order.status === 'payment_failed';
  // PayFast refused the payment (declined card, bank said no): not the same as the customer backing out.
  const failed = order.status === 'payment_failed';
  const heading = failed ? 'Payment failed' : 'Payment cancelled';

  function retry() {
    pay.mutate(order.id, {
      onSuccess: (form) => {
        toast.success('Redirecting to Payment', {
          description: `Taking you to PayFast to pay ${formatRand(order.total_cents)}.`,
        });
        onPaymentForm(form);
      },
      onError: (error) =>
        toast.error('Failed to initiate payment. Please try again.', { description: error.message }),
    });
  }

  function cancelOrder() {
    cancel.mutate(order.id, {
      onSuccess: (cancelled) => {
        toast.success('Order cancelled');
        onCancelled?.(cancelled);
      },
      onError: (error) => toast.error('Could not cancel the order', { description: error.message }),
    });
  }

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <CircleX aria-hidden="true" className="size-12 text-muted-foreground" />
        <DocumentTitle title={heading} />
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>
            Order <span className="font-mono">{order.order_number}</span>
          </span>
          <OrderStatusBadge status={order.status} />
        </div>
        {failed ? (
          <p className="max-w-2xl text-muted-foreground">
            PayFast could not take the payment: the card may have been declined or the bank did not approve
            it. Nothing was charged and the order has not gone to {order.restaurant.name}. You can try again
            with another card or method, or cancel the order.
          </p>
        ) : unpaid ? (
          <p className="max-w-2xl text-muted-foreground">
            The payment was not completed, so the order has not been paid and has not gone to{' '}
            {order.restaurant.name}. You can try paying again, or cancel the order.
          </p>
        ) : order.status === 'cancelled' ? (
          <CancelledState order={order} />
        ) : (
          <Alert variant="success" role="status">
            Good news: PayFast has confirmed the payment for this order after all.{' '}
            <Link to={trackingPath(order)} className="font-semibold underline">
              Track your order
            </Link>
          </Alert>
        )}
      </div>
      {unpaid ? (
        <div className="flex flex-wrap gap-3">
          <Button onClick={retry} disabled={pay.isPending || cancel.isPending}>
            {pay.isPending ? 'Preparing payment…' : 'Try payment again'}
          </Button>
          <Button variant="outline" onClick={cancelOrder} disabled={pay.isPending || cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
          </Button>
        </div>
      ) : order.status === 'cancelled' ? (
        <Button asChild variant="outline">
          <Link to="/">Browse Restaurants</Link>
        </Button>
      ) : null}
      <Card className="max-w-xl">
        <CardContent className="pt-5">
          <OrderReceipt order={order} />
        </CardContent>
      </Card>
    </div>
  );
}

/** A cancelled order in the same words as the tracking page: paid ones say their refund is on its way, with why. */
function CancelledState({ order }: { order: Order }) {
  const state = customerOrderState(order);
  return (
    <div className="max-w-2xl space-y-2 text-muted-foreground" role="status">
      <p data-testid="payment-result-summary">{state.summary}</p>
      {state.reason ? <p data-testid="payment-result-reason">{state.reason}</p> : null}
      {state.kind === 'cancelled_paid' && state.refund ? (
        <p data-testid="payment-result-refund">{state.refund}</p>
      ) : null}
    </div>
  );
}
