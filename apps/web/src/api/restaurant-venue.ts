// The owner's venue: settings, pause, images, go-live and the menu editor (/api/restaurant/venues/{id}/…), the portal
// venue's fetchers beside the other resources'.
// JSON calls go through the typed client (paths and bodies checked against the OpenAPI document); answers are also
// parsed with the core contracts, so a drifted server answer fails loudly here, not in a component.
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
import { api, body } from './client.ts';
import { uploadFile } from './upload.ts';

const base = (venueId: string) => `/restaurant/venues/${encodeURIComponent(venueId)}`;
const venue = (id: string) => ({ params: { path: { id } } });
const inVenue = <T extends Record<string, string>>(id: string, more: T) => ({
  params: { path: { id, ...more } },
});

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
      VenueSettingsSchema.parse(
        await body(api.GET('/restaurant/venues/{id}/settings', { ...venue(venueId), signal })),
      ),
  });

export const adminMenuQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: venueKeys.menu(venueId),
    queryFn: async ({ signal }) =>
      AdminMenuSchema.parse(
        await body(api.GET('/restaurant/venues/{id}/menu', { ...venue(venueId), signal })),
      ),
  });

export const goLiveQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: venueKeys.goLive(venueId),
    queryFn: async ({ signal }) =>
      GoLiveChecklistSchema.parse(
        await body(api.GET('/restaurant/venues/{id}/go-live', { ...venue(venueId), signal })),
      ),
  });

export const useVenueSettings = (venueId: string) => useQuery(settingsQueryOptions(venueId));
export const useAdminMenu = (venueId: string) => useQuery(adminMenuQueryOptions(venueId));
export const useGoLiveChecklist = (venueId: string) => useQuery(goLiveQueryOptions(venueId));

/** PUT the raw file (the server checks its first bytes, resizes it and stores it publicly): the one upload helper. */
const putImage = (path: string, file: File) => uploadFile(path, file);

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
      VenueSettingsSchema.parse(
        await body(api.PATCH('/restaurant/venues/{id}/settings', { ...venue(venueId), body: input })),
      ),
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
      VenueSettingsSchema.parse(
        await body(api.POST('/restaurant/venues/{id}/pause', { ...venue(venueId), body: { pause } })),
      ),
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
      GoLiveChecklistSchema.parse(await body(api.POST('/restaurant/venues/{id}/go-live', venue(venueId)))),
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
  const answer = () => {
    switch (action.type) {
      case 'create-category':
        return api.POST('/restaurant/venues/{id}/menu/categories', {
          ...venue(venueId),
          body: { name: action.name },
        });
      case 'rename-category':
        return api.PATCH('/restaurant/venues/{id}/menu/categories/{categoryId}', {
          ...inVenue(venueId, { categoryId: action.id }),
          body: { name: action.name },
        });
      case 'delete-category':
        return api.DELETE(
          '/restaurant/venues/{id}/menu/categories/{categoryId}',
          inVenue(venueId, { categoryId: action.id }),
        );
      case 'reorder-categories':
        return api.PUT('/restaurant/venues/{id}/menu/categories/order', {
          ...venue(venueId),
          body: { ids: action.ids },
        });
      case 'sold-out':
        return api.POST('/restaurant/venues/{id}/menu/sold-out', {
          ...venue(venueId),
          body: { item_ids: action.itemIds, sold_out: action.soldOut },
        });
    }
  };
  return AdminMenuSchema.parse(await body<unknown>(answer()));
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
          ? await body(
              api.PATCH('/restaurant/venues/{id}/menu/items/{itemId}', {
                ...inVenue(venueId, { itemId: id }),
                body: input as UpdateMenuItem,
              }),
            )
          : await body(
              api.POST('/restaurant/venues/{id}/menu/items', {
                ...venue(venueId),
                body: input as CreateMenuItem,
              }),
            ),
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
