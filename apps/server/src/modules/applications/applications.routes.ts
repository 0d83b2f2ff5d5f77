import {
  AdminApplicationsResponseSchema,
  ApplicationDecisionSchema,
  ApplicationStatusSchema,
  DriverApplicationSchema,
  RestaurantApplicationSchema,
} from '@lekker/core/contracts/accounts';
import { ApiErrorSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import { z } from 'zod';
import { unauthorized } from '../../domain/errors.ts';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { ApplicationsService } from './applications.service.ts';

const AcceptedSchema = z.object({ status: z.literal('pending') }).meta({ id: 'ApplicationAccepted' });
const DecidedSchema = z
  .object({ status: z.enum(['approved', 'suspended']) })
  .meta({ id: 'ApplicationDecided' });
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const errors = {
  400: jsonContent(ApiErrorSchema, 'Invalid input'),
  401: jsonContent(ApiErrorSchema, 'Not signed in'),
};

const applyDriverRoute = guardedRoute({
  method: 'post',
  path: '/applications/driver',
  audience: 'signed-in',
  tags: ['Applications'],
  summary: 'Apply to drive (pending until an admin approves)',
  request: jsonBody(DriverApplicationSchema),
  responses: {
    201: jsonContent(AcceptedSchema, 'Application received'),
    ...errors,
    409: jsonContent(ApiErrorSchema, 'Already applied'),
  },
});

const applyRestaurantRoute = guardedRoute({
  method: 'post',
  path: '/applications/restaurant',
  audience: 'signed-in',
  tags: ['Applications'],
  summary: 'Apply to run a restaurant on the marketplace (pending until an admin approves)',
  request: jsonBody(RestaurantApplicationSchema),
  responses: {
    201: jsonContent(AcceptedSchema, 'Application received'),
    ...errors,
    409: jsonContent(ApiErrorSchema, 'An application is already pending'),
  },
});

const forbidden = { 403: jsonContent(ApiErrorSchema, 'Not an admin') };

const listRoute = guardedRoute({
  method: 'get',
  path: '/admin/applications',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Driver and restaurant applications, newest first',
  request: { query: z.object({ status: ApplicationStatusSchema.optional() }) },
  responses: { 200: jsonContent(AdminApplicationsResponseSchema, 'Applications'), ...errors, ...forbidden },
});

const decideDriverRoute = guardedRoute({
  method: 'post',
  path: '/admin/drivers/{id}/status',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Approve or suspend a driver with a reason (recorded, audited, e-mailed to the applicant)',
  request: { params: z.object({ id: z.string().min(1).max(64) }), ...jsonBody(ApplicationDecisionSchema) },
  responses: {
    200: jsonContent(DecidedSchema, 'Decided'),
    ...errors,
    ...forbidden,
    404: jsonContent(ApiErrorSchema, 'No such driver application'),
  },
});

const decideRestaurantRoute = guardedRoute({
  method: 'post',
  path: '/admin/restaurant-applications/{id}/status',
  audience: 'admin',
  tags: ['Admin'],
  summary:
    'Approve (creates the venue, owner membership, restaurant role) or suspend a restaurant application, with a reason (recorded, audited, e-mailed)',
  request: { params: UuidParamSchema, ...jsonBody(ApplicationDecisionSchema) },
  responses: {
    200: jsonContent(DecidedSchema, 'Decided'),
    ...errors,
    ...forbidden,
    404: jsonContent(ApiErrorSchema, 'No such application'),
  },
});

export function applicationsRoutes(service: ApplicationsService) {
  return createRouter()
    .openapi(applyDriverRoute, async (c) => {
      const viewer = await c.var.viewer();
      if (!viewer) throw unauthorized();
      await service.applyAsDriver(viewer.user.id, c.req.valid('json'));
      return c.json({ status: 'pending' as const }, 201);
    })
    .openapi(applyRestaurantRoute, async (c) => {
      const viewer = await c.var.viewer();
      if (!viewer) throw unauthorized();
      await service.applyAsRestaurant(viewer.user.id, c.req.valid('json'));
      return c.json({ status: 'pending' as const }, 201);
    })
    .openapi(listRoute, async (c) =>
      c.json(
        AdminApplicationsResponseSchema.parse({
          applications: await service.list(c.req.valid('query').status),
        }),
        200,
      ),
    )
    .openapi(decideDriverRoute, async (c) => {
      const { status, reason } = c.req.valid('json');
      await service.decideDriver(await currentViewer(c), c.req.valid('param').id, status, reason);
      return c.json({ status }, 200);
    })
    .openapi(decideRestaurantRoute, async (c) => {
      const { status, reason } = c.req.valid('json');
      await service.decideRestaurant(await currentViewer(c), c.req.valid('param').id, status, reason);
      return c.json({ status }, 200);
    });
}
