// The restaurant order desk's rules, shared by the server (what the customer reads) and the web (columns, prep time).
import type { CancelCode, RejectCode } from './contracts/desk.ts';
import type { OrderStatus } from './order-status.ts';

/** Minutes a placed order may wait for the restaurant before the system turns it down (ORDER_ACCEPT_TIMEOUT_MINUTES). */
export const DEFAULT_ACCEPT_TIMEOUT_MINUTES = 8;

/** The preparation time the confirm dialog allows (the server's ConfirmOrderSchema bounds). */
export const PREP_MINUTES_MIN = 5;
export const PREP_MINUTES_MAX = 180;
/** Suggested when no item states a preparation time. */
export const DEFAULT_PREP_MINUTES = 20;

/** The reasons the desk offers, in the order shown. */
export const REJECT_REASON_LABELS: Record<RejectCode, string> = {
  closing_early: 'Closing early',
  item_sold_out: 'Item sold out',
  too_busy: 'Too busy',
  other: 'Other',
};

export const AUTO_REJECT_REASON =
  'The restaurant did not respond in time, so your order was cancelled. If you paid online, your payment will be refunded.';

/** What the customer reads when the restaurant turns the order down. */
export function rejectionText(
  code: CancelCode,
  detail: { itemName?: string | null; note?: string | null },
): string {
  switch (code) {
    case 'closing_early':
      return 'The restaurant is closing early and cannot make your order today.';
    case 'item_sold_out':
      return detail.itemName
        ? `Sorry, ${detail.itemName} is sold out, so the restaurant could not accept your order.`
        : 'Sorry, an item in your order is sold out, so the restaurant could not accept it.';
    case 'too_busy':
      return 'The restaurant is too busy to take your order right now. Please try again a little later.';
    case 'auto_rejected':
      return AUTO_REJECT_REASON;
    case 'other':
      return detail.note?.trim() || 'The restaurant could not accept your order.';
  }
}

/** Suggested preparation time: the longest of the items' preparation times, within the allowed bounds. */
export function suggestedPrepMinutes(items: readonly { preparation_time: number | null }[]): number {
  const longest = Math.max(0, ...items.map((i) => i.preparation_time ?? 0));
  const minutes = longest > 0 ? longest : DEFAULT_PREP_MINUTES;
  return Math.min(PREP_MINUTES_MAX, Math.max(PREP_MINUTES_MIN, Math.round(minutes)));
}

export const DESK_COLUMNS = ['new', 'preparing', 'ready', 'out', 'done'] as const;
export type DeskColumn = (typeof DESK_COLUMNS)[number];

export const DESK_COLUMN_LABELS: Record<DeskColumn, string> = {
  new: 'New',
  preparing: 'Preparing',
  ready: 'Ready for pickup',
  out: 'Out for delivery',
  done: 'Done / cancelled',
};

/** The desk column of a status (unpaid orders never reach the desk: null). */
export function deskColumn(status: OrderStatus): DeskColumn | null {
  switch (status) {
    case 'placed':
      return 'new';
    case 'confirmed':
    case 'preparing':
      return 'preparing';
    case 'ready':
      return 'ready';
    case 'picked_up':
      return 'out';
    case 'delivered':
    case 'cancelled':
      return 'done';
    default:
      return null;
  }
}

/** The forward path an order takes through the kitchen; an action already passed on it is a no-op. */
const FORWARD: readonly OrderStatus[] = [
  'placed',
  'confirmed',
  'preparing',
  'ready',
  'picked_up',
  'delivered',
];

/** Whether an order in `status` has already reached `target` on the forward path (repeating the action is a no-op). */
export function hasReached(status: OrderStatus, target: OrderStatus): boolean {
  const at = FORWARD.indexOf(status);
  const goal = FORWARD.indexOf(target);
  return at >= 0 && goal >= 0 && at >= goal;
}
