import { BellRing, Volume2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTitleBadge } from '@/lib/use-title-badge.ts';
import { useDeskLive } from '../hooks/use-desk-live.ts';
import { useNewOrderAlarm } from '../hooks/use-new-order-alarm.ts';
import { useNewOrderNotices } from '../hooks/use-new-order-notices.ts';
import { useNewOrders } from '../hooks/use-new-orders.ts';

/**
 * The desk's alerts on every portal page: keeps the venue's orders live, rings until each new order is answered,
 * puts the count in the tab title, and announces arrivals (toast, or a browser notification in a background tab).
 * When the browser blocks sound it shows a button to turn it on.
 */
export function DeskAlerts({ venueId }: { venueId: string }) {
  useDeskLive(venueId);
  const newOrders = useNewOrders(venueId);
  const count = newOrders?.length ?? 0;
  const alarm = useNewOrderAlarm(count > 0);
  useTitleBadge(count);
  useNewOrderNotices(venueId, newOrders);

  if (count === 0) return null;
  const waiting = `${count} new order${count === 1 ? '' : 's'} waiting`;
  return (
    <Alert
      variant="warning"
      className="mb-4 flex flex-wrap items-center gap-3"
      data-testid="desk-alarm"
      data-ringing={alarm.ringing ? 'true' : 'false'}
    >
      <BellRing aria-hidden="true" className="motion-safe:animate-pulse" />
      <p role="status" className="font-semibold">
        {waiting}
        {alarm.ringing ? <span className="sr-only"> (alarm sounding)</span> : null}
      </p>
      {alarm.blocked ? (
        <Button size="sm" onClick={alarm.unlock} className="ml-auto">
          <Volume2 aria-hidden="true" />
          Turn on order sound
        </Button>
      ) : null}
    </Alert>
  );
}
