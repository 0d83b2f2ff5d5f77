import type { DeskOrder } from '@lekker/core/contracts/desk';
import { useQuery } from '@tanstack/react-query';
import { deskQueryOptions } from '@/api/restaurant-portal.ts';

const placed = (orders: DeskOrder[]) => orders.filter((o) => o.status === 'placed');

/** The venue's orders waiting for an answer (status placed), oldest first; undefined until loaded. */
export function useNewOrders(venueId: string | null): DeskOrder[] | undefined {
  return useQuery({
    ...deskQueryOptions(venueId ?? ''),
    enabled: venueId !== null,
    select: (data) => placed(data.orders).reverse(),
  }).data;
}
