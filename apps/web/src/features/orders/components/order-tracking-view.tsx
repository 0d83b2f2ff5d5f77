import type { Order, PaymentForm } from '@lekker/core/contracts/orders';
import { Clock, MapPin, Phone, Store } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { orderQueryOptions, useCancelOrder, useRequestPayment } from '@/api/orders.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useRealtimeStatus } from '@/lib/use-realtime.ts';
import { useLiveOrderQuery } from '../hooks/use-live-order.ts';
import { customerCanCancel, formatTime, minutesUntil, statusLabel } from '../order-format.ts';
import { CustomDeliveryCard } from './custom-delivery-card.tsx';
import { DriverArrival } from './driver-arrival.tsx';
import { OrderReceipt } from './order-receipt.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTimeline } from './order-timeline.tsx';

const DriverMap = lazy(() => import('./driver-map.tsx'));

/** 404 (missing or not yours), 403 and a malformed id all read the same to the customer. */
export function isOrderNotFound(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}

export function OrderNotFound() {
  return (
    <div className="space-y-4 py-10 text-center">
      <p className="text-lg font-semibold">Order not found.</p>
      <p className="text-muted-foreground">Check the link, or find the order in your order history.</p>
      <Button asChild variant="outline">
        <Link to="/customer-dashboard">Your orders</Link>
      </Button>
    </div>
  );
}

export function OrderLoadError({ onRetry }: { onRetry(): void }) {
  return (
    <Alert variant="destructive" role="alert" className="space-y-3">
      <p>We could not load your order. Check your connection and try again.</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

function TrackingSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <Spinner label="Loading your order" />
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

type OrderTrackingViewProps = {
  orderId: string;
  /** Offer 'Cancel order' (the viewer is the order's customer). */
  canCancel?: boolean;
  /** Sends the browser to PayFast with a fresh form ('Complete payment' on an unpaid order). */
  onPaymentForm?(form: PaymentForm): void;
};

/** The tracking page body: status, timeline with times, ETA, driver map, restaurant, items and totals — live. */
export function OrderTrackingView({ orderId, canCancel = true, onPaymentForm }: OrderTrackingViewProps) {
  const query = useLiveOrderQuery(orderQueryOptions(orderId));
  const live = useRealtimeStatus() === 'open';

  if (query.isPending) return <TrackingSkeleton />;
  if (query.isError) {
    if (isOrderNotFound(query.error)) return <OrderNotFound />;
    return <OrderLoadError onRetry={() => void query.refetch()} />;
  }
  const order = query.data;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <p className="text-sm text-muted-foreground">
          Order <span className="font-mono">{order.order_number}</span>
        </p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="order-status">
          {statusLabel(order.status)}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <OrderStatusBadge status={order.status} />
          <span className="text-muted-foreground">
            {live ? 'Live updates on' : 'Updates every few seconds'}
          </span>
        </div>
        {order.eta ? (
          <p className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4" />
            Estimated delivery {formatTime(order.eta)} ({minutesUntil(order.eta)})
          </p>
        ) : null}
        {order.status === 'cancelled' && order.cancel_reason ? (
          <p className="text-muted-foreground">{order.cancel_reason}</p>
        ) : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Progress</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <OrderTimeline order={order} />
            {order.status === 'picked_up' && order.driver_position ? (
              <Suspense fallback={<Spinner label="Loading the map" />}>
                <DriverMap driver={order.driver_position} destination={order.delivery_location} />
              </Suspense>
            ) : order.status === 'picked_up' ? (
              <p className="text-sm text-muted-foreground">
                Your driver is on the way. Their position will show here.
              </p>
            ) : null}
            <DriverArrival order={order} />
            <OrderActions order={order} canCancel={canCancel} onPaymentForm={onPaymentForm} />
          </CardContent>
        </Card>

        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Restaurant</CardTitle>
            </CardHeader>
            <CardContent className="space-y-1 text-sm">
              <p className="flex items-center gap-2 font-semibold">
                <Store aria-hidden="true" className="size-4" />
                <Link to={`/restaurant/${order.restaurant.id}`} className="hover:underline">
                  {order.restaurant.name}
                </Link>
              </p>
              {order.restaurant.address ? (
                <p className="text-muted-foreground">{order.restaurant.address}</p>
              ) : null}
              {order.restaurant.phone ? (
                <p className="flex items-center gap-2">
                  <Phone aria-hidden="true" className="size-4" />
                  <a
                    href={`tel:${order.restaurant.phone.replace(/\s/g, '')}`}
                    className="text-primary hover:underline"
                  >
                    {order.restaurant.phone}
                  </a>
                </p>
              ) : null}
              <p className="flex items-start gap-2 pt-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4" />
                <span>
                  Delivering to {order.delivery_address.street}, {order.delivery_address.city},{' '}
                  {order.delivery_address.province}
                  {order.delivery_address.postal_code ? ` ${order.delivery_address.postal_code}` : ''}
                  {order.delivery_address.notes ? (
                    <span className="block text-muted-foreground">{order.delivery_address.notes}</span>
                  ) : null}
                </span>
              </p>
              {order.special_instructions ? (
                <p className="text-muted-foreground">Instructions: {order.special_instructions}</p>
              ) : null}
            </CardContent>
          </Card>
          {order.custom_delivery ? (
            <CustomDeliveryCard details={order.custom_delivery} canViewReceipt={order.viewer_is_customer} />
          ) : null}
          <Card>
            <CardHeader>
              <CardTitle as="h2">Your order</CardTitle>
            </CardHeader>
            <CardContent>
              <OrderReceipt order={order} />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}

type OrderActionsProps = {
  order: Order;
  canCancel: boolean;
  onPaymentForm?(form: PaymentForm): void;
};

function OrderActions({ order, canCancel, onPaymentForm }: OrderActionsProps) {
  const cancel = useCancelOrder();
  const pay = useRequestPayment();
  const [confirming, setConfirming] = useState(false);
  const cancellable = canCancel && order.viewer_is_customer && customerCanCancel(order);
  const unpaid =
    onPaymentForm &&
    order.payment_method === 'payfast' &&
    (order.status === 'pending_payment' || order.status === 'payment_failed');
  if (!cancellable && !unpaid) return null;

  function doCancel() {
    cancel.mutate(order.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Order cancelled');
      },
      onError: (error) => toast.error('Could not cancel the order', { description: error.message }),
    });
  }

  function doPay() {
    pay.mutate(order.id, {
      onSuccess: (form) => {
        toast.success('Redirecting to Payment');
        onPaymentForm?.(form);
      },
      onError: (error) =>
        toast.error('Failed to initiate payment. Please try again.', { description: error.message }),
    });
  }

  return (
    <div className="space-y-3 border-t pt-4">
      {confirming ? (
        <fieldset className="space-y-2">
          <legend className="text-sm">Cancel this order? The restaurant has not confirmed it yet.</legend>
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" size="sm" onClick={doCancel} disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling…' : 'Yes, cancel order'}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setConfirming(false)}
              disabled={cancel.isPending}
            >
              Keep my order
            </Button>
          </div>
        </fieldset>
      ) : (
        <div className="flex flex-wrap gap-2">
          {unpaid ? (
            <Button size="sm" onClick={doPay} disabled={pay.isPending}>
              {pay.isPending ? 'Preparing payment…' : 'Complete payment'}
            </Button>
          ) : null}
          {cancellable ? (
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              Cancel order
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
