import {
  REFUND_CAUSE_LABELS,
  type RefundBearer,
  type RefundCause,
  refundBearerOf,
} from '@lekker/core/contracts/refund-bearer';
import { resolveLocale } from '@lekker/core/locales';
import { formatRand } from '@lekker/core/money';
import type { Logger } from 'pino';
import { AppError, badRequest, conflict, notFound } from '../../domain/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { refundMail, venueRefundMail } from '../mail/templates.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RefundGateway, RefundOutcome } from '../payments/payfast-refunds.ts';
import type { DataAccess } from '../repositories.ts';
import { recordRefund } from './ledger-writer.ts';
import { planRefund, type RefundStep, refundableCents } from './refund-plan.ts';
import type { RefundRecord, RefundsRepository } from './refunds.repository.ts';

export type RefundActor = { id: string | null; email: string | null };

/** Who bore a refund that went through, for the venue's notice (docs/decisions/050-refund-bearer.md). */
export type VenuePart = { bearer: RefundBearer; cause: RefundCause | null; venueShareCents: number };

/**
 * Money going back to a customer (docs/decisions/026-one-refunds-story.md), through the one refund port (PayFast's
 * API, or the simulator in development): idempotent by the request's key, never more than all the order's
 * payments brought in minus what was already sent, refunds owed settled first, written to the ledger and the audit
 * log, and announced to the customer by e-mail and in the app.
 */
