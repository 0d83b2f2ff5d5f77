// A restaurant's reviews with its rating summary.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
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
    // A failure shows the empty state (docs/product.md#reviews): one retry is enough, none for an answer the client caused.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.isClientError),
  });

export function useReviews(restaurantId: string) {
  return useQuery(reviewsQueryOptions(restaurantId));
}
