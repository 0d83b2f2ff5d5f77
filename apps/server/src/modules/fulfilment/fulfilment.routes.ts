import { ApiErrorSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import { DeskOrdersSchema, type RejectOrder, RejectOrderSchema } from '@lekker/core/contracts/desk';
import { ConfirmOrderSchema, OrderListSchema } from '@lekker/core/contracts/orders';
import { z } from 'zod';
import { guardedRoute } from '../../http/guard.ts';
import { type OrderAction, orderActionErrors, orderActionRoutes } from '../../http/order-action-routes.ts';
import { jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { OrderRecord } from '../orders/orders.repository.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { FulfilmentService } from './fulfilment.service.ts';

const tag = 'Restaurant orders';

export function fulfilmentRoutes(fulfilment: FulfilmentService, orders: OrdersService) {
  const confirm: OrderAction<z.infer<typeof ConfirmOrderSchema>, OrderRecord> = {
    path: '/restaurant/orders/{id}/confirm',
    audience: 'restaurant',
    tag,
    summary: 'Accept an order with a preparation time (repeating it answers the order as it is)',
    input: ConfirmOrderSchema,
    run: (v, id, input) => fulfilment.confirm(v, id, input.preparation_minutes),
  };
  const reject: OrderAction<RejectOrder, OrderRecord> = {
    path: '/restaurant/orders/{id}/reject',
    audience: 'restaurant',
    tag,
    summary:
      'Reject an order with a reason the customer reads (closing early, item sold out — switched off on the menu —, too busy, other)',
    input: RejectOrderSchema,
    run: (v, id, input) => fulfilment.reject(v, id, input),
  };
  const preparing: OrderAction<undefined, OrderRecord> = {
    path: '/restaurant/orders/{id}/preparing',
    audience: 'restaurant',
    tag,
    summary: 'Mark preparing',
    run: (v, id) => fulfilment.markPreparing(v, id),
  };
  const ready: OrderAction<undefined, OrderRecord> = {
    path: '/restaurant/orders/{id}/ready',
    audience: 'restaurant',
    tag,
    summary: 'Mark ready for pickup',
    run: (v, id) => fulfilment.markReady(v, id),
  };

  const listRoute = guardedRoute({
    method: 'get',
    path: '/restaurant/orders',
    audience: 'restaurant',
    tags: [tag],
    summary: "Orders of one of the caller's restaurants, newest first (unpaid ones hidden)",
    request: { query: z.object({ restaurant_id: z.uuid({ message: 'restaurant_id must be a UUID' }) }) },
    responses: { 200: jsonContent(OrderListSchema, 'Orders'), ...orderActionErrors },
  });

  const deskRoute = guardedRoute({
    method: 'get',
    path: '/restaurant/venues/{id}/desk',
    audience: 'restaurant',
    tags: [tag],
    summary:
      "The order desk of one of the caller's venues: open orders and today's finished ones, newest first",
    request: { params: UuidParamSchema },
    responses: {
      200: jsonContent(DeskOrdersSchema, 'The desk'),
      401: jsonContent(ApiErrorSchema, 'Not signed in'),
      403: jsonContent(ApiErrorSchema, 'Not a restaurant account'),
      404: jsonContent(ApiErrorSchema, 'Not a venue of yours'),
    },
  });

  return orderActionRoutes([confirm, reject, preparing, ready], orders.view)
    .openapi(listRoute, async (c) =>
      c.json(
        OrderListSchema.parse({
          orders: await fulfilment.restaurantOrders(
            await currentViewer(c),
            c.req.valid('query').restaurant_id,
          ),
        }),
        200,
      ),
    )
    .openapi(deskRoute, async (c) =>
      c.json(
        DeskOrdersSchema.parse(await fulfilment.desk(await currentViewer(c), c.req.valid('param').id)),
        200,
      ),
    );
}