export function createRefundsService(deps: {
  data: DataAccess;
  gateway: RefundGateway;
  mailer: Mailer;
  notifications: NotificationsService;
  publicUrl: string;
  clock: () => Date;
  logger: Logger;
}) {
  const { data } = deps;

  /**
   * Tells the venue's owners (bell and e-mail) that a refund on one of its orders went through, and who bears it:
   * what is deducted from its payout, or that its payout is unchanged.
   */
  async function tellVenue(
    o: { id: string; orderNumber: string; restaurantId: string; status: string },
    amountCents: number,
    reason: string,
    part: VenuePart,
  ) {
    const share = part.venueShareCents;
    // A paid order that was never delivered earned the venue nothing: its refund changes nothing for the venue.
    if (share === 0 && o.status !== 'delivered') return;
    const title = share > 0 ? 'Refund deducted from your payout' : 'Refund on one of your orders';
    const cause = part.cause ? `${REFUND_CAUSE_LABELS[part.cause]}: ` : '';
    const message =
      share > 0
        ? `We refunded ${formatRand(amountCents)} on order ${o.orderNumber} (${cause}${reason}). ${formatRand(share)} is deducted from your payout and shows on this week's statement.`
        : `We refunded ${formatRand(amountCents)} on order ${o.orderNumber} (${cause}${reason}). Lekker Eats bears it: your payout is unchanged.`;
    for (const owner of await data.admin.ownersOf(o.restaurantId)) {
      await deps.notifications.notify(owner.id, { title, message, orderId: o.id });
      await deps.mailer.send(venueRefundMail(owner.email, { title, message, orderNumber: o.orderNumber }));
    }
  }

  async function announce(orderId: string, amountCents: number, reason: string, venue?: VenuePart) {
    try {
      const o = await data.orders.findById(orderId);
      if (!o) return;
      const title = 'Refund on its way';
      const message = `We refunded ${formatRand(amountCents)} for order ${o.orderNumber}. It reaches your card or account in 3 to 10 working days.`;
      await deps.notifications.notify(o.customerId, { title, message, orderId: o.id });
      const customer = await data.orders.customerOf(o.customerId);
      if (customer)
        await deps.mailer.send(
          refundMail(
            customer.email,
            customer.fullName ?? customer.name,
            { orderNumber: o.orderNumber, amountCents, reason },
            `${deps.publicUrl}/order-tracking?order=${o.id}`,
            resolveLocale({ stored: customer.language }),
          ),
        );
      if (venue)
        await tellVenue(o, amountCents, reason, venue).catch((error) =>
          deps.logger.error({ err: error, orderId }, 'telling the venue about a refund failed'),
        );
    } catch (error) {
      deps.logger.error({ err: error, orderId }, 'announcing a refund failed');
    }
  }

  /** Sends one row to the provider and records its answer, the ledger line and the order's refund status. */
  async function deliver(row: RefundRecord, actor: RefundActor) {
    const outcome = await deps.gateway.refund({
      pfPaymentId: row.pfPaymentId!,
      amountCents: row.amountCents,
      reason: row.reason,
      // One key per row: the provider refunds each part once, a retry of a failed part is a new row.
      idempotencyKey: row.id,
    });
    return settle(row, outcome, actor);
  }

  /**
   * Records the provider's answer to a pending row: the row's status, the audit entry, the ledger line (succeeded)
   * or the money owed again (failed), the order's refund status. Only a row still pending is settled (another
   * instance or the reconciliation may have settled it meanwhile: then it is answered as it is).
   */
  async function settle(row: RefundRecord, outcome: RefundOutcome, actor: RefundActor) {
    const at = deps.clock();
    return data.withTransaction(async (r) => {
      const o = (await r.refunds.lockOrder(row.orderId!))!;
      const now = await r.refunds.byId(row.id);
      if (now?.status !== 'pending')
        return { row: now ?? row, error: null, settled: false, venueShareCents: 0 };
      const done = await r.refunds.finish(row.id, {
        status: outcome.ok ? 'succeeded' : 'failed',
        providerReference: outcome.ok ? outcome.reference : undefined,
        error: outcome.ok ? undefined : outcome.error,
        at,
      });
      await r.audit.append({
        actorId: actor.id,
        actorEmail: actor.email,
        action: outcome.ok ? 'order.refund' : 'order.refund_failed',
        targetType: 'order',
        targetId: o.id,
        summary: outcome.ok
          ? `Refunded ${formatRand(row.amountCents)} on ${o.orderNumber}: ${row.reason}`
          : `Refund of ${formatRand(row.amountCents)} on ${o.orderNumber} failed: ${outcome.error}`,
        details: {
          refund_id: row.id,
          pf_payment_id: row.pfPaymentId,
          amount_cents: row.amountCents,
          reason: row.reason,
          cause: row.cause,
          bearer: row.bearer,
        },
      });
      const venueShareCents = outcome.ok
        ? await recordRefund(r.ledger, o, {
            id: row.id,
            amountCents: row.amountCents,
            at,
            bearer: row.bearer,
            whole: row.origin === 'substitution',
          })
        : 0;
      if (!outcome.ok && row.origin === 'owed')
        // A failed refund of money owed leaves it owed: the next refund sends it again.
        await r.refunds.owe({
          orderId: o.id,
          pfPaymentId: row.pfPaymentId!,
          amountCents: row.amountCents,
          reason: row.reason,
        });
      await r.refunds.updateOrderRefundStatus(o.id);
      return { row: done, error: outcome.ok ? null : outcome.error, settled: true, venueShareCents };
    });
  }

  return {
    deliver,
    settle,
    announce,
    /** What the order's payments brought in, and what can still be given back (all payments together). */
    async refundable(orderId: string): Promise<{ paid: number; refundable: number }> {
      const [payments, rows] = await Promise.all([
        data.refunds.paymentsOf(orderId),
        data.refunds.ofOrder(orderId),
      ]);
      return {
        paid: payments.reduce((n, p) => n + p.amountCents, 0),
        refundable: refundableCents(payments, rows),
      };
    },

    async refund(
      input: {
        orderId: string;
        amountCents: number;
        reason: string;
        idempotencyKey: string;
        cause?: RefundCause;
        bearer?: RefundBearer;
        /** A grocery substitution's difference (decision 070): the venue bears it before delivery too. */
        origin?: 'admin' | 'substitution';
      },
      actor: RefundActor,
    ): Promise<RefundRecord[]> {
      const bearer = refundBearerOf(input);
      const cause = input.cause ?? null;
      if (!Number.isInteger(input.amountCents) || input.amountCents < 1)
        throw badRequest('The amount must be a whole number of cents, at least 1.');
      const same = (rows: RefundRecord[]) => {
        if (rows.length === 0) return undefined;
        const total = rows.reduce((n, x) => n + x.amountCents, 0);
        if (rows.some((x) => x.orderId !== input.orderId) || total !== input.amountCents)
          throw conflict('This refund key was already used for a different refund.');
        return rows;
      };
      const earlier = same(await data.refunds.byRequestKey(input.idempotencyKey));
      if (earlier) return earlier;
      const o = await data.orders.findById(input.orderId);
      if (!o) throw notFound('Order not found.');
      if (o.paymentMethod !== 'payfast')
        throw badRequest('This is a Cash on Delivery order: nothing was paid online to refund.');
      if (bearer === 'venue' && o.status !== 'delivered' && input.origin !== 'substitution')
        throw badRequest(
          'The venue was paid nothing for this order (it was not delivered), so Lekker Eats bears this refund.',
          { bearer: 'The venue bears refunds of delivered orders only' },
        );

      // Plan and claim the amount under the order's row lock: two refunds of one order never pass the cap together.
      const claimed = await data.withTransaction(async (r) => {
        const locked = await r.refunds.lockOrder(input.orderId);
        if (!locked) throw notFound('Order not found.');
        const retried = same(await r.refunds.byRequestKey(input.idempotencyKey));
        if (retried) return { rows: retried, fresh: false };
        const [payments, rows] = await Promise.all([
          r.refunds.paymentsOf(locked.id),
          r.refunds.ofOrder(locked.id),
        ]);
        if (payments.length === 0) throw badRequest('Nothing was paid for this order yet.');
        const plan = planRefund(input.amountCents, payments, rows);
        if (!plan.ok)
          throw badRequest(
            `That is more than can be refunded: ${formatRand(plan.refundableCents)} of ${formatRand(plan.receivedCents)} paid is left.`,
            { amount_cents: `At most ${plan.refundableCents} cents` },
          );
        const sent = { requestKey: input.idempotencyKey, requestedBy: actor.id, at: deps.clock() };
        return {
          rows: await claimSteps(r.refunds, plan.steps, {
            orderId: locked.id,
            reason: input.reason,
            bearer,
            cause,
            sent,
            origin: input.origin ?? 'admin',
          }),
          fresh: true,
        };
      });
      if (!claimed.fresh) return claimed.rows;

      const finished = [];
      for (const row of claimed.rows) finished.push(await deliver(row, actor));
      const failed = finished.find((f) => f.error !== null);
      const ok = finished.filter((f) => f.error === null);
      const refunded = ok.reduce((n, f) => n + f.row.amountCents, 0);
      const venueShareCents = ok.reduce((n, f) => n + f.venueShareCents, 0);
      if (refunded > 0)
        await announce(input.orderId, refunded, input.reason, { bearer, cause, venueShareCents });
      if (failed) throw new AppError(409, 'conflict', `PayFast did not refund: ${failed.error}`);
      return finished.map((f) => f.row);
    },
  };
}
export type RefundsService = ReturnType<typeof createRefundsService>;

