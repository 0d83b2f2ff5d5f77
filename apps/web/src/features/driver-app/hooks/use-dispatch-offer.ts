// The dispatcher's offer to this driver (docs/decisions/063-dispatch-rules-and-weights.md): fetched, then refetched
// on every offers.changed push to the driver's room; a new offer plays the chime.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { dispatchOfferQuery } from '@/api/drivers.ts';
import { queryKeys } from '@/api/query-keys.ts';
import { useRealtimeEvent } from '@/lib/use-realtime.ts';
import { playOfferSound } from '../offer-sound.ts';

export function useDispatchOffer(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery(dispatchOfferQuery(enabled));
  useRealtimeEvent((event) => {
    if (event.type === 'offers.changed')
      void queryClient.invalidateQueries({ queryKey: queryKeys.driver.offer });
  });
  const shown = useRef<string | null>(null);
  const offer = query.data?.offer ?? null;
  useEffect(() => {
    const key = offer ? `${offer.job.order_id}:${offer.wave}` : null;
    if (key && key !== shown.current) playOfferSound();
    shown.current = key;
  }, [offer]);
  return query;
}

const secondsUntil = (expiresAt: string, windowSeconds: number) =>
  Math.max(0, Math.min(windowSeconds, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000)));

/** Whole seconds left until `expiresAt`, ticking each second; never below 0 nor above the window. */
export function useSecondsLeft(expiresAt: string, windowSeconds: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(expiresAt, windowSeconds));
  useEffect(() => {
    const tick = () => setSeconds(secondsUntil(expiresAt, windowSeconds));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt, windowSeconds]);
  return seconds;
}
