import { ApiErrorSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import {
  PromotionActionSchema,
  PromotionInputSchema,
  PromotionListSchema,
  PromotionSchema,
} from '@lekker/core/contracts/promotions';
import { z } from 'zod';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonBody, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { PromotionsService } from './promotions.service.ts';

const error = (description: string) => jsonContent(ApiErrorSchema, description);
const common = {
  400: error('Invalid input'),
  401: error('Not signed in'),
  403: error('Not a restaurant account'),
  404: error('No such venue or promotion — or not yours (code not_found)'),
};
const tags = ['Restaurant promotions'];
const PromotionParamsSchema = z.object({ id: z.uuid(), promotionId: z.uuid() });

const listRoute = guardedRoute({
  method: 'get',
  path: '/restaurant/venues/{id}/promotions',
  audience: 'restaurant',
  tags,
  summary: "The venue's promotions, newest first, with their state and uses",
  request: { params: UuidParamSchema },
  responses: { 200: jsonContent(PromotionListSchema, 'The promotions'), ...common },
});

const createRoute = guardedRoute({
  method: 'post',
  path: '/restaurant/venues/{id}/promotions',
  audience: 'restaurant',
  tags,
  summary: 'Create a promotion (percent or fixed, whole menu or dishes, minimum, dates, happy hours, limit)',
  request: { params: UuidParamSchema, ...jsonBody(PromotionInputSchema) },
  responses: {
    201: jsonContent(PromotionSchema, 'Created'),
    ...common,
    422: error('A dish that is not on this menu'),
  },
});

const updateRoute = guardedRoute({
  method: 'put',
  path: '/restaurant/venues/{id}/promotions/{promotionId}',
  audience: 'restaurant',
  tags,
  summary: 'Replace a promotion’s terms (later orders only)',
  request: { params: PromotionParamsSchema, ...jsonBody(PromotionInputSchema) },
  responses: {
    200: jsonContent(PromotionSchema, 'Updated'),
    ...common,
    409: error('It has ended'),
    422: error('A dish that is not on this menu'),
  },
});

const actionRoute = guardedRoute({
  method: 'post',
  path: '/restaurant/venues/{id}/promotions/{promotionId}/status',
  audience: 'restaurant',
  tags,
  summary: 'Pause, resume or end a promotion (ending is final)',
  request: { params: PromotionParamsSchema, ...jsonBody(PromotionActionSchema) },
  responses: { 200: jsonContent(PromotionSchema, 'Changed'), ...common, 409: error('It has ended') },
});

export function promotionsRoutes(service: PromotionsService) {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(
        PromotionListSchema.parse({
          promotions: await service.list(await currentViewer(c), c.req.valid('param').id),
        }),
        200,
      ),
    )
    .openapi(createRoute, async (c) =>
      c.json(
        PromotionSchema.parse(
          await service.create(await currentViewer(c), c.req.valid('param').id, c.req.valid('json')),
        ),
        201,
      ),
    )
    .openapi(updateRoute, async (c) => {
      const { id, promotionId } = c.req.valid('param');
      return c.json(
        PromotionSchema.parse(
          await service.update(await currentViewer(c), id, promotionId, c.req.valid('json')),
        ),
        200,
      );
    })
    .openapi(actionRoute, async (c) => {
      const { id, promotionId } = c.req.valid('param');
      return c.json(
        PromotionSchema.parse(
          await service.act(await currentViewer(c), id, promotionId, c.req.valid('json').action),
        ),
        200,
      );
    });
}
