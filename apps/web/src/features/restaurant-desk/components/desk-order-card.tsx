import type { DeskOrder } from '@lekker/core/contracts/desk';
import { formatRand } from '@lekker/core/money';
import { Clock } from 'lucide-react';
import { cn } from '@/lib/utils.ts';
import { formatAgo, formatTimeLeft, itemCount } from '../desk-format.ts';
import { CollectionBadge } from './collection-parts.tsx';
import { ScheduledLine } from './scheduled-line.tsx';

type DeskOrderCardProps = {
  order: DeskOrder;
  now: number;
  selected: boolean;
  onSelect(): void;
};

/** One order in a desk column: number, when, who, what, how much; a new one shows the time left to answer. */
export function DeskOrderCard({ order, now, selected, onSelect }: DeskOrderCardProps) {
  const left = order.status === 'placed' ? formatTimeLeft(order.accept_by, now) : null;
  const lines = order.custom_delivery
    ? `Custom delivery: ${order.custom_delivery.items_requested}`
    : order.items.map((i) => `${i.quantity}× ${i.name}`).join(', ');
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      data-testid="desk-order-card"
      data-order-number={order.order_number}
      className={cn(
        'w-full rounded-xl border bg-card p-3 text-left text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
        selected ? 'border-primary ring-2 ring-primary' : 'border-border',
        order.status === 'placed' && 'border-l-4 border-l-accent',
      )}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className="truncate font-semibold">{order.order_number}</span>
        <span className="shrink-0 text-xs text-muted-foreground">
          {order.placed_at ? formatAgo(order.placed_at, now) : ''}
        </span>
      </span>
      <span className="mt-1 block truncate text-muted-foreground">
        {order.customer.first_name} · {itemCount(order)} item{itemCount(order) === 1 ? '' : 's'} ·{' '}
        {formatRand(order.total_cents)} · {order.payment_method === 'cash' ? 'Cash' : 'Paid online'}
      </span>
      <span className="mt-1 block truncate">{lines}</span>
      <CollectionBadge order={order} />
      <ScheduledLine order={order} />
      {left ? (
        <span className="mt-2 flex items-center gap-1 text-xs font-semibold text-red-800">
          <Clock aria-hidden="true" className="size-3" />
          Answer within {left}
        </span>
      ) : null}
      {order.status === 'cancelled' ? (
        <span className="mt-1 block text-xs text-muted-foreground">Cancelled</span>
      ) : null}
    </button>
  );
}
