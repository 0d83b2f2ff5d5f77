import {
  DriverLocationAckSchema,
  DriverLocationSchema,
  DriverOffersSchema,
  OrderListSchema,
} from '@lekker/core/contracts/orders';
import { guardedRoute } from '../../http/guard.ts';
import { type OrderAction, orderActionErrors, orderActionRoutes } from '../../http/order-action-routes.ts';
import { jsonBody, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { OrderRecord } from '../orders/orders.repository.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { DriversService } from './drivers.service.ts';

const tag = 'Driver';

export function driversRoutes(drivers: DriversService, orders: OrdersService) {
  const actions: OrderAction<undefined, OrderRecord>[] = [
    {
      path: '/driver/orders/{id}/accept',
      audience: 'driver',
      tag,
      summary: 'Accept a delivery (atomic: one driver wins)',
      run: (v, id) => drivers.accept(v, id),
    },
    {
      path: '/driver/orders/{id}/pickup',
      audience: 'driver',
      tag,
      summary: 'Picked up from the restaurant',
      run: (v, id) => drivers.pickUp(v, id),
    },
    {
      path: '/driver/orders/{id}/deliver',
      audience: 'driver',
      tag,
      summary: 'Delivered to the customer',
      run: (v, id) => drivers.deliver(v, id),
    },
  ];

  const offersRoute = guardedRoute({
    method: 'get',
    path: '/driver/offers',
    audience: 'driver',
    tags: [tag],
    summary: 'Open deliveries within 20 km of your last shared location, nearest first',
    responses: { 200: jsonContent(DriverOffersSchema, 'Offers'), ...orderActionErrors },
  });
  const deliveriesRoute = guardedRoute({
    method: 'get',
    path: '/driver/orders',
    audience: 'driver',
    tags: [tag],
    summary: 'Your deliveries, newest first',
    responses: { 200: jsonContent(OrderListSchema, 'Deliveries'), ...orderActionErrors },
  });
  const locationRoute = guardedRoute({
    method: 'post',
    path: '/driver/location',
    audience: 'driver',
    tags: [tag],
    summary: 'Share your position (update_driver_location): stored and pushed to your active deliveries',
    request: jsonBody(DriverLocationSchema),
    responses: { 200: jsonContent(DriverLocationAckSchema, 'Stored'), ...orderActionErrors },
  });

  return orderActionRoutes(actions, orders.view)
    .openapi(offersRoute, async (c) =>
      c.json(DriverOffersSchema.parse({ offers: await drivers.offers(await currentViewer(c)) }), 200),
    )
    .openapi(deliveriesRoute, async (c) =>
      c.json(OrderListSchema.parse({ orders: await drivers.deliveries(await currentViewer(c)) }), 200),
    )
    .openapi(locationRoute, async (c) =>
      c.json(
        DriverLocationAckSchema.parse(
          await drivers.updateLocation(await currentViewer(c), c.req.valid('json')),
        ),
        200,
      ),
    );
}
