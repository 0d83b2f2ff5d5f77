import type { OrderSubstitutions, ProposeSubstitutionRequest } from '@lekker/core/contracts/substitutions';
import { formatRand } from '@lekker/core/money';
import {
  offeredUnitCents,
  recomputeCashTotals,
  resolveUnanswered,
  SUBSTITUTION_ANSWER_MS,
  type SubstitutionOutcome,
  type SubstitutionStatus,
  substitutionExpiresAt,
  substitutionMoney,
  substitutionOpen,
} from '@lekker/core/substitution';
import type { Logger } from 'pino';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, badRequest, conflict, notFound } from '../../domain/errors.ts';
import type { Policy } from '../../domain/policy.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { RefundsService } from '../ledger/refunds.service.ts';
import type { Messaging } from '../messaging/messaging.port.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { OrderRecord } from '../orders/orders.repository.ts';
import type { DataAccess } from '../repositories.ts';
import { toSubstitution } from './substitution-view.ts';
import type { SubstitutionRecord } from './substitutions.repository.ts';

type Actor = { id: string | null; role: 'restaurant' | 'customer' | 'system' };

/**
 * Grocery substitutions (docs/decisions/070-grocery-substitutions.md): the store marks a line unavailable while
 * packing and proposes a replacement (or refunds it); the customer answers within 3 minutes (server clock), else
 * their rule applies, once. The money follows: a paid order is refunded the difference through the refund port (the
 * venue bears it), a cash order's total is recomputed.
 */
