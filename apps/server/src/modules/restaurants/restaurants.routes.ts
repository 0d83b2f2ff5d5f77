import {
  RestaurantDetailSchema,
  RestaurantListQuerySchema,
  RestaurantListResponseSchema,
} from '@lekker/core/contracts/catalogue';
import { ApiErrorSchema, LocationQuerySchema, UuidParamSchema } from '@lekker/core/contracts/common';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import { originOf, type RestaurantsService } from './restaurants.service.ts';

const listRoute = guardedRoute({
  method: 'get',
  audience: 'public',
  path: '/restaurants',
  tags: ['Catalogue'],
  summary: 'Active restaurants (or grocery stores), mapped, filtered, radius-limited and sorted',
  request: { query: RestaurantListQuerySchema },
  responses: {
    200: jsonContent(RestaurantListResponseSchema, 'The list'),
    400: jsonContent(ApiErrorSchema, 'A malformed parameter'),
  },
});

const getRoute = guardedRoute({
  method: 'get',
  audience: 'public',
  path: '/restaurants/{id}',
  tags: ['Catalogue'],
  summary: 'One restaurant',
  request: { params: UuidParamSchema, query: LocationQuerySchema },
  responses: {
    200: jsonContent(RestaurantDetailSchema, 'The restaurant'),
    400: jsonContent(ApiErrorSchema, 'A malformed id'),
    404: jsonContent(ApiErrorSchema, 'No such restaurant'),
  },
});

export function restaurantsRoutes(service: RestaurantsService) {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(RestaurantListResponseSchema.parse(await service.list(c.req.valid('query'))), 200),
    )
    .openapi(getRoute, async (c) => {
      const { id } = c.req.valid('param');
      const detail = await service.get(id, originOf(c.req.valid('query')));
      return c.json(RestaurantDetailSchema.parse(detail), 200);
    });
}
