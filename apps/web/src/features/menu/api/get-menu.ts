import type { MenuItem } from '@lekker/core/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';

export type MenuResponse = { items: MenuItem[] };

/** GET /api/restaurants/:id/menu: the available items, by name. */
export function getMenu(restaurantId: string, signal?: AbortSignal): Promise<MenuResponse> {
  return apiGet<MenuResponse>(`/restaurants/${encodeURIComponent(restaurantId)}/menu`, undefined, { signal });
}

export const menuQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['restaurants', 'menu', restaurantId],
    queryFn: ({ signal }) => getMenu(restaurantId, signal),
  });

export function useMenu(restaurantId: string) {
  return useQuery(menuQueryOptions(restaurantId));
}
