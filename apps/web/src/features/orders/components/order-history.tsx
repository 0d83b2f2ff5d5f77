import type { OrderSummary } from '@lekker/core/contracts/orders';
import { formatRand } from '@lekker/core/money';
import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { useOrders } from '@/api/orders.ts';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useRealtimeStatus } from '@/lib/use-realtime.ts';
import { POLL_WHEN_OFFLINE_MS } from '../hooks/use-live-order.ts';
import { formatDateTime } from '../order-format.ts';
import { OrderRating } from './order-rating.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

type OrderHistoryProps = {
  /** 'Reorder' (the page wires it to the cart). */
  onReorder?(order: OrderSummary): void;
  /** The order being reordered (its button shows progress). */
  reorderingId?: string | null;
  /** Show only the newest N orders. */
  limit?: number;
};

/** The customer's orders, newest first, with status, reorder, and 'Rate & review' or the rating given for delivered orders. */
export function OrderHistory({ onReorder, reorderingId, limit }: OrderHistoryProps) {
  const t = useT();
  // Live through the user's realtime room; polled like the tracking page while that connection is down.
  const live = useRealtimeStatus() === 'open';
  const query = useOrders({ pollMs: live ? false : POLL_WHEN_OFFLINE_MS });

  return (
    <QueryState
      query={query}
      loading={
        <div className="space-y-3" aria-busy="true">
          <Spinner label={t('dashboard.orders.loading')} />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      }
      errorText={t('dashboard.orders.loadFailed')}
      retryLabel={t('dashboard.orders.retry')}
      isEmpty={(data) => data.orders.length === 0}
      empty={
        <div className="flex flex-col items-center gap-3 rounded-card border bg-card p-8 text-center">
          <Receipt aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-semibold">{t('dashboard.orders.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('dashboard.orders.emptyHint')}</p>
          <Button asChild>
            <Link to="/">{t('dashboard.orders.browse')}</Link>
          </Button>
        </div>
      }
    >
      {(data) => (
        <OrderList
          orders={limit ? data.orders.slice(0, limit) : data.orders}
          onReorder={onReorder}
          reorderingId={reorderingId}
        />
      )}
    </QueryState>
  );
}

/** What was ordered: '2× Kota, 1× Chips', or 'Custom delivery from {venue}' for a custom delivery (it has no items). */
export function orderContents(
  order: Pick<OrderSummary, 'type' | 'items' | 'restaurant'>,
  t: ReturnType<typeof useT>,
): string {
  if (order.type === 'custom_delivery' || order.items.length === 0)
    return t('dashboard.orders.custom', { venue: order.restaurant.name });
  return order.items.map((i) => `${i.quantity}× ${i.name}`).join(', ');
}

type OrderListProps = Pick<OrderHistoryProps, 'onReorder' | 'reorderingId'> & { orders: OrderSummary[] };

function OrderList({ orders, onReorder, reorderingId }: OrderListProps) {
  const t = useT();
  return (
    <ul className="space-y-3" aria-label={t('dashboard.orders.list')}>
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
              <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />
            </div>
            <p className="text-sm">
              {orderContents(order, t)}
              <span className="font-semibold"> · {formatRand(order.total_cents)}</span>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild size="sm" variant="outline">
                <Link to={`/order-tracking?${new URLSearchParams({ order: order.id })}`}>
                  {order.status === 'delivered' || order.status === 'cancelled'
                    ? t('dashboard.orders.view')
                    : t('dashboard.orders.track')}
                </Link>
              </Button>
              {onReorder && order.type === 'food' ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onReorder(order)}
                  disabled={reorderingId === order.id}
                >
                  {reorderingId === order.id ? t('dashboard.orders.adding') : t('dashboard.orders.reorder')}
                </Button>
              ) : null}
            </div>
            {/* Delivered: 'Rate & review' until rated, then the stars given. */}
            <OrderRating order={order} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