/**
 * Claims a refund plan's steps under the order's lock (call it in that transaction): a refund owed sent whole
 * becomes pending, part of one is split off, money beyond it is a new row. Answers the rows to send.
 */
export async function claimSteps(
  repo: RefundsRepository,
  steps: RefundStep[],
  c: {
    orderId: string;
    reason: string;
    bearer: RefundBearer;
    cause: RefundCause | null;
    sent: { requestKey: string; requestedBy: string | null; at: Date };
    /** Where money beyond a refund owed comes from (default: an admin's refund). */
    origin?: 'admin' | 'substitution';
  },
): Promise<RefundRecord[]> {
  const out: RefundRecord[] = [];
  // The admin's reason, cause and bearer go on every row sent, a refund owed sent whole included (it had the
  // system's default reason).
  const choice = { reason: c.reason, bearer: c.bearer, cause: c.cause };
  for (const step of steps) {
    if (step.kind === 'send') {
      const row = await repo.send(step.refundId, { ...c.sent, ...choice });
      if (!row) throw conflict('The refund owed changed meanwhile. Please try again.');
      out.push(row);
      continue;
    }
    if (step.kind === 'split') await repo.reduceOwed(step.refundId, step.amountCents);
    out.push(
      await repo.insertSent({
        orderId: c.orderId,
        pfPaymentId: step.pfPaymentId,
        amountCents: step.amountCents,
        ...choice,
        origin: step.kind === 'split' ? 'owed' : (c.origin ?? 'admin'),
        ...c.sent,
      }),
    );
  }
  return out;
}
