import {
  AdminOrderDetailSchema,
  DriverCandidateListSchema,
  ReassignDriverSchema,
} from '@lekker/core/contracts/admin';
import { UuidParamSchema } from '@lekker/core/contracts/common';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { AdminDispatchService } from './admin-dispatch.service.ts';
import { adminErrors } from './admin-http.ts';

const errors = {
  ...adminErrors,
  ...errorResponses({ 409: 'Picked up already, the same driver, a driver offline or busy' }),
};

const candidatesRoute = guardedRoute({
  method: 'get',
  path: '/admin/orders/{id}/driver-candidates',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Approved drivers on shift who could take the order: free ones first, nearest to the venue first',
  request: { params: UuidParamSchema },
  responses: { 200: jsonContent(DriverCandidateListSchema, 'Drivers'), ...errors },
});
const reassignRoute = guardedRoute({
  method: 'post',
  path: '/admin/orders/{id}/reassign-driver',
  audience: 'admin',
  tags: ['Admin'],
  summary:
    'Give the order (before pickup) to another approved, online driver with a reason (audited), atomically; both drivers and the customer are told. 409 override_not_confirmed when the driver is beyond 20 km or over the cash limit and confirmed_overrides lacks it',
  request: { params: UuidParamSchema, ...jsonBody(ReassignDriverSchema) },
  responses: { 200: jsonContent(AdminOrderDetailSchema, 'The order'), ...errors },
});

export function adminDispatchRoutes(dispatch: AdminDispatchService) {
  return createRouter()
    .openapi(candidatesRoute, async (c) =>
      c.json(DriverCandidateListSchema.parse(await dispatch.candidates(c.req.valid('param').id)), 200),
    )
    .openapi(reassignRoute, async (c) => {
      const detail = await dispatch.reassign(
        await currentViewer(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(AdminOrderDetailSchema.parse(detail), 200);
    });
}
