import type { DeskOrder, DeskOrders, RejectOrder } from '@lekker/core/contracts/desk';
import type { OrderSummary } from '@lekker/core/contracts/orders';
import { AUTO_REJECT_REASON, hasReached, rejectionText, suggestedPrepMinutes } from '@lekker/core/desk';
import { canTransition, ORDER_STATUS_LABELS, type OrderStatus } from '@lekker/core/order-status';
import { DELETED_CUSTOMER_NAME } from '@lekker/core/privacy';
import { formatLocalTime, localDate, soldOutTodayUntil, zonedInstant } from '@lekker/core/venue-status';
import { AppError, conflict, notFound, unprocessable } from '../../domain/errors.ts';
import type { Policy } from '../../domain/policy.ts';
import type { Viewer } from '../../domain/viewer.ts';
import { recordOrderOutcome } from '../ledger/ledger-writer.ts';
import type { Announce } from '../orders/order-announcer.ts';
import type { MoveOrder } from '../orders/order-transitions.ts';
import { toOrderSummary } from '../orders/order-views.ts';
import type { OrderRecord } from '../orders/orders.repository.ts';
import type { DataAccess } from '../repositories.ts';
import type { FulfilmentRepository } from './fulfilment.repository.ts';

type DeskRow = Awaited<ReturnType<FulfilmentRepository['deskOrders']>>[number];
type DeskItemRow = Awaited<ReturnType<FulfilmentRepository['deskItems']>>[number];
type DeskEventRow = Awaited<ReturnType<FulfilmentRepository['deskEvents']>>[number];

const MINUTE = 60_000;

/** What the desk's answer to a refused action calls each action. */
const ACTION_NAME: Partial<Record<OrderStatus, string>> = {
  confirmed: 'accepted',
  cancelled: 'rejected',
  preparing: 'marked preparing',
  ready: 'marked ready',
};

/** Whether the order already is where the action would take it: repeating the action changes nothing. */
function alreadyDone(o: OrderRecord, target: OrderStatus): boolean {
  return target === 'cancelled' ? o.status === 'cancelled' : hasReached(o.status, target);
}

/** The 409 a desk reads when the order moved elsewhere first (another device, the customer, the system). */
function movedElsewhere(o: OrderRecord, target: OrderStatus): AppError {
  if (o.status === 'cancelled')
    return conflict(
      `Order ${o.orderNumber} was already cancelled${o.cancelReason ? `: ${o.cancelReason}` : '.'}`,
    );
  return conflict(
    `Order ${o.orderNumber} is already ${ORDER_STATUS_LABELS[o.status].toLowerCase()}: it was updated elsewhere (another device?), so it cannot be ${ACTION_NAME[target] ?? 'changed'} now.`,
  );
}

/** A scheduled order not in the kitchen queue yet: under Scheduled on the desk, not to be accepted yet. */
const waitingForSlot = (o: OrderRecord) => o.scheduledFor !== null && o.releasedAt === null;

const firstName = (name: string | null | undefined) => (name ?? '').trim().split(/\s+/)[0] || 'Customer';

