import {
  RestaurantDetailSchema,
  RestaurantListQuerySchema,
  RestaurantListResponseSchema,
} from '@lekker/core/contracts/catalogue';
import { ApiErrorSchema, LocationQuerySchema, UuidParamSchema } from '@lekker/core/contracts/common';
import { reportCatalogueVersion } from '../../http/catalogue-cache.ts';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import type { ListReadInfo, RestaurantListService } from './restaurant-list.service.ts';
import { originOf, type RestaurantsService } from './restaurants.service.ts';

const listRoute = guardedRoute({
  method: 'get',
  audience: 'public',
  path: '/restaurants',
  tags: ['Catalogue'],
  summary:
    'Active restaurants (or grocery stores) in pages of 30: near the point (within each radius), else by rating',
  description:
    'With lat/lng: the venues that deliver there, nearest first (venues without a pin merged by rating). Without: ' +
    'every live venue by rating, highest first. Pass `next_cursor` back as `cursor` for the next page.',
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

export function restaurantsRoutes(service: RestaurantsService, list: RestaurantListService) {
  return (
    createRouter()
      // Not parsed again on the way out (a hot path: our own service builds it from the core rules); the route
      // tests check the answers against the contract. The catalogue version its first statement read labels the
      // cached answer (docs/decisions/036-one-round-trip-list-miss.md).
      .openapi(listRoute, async (c) => {
        const info: ListReadInfo = {};
        const body = await list.list(c.req.valid('query'), info);
        reportCatalogueVersion(c, info.catalogueVersion);
        // How the area memo served it (decision 041): observable, and counted by the bench.
        if (info.memo)
          c.header('server-timing', `list-memo;desc=${info.memo};dur=${(info.memoMs ?? 0).toFixed(1)}`);
        return c.json(body, 200);
      })
      .openapi(getRoute, async (c) => {
        const { id } = c.req.valid('param');
        const detail = await service.get(id, originOf(c.req.valid('query')));
        return c.json(RestaurantDetailSchema.parse(detail), 200);
      })
  );
}
