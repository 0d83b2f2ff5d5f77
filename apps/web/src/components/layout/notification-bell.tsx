import { formatBadgeCount } from '@lekker/core/notifications';
import { Bell } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge.tsx';
import { DeferredPopover } from '@/components/ui/deferred-popover.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

type NotificationBellProps = {
  /** Unread notifications; the badge shows '99+' above 99 and hides at 0. */
  count: number;
  /** Clears the list; the Clear All action is disabled without it or when there is nothing to clear. */
  onClearAll?: () => void;
  /** Whether there is anything to clear (default: count above 0). */
  canClear?: boolean;
  /** The panel's list; by default the empty text 'No notifications yet'. */
  children?: ReactNode;
};

/** Calls `close` whenever the location changes (a new location key), not when it mounts (the panel may be opening). */
function CloseOnNavigation({ close }: { close(): void }) {
  const { key } = useLocation();
  const closeRef = useRef(close);
  closeRef.current = close;
  const shownKey = useRef(key);
  useEffect(() => {
    if (key === shownKey.current) return;
    shownKey.current = key;
    closeRef.current();
  }, [key]);
  return null;
}

/** Bell button of the header opening the notification panel (docs/product.md#header). */
export function NotificationBell({
  count,
  onClearAll,
  canClear = count > 0,
  children,
}: NotificationBellProps) {
  const t = useT();
  const label =
    count > 0 ? t('bell.unread', { count: formatBadgeCount(count) ?? String(count) }) : t('bell.title');
  const [open, setOpen] = useState(false);
  const inRouter = useInRouterContext();
  return (
    <DeferredPopover
      open={open}
      onOpenChange={setOpen}
      // Opening a notification goes to its page: the panel closes behind it.
      extra={inRouter ? <CloseOnNavigation close={() => setOpen(false)} /> : null}
      triggerProps={{
        'aria-label': label,
        className:
          'relative inline-flex size-11 items-center justify-center rounded-full text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
      }}
      trigger={
        <>
          <Bell aria-hidden="true" className="size-5" />
          <CountBadge count={count} />
        </>
      }
      contentProps={{
        align: 'end',
        sideOffset: 8,
        'aria-label': t('bell.title'),
        className:
          'z-50 w-[min(22rem,calc(100vw-2rem))] rounded-card border bg-card p-4 text-card-foreground shadow-lg',
      }}
    >
      <div className="flex items-center justify-between gap-2 border-b pb-3">
        <h2 className="text-base font-semibold">{t('bell.title')}</h2>
        <button
          type="button"
          onClick={onClearAll}
          disabled={!onClearAll || !canClear}
          className="rounded-full px-3 py-1 text-sm font-semibold text-primary hover:bg-accent disabled:cursor-not-allowed disabled:text-muted-foreground"
        >
          Clear All
        </button>
      </div>
      {children ?? <p className="py-6 text-center text-sm text-muted-foreground">No notifications yet</p>}
    </DeferredPopover>
  );
}
