import {
  canTransition,
  ORDER_STATUS_LABELS,
  type OrderActor,
  type OrderStatus,
} from '@lekker/core/order-status';
import { type AppError, conflict } from '../../domain/errors.ts';
import { recordFailedTrip, recordOrderOutcome } from '../ledger/ledger-writer.ts';
import type { DataAccess } from '../repositories.ts';
import type { Announce } from './order-announcer.ts';
import type { OrderRecord, OrdersRepository } from './orders.repository.ts';

export type TransitionExtra = Parameters<OrdersRepository['transition']>[4];

function illegal(o: OrderRecord, to: OrderStatus): AppError {
  return conflict(
    `This order is ${ORDER_STATUS_LABELS[o.status].toLowerCase()}: it cannot be marked ${ORDER_STATUS_LABELS[to].toLowerCase()} now.`,
  );
}

/**
 * The one way an order changes status, whoever acts: the shared status machine decides whether `actor` may move it,
 * the status, its event and its ledger lines commit together only if nobody moved it meanwhile (409 otherwise), then
 * it is announced.
 */
export function createOrderTransitions(deps: { data: DataAccess; announce: Announce }) {
  return async function move(
    o: OrderRecord,
    to: OrderStatus,
    actor: { id: string | null; role: OrderActor },
    extra: TransitionExtra = {},
    note?: string,
  ): Promise<OrderRecord> {
    if (!canTransition(o.status, to, actor.role, o.fulfilment)) throw illegal(o, to);
    const moved = await deps.data.withTransaction(async (r) => {
      const row = await r.orders.transition(o.id, o.status, to, actor, extra, note);
      // A delivered or paid-then-cancelled order's money is in the ledger as soon as its status is.
      if (row && (to === 'delivered' || to === 'cancelled')) await recordOrderOutcome(r.ledger, row);
      // A failed delivery's trip is paid to its driver at once (decision 064).
      if (row && to === 'undeliverable') await recordFailedTrip(r.ledger, row);
      return row;
    });
    if (!moved) throw conflict('The order changed meanwhile. Please reload and try again.');
    await deps.announce(moved);
    return moved;
  };
}
export type MoveOrder = ReturnType<typeof createOrderTransitions>;
