import { NotificationBell } from '@/components/layout/notification-bell.tsx';
import { useNotificationCenter } from '../hooks/use-notification-center.ts';
import { NotificationList } from './notification-list.tsx';

/**
 * The bell with its panel: the unread count, the list, mark read and clear. `enabled` is whether someone is signed
 * in (visitors get an empty panel and no requests).
 */
export function NotificationCenter({ enabled }: { enabled: boolean }) {
  const center = useNotificationCenter(enabled);
  return (
    <NotificationBell
      count={center.unread}
      onClearAll={center.clearAll}
      canClear={center.notifications.length > 0}
    >
      <NotificationList
        notifications={center.notifications}
        loading={center.loading}
        onMarkRead={center.markRead}
        onMarkAllRead={center.markAllRead}
      />
    </NotificationBell>
  );
}
