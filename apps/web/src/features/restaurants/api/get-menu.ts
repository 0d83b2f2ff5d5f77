import type { MenuItem } from '@lekker/core/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';

/** GET /api/restaurants/:id/menu: the available items, by name. */
export function getMenu(id: string, signal?: AbortSignal): Promise<{ items: MenuItem[] }> {
  return apiGet<{ items: MenuItem[] }>(`/restaurants/${encodeURIComponent(id)}/menu`, undefined, { signal });
}

export const menuQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['restaurants', 'menu', id],
    queryFn: ({ signal }) => getMenu(id, signal),
  });

export function useMenu(id: string) {
  return useQuery(menuQueryOptions(id));
}
