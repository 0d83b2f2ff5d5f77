// The owner's venue: settings, pause, images, go-live and the menu editor (/api/restaurant/venues/{id}/…).
// Answers are parsed with the core contracts, so a drifted server answer fails loudly here, not in a component.
import {
  type AdminMenu,
  type AdminMenuItem,
  AdminMenuItemSchema,
  AdminMenuSchema,
  type CreateMenuItem,
  type UpdateMenuItem,
} from '@lekker/core/contracts/menu-admin';
import {
  type GoLiveChecklist,
  GoLiveChecklistSchema,
  type PauseRequest,
  type UpdateVenueSettings,
  type VenueSettings,
  VenueSettingsSchema,
} from '@lekker/core/contracts/venues';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, buildApiUrl, toApiError } from '@/lib/api-client.ts';

const base = (venueId: string) => `/restaurant/venues/${encodeURIComponent(venueId)}`;

export const venueKeys = {
  all: (venueId: string) => ['restaurant-venue', venueId] as const,
  settings: (venueId: string) => ['restaurant-venue', venueId, 'settings'] as const,
  menu: (venueId: string) => ['restaurant-venue', venueId, 'menu'] as const,
  goLive: (venueId: string) => ['restaurant-venue', venueId, 'go-live'] as const,
};

export const settingsQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: venueKeys.settings(venueId),
    queryFn: async ({ signal }) =>
      VenueSettingsSchema.parse(await apiGet(`${base(venueId)}/settings`, undefined, { signal })),
  });

export const adminMenuQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: venueKeys.menu(venueId),
    queryFn: async ({ signal }) =>
      AdminMenuSchema.parse(await apiGet(`${base(venueId)}/menu`, undefined, { signal })),
  });

export const goLiveQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: venueKeys.goLive(venueId),
    queryFn: async ({ signal }) =>
      GoLiveChecklistSchema.parse(await apiGet(`${base(venueId)}/go-live`, undefined, { signal })),
  });

export const useVenueSettings = (venueId: string) => useQuery(settingsQueryOptions(venueId));
export const useAdminMenu = (venueId: string) => useQuery(adminMenuQueryOptions(venueId));
export const useGoLiveChecklist = (venueId: string) => useQuery(goLiveQueryOptions(venueId));

/**
 * PUT the raw file (the server checks its first bytes, resizes it and stores it publicly). Not JSON, so it goes
 * through fetch directly with the shared error mapping.
 */
async function putImage(path: string, file: File): Promise<unknown> {
  const response = await fetch(buildApiUrl(path), {
    method: 'PUT',
    headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
    credentials: 'include',
  });
  if (!response.ok) throw await toApiError(response);
  return response.json();
}

/** Every mutation of this venue refreshes its settings, menu and checklist (and the customer menu cache). */
function useInvalidateVenue(venueId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: venueKeys.all(venueId) }),
      client.invalidateQueries({ queryKey: ['restaurants'] }),
      client.invalidateQueries({ queryKey: ['portal'] }),
    ]);
}

export function useUpdateSettings(venueId: string) {
  const invalidate = useInvalidateVenue(venueId);
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateVenueSettings) =>
      VenueSettingsSchema.parse(await apiSend('PATCH', `${base(venueId)}/settings`, input)),
    onSuccess: (settings: VenueSettings) => {
      client.setQueryData(venueKeys.settings(venueId), settings);
      return invalidate();
    },
  });
}

export function usePauseVenue(venueId: string) {
  const invalidate = useInvalidateVenue(venueId);
  return useMutation({
    mutationFn: async (pause: PauseRequest['pause']) =>
      VenueSettingsSchema.parse(await apiSend('POST', `${base(venueId)}/pause`, { pause })),
    onSuccess: () => invalidate(),
  });
}

export function useUploadVenueImage(venueId: string) {
  const invalidate = useInvalidateVenue(venueId);
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: 'logo' | 'cover'; file: File }) =>
      VenueSettingsSchema.parse(await putImage(`${base(venueId)}/images/${kind}`, file)),
    onSuccess: () => invalidate(),
  });
}

export function useGoLive(venueId: string) {
  const invalidate = useInvalidateVenue(venueId);
  return useMutation({
    mutationFn: async (): Promise<GoLiveChecklist> =>
      GoLiveChecklistSchema.parse(await apiSend('POST', `${base(venueId)}/go-live`)),
    onSuccess: () => invalidate(),
  });
}

type MenuAction =
  | { type: 'create-category'; name: string }
  | { type: 'rename-category'; id: string; name: string }
  | { type: 'delete-category'; id: string }
  | { type: 'reorder-categories'; ids: string[] }
  | { type: 'sold-out'; itemIds: string[]; soldOut: boolean };

async function runMenuAction(venueId: string, action: MenuAction): Promise<AdminMenu> {
  const menu = `${base(venueId)}/menu`;
  switch (action.type) {
    case 'create-category':
      return AdminMenuSchema.parse(await apiSend('POST', `${menu}/categories`, { name: action.name }));
    case 'rename-category':
      return AdminMenuSchema.parse(
        await apiSend('PATCH', `${menu}/categories/${action.id}`, { name: action.name }),
      );
    case 'delete-category':
      return AdminMenuSchema.parse(await apiSend('DELETE', `${menu}/categories/${action.id}`));
    case 'reorder-categories':
      return AdminMenuSchema.parse(await apiSend('PUT', `${menu}/categories/order`, { ids: action.ids }));
    case 'sold-out':
      return AdminMenuSchema.parse(
        await apiSend('POST', `${menu}/sold-out`, { item_ids: action.itemIds, sold_out: action.soldOut }),
      );
  }
}

/** Category and bulk actions answer the whole menu, which replaces the cached one at once. */
export function useMenuAction(venueId: string) {
  const client = useQueryClient();
  const invalidate = useInvalidateVenue(venueId);
  return useMutation({
    mutationFn: (action: MenuAction) => runMenuAction(venueId, action),
    onSuccess: (menu) => {
      client.setQueryData(venueKeys.menu(venueId), menu);
      return invalidate();
    },
  });
}

export function useSaveItem(venueId: string) {
  const invalidate = useInvalidateVenue(venueId);
  return useMutation({
    mutationFn: async ({
      id,
      input,
    }: {
      id: string | null;
      input: CreateMenuItem | UpdateMenuItem;
    }): Promise<AdminMenuItem> =>
      AdminMenuItemSchema.parse(
        id
          ? await apiSend('PATCH', `${base(venueId)}/menu/items/${id}`, input)
          : await apiSend('POST', `${base(venueId)}/menu/items`, input),
      ),
    onSuccess: () => invalidate(),
  });
}

export function useUploadItemImage(venueId: string) {
  const invalidate = useInvalidateVenue(venueId);
  return useMutation({
    mutationFn: async ({ itemId, file }: { itemId: string; file: File }) =>
      AdminMenuItemSchema.parse(await putImage(`${base(venueId)}/menu/items/${itemId}/image`, file)),
    onSuccess: () => invalidate(),
  });
}