export function toDeskOrder(
  row: DeskRow,
  items: DeskItemRow[],
  events: DeskEventRow[],
  acceptTimeoutMinutes: number,
): DeskOrder {
  const o = row.order;
  const custom = o.customDeliveryData;
  const lines = items.map(({ item, preparationTime }) => ({
    id: item.id,
    menu_item_id: item.menuItemId,
    name: item.name,
    quantity: item.quantity,
    unit_price_cents: item.unitPriceCents,
    special_instructions: item.specialInstructions,
    preparation_time: preparationTime,
  }));
  return {
    id: o.id,
    order_number: o.orderNumber,
    type: o.type,
    status: o.status,
    payment_method: o.paymentMethod,
    fulfilment: o.fulfilment,
    paid: o.paymentMethod === 'payfast' ? o.placedAt !== null : o.cashCollectedCents !== null,
    subtotal_cents: o.subtotalCents,
    discount_cents: o.discountCents,
    delivery_fee_cents: o.deliveryFeeCents,
    total_cents: o.totalCents,
    customer: {
      first_name: row.customerDeleted
        ? DELETED_CUSTOMER_NAME
        : firstName(custom?.customer_name ?? row.customerFullName ?? row.customerName),
      phone: custom?.customer_phone ?? row.customerPhone,
    },
    items: lines,
    special_instructions: o.specialInstructions,
    delivery_address: o.deliveryAddress,
    delivery_location:
      o.deliveryLat !== null && o.deliveryLng !== null
        ? { latitude: o.deliveryLat, longitude: o.deliveryLng }
        : null,
    delivery_distance_km: o.deliveryDistanceKm,
    suggested_prep_minutes: lines.some((l) => l.preparation_time) ? suggestedPrepMinutes(lines) : null,
    preparation_minutes: o.preparationMinutes,
    driver: o.driverId ? { name: row.driverName ?? 'Driver', phone: row.driverPhone } : null,
    custom_delivery: custom
      ? {
          items_requested: custom.items_requested,
          estimated_total_cents: custom.estimated_total_cents ?? null,
          special_notes: custom.special_notes ?? null,
          preferred_delivery_time: custom.preferred_delivery_time ?? null,
          receipt_path: custom.receipt_path,
        }
      : null,
    cancel_code: o.cancelCode,
    cancel_reason: o.cancelReason,
    // A scheduled order's accept timer starts when it enters New (docs/product.md#order-for-later).
    accept_by:
      o.status === 'placed' && o.placedAt && !waitingForSlot(o)
        ? new Date((o.releasedAt ?? o.placedAt).getTime() + acceptTimeoutMinutes * MINUTE).toISOString()
        : null,
    scheduled_for: o.scheduledFor?.toISOString() ?? null,
    release_at: o.releaseAt?.toISOString() ?? null,
    scheduled_waiting: waitingForSlot(o),
    placed_at: o.placedAt?.toISOString() ?? null,
    confirmed_at: o.confirmedAt?.toISOString() ?? null,
    ready_at: o.readyAt?.toISOString() ?? null,
    updated_at: o.updatedAt.toISOString(),
    events: events.map((e) => ({
      from_status: e.fromStatus,
      to_status: e.toStatus,
      actor_role: e.actorRole,
      note: e.note,
      created_at: e.createdAt.toISOString(),
    })),
  };
}

/**
 * The restaurant's order desk: the live list, accept with a preparation time, reject with a reason, preparing,
 * ready — each idempotent (repeating an action answers the order as it is; a different move by someone else first
 * is a readable 409) — and the auto-reject of orders nobody answered in time (docs/decisions/013-order-desk.md).
 */
/** Orders the auto-reject sweep takes per transaction. */
export const AUTO_REJECT_BATCH = 200;

