import { EXCEPTION_LABELS, type ExceptionKind } from '@lekker/core/contracts/admin';
import { formatRand } from '@lekker/core/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@lekker/core/order-status';
import { useState } from 'react';
import { type OrdersFilter, useAdminOrders } from '@/api/admin.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { OrderDetailDialog } from './order-detail-dialog.tsx';
import { lateness, QueryState, when } from './query-state.tsx';

const VIEWS = [
  { id: 'exceptions', label: 'Exception queue', filter: { exceptions: '1' } },
  { id: 'live', label: 'Live', filter: { status: 'live' } },
  { id: 'refunds', label: 'Refunds owed', filter: { refund: 'owed' } },
  { id: 'all', label: 'All orders', filter: { status: 'all' } },
] as const satisfies readonly { id: string; label: string; filter: OrdersFilter }[];

/** The live board: the exception queue (worst first), live orders, refunds owed, any order by search. */
export function OrdersSection() {
  const [view, setView] = useState<(typeof VIEWS)[number]['id']>('exceptions');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const filter: OrdersFilter = {
    ...VIEWS.find((v) => v.id === view)!.filter,
    ...(q.trim() ? { q: q.trim() } : {}),
  };
  const orders = useAdminOrders(filter);
  return (
    <section aria-labelledby="orders-heading" className="space-y-4">
      <h2 id="orders-heading" className="text-lg font-bold">
        Live orders
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Which orders</legend>
          {VIEWS.map((v) => (
            <Button
              key={v.id}
              size="sm"
              variant={view === v.id ? 'default' : 'outline'}
              aria-pressed={view === v.id}
              onClick={() => setView(v.id)}
            >
              {v.label}
            </Button>
          ))}
        </fieldset>
        <div className="min-w-56 flex-1">
          <Label htmlFor="order-search">Search (order number, customer e-mail or phone)</Label>
          <Input
            id="order-search"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="e.g. LE-1234 or thandi@…"
          />
        </div>
      </div>
      <QueryState
        query={orders}
        label="orders"
        isEmpty={(d) => d.orders.length === 0}
        empty={view === 'exceptions' ? 'No exceptions: every live order is on track.' : 'No orders match.'}
      >
        {(d) => (
          <ul className="divide-y rounded-xl border bg-card" aria-label="Orders">
            {d.orders.map((o) => (
              <li key={o.id}>
                <button
                  type="button"
                  onClick={() => setOpen(o.id)}
                  className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 p-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  data-testid="admin-order-row"
                  data-order-number={o.order_number}
                >
                  <span className="font-mono font-semibold">{o.order_number}</span>
                  <Badge variant="outline">{ORDER_STATUS_LABELS[o.status as OrderStatus]}</Badge>
                  {o.exception ? (
                    <Badge variant="destructive">{EXCEPTION_LABELS[o.exception as ExceptionKind]}</Badge>
                  ) : null}
                  {o.refund_status === 'owed' ? <Badge variant="secondary">Refund owed</Badge> : null}
                  {o.refund_status === 'refunded' ? <Badge variant="success">Refunded</Badge> : null}
                  <span className="text-sm">{o.restaurant.name}</span>
                  <span className="text-sm text-muted-foreground">{o.customer.email}</span>
                  <span className="ml-auto text-sm font-semibold">{formatRand(o.total_cents)}</span>
                  <span className="w-full text-xs text-muted-foreground sm:w-auto">
                    Placed {when(o.placed_at ?? o.created_at)} {lateness(o.minutes_late)}
                    {o.driver ? ` · driver ${o.driver.name}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <OrderDetailDialog orderId={open} onClose={() => setOpen(null)} />
    </section>
  );
}
