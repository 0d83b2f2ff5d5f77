import type { DeskOrder } from '@lekker/core/contracts/desk';
import { useQuery } from '@tanstack/react-query';
import { deskQueryOptions } from '@/api/restaurant-portal.ts';

// An order for later waiting for its slot is not new yet: it rings when it enters New (docs/product.md#order-for-later).
const placed = (orders: DeskOrder[]) => orders.filter((o) => o.status === 'placed' && !o.scheduled_waiting);

/** The venue's orders waiting for an answer (status placed, in the kitchen queue), oldest first; undefined until loaded. */
export function useNewOrders(venueId: string | null): DeskOrder[] | undefined {
  return useQuery({
    ...deskQueryOptions(venueId ?? ''),
    enabled: venueId !== null,
    select: (data) => placed(data.orders).reverse(),
  }).data;
}
