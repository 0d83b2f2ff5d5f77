import type { OrderSummary } from '@lekker/core/contracts/orders';
import { formatRand } from '@lekker/core/money';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useOrders } from '@/api/orders.ts';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDateTime } from '../order-format.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { ReviewForm } from './review-form.tsx';

type OrderHistoryProps = {
  /** 'Reorder' (the page wires it to the cart). */
  onReorder?(order: OrderSummary): void;
  /** The order being reordered (its button shows progress). */
  reorderingId?: string | null;
  /** Show only the newest N orders. */
  limit?: number;
};

/** The customer's orders, newest first, with status, reorder and 'Rate & review' for delivered orders. */
export function OrderHistory({ onReorder, reorderingId, limit }: OrderHistoryProps) {
  const query = useOrders();
  const [reviewing, setReviewing] = useState<string | null>(null);

  return (
    <QueryState
      query={query}
      loading={
        <div className="space-y-3" aria-busy="true">
          <Spinner label="Loading your orders" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      }
      errorText="We could not load your orders."
      retryLabel="Try again"
      isEmpty={(data) => data.orders.length === 0}
      empty={
        <div className="flex flex-col items-center gap-3 rounded-card border bg-card p-8 text-center">
          <Receipt aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-semibold">You have no orders yet.</p>
          <p className="text-sm text-muted-foreground">Your first order gets 50% off the food.</p>
          <Button asChild>
            <Link to="/">Browse Restaurants</Link>
          </Button>
        </div>
      }
    >
      {(data) => (
        <OrderList
          orders={limit ? data.orders.slice(0, limit) : data.orders}
          onReorder={onReorder}
          reorderingId={reorderingId}
          reviewing={reviewing}
          setReviewing={setReviewing}
        />
      )}
    </QueryState>
  );
}

type OrderListProps = Pick<OrderHistoryProps, 'onReorder' | 'reorderingId'> & {
  orders: OrderSummary[];
  reviewing: string | null;
  setReviewing(id: string | null): void;
};

function OrderList({ orders, onReorder, reorderingId, reviewing, setReviewing }: OrderListProps) {
  return (
    <ul className="space-y-3" aria-label="Your orders">
      {orders.map((order) => (
        <li key={order.id}>
          <Card className="space-y-3 p-4" data-testid="order-history-item">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold">{order.restaurant.name}</h3>
                <p className="text-sm text-muted-foreground">
                  <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time> ·{' '}
                  <span className="font-mono">{order.order_number}</span>
                </p>
              </div>
              <OrderStatusBadge status={order.status} />
            </div>
            <p className="text-sm">
              {order.items.map((i) => `${i.quantity}× ${i.name}`).join(', ')}
              <span className="font-semibold"> · {formatRand(order.total_cents)}</span>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild size="sm" variant="outline">
                <Link to={`/order-tracking?${new URLSearchParams({ order: order.id })}`}>
                  {order.status === 'delivered' || order.status === 'cancelled'
                    ? 'View order'
                    : 'Track order'}
                </Link>
              </Button>
              {onReorder && order.type === 'food' ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onReorder(order)}
                  disabled={reorderingId === order.id}
                >
                  {reorderingId === order.id ? 'Adding…' : 'Reorder'}
                </Button>
              ) : null}
              {order.can_review && reviewing !== order.id ? (
                <Button size="sm" onClick={() => setReviewing(order.id)}>
                  Rate &amp; review
                </Button>
              ) : null}
            </div>
            {reviewing === order.id ? (
              <ReviewForm
                orderId={order.id}
                restaurantName={order.restaurant.name}
                onDone={() => setReviewing(null)}
              />
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
