import {
  AdminDriverDetailSchema,
  AdminNoteSchema,
  AdminRestaurantDetailSchema,
  AdminUpdateVenueSchema,
  AdminVenueOrdersQuerySchema,
  AdminVenueOrdersSchema,
  AdminVenueReviewsSchema,
  PageQuerySchema,
} from '@lekker/core/contracts/admin';
import { UuidParamSchema } from '@lekker/core/contracts/common';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import { adminErrors, UserParamSchema } from './admin-http.ts';
import type { AdminPartnersService } from './admin-partners.service.ts';

const errors = { ...adminErrors, ...errorResponses({ 422: 'Not allowed for a live venue' }) };

const restaurantRoute = guardedRoute({
  method: 'get',
  path: '/admin/restaurants/{id}',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'One venue as admins see and edit it, with its owners and payout bank account',
  request: { params: UuidParamSchema },
  responses: { 200: jsonContent(AdminRestaurantDetailSchema, 'The venue'), ...errors },
});
const editRestaurantRoute = guardedRoute({
  method: 'patch',
  path: '/admin/restaurants/{id}',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Edit a venue (name, description, cuisine, contact, address and pin, delivery settings); audited',
  request: { params: UuidParamSchema, ...jsonBody(AdminUpdateVenueSchema) },
  responses: { 200: jsonContent(AdminRestaurantDetailSchema, 'The venue'), ...errors },
});
const restaurantOrdersRoute = guardedRoute({
  method: 'get',
  path: '/admin/restaurants/{id}/orders',
  audience: 'admin',
  tags: ['Admin'],
  summary: "A venue's orders, newest first, 25 a page",
  request: { params: UuidParamSchema, query: AdminVenueOrdersQuerySchema },
  responses: { 200: jsonContent(AdminVenueOrdersSchema, 'Orders'), ...errors },
});
const restaurantReviewsRoute = guardedRoute({
  method: 'get',
  path: '/admin/restaurants/{id}/reviews',
  audience: 'admin',
  tags: ['Admin'],
  summary: "A venue's ratings and reviews, newest first, 25 a page, with the star counts",
  request: { params: UuidParamSchema, query: PageQuerySchema },
  responses: { 200: jsonContent(AdminVenueReviewsSchema, 'Reviews'), ...errors },
});
const driverRoute = guardedRoute({
  method: 'get',
  path: '/admin/drivers/{id}',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'One driver: application details, documents (10-minute links), bank account, notes and history',
  request: { params: UserParamSchema },
  responses: { 200: jsonContent(AdminDriverDetailSchema, 'The driver'), ...errors },
});
const driverNoteRoute = guardedRoute({
  method: 'post',
  path: '/admin/drivers/{id}/notes',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Add an internal note to a driver (append-only, kept in the audit log with its author and time)',
  request: { params: UserParamSchema, ...jsonBody(AdminNoteSchema) },
  responses: { 200: jsonContent(AdminDriverDetailSchema, 'The driver'), ...errors },
});

export function adminPartnersRoutes(partners: AdminPartnersService) {
  return createRouter()
    .openapi(restaurantRoute, async (c) =>
      c.json(AdminRestaurantDetailSchema.parse(await partners.restaurant(c.req.valid('param').id)), 200),
    )
    .openapi(editRestaurantRoute, async (c) => {
      const venue = await partners.updateRestaurant(
        await currentViewer(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(AdminRestaurantDetailSchema.parse(venue), 200);
    })
    .openapi(restaurantOrdersRoute, async (c) =>
      c.json(
        AdminVenueOrdersSchema.parse(
          await partners.restaurantOrders(c.req.valid('param').id, c.req.valid('query')),
        ),
        200,
      ),
    )
    .openapi(restaurantReviewsRoute, async (c) =>
      c.json(
        AdminVenueReviewsSchema.parse(
          await partners.restaurantReviews(c.req.valid('param').id, c.req.valid('query')),
        ),
        200,
      ),
    )
    .openapi(driverRoute, async (c) =>
      c.json(AdminDriverDetailSchema.parse(await partners.driver(c.req.valid('param').id)), 200),
    )
    .openapi(driverNoteRoute, async (c) => {
      const d = await partners.addDriverNote(
        await currentViewer(c),
        c.req.valid('param').id,
        c.req.valid('json').note,
      );
      return c.json(AdminDriverDetailSchema.parse(d), 200);
    });
}
