// The pending order details saved locally before the customer leaves for PayFast (docs/product.md#payment). The server owns the order; this copy only lets the return pages tidy up (clear
// the cart once the order is paid) and lets a returning customer see what they were paying for.
// Money is in cents, like everywhere else in the app (docs/product.md#money).

export const PENDING_ORDER_KEY = 'lekker.pendingOrder';

export type PendingOrderItem = {
  menu_item_id: string;
  name: string;
  price_cents: number;
  quantity: number;
  special_instructions: string | null;
};

/** A normal order's address, or a custom delivery's pinned one. */
export type PendingDeliveryAddress =
  | { street: string; city: string; province: string; postal_code: string | null }
  | { address: string; lat: number; lng: number; distance_km: number };

export type PendingOrderDetails = {
  customer_id: string;
  restaurant_id: string;
  /** Cents. */
  total_amount: number;
  /** Cents. */
  delivery_fee: number;
  delivery_address: PendingDeliveryAddress;
  special_instructions: string | null;
  items: PendingOrderItem[];
  delivery_only: boolean;
  custom_delivery_data: Record<string, unknown> | null;
  payment_method: 'payfast' | 'cash';
  /** Known once the server has created the order. */
  order_id: string | null;
  order_number: string | null;
  saved_at: string;
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function parseItem(value: unknown): PendingOrderItem | null {
  if (!isRecord(value)) return null;
  const { menu_item_id, name, price_cents, quantity, special_instructions } = value;
  if (!isString(menu_item_id) || !isString(name) || !isCount(price_cents) || !isCount(quantity)) return null;
  return {
    menu_item_id,
    name,
    price_cents,
    quantity,
    special_instructions: isString(special_instructions) ? special_instructions : null,
  };
}

function parseAddress(value: unknown): PendingDeliveryAddress | null {
  if (!isRecord(value)) return null;
  if (isString(value.street) && isString(value.city) && isString(value.province))
    return {
      street: value.street,
      city: value.city,
      province: value.province,
      postal_code: isString(value.postal_code) ? value.postal_code : null,
    };
  const { address, lat, lng, distance_km } = value;
  if (
    isString(address) &&
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    typeof distance_km === 'number'
  )
    return { address, lat, lng, distance_km };
  return null;
}

/** Reads a stored value; anything malformed (an older shape, hand-edited storage) counts as none. */
export function parsePendingOrder(raw: string | null): PendingOrderDetails | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const address = parseAddress(value.delivery_address);
  const items = Array.isArray(value.items) ? value.items.map(parseItem) : null;
  if (
    !isString(value.customer_id) ||
    !isString(value.restaurant_id) ||
    !isCount(value.total_amount) ||
    !isCount(value.delivery_fee) ||
    !address ||
    !items ||
    items.some((i) => i === null)
  )
    return null;
  return {
    customer_id: value.customer_id,
    restaurant_id: value.restaurant_id,
    total_amount: value.total_amount,
    delivery_fee: value.delivery_fee,
    delivery_address: address,
    special_instructions: isString(value.special_instructions) ? value.special_instructions : null,
    items: items as PendingOrderItem[],
    delivery_only: value.delivery_only === true,
    custom_delivery_data: isRecord(value.custom_delivery_data) ? value.custom_delivery_data : null,
    payment_method: value.payment_method === 'cash' ? 'cash' : 'payfast',
    order_id: isString(value.order_id) ? value.order_id : null,
    order_number: isString(value.order_number) ? value.order_number : null,
    saved_at: isString(value.saved_at) ? value.saved_at : new Date(0).toISOString(),
  };
}

export function loadPendingOrder(): PendingOrderDetails | null {
  return parsePendingOrder(storage()?.getItem(PENDING_ORDER_KEY) ?? null);
}

/** Saves (or replaces) the pending order; a full or blocked storage is not a reason to stop a payment. */
export function savePendingOrder(details: PendingOrderDetails): void {
  try {
    storage()?.setItem(PENDING_ORDER_KEY, JSON.stringify(details));
  } catch {
    // Ignored: the server has the order either way.
  }
}

/** Adds the server's order id and number (and its own totals) once the order exists. */
export function attachOrderToPending(order: {
  id: string;
  order_number: string;
  total_cents: number;
  delivery_fee_cents: number;
}): void {
  const current = loadPendingOrder();
  if (current)
    savePendingOrder({
      ...current,
      order_id: order.id,
      order_number: order.order_number,
      total_amount: order.total_cents,
      delivery_fee: order.delivery_fee_cents,
    });
}

export function clearPendingOrder(): void {
  try {
    storage()?.removeItem(PENDING_ORDER_KEY);
  } catch {
    // Ignored.
  }
}

/** Whether the stored pending order is the given one (so its cart may be cleared once it is paid). */
export function isPendingOrder(order: { id: string; order_number: string }): boolean {
  const pending = loadPendingOrder();
  return pending !== null && (pending.order_id === order.id || pending.order_number === order.order_number);
}
