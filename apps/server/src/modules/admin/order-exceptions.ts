import type { ExceptionKind } from '@lekker/core/contracts/admin';
import type { OrderStatus } from '@lekker/core/order-status';
import { isLive } from '@lekker/core/order-status';

/** How long a venue has to answer a placed order before it is an exception (minutes; OPS_UNANSWERED_MINUTES). */
export const UNANSWERED_AFTER_MIN = 5;
/** How long a ready order may wait for a driver. */
export const NO_DRIVER_AFTER_MIN = 5;
/** How long a picked-up order may be on the road. */
export const ON_ROAD_TOO_LONG_MIN = 30;
/** The promise when a venue states no delivery time (the list's default upper bound). */
export const DEFAULT_DELIVERY_MIN = 35;

export type ExceptionInput = {
  status: OrderStatus;
  driverId: string | null;
  /** A collection waits for its customer, never for a driver (decision 068). */
  fulfilment?: 'delivery' | 'collection';
  placedAt: Date | null;
  readyAt: Date | null;
  pickedUpAt: Date | null;
  /** The venue's stated delivery time (upper bound, minutes). */
  deliveryMinutes: number | null;
};

const minutesSince = (t: Date, now: Date) => Math.floor((now.getTime() - t.getTime()) / 60_000);

/** When the customer was promised the order: placed + the venue's delivery time. */
export function promisedAt(o: ExceptionInput): Date | null {
  if (!o.placedAt) return null;
  return new Date(o.placedAt.getTime() + (o.deliveryMinutes ?? DEFAULT_DELIVERY_MIN) * 60_000);
}

/**
 * Why a live order needs an operator, most specific first: it could not be delivered, the venue has not answered, it is ready with no driver,
 * it has been on the road too long, or simply past its promised time. Finished orders are never exceptions.
 */
export function orderException(
  o: ExceptionInput,
  now: Date,
  unansweredAfterMin = UNANSWERED_AFTER_MIN,
): ExceptionKind | null {
  // The driver could not hand it over: an admin decides (docs/product.md#when-the-door-does-not-open).
  if (o.status === 'undeliverable') return 'undeliverable';
  if (o.status === 'handover_review') return 'handover_review';
  if (o.status === 'placed' && o.placedAt && minutesSince(o.placedAt, now) >= unansweredAfterMin)
    return 'unanswered';
  if (
    o.status === 'ready' &&
    o.fulfilment !== 'collection' &&
    !o.driverId &&
    o.readyAt &&
    minutesSince(o.readyAt, now) >= NO_DRIVER_AFTER_MIN
  )
    return 'no_driver';
  if (o.status === 'picked_up' && o.pickedUpAt && minutesSince(o.pickedUpAt, now) >= ON_ROAD_TOO_LONG_MIN)
    return 'picked_up_too_long';
  const live = isLive(o.status);
  const promise = promisedAt(o);
  if (live && promise && now > promise) return 'late';
  return null;
}

/** Minutes past the promise (negative while on time); null before the order is placed. */
export function minutesLate(o: ExceptionInput, now: Date): number | null {
  const promise = promisedAt(o);
  return promise ? Math.floor((now.getTime() - promise.getTime()) / 60_000) : null;
}
