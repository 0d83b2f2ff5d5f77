import { ApiErrorSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import {
  ConfirmOrderSchema,
  DriverLocationSchema,
  OrderSchema,
  OrderSummarySchema,
  ReasonSchema,
} from '@lekker/core/contracts/orders';
import { z } from 'zod';
import type { Viewer } from '../../domain/viewer.ts';
import { type Audience, guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { OrderLifecycleService } from './order-lifecycle.service.ts';
import type { OrderRecord } from './orders.repository.ts';
import type { OrdersService } from './orders.service.ts';

const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const errors = {
  400: jsonContent(ApiErrorSchema, 'Invalid input'),
  401: jsonContent(ApiErrorSchema, 'Not signed in'),
  403: jsonContent(ApiErrorSchema, 'Not allowed'),
  404: jsonContent(ApiErrorSchema, 'No such order (or not yours)'),
  409: jsonContent(ApiErrorSchema, 'Not allowed in the current status'),
};

type Action = {
  path: string;
  audience: Audience;
  summary: string;
  tag: string;
  input?: z.ZodType;
  run(viewer: Viewer, id: string, input: never): Promise<OrderRecord>;
};

/** One POST route per lifecycle action; each answers the updated order. */
function actionRoutes(actions: Action[], orders: OrdersService) {
  const router = createRouter();
  for (const a of actions) {
    const route = guardedRoute({
      method: 'post',
      path: a.path,
      audience: a.audience,
      tags: [a.tag],
      summary: a.summary,
      request: { params: UuidParamSchema, ...(a.input ? body(a.input) : {}) },
      responses: {
        200: jsonContent(OrderSchema, 'The updated order'),
        ...errors,
        422: jsonContent(ApiErrorSchema, 'Refused'),
      },
    });
    router.openapi(route, async (c) => {
      const viewer = await currentViewer(c);
      const input = a.input ? (c.req.valid('json' as never) as never) : (undefined as never);
      const moved = await a.run(viewer, c.req.valid('param').id, input);
      return c.json(OrderSchema.parse(await orders.view(moved, viewer)), 200);
    });
  }
  return router;
}

const OffersSchema = z.object({ offers: z.array(OrderSummarySchema.extend({ distance_km: z.number() })) });
const ListSchema = z.object({ orders: z.array(OrderSummarySchema) });

export function orderActionsRoutes(lifecycle: OrderLifecycleService, orders: OrdersService) {
  const actions: Action[] = [
    {
      path: '/restaurant/orders/{id}/confirm',
      audience: 'restaurant',
      tag: 'Restaurant orders',
      summary: 'Accept an order with a preparation time',
      input: ConfirmOrderSchema,
      run: (v, id, input: z.infer<typeof ConfirmOrderSchema>) =>
        lifecycle.confirm(v, id, input.preparation_minutes),
    },
    {
      path: '/restaurant/orders/{id}/reject',
      audience: 'restaurant',
      tag: 'Restaurant orders',
      summary: 'Reject an order with a reason',
      input: ReasonSchema,
      run: (v, id, input: z.infer<typeof ReasonSchema>) => lifecycle.reject(v, id, input.reason),
    },
    {
      path: '/restaurant/orders/{id}/preparing',
      audience: 'restaurant',
      tag: 'Restaurant orders',
      summary: 'Mark preparing',
      run: (v, id) => lifecycle.markPreparing(v, id),
    },
    {
      path: '/restaurant/orders/{id}/ready',
      audience: 'restaurant',
      tag: 'Restaurant orders',
      summary: 'Mark ready for pickup',
      run: (v, id) => lifecycle.markReady(v, id),
    },
    {
      path: '/driver/orders/{id}/accept',
      audience: 'driver',
      tag: 'Driver',
      summary: 'Accept a delivery (atomic: one driver wins)',
      run: (v, id) => lifecycle.accept(v, id),
    },
    {
      path: '/driver/orders/{id}/pickup',
      audience: 'driver',
      tag: 'Driver',
      summary: 'Picked up from the restaurant',
      run: (v, id) => lifecycle.pickUp(v, id),
    },
    {
      path: '/driver/orders/{id}/deliver',
      audience: 'driver',
      tag: 'Driver',
      summary: 'Delivered to the customer',
      run: (v, id) => lifecycle.deliver(v, id),
    },
    {
      path: '/admin/orders/{id}/cancel',
      audience: 'admin',
      tag: 'Admin',
      summary: 'Cancel any order before delivery, with a reason',
      input: ReasonSchema,
      run: (v, id, input: z.infer<typeof ReasonSchema>) => lifecycle.cancelByAdmin(v, id, input.reason),
    },
  ];

  const restaurantList = guardedRoute({
    method: 'get',
    path: '/restaurant/orders',
    audience: 'restaurant',
    tags: ['Restaurant orders'],
    summary: "Orders of one of the caller's restaurants, newest first (unpaid ones hidden)",
    request: { query: z.object({ restaurant_id: z.uuid({ message: 'restaurant_id must be a UUID' }) }) },
    responses: { 200: jsonContent(ListSchema, 'Orders'), ...errors },
  });
  const offersRoute = guardedRoute({
    method: 'get',
    path: '/driver/offers',
    audience: 'driver',
    tags: ['Driver'],
    summary: 'Open deliveries within 20 km of your last shared location, nearest first',
    responses: { 200: jsonContent(OffersSchema, 'Offers'), ...errors },
  });
  const deliveriesRoute = guardedRoute({
    method: 'get',
    path: '/driver/orders',
    audience: 'driver',
    tags: ['Driver'],
    summary: 'Your deliveries, newest first',
    responses: { 200: jsonContent(ListSchema, 'Deliveries'), ...errors },
  });
  const locationRoute = guardedRoute({
    method: 'post',
    path: '/driver/location',
    audience: 'driver',
    tags: ['Driver'],
    summary: 'Share your position (update_driver_location): stored and pushed to your active deliveries',
    request: body(DriverLocationSchema),
    responses: { 200: jsonContent(z.object({ active_orders: z.number().int() }), 'Stored'), ...errors },
  });

  return actionRoutes(actions, orders)
    .openapi(restaurantList, async (c) =>
      c.json(
        ListSchema.parse({
          orders: await lifecycle.restaurantOrders(
            await currentViewer(c),
            c.req.valid('query').restaurant_id,
          ),
        }),
        200,
      ),
    )
    .openapi(offersRoute, async (c) =>
      c.json(OffersSchema.parse({ offers: await lifecycle.offers(await currentViewer(c)) }), 200),
    )
    .openapi(deliveriesRoute, async (c) =>
      c.json(ListSchema.parse({ orders: await lifecycle.driverDeliveries(await currentViewer(c)) }), 200),
    )
    .openapi(locationRoute, async (c) =>
      c.json(await lifecycle.updateDriverLocation(await currentViewer(c), c.req.valid('json')), 200),
    );
}