export function createSubstitutionsService(deps: {
  data: DataAccess;
  policy: Pick<Policy, 'canManageRestaurant' | 'assertVenueChangeable'>;
  refunds: Pick<RefundsService, 'refund'>;
  notifications: Pick<NotificationsService, 'notify'>;
  messaging: Messaging;
  /** The live event to everyone following the order (its status unchanged). */
  announce: (order: OrderRecord) => Promise<void>;
  clock: () => Date;
  logger: Pick<Logger, 'error' | 'warn'>;
  answerMs?: number;
}) {
  const { data } = deps;
  const answerMs = deps.answerMs ?? SUBSTITUTION_ANSWER_MS;

  async function view(o: OrderRecord): Promise<OrderSubstitutions> {
    const [restaurant, lines, rows] = await Promise.all([
      data.orders.findRestaurant(o.restaurantId),
      data.substitutions.linesOf(o.id),
      data.substitutions.ofOrder(o.id),
    ]);
    return {
      order_id: o.id,
      grocery: restaurant?.kind === 'grocery',
      payment_method: o.paymentMethod,
      lines: lines.map((l) => ({
        order_item_id: l.id,
        name: l.name,
        quantity: l.quantity,
        unit_price_cents: l.unitPriceCents,
        preference: l.preference,
        substitute_item_id: l.substituteItemId,
        substitute_name: l.substituteName ?? null,
      })),
      substitutions: rows.map(toSubstitution),
    };
  }

  async function deskOrder(viewer: Viewer, id: string) {
    const o = await data.orders.findById(id);
    if (o?.type !== 'food' || !(await deps.policy.canManageRestaurant(viewer, o.restaurantId)))
      throw notFound('Order not found.');
    return o;
  }

  async function customerOrder(viewer: Viewer, id: string) {
    const o = await data.orders.findById(id);
    if (!o || o.customerId !== viewer.user.id) throw notFound('Order not found.');
    return o;
  }

  /** Tells everyone following the order; failures never undo the change. */
  async function tell(o: OrderRecord, sub: SubstitutionRecord) {
    try {
      const fresh = (await data.orders.findById(o.id)) ?? o;
      await deps.announce(fresh);
      if (sub.status !== 'proposed') return;
      const replacement = sub.proposedName ?? '';
      await deps.notifications.notify(o.customerId, {
        title: 'Replacement suggested',
        message: `${sub.originalName} is unavailable. The store suggests ${replacement} (${formatRand(sub.offeredUnitCents ?? 0)}). Accept or decline within 3 minutes.`,
        orderId: o.id,
      });
      await deps.messaging.send(
        {
          key: `order:${o.id}:substitution:${sub.id}`,
          template: 'order_substitution',
          params: { order_number: o.orderNumber, item: sub.originalName, replacement },
          purpose: 'transactional',
          url: `/order-tracking?order=${o.id}`,
          orderId: o.id,
        },
        { userId: o.customerId },
      );
    } catch (error) {
      deps.logger.error({ err: error, orderId: o.id }, 'announcing a substitution failed');
    }
  }

  /** Sends the difference of a paid order back (once per substitution: its key), the venue bearing it. */
  async function refundDifference(o: OrderRecord, sub: SubstitutionRecord) {
    if (o.paymentMethod !== 'payfast' || sub.creditCents <= 0) return;
    try {
      await deps.refunds.refund(
        {
          orderId: o.id,
          amountCents: sub.creditCents,
          reason:
            sub.outcome === 'replaced'
              ? `Replacement for ${sub.originalName} costs less`
              : `${sub.originalName} unavailable`,
          idempotencyKey: `substitution:${sub.id}`,
          bearer: 'venue',
          origin: 'substitution',
        },
        { id: null, email: null },
      );
    } catch (error) {
      // A refund PayFast refused stays failed on the order for an admin's retry (decision 045).
      deps.logger.error({ err: error, orderId: o.id, substitutionId: sub.id }, 'substitution refund failed');
    }
  }

  /**
   * Closes a proposal once, with its line and the money, in one transaction under the order's lock: a second
   * answer, a late one or another sweep finds it closed (undefined) and changes nothing.
   */
  async function close(
    sub: SubstitutionRecord,
    status: Exclude<SubstitutionStatus, 'proposed'>,
    outcome: SubstitutionOutcome,
    actor: Actor,
  ) {
    const at = deps.clock();
    const closed = await data.withTransaction(async (r) => {
      const o = (await r.refunds.lockOrder(sub.orderId))!;
      const money = substitutionMoney({
        outcome,
        originalUnitCents: sub.originalUnitCents,
        offeredUnitCents: sub.offeredUnitCents ?? 0,
        quantity: sub.quantity,
      });
      const row = await r.substitutions.close(sub.id, { status, outcome, ...money, at });
      if (!row) return undefined;
      const replaced = outcome === 'replaced' && sub.proposedName !== null;
      if (o.paymentMethod === 'cash') {
        // What the driver collects follows the lines: the new price, or nothing for a line taken out.
        await r.substitutions.setLine(sub.orderItemId, {
          name: replaced ? sub.proposedName! : sub.originalName,
          unitPriceCents: money.unitCents,
        });
        const lines = await r.substitutions.linesOf(o.id);
        await r.substitutions.setTotals(o.id, recomputeCashTotals({ ...o, lines }), at);
      } else {
        // A paid order keeps what was charged; the difference goes back as a refund.
        if (replaced)
          await r.substitutions.setLine(sub.orderItemId, {
            name: sub.proposedName!,
            unitPriceCents: sub.originalUnitCents,
          });
        await r.substitutions.touch(o.id, at);
      }
      const what = replaced ? `replaced by ${sub.proposedName}` : 'taken out';
      await r.substitutions.note(o, actor, `substitution ${status}: ${sub.originalName} ${what}`, at);
      return { row, order: o };
    });
    if (!closed) return undefined;
    await refundDifference(closed.order, closed.row);
    await tell(closed.order, closed.row);
    return closed.row;
  }

  return {
    async forDesk(viewer: Viewer, orderId: string) {
      return view(await deskOrder(viewer, orderId));
    },
    async forCustomer(viewer: Viewer, orderId: string) {
      return view(await customerOrder(viewer, orderId));
    },

    /** The store marks a line unavailable while packing: a replacement to offer, or `null` to refund it now. */
    async propose(viewer: Viewer, orderId: string, input: ProposeSubstitutionRequest) {
      const o = await deskOrder(viewer, orderId);
      await deps.policy.assertVenueChangeable(viewer, o.restaurantId);
      if (o.status !== 'preparing')
        throw conflict('Items can be replaced only while the order is being packed.');
      const restaurant = await data.orders.findRestaurant(o.restaurantId);
      if (restaurant?.kind !== 'grocery') throw conflict('Substitutions are for grocery orders.');
      const line = (await data.substitutions.linesOf(o.id)).find((l) => l.id === input.order_item_id);
      if (!line) throw notFound('That item is not on this order.');
      const earlier = (await data.substitutions.ofOrder(o.id)).filter((s) => s.orderItemId === line.id);
      if (earlier.some((s) => s.status === 'proposed'))
        throw new AppError(
          409,
          'substitution_closed',
          'A replacement for this item is waiting for the customer.',
        );
      if (earlier.length > 0) throw conflict('This item was already replaced or refunded.');
      const at = deps.clock();
      const base = {
        orderId: o.id,
        orderItemId: line.id,
        originalName: line.name,
        originalUnitCents: line.unitPriceCents,
        quantity: line.quantity,
        proposedBy: viewer.user.id,
        createdAt: at,
        expiresAt: substitutionExpiresAt(at, answerMs),
      };
      const actor = { id: viewer.user.id, role: 'restaurant' as const };
      if (input.proposed_item_id === null) {
        const row = await data.substitutions.insert(base);
        await close(row, 'removed', 'removed', actor);
        return view((await data.orders.findById(o.id)) ?? o);
      }
      const item = await data.substitutions.storeItem(o.restaurantId, input.proposed_item_id);
      if (!item)
        throw badRequest('Choose one of this store’s items.', { proposed_item_id: 'Not in this store' });
      if (item.id === line.menuItemId)
        throw badRequest('Choose another item than the one that is unavailable.');
      let row: SubstitutionRecord;
      try {
        row = await data.substitutions.insert({
          ...base,
          proposedItemId: item.id,
          proposedName: item.name,
          offeredUnitCents: offeredUnitCents(o.paymentMethod, line.unitPriceCents, item.priceCents),
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError(
            409,
            'substitution_closed',
            'A replacement for this item is waiting for the customer.',
          );
        throw error;
      }
      await tell(o, row);
      return view(o);
    },

    /** The customer's answer, within the 3 minutes; a late one is refused (409) and the rule applies instead. */
    async answer(viewer: Viewer, orderId: string, input: { substitution_id: string; accept: boolean }) {
      const o = await customerOrder(viewer, orderId);
      const sub = await data.substitutions.byId(input.substitution_id);
      if (!sub || sub.orderId !== o.id || sub.status !== 'proposed')
        throw new AppError(409, 'substitution_closed', 'This replacement was already settled.');
      if (!substitutionOpen(sub.expiresAt, deps.clock()))
        throw new AppError(
          409,
          'substitution_expired',
          'The 3 minutes to answer are over: your choice for this item was applied.',
        );
      const closed = await close(
        sub,
        input.accept ? 'accepted' : 'declined',
        input.accept ? 'replaced' : 'removed',
        { id: viewer.user.id, role: 'customer' },
      );
      if (!closed) throw new AppError(409, 'substitution_closed', 'This replacement was already settled.');
      return view((await data.orders.findById(o.id)) ?? o);
    },

    /**
     * The sweep: proposals past their 3 minutes get the customer's rule, each once (the conditional close), and
     * refunds a crash left unsent go out with their key. Safe on several instances at once. Answers how many closed.
     */
    async expireDue(): Promise<number> {
      let closedCount = 0;
      for (const sub of await data.substitutions.dueAt(deps.clock())) {
        const line = (await data.substitutions.linesOf(sub.orderId)).find((l) => l.id === sub.orderItemId);
        const outcome = resolveUnanswered({
          preference: line?.preference ?? 'best_match',
          substituteItemId: line?.substituteItemId ?? null,
          proposedItemId: sub.proposedItemId,
        });
        if (await close(sub, 'expired', outcome, { id: null, role: 'system' })) closedCount++;
      }
      for (const missing of await data.substitutions.refundsMissing()) {
        const [o, sub] = await Promise.all([
          data.orders.findById(missing.orderId),
          data.substitutions.byId(missing.id),
        ]);
        if (o && sub) await refundDifference(o, sub);
      }
      return closedCount;
    },
  };
}
export type SubstitutionsService = ReturnType<typeof createSubstitutionsService>;
