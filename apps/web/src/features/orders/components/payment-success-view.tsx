import type { Order } from '@lekker/core/contracts/orders';
import { CircleAlert, CircleCheck, LoaderCircle, Undo2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { orderByNumberQueryOptions } from '@/api/orders.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useLiveOrderQuery } from '../hooks/use-live-order.ts';
import { customerOrderState } from '../order-state-text.ts';
import { isOrderNotFound, OrderLoadError, OrderNotFound } from './order-load-states.tsx';
import { OrderReceipt } from './order-receipt.tsx';

type PaymentSuccessViewProps = {
  orderNumber: string;
  /** Called once when the server reports the order paid (clear the cart and the pending order details). */
  onPaid(order: Order): void;
};

const trackingPath = (order: Order) => `/order-tracking?${new URLSearchParams({ order: order.id })}`;

/**
 * The return page after PayFast. The browser never decides that an order is paid: it waits for the server (told
 * by PayFast's notification) to move the order on, live through the order's realtime room and polling every 3 s.
 */
export function PaymentSuccessView({ orderNumber, onPaid }: PaymentSuccessViewProps) {
  const query = useLiveOrderQuery(orderByNumberQueryOptions(orderNumber));
  const order = query.data;
  const state = order ? customerOrderState(order) : null;
  // Paid (live, delivered, or paid and then turned down): the cart became this order, so it is done with.
  const paid =
    state !== null &&
    (state.kind === 'live' || state.kind === 'delivered' || state.kind === 'cancelled_paid');
  const reported = useRef(false);
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;

  useEffect(() => {
    if (paid && order && !reported.current) {
      reported.current = true;
      onPaidRef.current(order);
    }
  }, [paid, order]);

  if (query.isPending)
    return (
      <Status icon="waiting" title="Confirming your payment…">
        Loading your order…
      </Status>
    );
  if (query.isError) {
    if (isOrderNotFound(query.error)) return <OrderNotFound />;
    return <OrderLoadError onRetry={() => void query.refetch()} />;
  }
  if (!order || !state) return null;

  if (state.kind === 'awaiting_payment')
    return (
      <Status icon="waiting" title="Confirming your payment…">
        PayFast has sent you back to us. We are waiting for PayFast to confirm your payment of order{' '}
        <span className="font-mono">{order.order_number}</span>; this usually takes a few seconds. This page
        updates by itself.
      </Status>
    );

  if (state.kind === 'payment_failed' || state.kind === 'cancelled_unpaid')
    return (
      <Status
        icon="failed"
        title={state.kind === 'cancelled_unpaid' ? 'This order was cancelled' : 'Payment failed'}
      >
        <p data-testid="payment-result-summary">{state.summary}</p>
        {state.reason ? <p data-testid="payment-result-reason">{state.reason}</p> : null}
        <div className="flex flex-wrap gap-3 pt-2">
          {state.kind === 'payment_failed' ? (
            <Button asChild>
              <Link to={`/payment-cancel?${new URLSearchParams({ order: order.order_number })}`}>
                Try again
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to="/">Back to home</Link>
          </Button>
        </div>
      </Status>
    );

  if (state.kind === 'cancelled_paid')
    return (
      <Status icon="failed" title="Your order was cancelled after you paid">
        <p data-testid="payment-result-summary">{state.summary}</p>
        {state.reason ? <p data-testid="payment-result-reason">{state.reason}</p> : null}
        <p
          className="flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-900"
          data-testid="payment-result-refund"
        >
          <Undo2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {state.refund}
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          <Button asChild>
            <Link to={trackingPath(order)}>View order</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Back to home</Link>
          </Button>
        </div>
      </Status>
    );

  return (
    <div className="space-y-6">
      <Status icon="paid" title={state.kind === 'delivered' ? 'Delivered' : 'Payment received!'}>
        <p data-testid="payment-result-summary">
          {state.kind === 'live' ? 'Thank you! ' : ''}
          {state.summary}
        </p>
        {state.refund ? <p data-testid="payment-result-refund">{state.refund}</p> : null}
        <div className="flex flex-wrap gap-3 pt-2">
          <Button asChild>
            <Link to={trackingPath(order)}>
              {state.kind === 'delivered' ? 'View order' : 'Track your order'}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Back to home</Link>
          </Button>
        </div>
      </Status>
      <Card className="max-w-xl">
        <CardContent className="pt-5">
          <OrderReceipt order={order} />
        </CardContent>
      </Card>
    </div>
  );
}

type StatusProps = { icon: 'waiting' | 'paid' | 'failed'; title: string; children: ReactNode };

function Status({ icon, title, children }: StatusProps) {
  return (
    <div className="space-y-3" role="status" aria-live="polite">
      {icon === 'paid' ? (
        <CircleCheck aria-hidden="true" className="size-12 text-success" />
      ) : icon === 'failed' ? (
        <CircleAlert aria-hidden="true" className="size-12 text-destructive" />
      ) : (
        <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-primary" />
      )}
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="max-w-2xl space-y-2 text-muted-foreground">{children}</div>
    </div>
  );
}
