import type { Order } from '@lekker/core/contracts/orders';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { orderByNumberQueryOptions } from '@/api/orders.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useLiveOrderQuery } from '../hooks/use-live-order.ts';
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
  const paid =
    order !== undefined && !['pending_payment', 'payment_failed', 'cancelled'].includes(order.status);
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
  if (!order) return null;

  if (order.status === 'pending_payment')
    return (
      <Status icon="waiting" title="Confirming your payment…">
        PayFast has sent you back to us. We are waiting for PayFast to confirm your payment of order{' '}
        <span className="font-mono">{order.order_number}</span>; this usually takes a few seconds. This page
        updates by itself.
      </Status>
    );

  if (order.status === 'payment_failed' || order.status === 'cancelled')
    return (
      <Status
        icon="failed"
        title={order.status === 'cancelled' ? 'This order was cancelled' : 'Payment failed'}
      >
        <p>
          {order.status === 'cancelled'
            ? 'The order was cancelled before it was paid.'
            : 'PayFast could not take the payment. Your order has not gone to the restaurant.'}
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          {order.status === 'payment_failed' ? (
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

  return (
    <div className="space-y-6">
      <Status icon="paid" title="Payment received!">
        <p>
          Thank you! Order <span className="font-mono">{order.order_number}</span> is paid and on its way to{' '}
          {order.restaurant.name}. You will be notified as soon as they confirm it.
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          <Button asChild>
            <Link to={trackingPath(order)}>Track your order</Link>
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
