import { formatRand } from '@lekker/core/money';
import type { OrderStatus } from '@lekker/core/order-status';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CircleCheck, CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { venueTodayQueryOptions } from '@/api/restaurant-portal.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { usePortalHref, usePortalVenue } from '@/lib/portal-venue.tsx';
import { useRealtimeEvent } from '@/lib/use-realtime.ts';

/** The day's statuses in kitchen order, as the home page counts them. */
const ROWS: { label: string; statuses: OrderStatus[] }[] = [
  { label: 'New', statuses: ['placed'] },
  { label: 'Preparing', statuses: ['confirmed', 'preparing'] },
  { label: 'Ready for pickup', statuses: ['ready'] },
  { label: 'Out for delivery', statuses: ['picked_up'] },
  { label: 'Delivered', statuses: ['delivered'] },
  { label: 'Cancelled', statuses: ['cancelled'] },
];

/**
 * The selected venue's day at a glance: open or closed and why, orders by status, food sold and the average
 * preparation time. Refreshed by every order change of the venue (realtime), not by polling.
 */
export function VenueToday() {
  const { venue } = usePortalVenue();
  const href = usePortalHref();
  const queryClient = useQueryClient();
  const today = useQuery(venueTodayQueryOptions(venue.id));
  useRealtimeEvent((event) => {
    if (event.type === 'order.updated' && event.restaurant_id === venue.id)
      void queryClient.invalidateQueries({ queryKey: venueTodayQueryOptions(venue.id).queryKey });
  });

  if (today.isPending)
    return (
      <div className="grid gap-4 sm:grid-cols-3" aria-busy="true">
        <span className="sr-only">Loading today's figures…</span>
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    );
  if (today.isError)
    return (
      <Alert variant="destructive" role="alert" className="space-y-3">
        <p>We couldn't load today's figures: {today.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void today.refetch()}>
          Retry
        </Button>
      </Alert>
    );

  const data = today.data;
  const count = (statuses: OrderStatus[]) =>
    statuses.reduce((n, s) => n + (data.orders_by_status[s] ?? 0), 0);
  const waiting = count(['placed']);
  return (
    <div className="space-y-4">
      <Alert
        variant={data.open.is_open ? 'success' : 'warning'}
        className="flex items-center gap-3"
        data-testid="venue-open-state"
      >
        {data.open.is_open ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
        <p>
          <strong>{data.open.is_open ? 'Open for orders' : 'Closed to customers'}</strong>
          {data.open.reason && data.open.reason !== 'Open' ? ` — ${data.open.reason}` : ''}
        </p>
      </Alert>
      <div className="grid gap-4 sm:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
              Orders today
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-3xl font-bold" data-testid="orders-today">
              {data.orders_total}
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
              Food sold today
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-3xl font-bold" data-testid="revenue-today">
              {formatRand(data.revenue_cents)}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">
              Accepted and delivered orders, cash and card; before delivery fees.
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
              Average preparation
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-3xl font-bold" data-testid="prep-today">
              {data.average_prep_minutes === null ? '—' : `${data.average_prep_minutes} min`}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">From accepting to ready, today.</p>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2">Today's orders by status</CardTitle>
          <Button asChild size="sm" variant={waiting > 0 ? 'default' : 'outline'}>
            <Link to={href('/restaurant/portal/orders')}>
              {waiting > 0 ? `Answer ${waiting} new order${waiting === 1 ? '' : 's'}` : 'Open the order desk'}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          {data.orders_total === 0 ? (
            <p className="text-sm text-muted-foreground">No orders yet today.</p>
          ) : (
            <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
              {ROWS.map((row) => (
                <div key={row.label} className="flex justify-between gap-2 border-b border-border pb-1">
                  <dt className="text-muted-foreground">{row.label}</dt>
                  <dd className="font-semibold">{count(row.statuses)}</dd>
                </div>
              ))}
            </dl>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
