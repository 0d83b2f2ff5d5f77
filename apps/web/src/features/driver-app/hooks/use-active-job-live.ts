// The job in hand, kept live (docs/decisions/051-driver-screens-follow-their-job.md): every change to it arrives as
// `order.updated` on the driver's own room (the venue marks it ready, it is cancelled, an admin takes the driver off
// or gives it to another driver), the job refetches at once, and when it leaves the screen for any reason but
// this driver's own delivery the driver is told why, so nobody rides to a venue for a job that is gone.
import type { OrderStatus } from '@lekker/core/order-status';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { DriverActiveJob } from '@/api/drivers.ts';
import { queryKeys } from '@/api/query-keys.ts';
import { useRealtimeEvent } from '@/lib/use-realtime.ts';

/** Why a job left the screen, as the last event about it said (null: no event seen, e.g. after a reconnect). */
type LastHeard = { status: OrderStatus; hasDriver: boolean };

/** The text the driver reads when the job in hand went away without them delivering it. */
export function jobEndedText(orderNumber: string, heard: LastHeard | null): string {
  const skip = "Don't go to the venue: you don't need to collect it.";
  if (heard?.status === 'cancelled') return `Order ${orderNumber} was cancelled. ${skip}`;
  if (heard?.hasDriver) return `Order ${orderNumber} was given to another driver. ${skip}`;
  if (heard) return `An admin took you off order ${orderNumber}. ${skip}`;
  return `Order ${orderNumber} is no longer your job: it was cancelled or given to another driver. ${skip}`;
}

/** Orders this page delivered: their leaving the screen is the success, not news (the toast says it). */
const deliveredHere = new Set<string>();
export function noteDeliveredHere(orderId: string): void {
  deliveredHere.add(orderId);
}

export type JobEndedNotice = { orderId: string; text: string };

/**
 * Follows `job` (the current GET /api/driver/job answer; undefined while loading or failed). Returns the notice for a
 * job that went away, until `dismiss` (or a new job) clears it.
 */
export function useActiveJobLive(job: DriverActiveJob | null | undefined) {
  const queryClient = useQueryClient();
  const heard = useRef(new Map<string, LastHeard>());
  const shown = useRef<DriverActiveJob | null>(null);
  const [notice, setNotice] = useState<JobEndedNotice | null>(null);

  useRealtimeEvent((event) => {
    if (event.type !== 'order.updated') return;
    heard.current.set(event.order_id, { status: event.status, hasDriver: event.has_driver });
    // Any change to the job in hand, or news of one while none is shown (an admin handed this driver a job).
    if (!shown.current || shown.current.order_id === event.order_id)
      void queryClient.invalidateQueries({ queryKey: queryKeys.driver.job });
  });

  useEffect(() => {
    if (job === undefined) return;
    const before = shown.current;
    shown.current = job;
    if (job) {
      setNotice(null);
      return;
    }
    if (!before) return;
    const last = heard.current.get(before.order_id) ?? null;
    if (deliveredHere.has(before.order_id) || last?.status === 'delivered') return;
    setNotice({ orderId: before.order_id, text: jobEndedText(before.order_number, last) });
    // The feed is shown again: it may have changed while the job was in hand.
    void queryClient.invalidateQueries({ queryKey: queryKeys.driver.offers });
  }, [job, queryClient]);

  return { notice, dismiss: () => setNotice(null) };
}
