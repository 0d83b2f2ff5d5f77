// Order-update notices and badge counts (docs/product.md#order-notifications; the bell's "99+": docs/product.md#header).

export const ORDER_NOTICE_TITLE = 'Order Update';

const MESSAGES: Partial<Record<string, string>> = {
  confirmed: 'Your order has been confirmed!',
  preparing: 'Your order is being prepared',
  ready: 'Your order is ready for pickup',
  picked_up: 'Your order is out for delivery',
  delivered: 'Your order has been delivered!',
};

/** A collection's own texts (decision 068): nobody delivers it, the customer collects it with the pick-up code. */
const COLLECTION_MESSAGES: Partial<Record<string, string>> = {
  ...MESSAGES,
  ready: 'Your order is ready for collection: show your pick-up code at the counter',
  picked_up: undefined,
  delivered: 'Your order has been collected. Enjoy!',
};

/** The customer's notice for an order that moved to `status`; other statuses give none. */
export function orderStatusNotice(
  status: string,
  fulfilment: 'delivery' | 'collection' = 'delivery',
): { title: string; message: string } | null {
  const texts = fulfilment === 'collection' ? COLLECTION_MESSAGES : MESSAGES;
  const message = Object.hasOwn(texts, status) ? texts[status] : undefined;
  return message ? { title: ORDER_NOTICE_TITLE, message } : null;
}

/** The customer's notice when a driver takes their order: 'Your driver Thabo is on the way'. */
export function driverAssignedNotice(driverFirstName: string | null | undefined): {
  title: string;
  message: string;
} {
  const name = driverFirstName?.trim();
  return {
    title: ORDER_NOTICE_TITLE,
    message: name ? `Your driver ${name} is on the way` : 'Your driver is on the way',
  };
}

/** Badge text: none for 0 (or less), the number up to 99, '99+' above. */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
