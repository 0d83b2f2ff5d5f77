import { ApiErrorSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import { TipAfterPaymentSchema, TipAfterRequestSchema, TipAfterSchema } from '@lekker/core/contracts/tips';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonBody, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { TipAfterService } from './tip-after.service.ts';

const errors = {
  401: jsonContent(ApiErrorSchema, 'Not signed in'),
  403: jsonContent(ApiErrorSchema, 'Not a customer'),
  404: jsonContent(ApiErrorSchema, 'No such order (or not yours)'),
};

const getRoute = guardedRoute({
  method: 'get',
  path: '/orders/{id}/tip',
  audience: 'customer',
  tags: ['Orders'],
  summary: "The order's tip after delivery: whether one may be given now, until when, and the one given",
  request: { params: UuidParamSchema },
  responses: {
    200: jsonContent(TipAfterSchema, 'The tip'),
    400: jsonContent(ApiErrorSchema, 'Invalid id'),
    ...errors,
  },
});

const startRoute = guardedRoute({
  method: 'post',
  path: '/orders/{id}/tip',
  audience: 'customer',
  tags: ['Orders'],
  summary:
    'Tip the driver after delivery (its customer, up to 24 hours after a delivery by a driver, once): the PayFast form of a payment of its own',
  description:
    "All of it goes to the driver once PayFast's ITN confirms it (ledger lines `tip` and `driver_tip`, never the " +
    "venue's). Amount R5.00 to the cap (TIP_MAX_CENTS). Asking again before it is paid replaces the amount.",
  request: { params: UuidParamSchema, ...jsonBody(TipAfterRequestSchema) },
  responses: {
    200: jsonContent(TipAfterPaymentSchema, 'The PayFast form'),
    400: jsonContent(ApiErrorSchema, 'Invalid amount'),
    ...errors,
    409: jsonContent(ApiErrorSchema, 'Not delivered by a driver, more than 24 hours ago, or already tipped'),
  },
});

export function tipAfterRoutes(service: TipAfterService) {
  return createRouter()
    .openapi(getRoute, async (c) =>
      c.json(TipAfterSchema.parse(await service.get(await currentViewer(c), c.req.valid('param').id)), 200),
    )
    .openapi(startRoute, async (c) =>
      c.json(
        TipAfterPaymentSchema.parse(
          await service.start(
            await currentViewer(c),
            c.req.valid('param').id,
            c.req.valid('json').amount_cents,
          ),
        ),
        200,
      ),
    );
}
