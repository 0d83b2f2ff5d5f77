import type { LedgerKind } from '@lekker/core/contracts/admin';

/**
 * The ledger's money rules (docs/decisions/014-money-ledger.md, docs/decisions/022-promotions.md), pure so they are
 * tested without a database:
 * - The customer's charge is food subtotal − discount + delivery fee (= orders.total_cents); the discount splits
 *   into the marketplace's part (`discount`, the first-order discount) and the venue's (`venue_discount`, its
 *   promotion).
 * - The first-order discount is the marketplace's promotion: the venue is paid on the food as it sold it.
 * - Commission = (food subtotal − venue discount) × the venue's rate, in whole cents, half rounded up.
 * - The venue's net = food subtotal − venue discount − commission. Delivery fee, the payment provider's fee and
 *   driver pay are the marketplace's; the marketplace keeps charge − venue net − driver pay − provider fee − refunds.
 * - A paid order cancelled before delivery records the money taken (its gross lines and the provider fee) and
 *   nothing for the venue; its refund is a separate, negative line.
 * - A tip (docs/decisions/069-driver-tips.md) is a charge line of its own (`tip`), so the charge lines still sum to
 *   the total; all of it is owed to the driver (`driver_tip`), written only when the order is delivered by a
 *   driver. Commission never sees it; a tip on an order never delivered is money taken and owed back.
 */
export const DEFAULT_COMMISSION_BPS = 1500;

export type LedgerDraft = { kind: LedgerKind; amountCents: number };

export type LedgerOrder = {
  status: string;
  paymentMethod: 'payfast' | 'cash';
  pfPaymentId: string | null;
  subtotalCents: number;
  discountCents: number;
  /** The venue-funded part of discountCents (its promotion). */
  venueDiscountCents: number;
  deliveryFeeCents: number;
  /** The driver's tip, part of totalCents (decision 069). */
  tipCents: number;
  totalCents: number;
  driverPayCents: number | null;
  cashCollectedCents: number | null;
  driverId: string | null;
};

/** Commission on a food subtotal at a rate in basis points: whole cents, half up, no floating point. */
export function commissionCents(subtotalCents: number, rateBps: number): number {
  if (!Number.isInteger(subtotalCents) || !Number.isInteger(rateBps) || rateBps < 0 || rateBps > 10_000)
    throw new RangeError('commission needs integer cents and a rate between 0 and 10000 basis points');
  return Math.floor((subtotalCents * rateBps + 5_000) / 10_000);
}

/** Whether money was taken for the order: a PayFast payment arrived, or (Cash on Delivery) it was delivered. */
export function wasPaid(o: LedgerOrder): boolean {
  return o.paymentMethod === 'payfast' ? o.pfPaymentId !== null : o.status === 'delivered';
}

/** The charge's own lines: they always sum to the order's total (a venue discount only when there is one). */
function grossLines(o: LedgerOrder): LedgerDraft[] {
  const lines: LedgerDraft[] = [
    { kind: 'food_subtotal', amountCents: o.subtotalCents },
    { kind: 'discount', amountCents: -(o.discountCents - o.venueDiscountCents) },
  ];
  if (o.venueDiscountCents > 0) lines.push({ kind: 'venue_discount', amountCents: -o.venueDiscountCents });
  lines.push({ kind: 'delivery_fee', amountCents: o.deliveryFeeCents });
  if (o.tipCents > 0) lines.push({ kind: 'tip', amountCents: o.tipCents });
  return lines;
}

/**
 * The lines an order's final status writes: a delivered order its charge and split; a paid order cancelled before
 * delivery the money taken; anything else (unpaid, cancelled cash order) nothing. Zero amounts are left out except
 * the three charge lines, so every recorded order reconciles line by line.
 */
export function ledgerLinesFor(
  o: LedgerOrder,
  input: { commissionBps: number; providerFeeCents: number | null },
): LedgerDraft[] {
  if (!wasPaid(o)) return [];
  if (o.subtotalCents - o.discountCents + o.deliveryFeeCents + o.tipCents !== o.totalCents)
    throw new RangeError('the order total is not subtotal − discount + delivery fee + tip');
  if (o.venueDiscountCents < 0 || o.venueDiscountCents > o.discountCents)
    throw new RangeError('the venue discount must be part of the discount');
  const lines = grossLines(o);
  const fee = o.paymentMethod === 'payfast' ? (input.providerFeeCents ?? 0) : 0;
  if (fee > 0) lines.push({ kind: 'provider_fee', amountCents: fee });
  if (o.status !== 'delivered') return lines;
  // The venue sold the food for subtotal − its own discount: commission and net are on that.
  const sold = o.subtotalCents - o.venueDiscountCents;
  const commission = commissionCents(sold, input.commissionBps);
  lines.push({ kind: 'commission', amountCents: commission });
  lines.push({ kind: 'venue_net', amountCents: sold - commission });
  if (o.driverId && (o.driverPayCents ?? 0) > 0)
    lines.push({ kind: 'driver_pay', amountCents: o.driverPayCents! });
  // All of the tip is the driver's, beside (never inside) the commission and the venue's net.
  if (o.driverId && o.tipCents > 0) lines.push({ kind: 'driver_tip', amountCents: o.tipCents });
  if (o.paymentMethod === 'cash')
    lines.push({ kind: 'cash_collected', amountCents: o.cashCollectedCents ?? o.totalCents });
  return lines;
}

/**
 * The part of a refund a venue bears when it is at fault (docs/decisions/050-refund-bearer.md): the refund, at most
 * what the venue still has of the order (its net less refunds it bore before), never below zero. The rest, e.g. a
 * refunded delivery fee, is the marketplace's.
 */
export function venueShareOfRefund(refundCents: number, venueNetLeftCents: number): number {
  return Math.max(0, Math.min(refundCents, venueNetLeftCents));
}

/** PayFast's ITN `amount_fee` ("-2.30") as positive cents; undefined when absent or unreadable. */
export function providerFeeFromItn(amountFee: string | undefined): number | undefined {
  if (!amountFee) return undefined;
  const m = /^-?(\d+)(?:\.(\d{1,2}))?$/.exec(amountFee.trim());
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/**
 * What the marketplace keeps of a set of lines: charge − venue net − driver pay − driver tips − provider fee +
 * refunds (negative). A delivered order's tip and driver tip cancel out: the marketplace keeps none of a tip.
 */
export function marketplaceRevenueCents(totals: Partial<Record<LedgerKind, number>>): number {
  const v = (k: LedgerKind) => totals[k] ?? 0;
  return (
    v('food_subtotal') +
    v('discount') +
    v('venue_discount') +
    v('delivery_fee') +
    v('tip') -
    v('venue_net') -
    v('driver_pay') -
    v('driver_tip') -
    v('provider_fee') +
    v('refund')
  );
}
