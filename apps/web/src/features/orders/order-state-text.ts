// The one place that words an order's state for its customer: the tracking page's header and the payment return
// page read it, so they never tell two stories (docs/product.md#order-notifications).
import type { Order } from '@lekker/core/contracts/orders';
import { formatRand } from '@lekker/core/money';
import { refundText, statusLabel } from './order-format.ts';

type StateOrder = Pick<
  Order,
  'status' | 'payment_method' | 'events' | 'refund' | 'cancel_reason' | 'order_number' | 'restaurant'
> &
  Partial<Pick<Order, 'fulfilment'>>;

export type CustomerOrderState = {
  /** The status in words ('Order placed', 'Cancelled' …). */
  label: string;
  /**
   * 'awaiting_payment' (PayFast has not confirmed yet), 'payment_failed', 'live' (paid or cash, on its way through
   * the kitchen), 'delivered', 'cancelled_paid' (paid online, then turned down or cancelled: refund on its way) or
   * 'cancelled_unpaid' (cancelled before any payment).
   */
  kind: 'awaiting_payment' | 'payment_failed' | 'live' | 'delivered' | 'cancelled_paid' | 'cancelled_unpaid';
  /** Why it was cancelled (the venue's or the system's sentence), when it was. */
  reason: string | null;
  /** The refund in words ('R75.00 refund owed…', 'We refunded…'), when money goes back. */
  refund: string | null;
  /** One sentence for the customer about where the order stands. */
  summary: string;
};

/** Paid online: PayFast's confirmation moved it to 'placed' (or a refund exists). Cash is never paid in advance. */
export function wasPaidOnline(order: Pick<Order, 'payment_method' | 'events' | 'refund'>): boolean {
  if (order.refund) return true;
  return order.payment_method === 'payfast' && order.events.some((e) => e.to_status === 'placed');
}

/** The order's state in the customer's words. */
export function customerOrderState(order: StateOrder): CustomerOrderState {
  const label = statusLabel(order.status, order.fulfilment);
  const refund = refundText(order.refund, formatRand);
  const number = order.order_number;
  const venue = order.restaurant.name;
  const base = { label, reason: null, refund };
  switch (order.status) {
    case 'pending_payment':
      return {
        ...base,
        kind: 'awaiting_payment',
        summary: `We are waiting for PayFast to confirm your payment of order ${number}.`,
      };
    case 'payment_failed':
      return {
        ...base,
        kind: 'payment_failed',
        summary: 'PayFast could not take the payment. Your order has not gone to the restaurant.',
      };
    case 'cancelled': {
      const reason = order.cancel_reason;
      if (wasPaidOnline(order))
        return {
          ...base,
          kind: 'cancelled_paid',
          reason,
          refund:
            refund ??
            'Your payment will be refunded. We will tell you when PayFast confirms it; it then reaches the card or account you paid with within 3 to 10 working days.',
          summary: `Order ${number} was paid, then cancelled, so your money is on its way back to you.`,
        };
      return {
        ...base,
        kind: 'cancelled_unpaid',
        reason,
        summary: 'The order was cancelled before it was paid, so nothing was charged.',
      };
    }
    case 'delivered':
      return { ...base, kind: 'delivered', summary: `Order ${number} from ${venue} has been delivered.` };
    case 'placed':
      return {
        ...base,
        kind: 'live',
        summary: `Order ${number} is ${wasPaidOnline(order) ? 'paid and ' : ''}on its way to ${venue}. You will be notified as soon as they confirm it.`,
      };
    default:
      return {
        ...base,
        kind: 'live',
        summary: `${venue} has accepted order ${number}. Where it is now: ${label}.`,
      };
  }
}
