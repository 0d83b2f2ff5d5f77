import { MenuResponseSchema } from '@lekker/core/contracts/catalogue';
import { ApiErrorSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import type { MenuService } from './menu.service.ts';

const listRoute = guardedRoute({
  method: 'get',
  audience: 'public',
  path: '/restaurants/{id}/menu',
  tags: ['Catalogue'],
  summary: "A restaurant's available menu items, ordered by name",
  request: { params: UuidParamSchema },
  responses: {
    200: jsonContent(MenuResponseSchema, 'The menu'),
    400: jsonContent(ApiErrorSchema, 'A malformed id'),
    404: jsonContent(ApiErrorSchema, 'No such restaurant'),
  },
});

export function menuRoutes(service: MenuService) {
  return createRouter().openapi(listRoute, async (c) =>
    c.json(MenuResponseSchema.parse(await service.listAvailable(c.req.valid('param').id)), 200),
  );
}
