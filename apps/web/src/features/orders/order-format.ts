// Display helpers for orders: status badges, the timeline built from the order's events, times.
import type { Order, OrderSummary } from '@lekker/core/contracts/orders';
import { ARRIVING_MINUTES } from '@lekker/core/order-eta';
import {
  canTransition,
  type Fulfilment,
  flowOf,
  isDriverJobActive,
  statusLabel as labelFor,
  type OrderStatus,
} from '@lekker/core/order-status';

type BadgeVariant = 'default' | 'secondary' | 'accent' | 'outline' | 'success' | 'muted' | 'destructive';

export const STATUS_BADGE: Record<OrderStatus, BadgeVariant> = {
  pending_payment: 'secondary',
  placed: 'accent',
  confirmed: 'default',
  preparing: 'default',
  ready: 'default',
  picked_up: 'default',
  delivered: 'success',
  cancelled: 'muted',
  payment_failed: 'destructive',
  undeliverable: 'destructive',
  handover_review: 'secondary',
};

/** The status in words; a collection's ready and delivered read 'Ready for collection' and 'Collected'. */
export const statusLabel = (status: OrderStatus, fulfilment?: Fulfilment) => labelFor(status, fulfilment);

export type TimelineStep = {
  status: OrderStatus;
  label: string;
  /** When the order reached the step (ISO), null when not (yet). */
  at: string | null;
  state: 'done' | 'current' | 'upcoming';
  note?: string | null;
};

/** When the order last entered `status`, from its recorded events. */
function reachedAt(order: Pick<Order, 'events'>, status: OrderStatus): string | null {
  let at: string | null = null;
  for (const e of order.events) if (e.to_status === status) at = e.created_at;
  return at;
}

/**
 * The timeline: the delivery flow with the time each step was reached. A cancelled order ends at 'Cancelled'
 * (after the steps it reached); an unpaid one starts with 'Awaiting payment' or 'Payment failed'.
 */
export function buildTimeline(
  order: Pick<Order, 'status' | 'events' | 'cancel_reason' | 'created_at'> & { fulfilment?: Fulfilment },
): TimelineStep[] {
  const { status } = order;
  // A collection has no driver's step (decision 068).
  const flow = flowOf(order.fulfilment ?? 'delivery');
  const step = (s: OrderStatus, state: TimelineStep['state'], note?: string | null): TimelineStep => ({
    status: s,
    label: labelFor(s, order.fulfilment),
    at: s === 'pending_payment' ? (reachedAt(order, s) ?? order.created_at) : reachedAt(order, s),
    state,
    note,
  });
  if (status === 'cancelled') {
    const reached = flow.filter((s) => reachedAt(order, s) !== null).map((s) => step(s, 'done'));
    return [...reached, step('cancelled', 'current', order.cancel_reason)];
  }
  if (status === 'pending_payment' || status === 'payment_failed') {
    return [step(status, 'current'), ...flow.map((s) => step(s, 'upcoming'))];
  }
  const index = flow.indexOf(status);
  return flow.map((s, i) =>
    step(s, i < index ? 'done' : i === index ? (s === 'delivered' ? 'done' : 'current') : 'upcoming'),
  );
}

/** A driver's job runs from acceptance until delivery: meanwhile the customer sees who it is and may call them. */
export const driverJobActive = isDriverJobActive;

/**
 * The customer's refund, in words (docs/product.md#order-notifications): 'R75.00 refund owed…' until PayFast
 * confirms it (with what it already confirmed, if part was), then when it was refunded. Null when nothing is owed
 * (cash, never paid).
 */
export function refundText(refund: Order['refund'], formatAmount: (cents: number) => string): string | null {
  if (!refund) return null;
  const amount = formatAmount(refund.amount_cents);
  if (refund.status === 'owed') {
    const already = refund.refunded_cents ? ` (${formatAmount(refund.refunded_cents)} already refunded)` : '';
    return `${amount} refund owed${already}. We will tell you when PayFast confirms it; it then reaches the card or account you paid with within 3 to 10 working days.`;
  }
  return refund.refunded_at
    ? `We refunded ${amount} on ${formatDateTime(refund.refunded_at)}. It reaches your card or account within 3 to 10 working days.`
    : `We refunded ${amount}. It reaches your card or account within 3 to 10 working days.`;
}

/** Whether the customer may still cancel it themselves (before the restaurant confirms). */
export function customerCanCancel(order: Pick<Order | OrderSummary, 'status'>): boolean {
  return canTransition(order.status, 'cancelled', 'customer');
}

const timeFormat = new Intl.DateTimeFormat('en-ZA', { hour: '2-digit', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatTime = (iso: string) => timeFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** 'about 25 min' for the minutes left until the order's ETA (`orderEta`), 'any minute now' once it is arriving. */
export function minutesUntil(minutes: number): string {
  return minutes <= ARRIVING_MINUTES ? 'any minute now' : `about ${minutes} min`;
}
