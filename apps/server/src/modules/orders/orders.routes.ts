import { ApiErrorSchema, OkSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import {
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  FirstOrderDiscountSchema,
  OrderListSchema,
  OrderSchema,
  PaymentFormSchema,
  QuoteRequestSchema,
  QuoteSchema,
  ReviewRequestSchema,
} from '@lekker/core/contracts/orders';
import { z } from 'zod';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonBody, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { OrdersService } from './orders.service.ts';

const errors = {
  400: jsonContent(ApiErrorSchema, 'Invalid input'),
  401: jsonContent(ApiErrorSchema, 'Not signed in'),
  403: jsonContent(ApiErrorSchema, 'Not a customer'),
};
const missing = { 404: jsonContent(ApiErrorSchema, 'No such order (or not yours)') };
const rules = {
  422: jsonContent(ApiErrorSchema, 'A business rule refused it (closed, minimum order, radius…)'),
};

const quoteRoute = guardedRoute({
  method: 'post',
  path: '/orders/quote',
  audience: 'public',
  tags: ['Orders'],
  summary:
    'Price a cart (subtotal, promotion, first-order discount, delivery fee, total) for a delivery address, or estimate it for a location; the same pricing as checkout',
  request: jsonBody(QuoteRequestSchema),
  responses: {
    200: jsonContent(QuoteSchema, 'The quote'),
    400: jsonContent(ApiErrorSchema, 'Invalid input'),
    404: jsonContent(ApiErrorSchema, 'No such restaurant'),
    ...rules,
  },
});
const checkoutRoute = guardedRoute({
  method: 'post',
  path: '/orders',
  audience: 'customer',
  tags: ['Orders'],
  summary:
    'Create an order from the cart (server-priced, idempotent); PayFast orders come with the payment form',
  request: jsonBody(CheckoutRequestSchema),
  responses: {
    201: jsonContent(CheckoutResponseSchema, 'The order'),
    ...errors,
    404: jsonContent(ApiErrorSchema, 'No such restaurant'),
    ...rules,
  },
});
const historyRoute = guardedRoute({
  method: 'get',
  path: '/orders',
  audience: 'customer',
  tags: ['Orders'],
  summary: "The caller's orders, newest first",
  responses: { 200: jsonContent(OrderListSchema, 'History'), ...errors },
});
const getRoute = guardedRoute({
  method: 'get',
  path: '/orders/{id}',
  audience: 'signed-in',
  tags: ['Orders'],
  summary: 'One order with its timeline (its customer, restaurant, driver and admins only)',
  request: { params: UuidParamSchema },
  responses: { 200: jsonContent(OrderSchema, 'The order'), ...errors, ...missing },
});
const firstOrderRoute = guardedRoute({
  method: 'get',
  path: '/orders/first-order-discount',
  audience: 'signed-in',
  tags: ['Orders'],
  summary:
    "Whether the caller's next order gets the 50 % first-order discount (no qualifying order yet; an unpaid one does not count)",
  responses: { 200: jsonContent(FirstOrderDiscountSchema, 'Eligibility'), ...errors },
});
const byNumberRoute = guardedRoute({
  method: 'get',
  path: '/orders/by-number/{number}',
  audience: 'signed-in',
  tags: ['Orders'],
  summary: 'One order by its order number (payment return pages)',
  request: { params: z.object({ number: z.string().min(6).max(60) }) },
  responses: { 200: jsonContent(OrderSchema, 'The order'), ...errors, ...missing },
});
const cancelRoute = guardedRoute({
  method: 'post',
  path: '/orders/{id}/cancel',
  audience: 'customer',
  tags: ['Orders'],
  summary: 'Cancel your order before the restaurant confirms it',
  request: { params: UuidParamSchema },
  responses: {
    200: jsonContent(OrderSchema, 'Cancelled'),
    ...errors,
    ...missing,
    409: jsonContent(ApiErrorSchema, 'Too late'),
  },
});
const payRoute = guardedRoute({
  method: 'post',
  path: '/orders/{id}/payment',
  audience: 'customer',
  tags: ['Orders'],
  summary: 'A fresh PayFast form for an unpaid order',
  request: { params: UuidParamSchema },
  responses: {
    200: jsonContent(PaymentFormSchema, 'The form'),
    ...errors,
    ...missing,
    409: jsonContent(ApiErrorSchema, 'Nothing to pay'),
  },
});
const reviewRoute = guardedRoute({
  method: 'post',
  path: '/orders/{id}/review',
  audience: 'customer',
  tags: ['Orders'],
  summary: 'Rate and review a delivered order (once)',
  request: { params: UuidParamSchema, ...jsonBody(ReviewRequestSchema) },
  responses: {
    201: jsonContent(OkSchema, 'Reviewed'),
    ...errors,
    ...missing,
    409: jsonContent(ApiErrorSchema, 'Not delivered, or already reviewed'),
  },
});

export function ordersRoutes(service: OrdersService) {
  return createRouter()
    .openapi(quoteRoute, async (c) =>
      c.json(QuoteSchema.parse(await service.quote(await c.var.viewer(), c.req.valid('json'))), 200),
    )
    .openapi(checkoutRoute, async (c) =>
      c.json(
        CheckoutResponseSchema.parse(await service.checkout(await currentViewer(c), c.req.valid('json'))),
        201,
      ),
    )
    .openapi(historyRoute, async (c) =>
      c.json(OrderListSchema.parse({ orders: await service.history(await currentViewer(c)) }), 200),
    )
    .openapi(firstOrderRoute, async (c) =>
      c.json(FirstOrderDiscountSchema.parse(await service.firstOrderDiscount(await currentViewer(c))), 200),
    )
    .openapi(byNumberRoute, async (c) =>
      c.json(
        OrderSchema.parse(await service.getByNumber(await currentViewer(c), c.req.valid('param').number)),
        200,
      ),
    )
    .openapi(getRoute, async (c) =>
      c.json(OrderSchema.parse(await service.get(await currentViewer(c), c.req.valid('param').id)), 200),
    )
    .openapi(cancelRoute, async (c) =>
      c.json(
        OrderSchema.parse(await service.cancelByCustomer(await currentViewer(c), c.req.valid('param').id)),
        200,
      ),
    )
    .openapi(payRoute, async (c) =>
      c.json(
        PaymentFormSchema.parse(await service.payAgain(await currentViewer(c), c.req.valid('param').id)),
        200,
      ),
    )
    .openapi(reviewRoute, async (c) => {
      await service.review(await currentViewer(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ ok: true as const }, 201);
    });
}
