import type { ReviewsResponse } from '@lekker/core/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client.ts';

/** GET /api/restaurants/:id/reviews: newest first, with the rating summary. */
export function getReviews(restaurantId: string, signal?: AbortSignal): Promise<ReviewsResponse> {
  return apiGet<ReviewsResponse>(`/restaurants/${encodeURIComponent(restaurantId)}/reviews`, undefined, {
    signal,
  });
}

export const reviewsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ['restaurants', 'reviews', restaurantId],
    queryFn: ({ signal }) => getReviews(restaurantId, signal),
    // A failure shows the empty state (spec §8): one retry is enough, none for an answer the client caused.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.isClientError),
  });

export function useReviews(restaurantId: string) {
  return useQuery(reviewsQueryOptions(restaurantId));
}
