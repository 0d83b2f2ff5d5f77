import { DRIVER_RADIUS_KM } from '@lekker/core/constants';
import { DRIVER_POSITION_FRESH_MS } from '@lekker/core/driver';
import type { Publish } from '../notifications/notifications.service.ts';
import type { OrderRecord } from '../orders/orders.repository.ts';
import type { DataAccess } from '../repositories.ts';
import { isAcceptable } from './driver-job-views.ts';

/**
 * Pushes the job feed: when an order opens (confirmed, preparing, ready, unassigned) the online drivers with a fresh
 * position within 20 km of its restaurant hear `offers.changed` 'added' on their `driver:` room; when it is taken
 * or cancelled, 'taken' / 'gone', so it leaves their screens at once.
 */
export function createOfferFeed(deps: { data: DataAccess; publish: Publish; clock: () => Date }) {
  return async function orderChanged(o: OrderRecord): Promise<void> {
    let reason: 'added' | 'taken' | 'gone';
    if (isAcceptable(o.status)) reason = o.driverId === null ? 'added' : 'taken';
    else if (o.status === 'cancelled' && o.driverId === null) reason = 'gone';
    else return;
    const restaurant = await deps.data.restaurants.findById(o.restaurantId);
    if (restaurant?.latitude == null || restaurant.longitude == null) return;
    const freshSince = new Date(deps.clock().getTime() - DRIVER_POSITION_FRESH_MS);
    const drivers = await deps.data.drivers.onlineDriversNear(
      { latitude: restaurant.latitude, longitude: restaurant.longitude },
      DRIVER_RADIUS_KM,
      freshSince,
    );
    const at = deps.clock().toISOString();
    await Promise.all(
      drivers
        .filter((id) => id !== o.driverId)
        .map((id) => deps.publish(`driver:${id}`, { type: 'offers.changed', at, order_id: o.id, reason })),
    );
  };
}
