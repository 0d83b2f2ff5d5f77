import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '@/api/query-keys.ts';
import { useRealtimeEvent, useRealtimeRoom, useRealtimeStatus } from '@/lib/use-realtime.ts';

/**
 * Keeps one venue's desk live over the realtime connection (no polling): the venue's room is followed, every
 * `order.updated` of the venue refetches the desk, and so does coming back after a dropped connection (events
 * sent meanwhile may be lost). Mount it once (the portal layout's DeskAlerts does).
 */
export function useDeskLive(venueId: string): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.portal.desk(venueId) });
  useRealtimeRoom(`restaurant:${venueId}`);
  useRealtimeEvent((event) => {
    if (event.type === 'order.updated' && event.restaurant_id === venueId) refresh();
  });
  const { status } = useConnection();
  const lost = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh is rebuilt each render; the status drives it.
  useEffect(() => {
    if (status === 'reconnecting') lost.current = true;
    else if (status === 'live' && lost.current) {
      lost.current = false;
      refresh();
    }
  }, [status]);
}

/**
 * The realtime connection as the desk sees it: `live` once open, `reconnecting` when it dropped after having been
 * open (or never opened yet: `connecting`).
 */
export function useConnection(): { status: 'live' | 'connecting' | 'reconnecting' } {
  const status = useRealtimeStatus();
  const everOpen = useRef(false);
  if (status === 'open') everOpen.current = true;
  if (status === 'open') return { status: 'live' };
  return { status: everOpen.current ? 'reconnecting' : 'connecting' };
}
