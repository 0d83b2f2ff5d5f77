import type { Order, PaymentForm } from '@lekker/core/contracts/orders';
import { orderQueryOptions } from '@/api/orders.ts';
import { ConversationPanel, ConversationUnreadBadge } from '@/components/conversation/conversation-panel.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useRealtimeStatus } from '@/lib/use-realtime.ts';
import { useLiveOrderQuery } from '../hooks/use-live-order.ts';
import { useOrderEta } from '../hooks/use-order-eta.ts';
import { CustomDeliveryCard } from './custom-delivery-card.tsx';
import { isOrderNotFound, OrderLoadError, OrderNotFound, TrackingSkeleton } from './order-load-states.tsx';
import { OrderProgressCard } from './order-progress-card.tsx';
import { OrderRating } from './order-rating.tsx';
import { OrderReceipt } from './order-receipt.tsx';
import { OrderStatusHeader } from './order-status-header.tsx';
import { RestaurantAndAddressCard } from './restaurant-and-address-card.tsx';
import { SubstitutionPrompt } from './substitution-prompt.tsx';
import { TipAfterDelivery } from './tip-after-delivery.tsx';

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
  return <TrackingBody order={query.data} live={live} canCancel={canCancel} onPaymentForm={onPaymentForm} />;
}

type TrackingBodyProps = Omit<OrderTrackingViewProps, 'orderId'> & { order: Order; live: boolean };

function TrackingBody({ order, live, canCancel = true, onPaymentForm }: TrackingBodyProps) {
  // One ETA for the page: the header and the driver card read the same estimate at the same moment.
  const eta = useOrderEta(order);
  return (
    <div className="space-y-6">
      <OrderStatusHeader order={order} live={live} eta={eta} />
      {/* Grocery orders: a replacement to answer within 3 minutes, and what became of each line (decision 070). */}
      {order.viewer_is_customer && order.type === 'food' ? <SubstitutionPrompt orderId={order.id} /> : null}
      {/* Once delivered: ask for a rating, then show the one given. */}
      {order.viewer_is_customer && (order.can_review || order.my_rating) ? (
        <Card data-testid="order-rating-card">
          <CardHeader>
            <CardTitle as="h2">Your rating</CardTitle>
          </CardHeader>
          <CardContent>
            <OrderRating order={order} variant="prompt" />
          </CardContent>
        </Card>
      ) : null}
      {/* Tip the driver after delivery, for 24 hours (decision 069). */}
      {order.viewer_is_customer && order.status === 'delivered' && onPaymentForm ? (
        <TipAfterDelivery orderId={order.id} onPaymentForm={onPaymentForm} />
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <OrderProgressCard order={order} eta={eta} canCancel={canCancel} onPaymentForm={onPaymentForm} />

        <div className="space-y-6">
          <RestaurantAndAddressCard order={order} />
          {/* The conversation with the venue and, once assigned, the driver (docs/product.md#restaurant-social). */}
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="flex items-center gap-2">
                Messages <ConversationUnreadBadge orderId={order.id} />
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ConversationPanel orderId={order.id} />
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
