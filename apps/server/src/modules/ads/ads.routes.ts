import { AdsResponseSchema } from '@lekker/core/contracts/catalogue';
import { ApiErrorSchema, LocationQuerySchema } from '@lekker/core/contracts/common';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import { originOf } from '../restaurants/restaurants.service.ts';
import type { AdsService } from './ads.service.ts';

const listRoute = guardedRoute({
  method: 'get',
  audience: 'public',
  path: '/ads',
  tags: ['Catalogue'],
  summary: 'Running sponsored ads joined with their restaurant, by priority, at most 10',
  request: { query: LocationQuerySchema },
  responses: {
    200: jsonContent(AdsResponseSchema, 'The ads'),
    400: jsonContent(ApiErrorSchema, 'A malformed parameter'),
  },
});

export function adsRoutes(service: AdsService) {
  return createRouter().openapi(listRoute, async (c) =>
    c.json(AdsResponseSchema.parse(await service.listRunning(originOf(c.req.valid('query')))), 200),
  );
}
