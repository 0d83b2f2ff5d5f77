import { BankDetailsInputSchema, BankDetailsResponseSchema } from '@lekker/core/contracts/bank-details';
import { ApiErrorSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonBody, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { BankDetailsService } from './bank-details.service.ts';

const errors = {
  400: jsonContent(ApiErrorSchema, 'Invalid input (branch code 6 digits, account number digits only)'),
  401: jsonContent(ApiErrorSchema, 'Not signed in'),
  403: jsonContent(ApiErrorSchema, 'Not a restaurant or driver account'),
};
const venueErrors = { ...errors, 404: jsonContent(ApiErrorSchema, 'Not your venue') };

const venueGet = guardedRoute({
  method: 'get',
  path: '/restaurant/venues/{id}/bank-details',
  audience: 'restaurant',
  tags: ['Restaurant portal'],
  summary: "The venue's payout bank account (null until entered)",
  request: { params: UuidParamSchema },
  responses: { 200: jsonContent(BankDetailsResponseSchema, 'The account'), ...venueErrors },
});
const venuePut = guardedRoute({
  method: 'put',
  path: '/restaurant/venues/{id}/bank-details',
  audience: 'restaurant',
  tags: ['Restaurant portal'],
  summary: "Set the venue's payout bank account (kept in the audit log)",
  request: { params: UuidParamSchema, ...jsonBody(BankDetailsInputSchema) },
  responses: { 200: jsonContent(BankDetailsResponseSchema, 'Saved'), ...venueErrors },
});
const driverGet = guardedRoute({
  method: 'get',
  path: '/driver/bank-details',
  audience: 'driver',
  tags: ['Driver'],
  summary: "The driver's payout bank account (null until entered)",
  responses: { 200: jsonContent(BankDetailsResponseSchema, 'The account'), ...errors },
});
const driverPut = guardedRoute({
  method: 'put',
  path: '/driver/bank-details',
  audience: 'driver',
  tags: ['Driver'],
  summary: "Set the driver's payout bank account (kept in the audit log)",
  request: jsonBody(BankDetailsInputSchema),
  responses: { 200: jsonContent(BankDetailsResponseSchema, 'Saved'), ...errors },
});

export function bankDetailsRoutes(service: BankDetailsService) {
  return createRouter()
    .openapi(venueGet, async (c) =>
      c.json(
        BankDetailsResponseSchema.parse(
          await service.ofVenue(await currentViewer(c), c.req.valid('param').id),
        ),
        200,
      ),
    )
    .openapi(venuePut, async (c) =>
      c.json(
        BankDetailsResponseSchema.parse(
          await service.saveVenue(await currentViewer(c), c.req.valid('param').id, c.req.valid('json')),
        ),
        200,
      ),
    )
    .openapi(driverGet, async (c) =>
      c.json(BankDetailsResponseSchema.parse(await service.ofDriver(await currentViewer(c))), 200),
    )
    .openapi(driverPut, async (c) =>
      c.json(
        BankDetailsResponseSchema.parse(
          await service.saveDriver(await currentViewer(c), c.req.valid('json')),
        ),
        200,
      ),
    );
}
