// When the door does not open (docs/product.md#when-the-door-does-not-open; docs/decisions/064-failed-deliveries.md).
// Pure: the clock is passed in.

/** How long a driver waits at the door once the customer is not answering, before leaving or giving up. */
export const DOORSTEP_WAIT_MS = 10 * 60_000;

/** What an admin decides for an order the driver could not hand over. */
export const FAILED_DELIVERY_OUTCOMES = ['return_to_venue', 'discard', 'redeliver'] as const;
export type FailedDeliveryOutcome = (typeof FAILED_DELIVERY_OUTCOMES)[number];

/** The cancel code an outcome leaves on the order (redelivery does not cancel it). */
export const FAILED_DELIVERY_CANCEL_CODES = {
  return_to_venue: 'undeliverable_returned',
  discard: 'undeliverable_discarded',
} as const satisfies Partial<Record<FailedDeliveryOutcome, string>>;

/** When the wait that started at `startedAt` ends. */
export function doorstepWaitEndsAt(startedAt: Date, waitMs: number = DOORSTEP_WAIT_MS): Date {
  return new Date(startedAt.getTime() + waitMs);
}

/** Whether the driver may now leave the order at the door or mark it undeliverable. */
export function doorstepWaitOver(
  startedAt: Date | null,
  now: Date,
  waitMs: number = DOORSTEP_WAIT_MS,
): boolean {
  return startedAt !== null && now.getTime() >= doorstepWaitEndsAt(startedAt, waitMs).getTime();
}

export type FailedDeliveryMoneyInput = {
  paymentMethod: 'payfast' | 'cash';
  /** A PayFast payment arrived for it. */
  paid: boolean;
  totalCents: number;
};

export type FailedDeliveryMoney = {
  /** What the customer is owed back now (the whole charge when a paid order is not delivered). */
  refundOwedCents: number;
  /** The order ends here (cancelled); false: it is delivered again by a new driver. */
  cancels: boolean;
};

/**
 * The money of an admin's outcome (decision 064). The first driver's trip is paid whatever the outcome (written when
 * the driver marks it undeliverable). Return and discard cancel the order: a paid order is owed its whole charge
 * back by the refund rule that exists for paid orders cancelled before delivery (decision 050: no cause, so
 * Lekker Eats bears it, the venue is paid nothing); a cash order took no money, so nothing is owed. Redelivery keeps
 * the order and its money: it is charged, split and (cash) collected once, when it is delivered.
 */
export function failedDeliveryMoney(
  o: FailedDeliveryMoneyInput,
  outcome: FailedDeliveryOutcome,
): FailedDeliveryMoney {
  if (outcome === 'redeliver') return { refundOwedCents: 0, cancels: false };
  const paid = o.paymentMethod === 'payfast' && o.paid;
  return { refundOwedCents: paid ? o.totalCents : 0, cancels: true };
}
