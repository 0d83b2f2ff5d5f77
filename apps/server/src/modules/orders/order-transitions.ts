import {
  canTransition,
  ORDER_STATUS_LABELS,
  type OrderActor,
  type OrderStatus,
} from '@lekker/core/order-status';
import { type AppError, conflict } from '../../domain/errors.ts';
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
 * the status and its event commit together only if nobody moved it meanwhile (409 otherwise), then it is announced.
 */
export function createOrderTransitions(deps: { data: DataAccess; announce: Announce }) {
  return async function move(
    o: OrderRecord,
    to: OrderStatus,
    actor: { id: string | null; role: OrderActor },
    extra: TransitionExtra = {},
    note?: string,
  ): Promise<OrderRecord> {
    if (!canTransition(o.status, to, actor.role)) throw illegal(o, to);
    const moved = await deps.data.withTransaction((r) =>
      r.orders.transition(o.id, o.status, to, actor, extra, note),
    );
    if (!moved) throw conflict('The order changed meanwhile. Please reload and try again.');
    await deps.announce(moved);
    return moved;
  };
}
export type MoveOrder = ReturnType<typeof createOrderTransitions>;
