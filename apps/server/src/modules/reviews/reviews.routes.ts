import { ReviewsQuerySchema, ReviewsResponseSchema } from '@lekker/core/contracts/catalogue';
import { ApiErrorSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import {
  ReviewReplySchema,
  VenueReviewParamsSchema,
  VenueReviewSchema,
  VenueReviewsQuerySchema,
  VenueReviewsSchema,
} from '@lekker/core/contracts/venue-reviews';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonBody, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { ReviewsService } from './reviews.service.ts';

const listRoute = guardedRoute({
  method: 'get',
  audience: 'public',
  path: '/restaurants/{id}/reviews',
  tags: ['Catalogue'],
  summary:
    "One page of a restaurant's rated reviews, newest first, with the rating summary over all of them. " +
    'Pass `next_cursor` back as `cursor` for the next page.',
  request: { params: UuidParamSchema, query: ReviewsQuerySchema },
  responses: {
    200: jsonContent(ReviewsResponseSchema, 'Reviews and summary'),
    400: jsonContent(ApiErrorSchema, 'A malformed id, limit or cursor'),
    404: jsonContent(ApiErrorSchema, 'No such restaurant'),
  },
});

const portalTags = ['Restaurant reviews'];
const portalErrors = {
  400: jsonContent(ApiErrorSchema, 'Invalid input'),
  401: jsonContent(ApiErrorSchema, 'Not signed in'),
  403: jsonContent(ApiErrorSchema, 'Not a restaurant account'),
  404: jsonContent(ApiErrorSchema, 'No such venue or review — or not yours'),
};

const venueListRoute = guardedRoute({
  method: 'get',
  audience: 'restaurant',
  path: '/restaurant/venues/{id}/reviews',
  tags: portalTags,
  summary:
    "One page of the venue's rated reviews (reviewer by first name and initial), filtered, with the distribution. " +
    'Pass `next_cursor` back as `cursor` for the next page.',
  request: { params: UuidParamSchema, query: VenueReviewsQuerySchema },
  responses: {
    200: jsonContent(VenueReviewsSchema, 'Reviews, summary and unanswered count'),
    ...portalErrors,
  },
});

const replyRoute = guardedRoute({
  method: 'put',
  audience: 'restaurant',
  path: '/restaurant/venues/{id}/reviews/{reviewId}/reply',
  tags: portalTags,
  summary: 'Write or edit the public reply to a review (one per review), shown under it on the menu page',
  request: { params: VenueReviewParamsSchema, ...jsonBody(ReviewReplySchema) },
  responses: { 200: jsonContent(VenueReviewSchema, 'The review with its reply'), ...portalErrors },
});

const deleteReplyRoute = guardedRoute({
  method: 'delete',
  audience: 'restaurant',
  path: '/restaurant/venues/{id}/reviews/{reviewId}/reply',
  tags: portalTags,
  summary: 'Remove the public reply to a review',
  request: { params: VenueReviewParamsSchema },
  responses: { 200: jsonContent(VenueReviewSchema, 'The review without a reply'), ...portalErrors },
});

export function reviewsRoutes(service: ReviewsService) {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(
        ReviewsResponseSchema.parse(await service.list(c.req.valid('param').id, c.req.valid('query'))),
        200,
      ),
    )
    .openapi(venueListRoute, async (c) => {
      const { rating, replied, limit, cursor } = c.req.valid('query');
      const filters = { rating, replied: replied === undefined ? undefined : replied === 'true' };
      const answer = await service.listForVenue(await currentViewer(c), c.req.valid('param').id, filters, {
        limit,
        cursor,
      });
      return c.json(VenueReviewsSchema.parse(answer), 200);
    })
    .openapi(replyRoute, async (c) => {
      const { id, reviewId } = c.req.valid('param');
      const review = await service.reply(await currentViewer(c), id, reviewId, c.req.valid('json').reply);
      return c.json(VenueReviewSchema.parse(review), 200);
    })
    .openapi(deleteReplyRoute, async (c) => {
      const { id, reviewId } = c.req.valid('param');
      const review = await service.reply(await currentViewer(c), id, reviewId, null);
      return c.json(VenueReviewSchema.parse(review), 200);
    });
}
