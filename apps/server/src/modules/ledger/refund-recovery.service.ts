import { formatRand } from '@lekker/core/money';
import type { Logger } from 'pino';
import { badRequest, conflict, notFound } from '../../domain/errors.ts';
import type { RefundGateway, RefundOutcome } from '../payments/payfast-refunds.ts';
import type { DataAccess } from '../repositories.ts';
import { planRefund } from './refund-plan.ts';
import type { RefundRecord } from './refunds.repository.ts';
import { claimSteps, type RefundActor, type RefundsService, type VenuePart } from './refunds.service.ts';

/** The reconciliation's actor in the audit log. */
const SYSTEM: RefundActor = { id: null, email: null };
/** Pending refunds the reconciliation asks about per run. */
const BATCH = 100;

/**
 * Refunds a crash left pending, and refunds that failed (docs/decisions/045-pending-refunds.md): a job asks the
 * provider (PayFast's refund retrieval, the simulator's in development) about refunds pending longer than
 * `pendingAfterMinutes` and settles them; an admin can retry a pending or failed one, or mark it resolved with a
 * reason (audited).
 */
export function createRefundRecoveryService(deps: {
  data: DataAccess;
  gateway: RefundGateway;
  refunds: RefundsService;
  clock: () => Date;
  logger: Logger;
  pendingAfterMinutes: number;
}) {
  const { data, refunds } = deps;

  const venuePart = (row: RefundRecord, done: { venueShareCents: number }): VenuePart => ({
    bearer: row.bearer,
    cause: row.cause,
    venueShareCents: done.venueShareCents,
  });

  /** The provider's answer to a pending row as a refund outcome; null when it cannot tell. */
  async function answerOf(row: RefundRecord): Promise<RefundOutcome | null> {
    const q = await deps.gateway.query({ pfPaymentId: row.pfPaymentId!, idempotencyKey: row.id });
    if (q.state === 'succeeded') return { ok: true, reference: q.reference };
    if (q.state === 'not_found') return { ok: false, error: 'PayFast has no record of this refund' };
    deps.logger.warn({ refundId: row.id, error: q.error }, 'a pending refund could not be checked');
    return null;
  }

  /** Settles a pending row with the answer and tells the customer when money went back. */
  async function settle(row: RefundRecord, outcome: RefundOutcome, actor: RefundActor) {
    const done = await refunds.settle(row, outcome, actor);
    if (done.settled && outcome.ok)
      await refunds.announce(row.orderId!, row.amountCents, row.reason, venuePart(row, done));
    return done;
  }

  async function refundOf(orderId: string, refundId: string) {
    const row = await data.refunds.byId(refundId);
    if (!row || row.orderId !== orderId) throw notFound('Refund not found.');
    return row;
  }

  return {
    /** The job: pending refunds older than the threshold, asked about and settled. Answers how many it settled. */
    async reconcilePending(): Promise<number> {
      const cutoff = new Date(deps.clock().getTime() - deps.pendingAfterMinutes * 60_000);
      let settled = 0;
      for (const row of await data.refunds.pendingSentBefore(cutoff, BATCH)) {
        const outcome = await answerOf(row);
        if (outcome && (await settle(row, outcome, SYSTEM)).settled) settled++;
      }
      return settled;
    },

    /**
     * Retry: a pending refund is asked about first (settled if the provider has it, sent again with the same key if
     * not); a failed one is sent again as a new refund on the same payment (settling what its failure left owed),
     * and the failed one is marked resolved by the retry.
     */
    async retry(orderId: string, refundId: string, actor: RefundActor) {
      const row = await refundOf(orderId, refundId);
      if (row.status === 'pending') {
        const outcome = await answerOf(row);
        if (!outcome)
          throw conflict(
            'PayFast could not say whether this refund went through. Try again in a few minutes.',
          );
        if (outcome.ok) return settle(row, outcome, actor);
        const done = await refunds.deliver(row, actor);
        if (done.settled && !done.error)
          await refunds.announce(orderId, row.amountCents, row.reason, venuePart(row, done));
        return done;
      }
      if (row.status !== 'failed' || row.resolvedAt) throw conflict('This refund needs nothing more.');
      const at = deps.clock();
      const claimed = await data.withTransaction(async (r) => {
        await r.refunds.lockOrder(orderId);
        const [payments, rows] = await Promise.all([
          r.refunds.paymentsOf(orderId),
          r.refunds.ofOrder(orderId),
        ]);
        const payment = payments.filter((p) => p.pfPaymentId === row.pfPaymentId);
        const plan = planRefund(
          row.amountCents,
          payment,
          rows.filter((x) => x.pfPaymentId === row.pfPaymentId),
        );
        if (!plan.ok)
          throw badRequest(
            `This payment has only ${formatRand(plan.refundableCents)} left to refund; refund the order instead.`,
          );
        if (!(await r.refunds.markResolved(row.id, { by: actor.id, reason: 'Retried', at })))
          throw conflict('This refund was already retried or resolved.');
        const sent = await claimSteps(r.refunds, plan.steps, {
          orderId,
          reason: row.reason,
          bearer: row.bearer,
          cause: row.cause,
          sent: { requestKey: `retry:${row.id}`, requestedBy: actor.id, at },
        });
        await r.audit.append({
          actorId: actor.id,
          actorEmail: actor.email,
          action: 'order.refund_retry',
          targetType: 'order',
          targetId: orderId,
          summary: `Retried the failed refund of ${formatRand(row.amountCents)}`,
          details: { refund_id: row.id, sent: sent.map((x) => x.id) },
        });
        return sent;
      });
      for (const s of claimed) {
        const done = await refunds.deliver(s, actor);
        if (done.settled && !done.error)
          await refunds.announce(orderId, s.amountCents, s.reason, venuePart(s, done));
      }
    },

    /**
     * Mark resolved, with the admin's reason: a pending refund they confirmed with PayFast becomes succeeded (its
     * ledger line written); a failed one leaves the list of refunds to act on. Audited either way.
     */
    async resolve(orderId: string, refundId: string, reason: string, actor: RefundActor) {
      const row = await refundOf(orderId, refundId);
      if (row.resolvedAt || (row.status !== 'pending' && row.status !== 'failed'))
        throw conflict('This refund needs nothing more.');
      const at = deps.clock();
      if (row.status === 'pending') {
        const done = await settle(row, { ok: true, reference: 'confirmed by an admin' }, actor);
        if (!done.settled) throw conflict('This refund was answered meanwhile.');
      }
      await data.withTransaction(async (r) => {
        if (!(await r.refunds.markResolved(row.id, { by: actor.id, reason, at })))
          throw conflict('This refund was already resolved.');
        await r.audit.append({
          actorId: actor.id,
          actorEmail: actor.email,
          action: 'order.refund_resolved',
          targetType: 'order',
          targetId: orderId,
          summary: `Marked the ${row.status} refund of ${formatRand(row.amountCents)} resolved: ${reason}`,
          details: { refund_id: row.id, status: row.status },
        });
      });
    },
  };
}
export type RefundRecoveryService = ReturnType<typeof createRefundRecoveryService>;