export function createFulfilmentService(deps: {
  data: DataAccess;
  policy: Policy;
  move: MoveOrder;
  announce: Announce;
  clock: () => Date;
  /** Minutes a placed order waits for an answer before the system rejects it. */
  acceptTimeoutMinutes: number;
}) {
  const { data, move, clock } = deps;

  /** The order, if the viewer manages its restaurant; otherwise it does not exist for them. */
  async function restaurantOrder(viewer: Viewer, id: string) {
    const o = await data.orders.findById(id);
    if (!o || !(await deps.policy.canManageRestaurant(viewer, o.restaurantId)))
      throw notFound('Order not found.');
    return o;
  }

  const actor = (viewer: Viewer) => ({ id: viewer.user.id, role: 'restaurant' as const });

  /** One batch of the auto-reject sweep, in one transaction with its ledger lines and outbox rows. */
  function rejectBatch(cutoff: Date, now: Date) {
    return data.withTransaction(async (r) => {
      const rejected = await r.fulfilment.autoRejectUnanswered(
        cutoff,
        now,
        AUTO_REJECT_REASON,
        AUTO_REJECT_BATCH,
      );
      // A paid order's money is in the ledger with its cancellation (docs/decisions/014-money-ledger.md).
      for (const row of rejected) {
        await recordOrderOutcome(r.ledger, row);
        // Its announcement commits with it: a crash before `announce` is retried from the outbox.
        await r.orders.enqueueAnnouncement(row.id, row.status);
      }
      return rejected;
    });
  }

  /**
   * Runs one desk action idempotently: done already → the order as it is; moved elsewhere first → a 409 saying
   * what happened; lost a race → re-read, and either it is done (same answer) or the 409.
   */
  async function act(
    viewer: Viewer,
    id: string,
    target: OrderStatus,
    run: (o: OrderRecord) => Promise<OrderRecord>,
  ): Promise<OrderRecord> {
    const o = await restaurantOrder(viewer, id);
    if (alreadyDone(o, target)) return o;
    // Cancelled, or past the point where this action applies: someone else acted first. (A step skipped ahead,
    // e.g. "ready" on a new order, keeps the status machine's own message from `move`.)
    if (
      o.status === 'cancelled' ||
      (target === 'cancelled' && !canTransition(o.status, target, 'restaurant'))
    )
      throw movedElsewhere(o, target);
    try {
      return await run(o);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 409) throw error;
      const now = (await data.orders.findById(id)) ?? o;
      if (alreadyDone(now, target)) return now;
      if (now.status === o.status) throw error;
      throw movedElsewhere(now, target);
    }
  }

  return {
    /**
     * A suspended venue accepts no new work (docs/decisions/049-suspension-wins.md): its placed orders can only be
     * rejected (or are auto-rejected, refunded); the orders it accepted before the suspension it may still finish.
     */
    confirm(viewer: Viewer, id: string, preparationMinutes: number) {
      return act(viewer, id, 'confirmed', async (o) => {
        await deps.policy.assertVenueChangeable(viewer, o.restaurantId);
        if (waitingForSlot(o))
          throw conflict(
            `Order ${o.orderNumber} is for ${formatLocalTime(o.scheduledFor!, clock())}: it comes to New at ${formatLocalTime(o.releaseAt ?? o.scheduledFor!, clock())}, when you can accept it.`,
          );
        return move(o, 'confirmed', actor(viewer), { preparationMinutes });
      });
    },

    /**
     * Turns an order down with a reason the customer reads. "Item sold out" needs an item of this order; it is
     * sold out on the menu for today too — until the venue's session ends, then back by itself (decision 056) —
     * after the order is cancelled, so a refused rejection changes nothing.
     */
    reject(viewer: Viewer, id: string, input: RejectOrder) {
      return act(viewer, id, 'cancelled', async (o) => {
        let itemName: string | null = null;
        if (input.code === 'item_sold_out') {
          const lines = await data.orders.itemsOf(o.id);
          const line = lines.find((l) => l.menuItemId === input.menu_item_id);
          if (!line)
            throw unprocessable('Choose an item of this order.', {
              menu_item_id: 'Choose an item of this order',
            });
          itemName = line.name;
        }
        const text = rejectionText(input.code, { itemName, note: input.reason });
        const moved = await move(
          o,
          'cancelled',
          actor(viewer),
          { cancelReason: text, cancelCode: input.code },
          text,
        );
        if (input.code === 'item_sold_out' && input.menu_item_id) {
          const now = clock();
          const hours = await data.fulfilment.venueOpeningHours(o.restaurantId);
          await data.fulfilment.markItemSoldOut(
            o.restaurantId,
            input.menu_item_id,
            now,
            soldOutTodayUntil(hours, now),
          );
        }
        return moved;
      });
    },

    markPreparing(viewer: Viewer, id: string) {
      return act(viewer, id, 'preparing', (o) => move(o, 'preparing', actor(viewer)));
    },

    markReady(viewer: Viewer, id: string) {
      return act(viewer, id, 'ready', (o) => move(o, 'ready', actor(viewer)));
    },

    /** The desk of one venue the viewer belongs to: open orders and today's finished ones (Africa/Johannesburg). */
    async desk(viewer: Viewer, restaurantId: string): Promise<DeskOrders> {
      if (!(await deps.policy.canManageRestaurant(viewer, restaurantId)))
        throw notFound('Restaurant not found.');
      const now = clock();
      const rows = await data.fulfilment.deskOrders(restaurantId, zonedInstant(localDate(now), 0));
      const ids = rows.map((r) => r.order.id);
      const [items, events] = await Promise.all([
        data.fulfilment.deskItems(ids),
        data.fulfilment.deskEvents(ids),
      ]);
      return {
        orders: rows.map((row) =>
          toDeskOrder(
            row,
            items.filter((i) => i.item.orderId === row.order.id),
            events.filter((e) => e.orderId === row.order.id),
            deps.acceptTimeoutMinutes,
          ),
        ),
        synced_at: now.toISOString(),
      };
    },

    /**
     * Cancels every order left unanswered for longer than the accept timeout (the scheduler calls it every
     * minute; safe to run on several instances at once) and announces each to the customer and the desk.
     */
    async autoRejectUnanswered(): Promise<number> {
      const now = clock();
      const cutoff = new Date(now.getTime() - deps.acceptTimeoutMinutes * MINUTE);
      let total = 0;
      // Batches of AUTO_REJECT_BATCH, each its own transaction: a backlog never becomes one huge statement.
      for (;;) {
        const rows = await rejectBatch(cutoff, now);
        for (const row of rows) await deps.announce(row);
        total += rows.length;
        if (rows.length < AUTO_REJECT_BATCH) return total;
      }
    },

    async restaurantOrders(viewer: Viewer, restaurantId: string): Promise<OrderSummary[]> {
      if (!(await deps.policy.canManageRestaurant(viewer, restaurantId)))
        throw notFound('Restaurant not found.');
      const rows = await data.orders.listForRestaurant(restaurantId);
      const items = await data.orders.itemsOfMany(rows.map((r) => r.order.id));
      return rows.map(({ order, restaurant }) =>
        toOrderSummary(
          order,
          restaurant,
          items.filter((i) => i.orderId === order.id),
          false,
        ),
      );
    },
  };
}
export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
