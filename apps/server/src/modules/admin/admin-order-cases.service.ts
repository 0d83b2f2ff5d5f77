import { type AdminOrderDetail, EXCEPTION_KINDS, type RefundRequest } from '@lekker/core/contracts/admin';
import type { OrderStatus } from '@lekker/core/order-status';
import { conflict, notFound } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import { type BoardRow, LIVE_STATUSES } from './admin.repository.ts';
import { createAuditedWork, toAuditEntry } from './admin-audited.ts';
import type { AdminConsoleDeps } from './admin-console-deps.ts';
import { toBoardRow } from './board-row.ts';

/** The live board: live orders and those waiting for an admin at the door (could not be delivered, handover to check). */
const BOARD_STATUSES = [...LIVE_STATUSES, 'undeliverable', 'handover_review'] as const;

/** The console's orders: the live board with its exception queue, an order's case file, refund, note, unassign. */
export function createAdminOrderCasesService(deps: AdminConsoleDeps) {
  const { data, repo, clock } = deps;
  const { audited, actorOf } = createAuditedWork(data);
  const toRow = (r: BoardRow, now: Date) => toBoardRow(r, now, deps.unansweredAfterMinutes);

  async function orderOr404(id: string) {
    const o = await data.orders.findById(id);
    if (!o) throw notFound('Order not found.');
    return o;
  }
  return {
    /** The board. `exceptions`: only orders needing an operator, worst (most late) first. */
    async board(q: { q?: string; status?: string; exceptions?: '1' | '0'; refund?: 'owed' }) {
      const now = clock();
      const statuses =
        q.exceptions === '1' || !q.status || q.status === 'live'
          ? q.refund === 'owed' || q.q
            ? undefined
            : BOARD_STATUSES
          : q.status === 'all'
            ? undefined
            : [q.status as OrderStatus];
      const rows = (await repo.board({ statuses, q: q.q, refundOwed: q.refund === 'owed' })).map((r) =>
        toRow(r, now),
      );
      const list =
        q.exceptions === '1'
          ? rows
              .filter((r) => r.exception)
              .sort(
                (a, b) =>
                  (b.minutes_late ?? 0) - (a.minutes_late ?? 0) ||
                  EXCEPTION_KINDS.indexOf(a.exception!) - EXCEPTION_KINDS.indexOf(b.exception!),
              )
          : rows;
      return { orders: list, now: now.toISOString() };
    },

    async detail(id: string): Promise<AdminOrderDetail> {
      const row = await repo.boardRow(id);
      if (!row) throw notFound('Order not found.');
      const o = row.order;
      const [items, events, ledger, refunds, audit, money] = await Promise.all([
        data.orders.itemsOf(id),
        data.orders.eventsOf(id),
        data.ledger.linesOf(id),
        data.refunds.sentOf(id),
        data.audit.search({ targetType: 'order', targetId: id }),
        deps.refunds.refundable(id),
      ]);
      return {
        order: toRow(row, clock()),
        items: items.map((i) => ({ name: i.name, quantity: i.quantity, unit_price_cents: i.unitPriceCents })),
        subtotal_cents: o.subtotalCents,
        discount_cents: o.discountCents,
        delivery_fee_cents: o.deliveryFeeCents,
        tip_cents: o.tipCents,
        paid_cents: money.paid,
        refundable_cents: money.refundable,
        cancel_reason: o.cancelReason,
        events: events.map((e) => ({
          to_status: e.toStatus,
          actor_role: e.actorRole,
          note: e.note,
          at: e.createdAt.toISOString(),
        })),
        ledger: ledger.map((l) => ({
          id: l.id,
          kind: l.kind,
          amount_cents: l.amountCents,
          entry_key: l.entryKey,
          occurred_at: l.occurredAt.toISOString(),
        })),
        refunds: refunds.map((f) => ({
          id: f.id,
          amount_cents: f.amountCents,
          reason: f.reason,
          status: f.status,
          bearer: f.bearer,
          cause: f.cause,
          provider_reference: f.providerReference,
          error: f.error,
          created_at: f.sentAt.toISOString(),
          resolved_at: f.resolvedAt?.toISOString() ?? null,
          resolution: f.resolution,
        })),
        audit: audit.map(toAuditEntry),
        doorstep: {
          leave_at_door: o.leaveAtDoor,
          wait_started_at: o.doorstepWaitStartedAt?.toISOString() ?? null,
          photo_url:
            o.doorstepPhotoPath && deps.signedProof ? await deps.signedProof(o.doorstepPhotoPath) : null,
          note: o.doorstepNote,
        },
      };
    },

    async refund(viewer: Viewer, id: string, input: RefundRequest) {
      await orderOr404(id);
      await deps.refunds.refund(
        {
          orderId: id,
          amountCents: input.amount_cents,
          reason: input.reason,
          idempotencyKey: input.idempotency_key,
          cause: input.cause,
          bearer: input.bearer,
        },
        { id: viewer.user.id, email: viewer.user.email },
      );
      return this.detail(id);
    },

    async note(viewer: Viewer, id: string, note: string) {
      const o = await orderOr404(id);
      await data.audit.append({
        ...actorOf(viewer),
        action: 'order.note',
        targetType: 'order',
        targetId: id,
        summary: note,
        details: { order_number: o.orderNumber },
      });
      return this.detail(id);
    },

    async unassignDriver(viewer: Viewer, id: string, reason: string) {
      const o = await orderOr404(id);
      if (!o.driverId) throw conflict('This order has no driver.');
      const updated = await audited(
        viewer,
        {
          action: 'order.unassign_driver',
          targetType: 'order',
          targetId: id,
          summary: `Took the driver off ${o.orderNumber}: ${reason}`,
          details: { driver_id: o.driverId, reason },
        },
        async (r) => {
          const row = await r.admin.unassignDriver(id);
          if (!row) throw conflict('The driver can only be taken off before pickup.');
          return row;
        },
      );
      // The driver taken off hears it in their own room too (the order's room no longer names them).
      await deps.announce(updated, { statusChanged: false, formerDriverId: o.driverId });
      return this.detail(id);
    },
  };
}
