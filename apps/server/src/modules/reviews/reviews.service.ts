import type { Review, ReviewsResponse } from '@lekker/core/contracts/catalogue';
import { summarizeRatings } from '@lekker/core/rating';
import type { RestaurantsService } from '../restaurants/restaurants.service.ts';
import type { ReviewRecord, ReviewsRepository } from './reviews.repository.ts';

/** Public shape: reviewers stay anonymous, so the customer id never leaves the server. */
export function toReview(r: ReviewRecord): Review {
  return {
    id: r.id,
    restaurant_rating: r.restaurantRating ?? 0,
    restaurant_comment: r.restaurantComment,
    created_at: r.createdAt.toISOString(),
    owner_reply: r.ownerReply,
    owner_replied_at: r.ownerRepliedAt?.toISOString() ?? null,
  };
}

export function createReviewsService(repo: ReviewsRepository, restaurants: RestaurantsService) {
  return {
    async list(restaurantId: string): Promise<ReviewsResponse> {
      await restaurants.assertExists(restaurantId);
      const rows = await repo.listRated(restaurantId);
      return {
        reviews: rows.map(toReview),
        summary: summarizeRatings(rows.map((r) => r.restaurantRating ?? 0)),
      };
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
