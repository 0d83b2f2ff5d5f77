import { ApiErrorSchema } from '@lekker/core/contracts/common';
import {
  CustomDeliveryRequestSchema,
  DeliveryQuoteRequestSchema,
  DeliveryQuoteResponseSchema,
  RestaurantPickerResponseSchema,
} from '@lekker/core/contracts/custom-delivery';
import { CheckoutResponseSchema } from '@lekker/core/contracts/orders';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonBody, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { CustomDeliveryService } from './custom-delivery.service.ts';

const pickerRoute = guardedRoute({
  method: 'get',
  path: '/custom-delivery/restaurants',
  audience: 'public',
  tags: ['Custom delivery'],
  summary:
    'Active restaurants for the picker: id, name, location and whether each takes a custom delivery now',
  responses: { 200: jsonContent(RestaurantPickerResponseSchema, 'Restaurants') },
});
const quoteRoute = guardedRoute({
  method: 'post',
  path: '/custom-delivery/quote',
  audience: 'public',
  tags: ['Custom delivery'],
  summary: 'The delivery fee and distance from a restaurant to a location (shared fee rule)',
  request: jsonBody(DeliveryQuoteRequestSchema),
  responses: {
    200: jsonContent(DeliveryQuoteResponseSchema, 'The quote'),
    400: jsonContent(ApiErrorSchema, 'Invalid input'),
    404: jsonContent(ApiErrorSchema, 'No such restaurant'),
    422: jsonContent(ApiErrorSchema, 'The restaurant is closed or takes no custom deliveries'),
  },
});
const createRoute = guardedRoute({
  method: 'post',
  path: '/orders/custom-delivery',
  audience: 'customer',
  tags: ['Custom delivery'],
  summary: 'Create a custom delivery order (delivery fee only; the receipt must be uploaded first)',
  request: jsonBody(CustomDeliveryRequestSchema),
  responses: {
    201: jsonContent(CheckoutResponseSchema, 'The order and, for PayFast, the payment form'),
    400: jsonContent(ApiErrorSchema, 'Invalid input'),
    401: jsonContent(ApiErrorSchema, 'Not signed in'),
    403: jsonContent(ApiErrorSchema, 'Not a customer'),
    404: jsonContent(ApiErrorSchema, 'No such restaurant'),
    422: jsonContent(
      ApiErrorSchema,
      'Receipt missing, too far, a past date, or a restaurant that is closed or takes no custom deliveries',
    ),
  },
});

export function customDeliveryRoutes(service: CustomDeliveryService) {
  return createRouter()
    .openapi(pickerRoute, async (c) =>
      c.json(RestaurantPickerResponseSchema.parse(await service.picker()), 200),
    )
    .openapi(quoteRoute, async (c) => {
      const q = c.req.valid('json');
      return c.json(
        DeliveryQuoteResponseSchema.parse(await service.quote(q.restaurant_id, q.latitude, q.longitude)),
        200,
      );
    })
    .openapi(createRoute, async (c) =>
      c.json(
        CheckoutResponseSchema.parse(await service.create(await currentViewer(c), c.req.valid('json'))),
        201,
      ),
    );
}
