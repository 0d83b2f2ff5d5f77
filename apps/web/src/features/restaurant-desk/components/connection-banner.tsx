import { Wifi, WifiOff } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { formatClock } from '../desk-format.ts';
import { useConnection } from '../hooks/use-desk-live.ts';

/** Live / connecting / "Reconnecting… last synced 14:05": whether what the desk shows can be trusted. */
export function ConnectionBanner({ syncedAt }: { syncedAt: number | null }) {
  const { status } = useConnection();
  const synced = syncedAt ? `Last synced ${formatClock(syncedAt)}` : 'Not synced yet';
  if (status === 'live')
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="desk-connection">
        <Wifi aria-hidden="true" className="size-4 text-success" />
        <span className="font-semibold text-foreground">Live</span>
        <span aria-hidden="true">·</span>
        {synced}
      </p>
    );
  return (
    <Alert variant="warning" role="status" className="flex items-center gap-2" data-testid="desk-connection">
      <WifiOff aria-hidden="true" />
      <span>
        <strong>{status === 'reconnecting' ? 'Reconnecting…' : 'Connecting…'}</strong> {synced}. New orders
        appear once the connection is back; actions wait until then.
      </span>
    </Alert>
  );
}
