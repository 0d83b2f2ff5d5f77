import type { LedgerKind } from '@lekker/core/contracts/admin';
import type { RefundBearer } from '@lekker/core/contracts/refund-bearer';
import type { LedgerRepository } from './ledger.repository.ts';
import {
  DEFAULT_COMMISSION_BPS,
  type LedgerOrder,
  ledgerLinesFor,
  providerFeeFromItn,
  venueShareOfRefund,
} from './ledger-rules.ts';

export type LedgerOrderRecord = LedgerOrder & {
  id: string;
  restaurantId: string;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
};

/**
 * Writes the ledger lines of an order that just reached `delivered` or `cancelled`, with the repositories of the
 * transaction that moved it (so the status and its money commit together). Idempotent per order and cause.
 */
export async function recordOrderOutcome(ledger: LedgerRepository, o: LedgerOrderRecord): Promise<number> {
  if (o.status !== 'delivered' && o.status !== 'cancelled') return 0;
  const commissionBps = (await ledger.commissionRateOf(o.restaurantId)) ?? DEFAULT_COMMISSION_BPS;
  const providerFeeCents =
    o.paymentMethod === 'payfast' && o.pfPaymentId
      ? (providerFeeFromItn(await ledger.providerFeeOf(o.pfPaymentId)) ?? null)
      : null;
  const drafts = ledgerLinesFor(o, { commissionBps, providerFeeCents });
  const occurredAt = (o.status === 'delivered' ? o.deliveredAt : o.cancelledAt) ?? new Date();
  return ledger.append(
    drafts.map((d) => ({
      orderId: o.id,
      restaurantId: o.restaurantId,
      driverId: o.driverId,
      kind: d.kind,
      amountCents: d.amountCents,
      entryKey: o.status,
      occurredAt,
    })),
  );
}

/**
 * The lines of a refund that the provider confirmed: the negative `refund` (money back to the customer) and, when
 * the venue bears it (docs/decisions/050-refund-bearer.md), its part as a negative `venue_refund` with the same
 * negative `venue_net`, at most what the venue still has of the order. Answers the cents the venue bore.
 */
export async function recordRefund(
  ledger: LedgerRepository,
  o: { id: string; restaurantId: string; driverId: string | null },
  refund: {
    id: string;
    amountCents: number;
    at: Date;
    bearer?: RefundBearer;
    /** A grocery substitution's difference (decision 070): the venue bears all of it, even before delivery. */
    whole?: boolean;
  },
): Promise<number> {
  const venueShare =
    refund.bearer !== 'venue'
      ? 0
      : refund.whole
        ? refund.amountCents
        : venueShareOfRefund(refund.amountCents, await ledger.venueNetOf(o.id));
  const line = (kind: LedgerKind, amountCents: number) => ({
    orderId: o.id,
    restaurantId: o.restaurantId,
    driverId: null,
    kind,
    amountCents,
    entryKey: `refund:${refund.id}`,
    occurredAt: refund.at,
  });
  await ledger.append([
    line('refund', -refund.amountCents),
    ...(venueShare > 0 ? [line('venue_refund', -venueShare), line('venue_net', -venueShare)] : []),
  ]);
  return venueShare;
}

/**
 * A failed delivery's trip (docs/decisions/064-failed-deliveries.md): the driver who could not hand the order over is
 * paid for the trip all the same, the marketplace's cost, one `driver_pay` line per failed trip (entry
 * `failed_trip:<when>`), written in the transaction that marks the order undeliverable.
 */
export async function recordFailedTrip(
  ledger: LedgerRepository,
  o: {
    id: string;
    restaurantId: string;
    driverId: string | null;
    driverPayCents: number | null;
    undeliverableAt: Date | null;
  },
): Promise<number> {
  if (!o.driverId || !o.driverPayCents || o.driverPayCents <= 0) return 0;
  const at = o.undeliverableAt ?? new Date();
  return ledger.append([
    {
      orderId: o.id,
      restaurantId: o.restaurantId,
      driverId: o.driverId,
      kind: 'driver_pay',
      amountCents: o.driverPayCents,
      entryKey: `failed_trip:${at.toISOString()}`,
      occurredAt: at,
    },
  ]);
}
