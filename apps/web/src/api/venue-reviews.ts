// The portal's reviews page: the venue's reviews with filters, and one public reply per review.
import {
  VenueReviewSchema,
  type VenueReviewsQuery,
  VenueReviewsSchema,
} from '@lekker/core/contracts/venue-reviews';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api, body } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type VenueReviewFilters = { rating?: number; replied?: boolean };

/**
 * GET /api/restaurant/venues/{id}/reviews: one page (20), newest first, with the distribution over every review.
 * `cursor` is the previous page's `next_cursor`.
 */
export async function getVenueReviews(
  venueId: string,
  filters: VenueReviewFilters,
  signal?: AbortSignal,
  cursor?: string,
) {
  const query: VenueReviewsQuery = {};
  if (filters.rating !== undefined) query.rating = filters.rating;
  if (filters.replied !== undefined) query.replied = filters.replied ? 'true' : 'false';
  if (cursor !== undefined) query.cursor = cursor;
  return VenueReviewsSchema.parse(
    await body(
      api.GET('/restaurant/venues/{id}/reviews', { params: { path: { id: venueId }, query }, signal }),
    ),
  );
}

/** The pages loaded so far ("Show more reviews" asks for the next); the summary comes with each page. */
export const venueReviewsQueryOptions = (venueId: string, filters: VenueReviewFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.venueReviews.list(venueId, filters),
    queryFn: ({ signal, pageParam }) => getVenueReviews(venueId, filters, signal, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // Changing a filter keeps the page (and the filters) on screen while the new list loads.
    placeholderData: keepPreviousData,
  });

export const useVenueReviews = (venueId: string, filters: VenueReviewFilters) =>
  useInfiniteQuery(venueReviewsQueryOptions(venueId, filters));

/** Writes, edits (reply: string) or removes (reply: null) the public reply; refreshes the lists and the menu card. */
export function useReplyToReview(venueId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ reviewId, reply }: { reviewId: string; reply: string | null }) => {
      const path = { params: { path: { id: venueId, reviewId } } };
      return VenueReviewSchema.parse(
        await body(
          reply === null
            ? api.DELETE('/restaurant/venues/{id}/reviews/{reviewId}/reply', path)
            : api.PUT('/restaurant/venues/{id}/reviews/{reviewId}/reply', { ...path, body: { reply } }),
        ),
      );
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.venueReviews.all(venueId) }),
        client.invalidateQueries({ queryKey: queryKeys.restaurants.reviews(venueId) }),
      ]),
  });
}
