import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useNotificationPermission } from '../hooks/use-new-order-notices.ts';

/** Asks for browser notifications (new orders while the tab is in the background); says where it stands. */
export function NotificationToggle() {
  const { permission, request } = useNotificationPermission();
  if (permission === 'unsupported') return null;
  if (permission === 'granted')
    return (
      <p className="text-sm text-muted-foreground">Notifications on for new orders in the background.</p>
    );
  if (permission === 'denied')
    return (
      <p className="text-sm text-muted-foreground">
        Notifications are blocked in this browser; the sound and the tab title still show new orders.
      </p>
    );
  return (
    <Button variant="outline" size="sm" onClick={request}>
      <Bell aria-hidden="true" />
      Notify me of new orders
    </Button>
  );
}
