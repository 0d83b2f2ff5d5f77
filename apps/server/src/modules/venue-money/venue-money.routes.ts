import { ApiErrorSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import {
  AnalyticsQuerySchema,
  StatementWeekQuerySchema,
  VenueAnalyticsSchema,
  VenuePayoutsSchema,
  VenueStatementSchema,
} from '@lekker/core/contracts/venue-money';
import { z } from 'zod';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { VenueMoneyService } from './venue-money.service.ts';

const tag = 'Restaurant portal';
const errors = {
  400: jsonContent(ApiErrorSchema, 'Invalid week or range'),
  401: jsonContent(ApiErrorSchema, 'Not signed in'),
  403: jsonContent(ApiErrorSchema, 'Not a restaurant account'),
  404: jsonContent(ApiErrorSchema, 'Not a venue of yours'),
};
const statementRequest = { params: UuidParamSchema, query: StatementWeekQuerySchema };

const payoutsRoute = guardedRoute({
  method: 'get',
  path: '/restaurant/venues/{id}/payouts',
  audience: 'restaurant',
  tags: [tag],
  summary: "A venue's last 12 statement weeks with their payout state, the balance owed and the next payout",
  request: { params: UuidParamSchema },
  responses: { 200: jsonContent(VenuePayoutsSchema, 'Payouts'), ...errors },
});
const statementRoute = guardedRoute({
  method: 'get',
  path: '/restaurant/venues/{id}/statement',
  audience: 'restaurant',
  tags: [tag],
  summary:
    "One week's statement (Monday–Sunday, Johannesburg): opening balance, lines, commission, net, payout",
  request: statementRequest,
  responses: { 200: jsonContent(VenueStatementSchema, 'Statement'), ...errors },
});
const statementCsvRoute = guardedRoute({
  method: 'get',
  path: '/restaurant/venues/{id}/statement/csv',
  audience: 'restaurant',
  tags: [tag],
  summary: "One week's statement as a CSV download",
  request: statementRequest,
  responses: { 200: { content: { 'text/csv': { schema: z.string() } }, description: 'CSV' }, ...errors },
});
const statementPdfRoute = guardedRoute({
  method: 'get',
  path: '/restaurant/venues/{id}/statement/pdf',
  audience: 'restaurant',
  tags: [tag],
  summary: "One week's statement as a PDF download",
  request: statementRequest,
  responses: {
    200: {
      content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
      description: 'PDF',
    },
    ...errors,
  },
});
const analyticsRoute = guardedRoute({
  method: 'get',
  path: '/restaurant/venues/{id}/analytics',
  audience: 'restaurant',
  tags: [tag],
  summary:
    'Sales, orders, busy hours, top items, preparation time, outcomes and ratings over the last 7/30/90 days or a custom range',
  request: { params: UuidParamSchema, query: AnalyticsQuerySchema },
  responses: { 200: jsonContent(VenueAnalyticsSchema, 'Analytics'), ...errors },
});

const download = (filename: string, type: string) => ({
  'content-type': type,
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'private, no-store',
});

export function venueMoneyRoutes(service: VenueMoneyService) {
  return createRouter()
    .openapi(payoutsRoute, async (c) =>
      c.json(
        VenuePayoutsSchema.parse(await service.payouts(await currentViewer(c), c.req.valid('param').id)),
        200,
      ),
    )
    .openapi(statementRoute, async (c) =>
      c.json(
        VenueStatementSchema.parse(
          await service.statement(await currentViewer(c), c.req.valid('param').id, c.req.valid('query').week),
        ),
        200,
      ),
    )
    .openapi(statementCsvRoute, async (c) => {
      const file = await service.statementCsv(
        await currentViewer(c),
        c.req.valid('param').id,
        c.req.valid('query').week,
      );
      return c.body(file.body, 200, download(file.filename, 'text/csv; charset=utf-8'));
    })
    .openapi(statementPdfRoute, async (c) => {
      const file = await service.statementPdf(
        await currentViewer(c),
        c.req.valid('param').id,
        c.req.valid('query').week,
      );
      return c.body(new Uint8Array(file.body), 200, download(file.filename, 'application/pdf'));
    })
    .openapi(analyticsRoute, async (c) =>
      c.json(
        VenueAnalyticsSchema.parse(
          await service.analytics(await currentViewer(c), c.req.valid('param').id, c.req.valid('query')),
        ),
        200,
      ),
    );
}
