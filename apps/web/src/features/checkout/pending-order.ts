// The pending order details saved locally before the customer leaves for PayFast (docs/product.md#payment). The server owns the order; this copy only lets the return pages tidy up (clear
// the cart once the order is paid) and lets a returning customer see what they were paying for.
// Money is in cents, like everywhere else in the app (docs/product.md#money).

import { z } from 'zod';
import { createLocalStore } from '@/lib/local-store.ts';

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

const count = z.number().int().nonnegative();
/** Optional texts read leniently, like the older hand-written parser: anything but a string counts as none. */
const textOrNull = z.string().nullable().catch(null);

const PendingOrderItemSchema = z.object({
  menu_item_id: z.string(),
  name: z.string(),
  price_cents: count,
  quantity: count,
  special_instructions: textOrNull,
});

const PendingDeliveryAddressSchema = z.union([
  z.object({ street: z.string(), city: z.string(), province: z.string(), postal_code: textOrNull }),
  z.object({ address: z.string(), lat: z.number(), lng: z.number(), distance_km: z.number() }),
]);

/** The stored shape; an older or hand-edited value that misses a required field counts as none. */
const PendingOrderSchema = z.object({
  customer_id: z.string(),
  restaurant_id: z.string(),
  total_amount: count,
  delivery_fee: count,
  delivery_address: PendingDeliveryAddressSchema,
  special_instructions: textOrNull,
  items: z.array(PendingOrderItemSchema),
  delivery_only: z.boolean().catch(false),
  custom_delivery_data: z.record(z.string(), z.unknown()).nullable().catch(null),
  payment_method: z.enum(['payfast', 'cash']).catch('payfast'),
  order_id: textOrNull,
  order_number: textOrNull,
  saved_at: z.string().catch(() => new Date(0).toISOString()),
}) satisfies z.ZodType<PendingOrderDetails, unknown>;

const pendingOrders = createLocalStore(PENDING_ORDER_KEY, PendingOrderSchema);

/** Reads a stored value; anything malformed (an older shape, hand-edited storage) counts as none. */
export function parsePendingOrder(raw: string | null): PendingOrderDetails | null {
  return pendingOrders.parse(raw);
}

export function loadPendingOrder(): PendingOrderDetails | null {
  return pendingOrders.read();
}

/** Saves (or replaces) the pending order; a full or blocked storage is not a reason to stop a payment. */
export function savePendingOrder(details: PendingOrderDetails): void {
  pendingOrders.write(details);
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
  pendingOrders.clear();
}

/** Whether the stored pending order is the given one (so its cart may be cleared once it is paid). */
export function isPendingOrder(order: { id: string; order_number: string }): boolean {
  const pending = loadPendingOrder();
  return pending !== null && (pending.order_id === order.id || pending.order_number === order.order_number);
}
