import { ApiErrorSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import {
  ReleaseScheduledRequestSchema,
  ReleaseScheduledResultSchema,
  ScheduleSlotsSchema,
} from '@lekker/core/contracts/scheduling';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonBody, jsonContent } from '../../http/responses.ts';
import type { ScheduledOrders } from './scheduled-orders.service.ts';

const slotsRoute = guardedRoute({
  method: 'get',
  path: '/restaurants/{id}/order-slots',
  audience: 'public',
  tags: ['Orders'],
  summary:
    'The 15-minute slots a venue takes orders for later (today and the next 6 days, inside its hours, after its notice)',
  request: { params: UuidParamSchema },
  responses: {
    200: jsonContent(ScheduleSlotsSchema, 'The slots'),
    400: jsonContent(ApiErrorSchema, 'Invalid input'),
    404: jsonContent(ApiErrorSchema, 'No such restaurant'),
  },
});

/** Public: the checkout's "Later" list (docs/product.md#order-for-later). */
export function scheduledOrdersRoutes(service: ScheduledOrders) {
  return createRouter().openapi(slotsRoute, async (c) =>
    c.json(ScheduleSlotsSchema.parse(await service.slots(c.req.valid('param').id)), 200),
  );
}

const devReleaseRoute = guardedRoute({
  method: 'post',
  path: '/dev/scheduled-orders/release',
  audience: 'admin',
  tags: ['Development'],
  summary:
    'Development only (never in production): run the release of scheduled orders as if the clock read `at` (browser tests)',
  request: jsonBody(ReleaseScheduledRequestSchema),
  responses: {
    200: jsonContent(ReleaseScheduledResultSchema, 'What the sweep did'),
    400: jsonContent(ApiErrorSchema, 'Invalid input'),
    401: jsonContent(ApiErrorSchema, 'Not signed in'),
    403: jsonContent(ApiErrorSchema, 'Not an admin'),
  },
});

/** Mounted only outside production (composition/api-routes.ts): the e2e server's clock cannot be moved. */
export function devScheduledOrdersRoutes(service: ScheduledOrders) {
  return createRouter().openapi(devReleaseRoute, async (c) =>
    c.json(
      ReleaseScheduledResultSchema.parse(await service.releaseDue(new Date(c.req.valid('json').at))),
      200,
    ),
  );
}
