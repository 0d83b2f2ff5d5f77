// How an admin's refund of an amount is given back (docs/decisions/026-one-refunds-story.md), pure so it is tested
// without a database: never more than was received minus what was already sent, one PayFast payment per step,
// refunds owed settled first.

export type PlanPayment = { pfPaymentId: string; amountCents: number };
export type PlanRefund = {
  id: string;
  pfPaymentId: string | null;
  amountCents: number;
  status: 'owed' | 'pending' | 'succeeded' | 'failed';
};

export type RefundStep =
  /** A refund owed, sent whole. */
  | { kind: 'send'; refundId: string; pfPaymentId: string; amountCents: number }
  /** Part of a refund owed: that much is sent, the rest stays owed. */
  | { kind: 'split'; refundId: string; pfPaymentId: string; amountCents: number }
  /** Money beyond what is owed (a goodwill refund), sent on this payment. */
  | { kind: 'new'; pfPaymentId: string; amountCents: number };

export type RefundPlan =
  | { ok: true; steps: RefundStep[] }
  | { ok: false; receivedCents: number; refundableCents: number };

const counts = (r: PlanRefund) => r.status === 'pending' || r.status === 'succeeded';

/**
 * The refund owed on each payment, the one rule every refund path uses (the unanswered-order sweep, a venue's
 * rejection, a cancellation, a second payment, an admin's refund; docs/decisions/026-one-refunds-story.md): what the
 * payment brought in minus every refund already made or being made on it (pending or succeeded), never negative.
 */
export function refundableByPayment(payments: PlanPayment[], refunds: PlanRefund[]): Map<string, number> {
  const left = new Map<string, number>();
  for (const p of payments) left.set(p.pfPaymentId, (left.get(p.pfPaymentId) ?? 0) + p.amountCents);
  for (const r of refunds)
    if (r.pfPaymentId && counts(r) && left.has(r.pfPaymentId))
      left.set(r.pfPaymentId, left.get(r.pfPaymentId)! - r.amountCents);
  for (const [id, cents] of left) left.set(id, Math.max(0, cents));
  return left;
}

/**
 * What must still be recorded as owed on each payment when its order owes its money back: the refund owed
 * (`refundableByPayment`) less what is already owed on it. Only payments with something left are in the map.
 */
export function notYetOwedByPayment(payments: PlanPayment[], refunds: PlanRefund[]): Map<string, number> {
  const left = refundableByPayment(payments, refunds);
  for (const r of refunds)
    if (r.status === 'owed' && r.pfPaymentId && left.has(r.pfPaymentId))
      left.set(r.pfPaymentId, left.get(r.pfPaymentId)! - r.amountCents);
  for (const [id, cents] of left) if (cents <= 0) left.delete(id);
  return left;
}

/** The order's cap: the sum over its payments of what each can still give back. */
export function refundableCents(payments: PlanPayment[], refunds: PlanRefund[]): number {
  let total = 0;
  for (const cents of refundableByPayment(payments, refunds).values()) total += cents;
  return total;
}

/**
 * Splits `amountCents` over the order's payments: payments with refunds owed first (their refunds owed, oldest
 * first, are what is sent), then the others in the order they came in. Refused when the amount is more than the
 * order's cap. `refunds` are the order's rows oldest first; `payments` in the order they came in.
 */
export function planRefund(amountCents: number, payments: PlanPayment[], refunds: PlanRefund[]): RefundPlan {
  const left = refundableByPayment(payments, refunds);
  const cap = [...left.values()].reduce((n, c) => n + c, 0);
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > cap)
    return {
      ok: false,
      receivedCents: payments.reduce((n, p) => n + p.amountCents, 0),
      refundableCents: cap,
    };
  const owed = refunds.filter(
    (r) => r.status === 'owed' && r.amountCents > 0 && r.pfPaymentId && left.has(r.pfPaymentId),
  );
  const order = [...new Set([...owed.map((r) => r.pfPaymentId!), ...payments.map((p) => p.pfPaymentId)])];
  const steps: RefundStep[] = [];
  let rest = amountCents;
  for (const pfPaymentId of order) {
    if (rest === 0) break;
    let take = Math.min(rest, left.get(pfPaymentId) ?? 0);
    rest -= take;
    for (const r of owed.filter((x) => x.pfPaymentId === pfPaymentId)) {
      if (take === 0) break;
      if (r.amountCents <= take) {
        steps.push({ kind: 'send', refundId: r.id, pfPaymentId, amountCents: r.amountCents });
        take -= r.amountCents;
      } else {
        steps.push({ kind: 'split', refundId: r.id, pfPaymentId, amountCents: take });
        take = 0;
      }
    }
    if (take > 0) steps.push({ kind: 'new', pfPaymentId, amountCents: take });
  }
  return { ok: true, steps };
}
