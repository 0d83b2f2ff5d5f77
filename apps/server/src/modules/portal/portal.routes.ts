import { ApiErrorSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import { MyVenuesSchema, VenueTodaySchema } from '@lekker/core/contracts/portal';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { PortalService } from './portal.service.ts';

const tag = 'Restaurant portal';
const errors = {
  401: jsonContent(ApiErrorSchema, 'Not signed in'),
  403: jsonContent(ApiErrorSchema, 'Not a restaurant account'),
};

const venuesRoute = guardedRoute({
  method: 'get',
  path: '/restaurant/venues',
  audience: 'restaurant',
  tags: [tag],
  summary: "The caller's venues (owner or staff), by name: the portal's venue switcher",
  responses: { 200: jsonContent(MyVenuesSchema, 'Venues'), ...errors },
});

const todayRoute = guardedRoute({
  method: 'get',
  path: '/restaurant/venues/{id}/today',
  audience: 'restaurant',
  tags: [tag],
  summary: "One venue's day: orders by status, food sold, average preparation time, open or closed and why",
  request: { params: UuidParamSchema },
  responses: {
    200: jsonContent(VenueTodaySchema, 'Today'),
    ...errors,
    404: jsonContent(ApiErrorSchema, 'Not a venue of yours'),
  },
});

export function portalRoutes(service: PortalService) {
  return createRouter()
    .openapi(venuesRoute, async (c) =>
      c.json(MyVenuesSchema.parse({ venues: await service.myVenues(await currentViewer(c)) }), 200),
    )
    .openapi(todayRoute, async (c) =>
      c.json(
        VenueTodaySchema.parse(await service.today(await currentViewer(c), c.req.valid('param').id)),
        200,
      ),
    );
}
