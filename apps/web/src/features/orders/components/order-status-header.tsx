import type { Order } from '@lekker/core/contracts/orders';
import type { OrderEta } from '@lekker/core/order-eta';
import { Clock, Undo2 } from 'lucide-react';
import { formatTime, minutesUntil } from '../order-format.ts';
import { customerOrderState } from '../order-state-text.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/**
 * The order number, its status as the page's heading, whether updates are live, the ETA and a cancel reason. `eta`
 * is the page's one estimate (`useOrderEta`), the same the driver card shows.
 */
export function OrderStatusHeader({
  order,
  live,
  eta,
}: {
  order: Order;
  live: boolean;
  eta: OrderEta | null;
}) {
  // The same words as the payment return page (order-state-text.ts).
  const { label, reason, refund } = customerOrderState(order);
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">
        Order <span className="font-mono">{order.order_number}</span>
      </p>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="order-status">
        {label}
      </h1>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />
        <span className="text-muted-foreground">
          {live ? 'Live updates on' : 'Updates every few seconds'}
        </span>
      </div>
      {eta ? (
        <p className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4" />
          <span data-testid="order-eta">
            Estimated delivery {formatTime(eta.at.toISOString())} ({minutesUntil(eta.minutes)})
          </span>
        </p>
      ) : null}
      {reason ? (
        <p className="text-muted-foreground" data-testid="order-cancel-reason">
          {reason}
        </p>
      ) : null}
      {refund ? (
        <p
          className="flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-900"
          data-testid="order-refund"
        >
          <Undo2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {refund}
        </p>
      ) : null}
    </div>
  );
}
