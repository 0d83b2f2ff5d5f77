import type { MenuItem } from '@lekker/core/contracts/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';

/** GET /api/restaurants/{id}/menu (today's prices and availability, for 'Reorder'). Same key as the menu page's. */
export const menuQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['restaurants', 'menu', restaurantId],
    queryFn: ({ signal }) =>
      apiGet<{ items: MenuItem[] }>(`/restaurants/${encodeURIComponent(restaurantId)}/menu`, undefined, {
        signal,
      }),
  });
