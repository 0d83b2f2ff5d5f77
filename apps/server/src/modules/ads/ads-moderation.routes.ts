import { AdminReasonSchema } from '@lekker/core/contracts/admin';
import {
  AdListSchema,
  AdOrderSchema,
  AdRequestSchema,
  AdScheduleSchema,
  AdSchema,
  AdsQuerySchema,
} from '@lekker/core/contracts/ads';
import { ApiErrorSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonBody, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { AdsModerationService } from './ads-moderation.service.ts';

const errors = {
  400: jsonContent(ApiErrorSchema, 'Invalid input'),
  401: jsonContent(ApiErrorSchema, 'Not signed in'),
  403: jsonContent(ApiErrorSchema, 'Not allowed'),
  404: jsonContent(ApiErrorSchema, 'Not found'),
  409: jsonContent(ApiErrorSchema, 'Not possible in the current state'),
};

const venueListRoute = guardedRoute({
  method: 'get',
  path: '/restaurant/venues/{id}/ads',
  audience: 'restaurant',
  tags: ['Restaurant portal'],
  summary: "The venue's home-page ad requests and ads, with their review state",
  request: { params: UuidParamSchema },
  responses: { 200: jsonContent(AdListSchema, 'Ads'), ...errors },
});
const venueRequestRoute = guardedRoute({
  method: 'post',
  path: '/restaurant/venues/{id}/ads',
  audience: 'restaurant',
  tags: ['Restaurant portal'],
  summary: 'Request a home-page ad (pending until an admin approves it; at most 3 waiting)',
  request: { params: UuidParamSchema, ...jsonBody(AdRequestSchema) },
  responses: { 201: jsonContent(AdSchema, 'Requested'), ...errors },
});

const listRoute = guardedRoute({
  method: 'get',
  path: '/admin/ads',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Ads to moderate: pending first, then approved in the home-page order, then rejected',
  request: { query: AdsQuerySchema },
  responses: { 200: jsonContent(AdListSchema, 'Ads'), ...errors },
});
const approveRoute = guardedRoute({
  method: 'post',
  path: '/admin/ads/{id}/approve',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Approve an ad with its window (first and last day); it joins the end of the home-page order',
  request: { params: UuidParamSchema, ...jsonBody(AdScheduleSchema) },
  responses: { 200: jsonContent(AdSchema, 'Approved'), ...errors },
});
const rejectRoute = guardedRoute({
  method: 'post',
  path: '/admin/ads/{id}/reject',
  audience: 'admin',
  tags: ['Admin'],
  summary: "Reject an ad (or take an approved one down) with a reason, e-mailed to the venue's owners",
  request: { params: UuidParamSchema, ...jsonBody(AdminReasonSchema) },
  responses: { 200: jsonContent(AdSchema, 'Rejected'), ...errors },
});
const scheduleRoute = guardedRoute({
  method: 'put',
  path: '/admin/ads/{id}/schedule',
  audience: 'admin',
  tags: ['Admin'],
  summary: "Change an ad's window (first and last day, Africa/Johannesburg)",
  request: { params: UuidParamSchema, ...jsonBody(AdScheduleSchema) },
  responses: { 200: jsonContent(AdSchema, 'Scheduled'), ...errors },
});
const orderRoute = guardedRoute({
  method: 'put',
  path: '/admin/ads/order',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Order the approved ads on the home page (first shown first)',
  request: jsonBody(AdOrderSchema),
  responses: { 200: jsonContent(AdListSchema, 'The approved ads in their new order'), ...errors },
});

export function adsModerationRoutes(service: AdsModerationService) {
  return createRouter()
    .openapi(venueListRoute, async (c) =>
      c.json(
        AdListSchema.parse(await service.venueAds(await currentViewer(c), c.req.valid('param').id)),
        200,
      ),
    )
    .openapi(venueRequestRoute, async (c) => {
      const ad = await service.request(await currentViewer(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json(AdSchema.parse(ad), 201);
    })
    .openapi(listRoute, async (c) =>
      c.json(AdListSchema.parse(await service.list(c.req.valid('query').status)), 200),
    )
    .openapi(approveRoute, async (c) => {
      const ad = await service.approve(await currentViewer(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json(AdSchema.parse(ad), 200);
    })
    .openapi(rejectRoute, async (c) => {
      const ad = await service.reject(
        await currentViewer(c),
        c.req.valid('param').id,
        c.req.valid('json').reason,
      );
      return c.json(AdSchema.parse(ad), 200);
    })
    .openapi(scheduleRoute, async (c) => {
      const ad = await service.schedule(await currentViewer(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json(AdSchema.parse(ad), 200);
    })
    .openapi(orderRoute, async (c) =>
      c.json(AdListSchema.parse(await service.order(await currentViewer(c), c.req.valid('json').ids)), 200),
    );
}
