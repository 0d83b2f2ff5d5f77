// A restaurant's reviews with its rating summary, a page at a time.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, body } from './client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * GET /api/restaurants/:id/reviews: one page (20), newest first, with the rating summary over every review.
 * `cursor` is the previous page's `next_cursor`.
 */
export function getReviews(restaurantId: string, signal?: AbortSignal, cursor?: string) {
  return body(
    api.GET('/restaurants/{id}/reviews', {
      params: { path: { id: restaurantId }, query: cursor === undefined ? {} : { cursor } },
      signal,
    }),
  );
}

/** The pages loaded so far ("Show more reviews" asks for the next). */
export const reviewsQueryOptions = (restaurantId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.restaurants.reviews(restaurantId),
    queryFn: ({ signal, pageParam }) => getReviews(restaurantId, signal, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export function useReviews(restaurantId: string) {
  return useInfiniteQuery(reviewsQueryOptions(restaurantId));
}
