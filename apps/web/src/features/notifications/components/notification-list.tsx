import type { Notification } from '@lekker/core/contracts/orders';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { lazyDateFormat } from '@/lib/lazy-date-format.ts';
import { cn } from '@/lib/utils.ts';

export const NO_NOTIFICATIONS_TEXT = 'No notifications yet';

const timeFormat = lazyDateFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

type NotificationListProps = {
  notifications: readonly Notification[];
  loading?: boolean;
  /** Marks one read: 'Mark as read', and opening an unread notification. */
  onMarkRead: (id: string) => void;
  onMarkAllRead?: () => void;
};

/**
 * The bell panel's body: newest first, unread ones marked, each with 'Mark as read'. A notification about an order
 * opens its tracking page (title and text are the link), and opening it marks it read.
 */
export function NotificationList({
  notifications,
  loading,
  onMarkRead,
  onMarkAllRead,
}: NotificationListProps) {
  if (loading) {
    return (
      <p role="status" className="py-6 text-center text-sm text-muted-foreground">
        Loading notifications…
      </p>
    );
  }
  if (notifications.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{NO_NOTIFICATIONS_TEXT}</p>;
  }
  const anyUnread = notifications.some((n) => !n.read);
  return (
    <div className="space-y-2 pt-2">
      {anyUnread && onMarkAllRead ? (
        <div className="flex justify-end">
          <Button variant="link" size="sm" className="h-auto" onClick={onMarkAllRead}>
            Mark all as read
          </Button>
        </div>
      ) : null}
      <ul className="max-h-[60vh] divide-y overflow-y-auto">
        {notifications.map((n) => (
          <li key={n.id} className={cn('flex gap-3 py-3', !n.read && 'font-medium')}>
            <span
              aria-hidden="true"
              className={cn('mt-1.5 size-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-primary')}
            />
            <div className="min-w-0 flex-1 space-y-1 text-sm">
              {n.order_id ? (
                <Link
                  to={`/order-tracking?${new URLSearchParams({ order: n.order_id })}`}
                  onClick={() => {
                    if (!n.read) onMarkRead(n.id);
                  }}
                  className="block rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  data-testid="notification-link"
                >
                  <span className="block font-semibold">
                    {n.title}
                    {n.read ? null : <span className="sr-only"> (unread)</span>}
                  </span>
                  <span className="block wrap-anywhere text-muted-foreground">{n.message}</span>
                </Link>
              ) : (
                <>
                  <p className="font-semibold">
                    {n.title}
                    {n.read ? null : <span className="sr-only"> (unread)</span>}
                  </p>
                  <p className="wrap-anywhere text-muted-foreground">{n.message}</p>
                </>
              )}
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                <time dateTime={n.created_at}>{formatTime(n.created_at)}</time>
                {n.read ? null : (
                  <button
                    type="button"
                    onClick={() => onMarkRead(n.id)}
                    className="inline-flex items-center gap-1 rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <Check aria-hidden="true" className="size-3.5" />
                    Mark as read
                  </button>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
