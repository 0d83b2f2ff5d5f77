// Venue stories as customers see them: the home page's strip near them and view counting. Kept apart from the
// owner's side (venue-stories.ts) so the home page loads only this.
import { queryOptions } from '@tanstack/react-query';
import { api, body } from './client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * GET /api/stories?lat&lng: venues near the point with their live stories, nearest first. Typed by the generated
 * client and not re-parsed with the core contract: that would add every story schema to the home page's bundle.
 */
export async function getNearbyStories(lat: number, lng: number, signal?: AbortSignal) {
  return (await body(api.GET('/stories', { params: { query: { lat, lng } }, signal }))).venues;
}

export const nearbyStoriesQueryOptions = (lat: number, lng: number) =>
  queryOptions({
    queryKey: queryKeys.stories.near(lat, lng),
    queryFn: ({ signal }) => getNearbyStories(lat, lng, signal),
    staleTime: 60_000,
    // The strip is a nicety: a failure hides it rather than retrying.
    retry: false,
  });

/** POST /api/stories/{id}/view (signed-in people only; the owner sees the count). */
export async function recordStoryView(storyId: string) {
  return body(api.POST('/stories/{id}/view', { params: { path: { id: storyId } } }));
}
