// A restaurant's reviews with its rating summary.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, body } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/restaurants/:id/reviews: newest first, with the rating summary. */
export function getReviews(restaurantId: string, signal?: AbortSignal) {
  return body(api.GET('/restaurants/{id}/reviews', { params: { path: { id: restaurantId } }, signal }));
}

export const reviewsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: queryKeys.restaurants.reviews(restaurantId),
    queryFn: ({ signal }) => getReviews(restaurantId, signal),
  });

export function useReviews(restaurantId: string) {
  return useQuery(reviewsQueryOptions(restaurantId));
}
