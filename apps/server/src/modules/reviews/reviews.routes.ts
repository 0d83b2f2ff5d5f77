import { ReviewsResponseSchema } from '@lekker/core/contracts/catalogue';
import { ApiErrorSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import type { ReviewsService } from './reviews.service.ts';

const listRoute = guardedRoute({
  method: 'get',
  audience: 'public',
  path: '/restaurants/{id}/reviews',
  tags: ['Catalogue'],
  summary: "A restaurant's rated reviews, newest first, with the rating summary",
  request: { params: UuidParamSchema },
  responses: {
    200: jsonContent(ReviewsResponseSchema, 'Reviews and summary'),
    400: jsonContent(ApiErrorSchema, 'A malformed id'),
    404: jsonContent(ApiErrorSchema, 'No such restaurant'),
  },
});

export function reviewsRoutes(service: ReviewsService) {
  return createRouter().openapi(listRoute, async (c) =>
    c.json(ReviewsResponseSchema.parse(await service.list(c.req.valid('param').id)), 200),
  );
}
