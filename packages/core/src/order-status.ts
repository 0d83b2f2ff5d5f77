// Order status machine (docs/product.md#order-statuses).

export const ORDER_STATUSES = [
  'pending_payment',
  'placed',
  'confirmed',
  'preparing',
  'ready',
  'picked_up',
  'delivered',
  'cancelled',
  'payment_failed',
  /** The driver could not hand it over (docs/product.md#when-the-door-does-not-open): an admin decides what next. */
  'undeliverable',
  /** The delivery code could not be collected: the driver's photo and the customer's word in the chat, for an admin. */
  'handover_review',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * How the food reaches the customer (docs/decisions/068-collect-it-yourself.md): a driver delivers it, or the customer
 * collects it at the venue, which hands it over with the pick-up code.
 */
export const FULFILMENTS = ['delivery', 'collection'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/**
 * Who moves an order; 'system' is payment processing (PayFast ITN, Cash on Delivery, abandoned payments) and the
 * auto-reject of orders the restaurant did not answer in time.
 */
export type OrderActor = 'customer' | 'restaurant' | 'driver' | 'admin' | 'system';

/** A driver may accept (be assigned to) an order in these statuses; accepting does not change the status. */
export const DRIVER_ACCEPTABLE_STATUSES = [
  'confirmed',
  'preparing',
  'ready',
] as const satisfies readonly OrderStatus[];

/** A driver's job runs from acceptance until delivery: the driver is busy, and the customer may call them. */
export const DRIVER_JOB_STATUSES = [
  ...DRIVER_ACCEPTABLE_STATUSES,
  'picked_up',
] as const satisfies readonly OrderStatus[];

/** Live orders: placed and not yet delivered or cancelled (the desk's open orders, the ops board). */
export const LIVE_STATUSES = ['placed', ...DRIVER_JOB_STATUSES] as const satisfies readonly OrderStatus[];

/** Orders the customer committed to: live or delivered (never unpaid, failed or cancelled). */
export const COMMITTED_STATUSES = [...LIVE_STATUSES, 'delivered'] as const satisfies readonly OrderStatus[];

/** The happy path of a delivery, step by step, as the tracking page's timeline shows it. */
export const DELIVERY_FLOW: readonly OrderStatus[] = COMMITTED_STATUSES;

/** The happy path of a collection: no driver steps; 'delivered' is "collected" (handed over with the code). */
export const COLLECTION_FLOW: readonly OrderStatus[] = DELIVERY_FLOW.filter((s) => s !== 'picked_up');

/** The timeline the customer follows for an order of this fulfilment. */
export function flowOf(fulfilment: Fulfilment): readonly OrderStatus[] {
  return fulfilment === 'collection' ? COLLECTION_FLOW : DELIVERY_FLOW;
}

const among = (statuses: readonly OrderStatus[]) => (status: OrderStatus) => statuses.includes(status);
export const isDriverJobActive = among(DRIVER_JOB_STATUSES);
export const isDriverAcceptable = among(DRIVER_ACCEPTABLE_STATUSES);
export const isLive = among(LIVE_STATUSES);

const TERMINAL: readonly OrderStatus[] = ['delivered', 'cancelled'];

export function isTerminal(status: OrderStatus): boolean {
  return TERMINAL.includes(status);
}

type Table = Record<OrderActor, Partial<Record<OrderStatus, readonly OrderStatus[]>>>;

const TRANSITIONS: Table = {
  system: {
    pending_payment: ['placed', 'payment_failed', 'cancelled'],
    payment_failed: ['placed'],
    // Auto-reject: a placed order the restaurant did not answer in time (ORDER_ACCEPT_TIMEOUT_MINUTES).
    placed: ['cancelled'],
  },
  customer: {
    pending_payment: ['cancelled'],
    placed: ['cancelled'],
    payment_failed: ['cancelled'],
  },
  restaurant: {
    placed: ['confirmed', 'cancelled'],
    confirmed: ['preparing'],
    preparing: ['ready'],
  },
  driver: {
    ready: ['picked_up'],
    // Undeliverable only after the doorstep wait, with a photo and a note (the drivers service checks both).
    // Without the code: a photo and the customer's confirmation in the chat, for an admin to review.
    picked_up: ['delivered', 'undeliverable', 'handover_review'],
  },
  admin: {
    ...Object.fromEntries(
      ORDER_STATUSES.filter((s) => !TERMINAL.includes(s)).map((s) => [s, ['cancelled']] as const),
    ),
    // A failed delivery: return to the venue or discard (cancelled), or redeliver (ready again, for a new driver).
    undeliverable: ['cancelled', 'ready'],
    // The review of a handover without the code: delivered after all, or it could not be delivered.
    handover_review: ['cancelled', 'delivered', 'undeliverable'],
  },
};

/**
 * A collection (docs/decisions/068-collect-it-yourself.md) never has a driver: no driver step at all, and the venue
 * itself completes it — ready → delivered ("collected") with the customer's pick-up code. Everyone else as for a
 * delivery (the customer cancels while placed, the system auto-rejects, an admin cancels).
 */
const COLLECTION_TRANSITIONS: Partial<Table> = {
  driver: {},
  restaurant: { ...TRANSITIONS.restaurant, ready: ['delivered'] },
};

export function allowedTransitions(
  from: OrderStatus,
  actor: OrderActor,
  fulfilment: Fulfilment = 'delivery',
): OrderStatus[] {
  const table =
    fulfilment === 'collection' ? (COLLECTION_TRANSITIONS[actor] ?? TRANSITIONS[actor]) : TRANSITIONS[actor];
  return [...(table?.[from] ?? [])];
}

export function canTransition(
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
  fulfilment: Fulfilment = 'delivery',
): boolean {
  return allowedTransitions(from, actor, fulfilment).includes(to);
}

export class OrderTransitionError extends Error {
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly actor: OrderActor;

  constructor(from: OrderStatus, to: OrderStatus, actor: OrderActor) {
    super(`Cannot move an order from '${from}' to '${to}' as ${actor}`);
    this.name = 'OrderTransitionError';
    this.from = from;
    this.to = to;
    this.actor = actor;
  }
}

export function assertTransition(
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
  fulfilment: Fulfilment = 'delivery',
): void {
  if (!canTransition(from, to, actor, fulfilment)) throw new OrderTransitionError(from, to, actor);
}

export type StatusTimestampField =
  | 'placedAt'
  | 'confirmedAt'
  | 'preparingAt'
  | 'readyAt'
  | 'pickedUpAt'
  | 'deliveredAt'
  | 'cancelledAt'
  | 'paymentFailedAt'
  | 'undeliverableAt'
  | 'handoverReviewAt';

const TIMESTAMP_FIELDS: Record<OrderStatus, StatusTimestampField | null> = {
  pending_payment: null,
  placed: 'placedAt',
  confirmed: 'confirmedAt',
  preparing: 'preparingAt',
  ready: 'readyAt',
  picked_up: 'pickedUpAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
  payment_failed: 'paymentFailedAt',
  undeliverable: 'undeliverableAt',
  handover_review: 'handoverReviewAt',
};

/** The order's column recording when it entered `status` (none for the initial pending_payment). */
export function statusTimestampField(status: OrderStatus): StatusTimestampField | null {
  return TIMESTAMP_FIELDS[status];
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  placed: 'Order placed',
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  ready: 'Ready for pickup',
  picked_up: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  payment_failed: 'Payment failed',
  undeliverable: 'Could not be delivered',
  handover_review: 'Handed over, being checked',
};

/** A collection's own words for the steps that differ (decision 068): nobody picks it up, the customer collects it. */
export const COLLECTION_STATUS_LABELS: Partial<Record<OrderStatus, string>> = {
  ready: 'Ready for collection',
  delivered: 'Collected',
};

/** The status as the customer and the desk read it for an order of this fulfilment. */
export function statusLabel(status: OrderStatus, fulfilment: Fulfilment = 'delivery'): string {
  return (
    (fulfilment === 'collection' ? COLLECTION_STATUS_LABELS[status] : undefined) ??
    ORDER_STATUS_LABELS[status]
  );
}
