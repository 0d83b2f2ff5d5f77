import { formatRand } from '@lekker/core/money';
import type { Logger } from 'pino';
import { AppError, badRequest, conflict, notFound } from '../../domain/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { refundMail } from '../mail/templates.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RefundGateway } from '../payments/payfast-refunds.ts';
import type { DataAccess } from '../repositories.ts';
import type { PaymentRefundRecord } from './ledger.repository.ts';
import { recordRefund } from './ledger-writer.ts';

export type RefundActor = { id: string | null; email: string | null };

/**
 * Money going back to a customer, through the one refund port (PayFast's API, or the simulator in development):
 * idempotent by key, never more than the payment brought in, written to the ledger and the audit log, and
 * announced to the customer by e-mail and in the app.
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

  /** The payment to give back: the one named, or the order's own. */
  async function paymentOf(orderId: string, pfPaymentId?: string) {
    const o = await data.orders.findById(orderId);
    if (!o) throw notFound('Order not found.');
    const id = pfPaymentId ?? o.pfPaymentId;
    if (o.paymentMethod !== 'payfast' || !id)
      throw badRequest(
        o.paymentMethod === 'cash'
          ? 'This is a Cash on Delivery order: nothing was paid online to refund.'
          : 'Nothing was paid for this order yet.',
      );
    return { order: o, pfPaymentId: id };
  }

  async function announce(r: PaymentRefundRecord) {
    try {
      const o = await data.orders.findById(r.orderId);
      if (!o) return;
      const title = 'Refund on its way';
      const message = `We refunded ${formatRand(r.amountCents)} for order ${o.orderNumber}. It reaches your card or account in 3 to 10 working days.`;
      await deps.notifications.notify(o.customerId, { title, message, orderId: o.id });
      const customer = await data.orders.customerOf(o.customerId);
      if (customer)
        await deps.mailer.send(
          refundMail(
            customer.email,
            customer.fullName ?? customer.name,
            { orderNumber: o.orderNumber, amountCents: r.amountCents, reason: r.reason },
            `${deps.publicUrl}/order-tracking?order=${o.id}`,
          ),
        );
    } catch (error) {
      deps.logger.error({ err: error, refundId: r.id }, 'announcing a refund failed');
    }
  }

  return {
    /** What can still be given back on the order's payment (or a named second payment). */
    async refundable(orderId: string, pfPaymentId?: string): Promise<{ paid: number; refundable: number }> {
      const { order, pfPaymentId: id } = await paymentOf(orderId, pfPaymentId).catch(() => ({
        order: undefined,
        pfPaymentId: undefined,
      }));
      if (!order || !id) return { paid: 0, refundable: 0 };
      const paid = await paidCents(order, id);
      return { paid, refundable: Math.max(0, paid - (await data.ledger.refundedCentsOf(orderId, id))) };
    },

    async refund(
      input: {
        orderId: string;
        amountCents: number;
        reason: string;
        idempotencyKey: string;
        pfPaymentId?: string;
      },
      actor: RefundActor,
    ): Promise<PaymentRefundRecord> {
      if (!Number.isInteger(input.amountCents) || input.amountCents < 1)
        throw badRequest('The amount must be a whole number of cents, at least 1.');
      const earlier = await data.ledger.refundByKey(input.idempotencyKey);
      if (earlier) {
        if (earlier.orderId !== input.orderId || earlier.amountCents !== input.amountCents)
          throw conflict('This refund key was already used for a different refund.');
        return earlier;
      }
      const { pfPaymentId } = await paymentOf(input.orderId, input.pfPaymentId);

      // Claim the amount under the order's row lock: two refunds of one order never pass the cap together.
      const claimed = await data.withTransaction(async (r) => {
        const o = await r.ledger.lockOrder(input.orderId);
        if (!o) throw notFound('Order not found.');
        const paid = await paidCentsWith(r.ledger, o, pfPaymentId);
        const already = await r.ledger.refundedCentsOf(o.id, pfPaymentId);
        if (already + input.amountCents > paid)
          throw badRequest(
            `That is more than can be refunded: ${formatRand(Math.max(0, paid - already))} of ${formatRand(paid)} paid is left.`,
            { amount_cents: `At most ${Math.max(0, paid - already)} cents` },
          );
        return r.ledger.insertRefund({
          orderId: o.id,
          idempotencyKey: input.idempotencyKey,
          pfPaymentId,
          amountCents: input.amountCents,
          reason: input.reason,
          requestedBy: actor.id,
        });
      });
      // Someone else took the key between our read and the insert: theirs is the answer.
      if (!claimed) return (await data.ledger.refundByKey(input.idempotencyKey))!;

      const outcome = await deps.gateway.refund({
        pfPaymentId,
        amountCents: input.amountCents,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
      });
      const at = deps.clock();
      const finished = await data.withTransaction(async (r) => {
        const o = (await r.ledger.lockOrder(input.orderId))!;
        const row = await r.ledger.finishRefund(claimed.id, {
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
            ? `Refunded ${formatRand(input.amountCents)} on ${o.orderNumber}: ${input.reason}`
            : `Refund of ${formatRand(input.amountCents)} on ${o.orderNumber} failed: ${outcome.error}`,
          details: { refund_id: claimed.id, pf_payment_id: pfPaymentId, amount_cents: input.amountCents },
        });
        if (!outcome.ok) return row;
        await recordRefund(r.ledger, o, { id: row.id, amountCents: row.amountCents, at });
        const paid = await paidCentsWith(r.ledger, o, pfPaymentId);
        if ((await r.ledger.refundedCentsOf(o.id, pfPaymentId)) >= paid)
          await r.ledger.settleOwed(o.id, pfPaymentId, at);
        const stillOwed = (await r.ledger.owedOf(o.id)).length > 0;
        await r.ledger.setOrderRefundStatus(o.id, stillOwed ? 'owed' : 'refunded');
        return row;
      });
      if (!outcome.ok) throw new AppError(409, 'conflict', `PayFast did not refund: ${outcome.error}`);
      await announce(finished);
      return finished;
    },
  };

  async function paidCents(o: { id: string; pfPaymentId: string | null; totalCents: number }, id: string) {
    return paidCentsWith(data.ledger, o, id);
  }
}

/** What one PayFast payment of the order brought in: the order's total, or the amount of a second payment. */
async function paidCentsWith(
  ledger: DataAccess['ledger'],
  o: { id: string; pfPaymentId: string | null; totalCents: number },
  pfPaymentId: string,
): Promise<number> {
  if (o.pfPaymentId === pfPaymentId) return o.totalCents;
  return (await ledger.owedFor(o.id, pfPaymentId))?.amountCents ?? 0;
}
export type RefundsService = ReturnType<typeof createRefundsService>;
