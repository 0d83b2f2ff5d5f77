import type { Order } from '@lekker/core/contracts/orders';
import { type OrderEta, orderEta } from '@lekker/core/order-eta';
import { useNow } from '@/lib/use-now.ts';

/**
 * The order's one ETA (`orderEta`: the plan, then the driver's position), re-read every 30 s so it keeps counting
 * down between updates. Read once per page and handed to every part that shows it, so they never disagree.
 */
export function useOrderEta(order: Order): OrderEta | null {
  return orderEta(order, useNow());
}
