import { checkDeliveryCode } from '@lekker/core/driver';
import { AppError, conflict, notFound, unprocessable } from '../../domain/errors.ts';
import type { Policy } from '../../domain/policy.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { MoveOrder } from '../orders/order-transitions.ts';
import type { OrderRecord } from '../orders/orders.repository.ts';
import type { DataAccess } from '../repositories.ts';

/** 423: the pick-up code is locked after 5 wrong tries, as the driver's delivery code is. */
const codeLocked = (seconds: number) =>
  new AppError(
    423,
    'locked',
    `Too many wrong codes. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  );

/**
 * Collect it yourself at the desk (docs/decisions/068-collect-it-yourself.md): the venue hands a ready collection
 * over with the customer's 4-digit pick-up code — ready → delivered ("collected") as the restaurant, a Cash on
 * Delivery one with its total taken at the counter. Wrong codes are counted under the order row's lock and lock
 * the code for a minute after 5, as the driver's delivery code is (decision 044).
 */
export function createCollectionService(deps: {
  data: DataAccess;
  policy: Policy;
  move: MoveOrder;
  clock: () => Date;
}) {
  const { data } = deps;

  async function venueOrder(viewer: Viewer, id: string): Promise<OrderRecord> {
    const o = await data.orders.findById(id);
    if (!o || !(await deps.policy.canManageRestaurant(viewer, o.restaurantId)))
      throw notFound('Order not found.');
    return o;
  }

  return {
    async handOver(viewer: Viewer, id: string, code: string): Promise<OrderRecord> {
      const o = await venueOrder(viewer, id);
      if (o.fulfilment !== 'collection')
        throw conflict(`Order ${o.orderNumber} is delivered by a driver: the driver completes it.`);
      // Handed over already (another device, a double tap): the order as it is.
      if (o.status === 'delivered') return o;
      if (o.status !== 'ready')
        throw conflict(`Order ${o.orderNumber} is not ready yet: mark it ready before handing it over.`);
      const now = deps.clock();
      const check = await data.withTransaction(async (r) => {
        const state = await r.collection.lockPickupCode(o.id);
        if (!state) return undefined;
        const judged = checkDeliveryCode(state, code, now);
        if (judged.outcome === 'wrong')
          await r.collection.recordPickupCodeFailure(o.id, judged.attempts, judged.lockedUntil);
        return judged;
      });
      if (!check) {
        const current = (await data.orders.findById(o.id)) ?? o;
        if (current.status === 'delivered') return current;
        throw conflict('The order changed meanwhile. Please reload and try again.');
      }
      if (check.outcome === 'locked') throw codeLocked(check.retryAfterSeconds);
      if (check.outcome === 'wrong') {
        if (check.lockedUntil)
          throw codeLocked(Math.ceil((check.lockedUntil.getTime() - now.getTime()) / 1000));
        throw unprocessable(
          `Wrong code. ${check.attemptsLeft} ${check.attemptsLeft === 1 ? 'try' : 'tries'} left.`,
          { code: 'Wrong code' },
        );
      }
      // Cash on Delivery: the customer pays the total at the counter.
      const cash = o.paymentMethod === 'cash' ? { cashCollectedCents: o.totalCents } : {};
      return deps.move(o, 'delivered', { id: viewer.user.id, role: 'restaurant' }, cash, 'collected');
    },
  };
}
export type CollectionService = ReturnType<typeof createCollectionService>;
