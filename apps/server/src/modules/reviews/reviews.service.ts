import type { Review, ReviewsResponse } from '@lekker/core/contracts/catalogue';
import {
  decodeReviewsCursor,
  encodeReviewsCursor,
  REVIEWS_PAGE_DEFAULT,
  REVIEWS_PAGE_MAX,
  type ReviewsCursor,
} from '@lekker/core/contracts/review-pages';
import type { VenueReview, VenueReviews } from '@lekker/core/contracts/venue-reviews';
import { summarizeRatings } from '@lekker/core/rating';
import { shortName } from '@lekker/core/social';
import { badRequest, notFound } from '../../domain/errors.ts';
import type { Policy } from '../../domain/policy.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { RestaurantsService } from '../restaurants/restaurants.service.ts';
import type {
  ReviewRecord,
  ReviewsRepository,
  VenueReviewFilters,
  VenueReviewRecord,
} from './reviews.repository.ts';

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

/** The venue's shape: the reviewer by first name and initial only (docs/product.md#restaurant-social). */
function toVenueReview(r: VenueReviewRecord): VenueReview {
  return { ...toReview(r), reviewer_name: shortName(r.reviewerName), order_number: r.orderNumber };
}

type PageQuery = { limit?: number; cursor?: string };

/** The keyset to start after and the page size (20 unless asked, at most 50). */
function pageOf(page: PageQuery) {
  const limit = Math.min(page.limit ?? REVIEWS_PAGE_DEFAULT, REVIEWS_PAGE_MAX);
  const after = page.cursor === undefined ? null : decodeReviewsCursor(page.cursor);
  if (page.cursor !== undefined && !after)
    throw badRequest('That page of reviews is no longer available. Please reload the reviews.');
  return { after, limit };
}

/** Rows were read one past the page: that one says whether another page follows. */
function cut<T extends { cursor: ReviewsCursor }>(rows: T[], limit: number) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { shown, next_cursor: rows.length > limit && last ? encodeReviewsCursor(last.cursor) : null };
}

const summaryOf = (counts: { rating: number; count: number }[]) =>
  summarizeRatings(counts.flatMap((c) => Array<number>(c.count).fill(c.rating)));

export type ReviewsServiceDeps = { policy: Policy; clock: () => Date };

export function createReviewsService(
  repo: ReviewsRepository,
  restaurants: RestaurantsService,
  deps: ReviewsServiceDeps,
) {
  /** Another venue's reviews read like a missing venue (404), never 403. */
  async function assertManages(viewer: Viewer, restaurantId: string) {
    if (!(await deps.policy.canManageRestaurant(viewer, restaurantId))) throw notFound('Venue not found.');
  }

  return {
    /** The menu page's reviews: one page, and the summary over every rated review. */
    async list(restaurantId: string, page: PageQuery = {}): Promise<ReviewsResponse> {
      await restaurants.assertExists(restaurantId);
      const { after, limit } = pageOf(page);
      const [rows, counts] = await Promise.all([
        repo.listRated(restaurantId, { after, limit: limit + 1 }),
        repo.ratingCounts(restaurantId),
      ]);
      const { shown, next_cursor } = cut(rows, limit);
      return { reviews: shown.map(toReview), next_cursor, summary: summaryOf(counts) };
    },

    /**
     * The portal's reviews page: one page of the filtered list (`cursor` from the previous page's next_cursor), the
     * distribution over all reviews, and how many wait for a reply.
     */
    async listForVenue(
      viewer: Viewer,
      restaurantId: string,
      filters: VenueReviewFilters,
      page: PageQuery = {},
    ): Promise<VenueReviews> {
      await assertManages(viewer, restaurantId);
      const { after, limit } = pageOf(page);
      const [rows, counts] = await Promise.all([
        repo.listForVenue(restaurantId, filters, { after, limit: limit + 1 }),
        repo.ratingCounts(restaurantId),
      ]);
      const { shown, next_cursor } = cut(rows, limit);
      return {
        reviews: shown.map(toVenueReview),
        next_cursor,
        summary: summaryOf(counts),
        unreplied: counts.reduce((sum, c) => sum + c.unreplied, 0),
      };
    },

    /** One public reply per review: writing again replaces it (and its time); null removes it. */
    async reply(
      viewer: Viewer,
      restaurantId: string,
      reviewId: string,
      reply: string | null,
    ): Promise<VenueReview> {
      await assertManages(viewer, restaurantId);
      // A public reply is a change customers would see (docs/decisions/049-suspension-wins.md).
      await deps.policy.assertVenueChangeable(viewer, restaurantId);
      if (!(await repo.setReply(restaurantId, reviewId, reply, deps.clock())))
        throw notFound('Review not found.');
      const updated = await repo.findForVenue(restaurantId, reviewId);
      if (!updated) throw notFound('Review not found.');
      return toVenueReview(updated);
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
