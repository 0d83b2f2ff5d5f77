import { randomInt } from 'node:crypto';
import { generateDeliveryCode } from '@lekker/core/driver';
import type { Fulfilment } from '@lekker/core/order-status';

/**
 * The columns a new order gets for its fulfilment (docs/decisions/068-collect-it-yourself.md): a collection carries
 * its pick-up code from the start (the delivery code's column, attempts and lock), so the customer can show it as
 * soon as the order is placed; a delivery draws its code at pickup, as before.
 */
export function collectionFields(
  collection: boolean,
  random: () => number = () => randomInt(0, 10_000) / 10_000,
): { fulfilment: Fulfilment; deliveryCode?: string } {
  return collection
    ? { fulfilment: 'collection', deliveryCode: generateDeliveryCode(random) }
    : { fulfilment: 'delivery' };
}
