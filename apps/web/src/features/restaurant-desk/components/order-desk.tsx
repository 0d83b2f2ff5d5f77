import type { DeskOrder } from '@lekker/core/contracts/desk';
import { DESK_COLUMN_LABELS, DESK_COLUMNS, type DeskColumn, deskColumn } from '@lekker/core/desk';
import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { deskQueryOptions } from '@/api/restaurant-portal.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { usePortalVenue } from '@/lib/portal-venue.tsx';
import { useNow } from '@/lib/use-now.ts';
import { cn } from '@/lib/utils.ts';
import { CollectionFilter } from './collection-parts.tsx';
import { ConnectionBanner } from './connection-banner.tsx';
import { DeskOrderCard } from './desk-order-card.tsx';
import { DeskOrderDetail } from './desk-order-detail.tsx';
import { NotificationToggle } from './notification-toggle.tsx';

/** The desk's tabs: Scheduled (orders for later not in the kitchen queue yet) before the status columns. */
type DeskTab = 'scheduled' | DeskColumn;
const TABS: readonly DeskTab[] = ['scheduled', ...DESK_COLUMNS];

const EMPTY: Record<DeskColumn, string> = {
  new: 'No new orders. They appear here the moment a customer orders, with a sound.',
  preparing: 'Nothing in the kitchen right now.',
  ready: 'No orders waiting for a driver.',
  out: 'No orders on the road.',
  done: 'Nothing finished or cancelled today yet.',
};

function byColumn(orders: DeskOrder[]): Record<DeskTab, DeskOrder[]> {
  const columns = Object.fromEntries(TABS.map((c) => [c, [] as DeskOrder[]])) as Record<DeskTab, DeskOrder[]>;
  for (const order of orders) {
    const column = order.scheduled_waiting ? 'scheduled' : deskColumn(order.status);
    if (column) columns[column].push(order);
  }
  // New and in-kitchen orders oldest first (first come, first served); the rest newest first.
  for (const c of ['new', 'preparing', 'ready'] as const) columns[c].reverse();
  // Scheduled by their slot, soonest first.
  columns.scheduled.sort((a, b) => (a.scheduled_for ?? '').localeCompare(b.scheduled_for ?? ''));
  return columns;
}

/**
 * The order desk of the selected venue: tabs New / Preparing / Ready for pickup / Out for delivery / Done, the
 * chosen order's detail beside the list (one pane at a time on a phone), live over the realtime connection.
 */
export function OrderDesk() {
  const { venue } = usePortalVenue();
  const desk = useQuery(deskQueryOptions(venue.id));
  const t = useT();
  const [tab, setTab] = useState<DeskTab>('new');
  const tabLabel = (c: DeskTab) => (c === 'scheduled' ? t('ordering.desk.scheduled') : DESK_COLUMN_LABELS[c]);
  const emptyText = (c: DeskTab) => (c === 'scheduled' ? t('ordering.desk.scheduledEmpty') : EMPTY[c]);
  // A notification's link (?order=) opens that order's detail.
  const [params] = useSearchParams();
  const [selectedId, setSelectedId] = useState<string | null>(params.get('order'));
  const now = useNow(1000);
  // Collections shown apart on request (decision 068).
  const [collectionsOnly, setCollectionsOnly] = useState(false);
  const collections = (desk.data?.orders ?? []).filter((o) => o.fulfilment === 'collection');
  const columns = useMemo(() => {
    const list = desk.data?.orders ?? [];
    return byColumn(collectionsOnly ? list.filter((o) => o.fulfilment === 'collection') : list);
  }, [desk.data, collectionsOnly]);
  const selected = desk.data?.orders.find((o) => o.id === selectedId) ?? null;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ConnectionBanner syncedAt={desk.dataUpdatedAt || null} />
        <NotificationToggle />
      </div>

      {desk.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only">Loading orders…</span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : desk.isError ? (
        <Alert variant="destructive" role="alert" className="space-y-3">
          <p>We couldn't load the orders: {desk.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void desk.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className={cn(selected && 'hidden md:block')}>
            <CollectionFilter
              checked={collectionsOnly}
              count={collections.length}
              onChange={setCollectionsOnly}
            />
            <Tabs.Root value={tab} onValueChange={(v) => setTab(v as DeskTab)}>
              <Tabs.List
                aria-label="Orders by status"
                className="scrollbar-none -mx-4 flex gap-1 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-wrap md:px-0"
              >
                {TABS.map((c) => (
                  <Tabs.Trigger
                    key={c}
                    value={c}
                    className="shrink-0 rounded-full border border-border px-3 py-1.5 text-sm font-medium text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
                  >
                    {tabLabel(c)} ({columns[c].length})
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {TABS.map((c) => (
                <Tabs.Content
                  key={c}
                  value={c}
                  className="mt-2 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {columns[c].length === 0 ? (
                    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
                      <Inbox aria-hidden="true" className="size-8" />
                      {emptyText(c)}
                    </div>
                  ) : (
                    <ul className="space-y-2">
                      {columns[c].map((order) => (
                        <li key={order.id}>
                          <DeskOrderCard
                            order={order}
                            now={now}
                            selected={order.id === selectedId}
                            onSelect={() => setSelectedId(order.id)}
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </div>
          <div className={cn(!selected && 'hidden md:block')}>
            {selected ? (
              <DeskOrderDetail
                key={selected.id}
                venueId={venue.id}
                order={selected}
                onBack={() => setSelectedId(null)}
                onMoved={(status) => {
                  const column = deskColumn(status);
                  if (column) setTab(column);
                }}
              />
            ) : (
              <p className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
                Choose an order to see its details.
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
