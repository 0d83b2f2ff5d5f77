// Venue stories as the owner manages them (the portal's stories page): post, list with view counts, delete.
import { AdminMenuSchema } from '@lekker/core/contracts/menu-admin';
import { VenueStoriesSchema, VenueStorySchema } from '@lekker/core/contracts/stories';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { uploadFile } from './upload.ts';

export const venueStoriesQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: queryKeys.stories.venue(venueId),
    queryFn: async ({ signal }) =>
      VenueStoriesSchema.parse(
        await body(api.GET('/restaurant/venues/{id}/stories', { params: { path: { id: venueId } }, signal })),
      ).stories,
  });

export const useVenueStories = (venueId: string) => useQuery(venueStoriesQueryOptions(venueId));

/**
 * POST the raw photo (the server checks its first bytes and resizes it) with the caption and dish in the query.
 * Not JSON: the one upload helper (api/upload.ts).
 */
export async function postStory(
  venueId: string,
  input: { file: File; caption?: string; menuItemId?: string },
) {
  const answer = await uploadFile(`/restaurant/venues/${encodeURIComponent(venueId)}/stories`, input.file, {
    method: 'POST',
    query: { caption: input.caption, menu_item_id: input.menuItemId },
  });
  return VenueStorySchema.parse(answer);
}

export function usePostStory(venueId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; caption?: string; menuItemId?: string }) => postStory(venueId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['stories'] }),
  });
}

export function useDeleteStory(venueId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (storyId: string) =>
      body(
        api.DELETE('/restaurant/venues/{id}/stories/{storyId}', {
          params: { path: { id: venueId, storyId } },
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['stories'] }),
  });
}

/** The venue's dishes (from its menu editor's list), for linking a story to one. */
export const venueDishesQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: queryKeys.stories.dishes(venueId),
    queryFn: async ({ signal }) =>
      AdminMenuSchema.parse(
        await body(api.GET('/restaurant/venues/{id}/menu', { params: { path: { id: venueId } }, signal })),
      ).items.map((item) => ({ id: item.id, name: item.name })),
  });

export const useVenueDishes = (venueId: string) => useQuery(venueDishesQueryOptions(venueId));
