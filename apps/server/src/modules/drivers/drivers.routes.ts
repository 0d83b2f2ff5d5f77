import { ApiErrorSchema } from '@lekker/core/contracts/common';
import {
  DriverActiveJobResponseSchema,
  DriverDeliverRequestSchema,
  DriverEarningsSchema,
  DriverJobOffersSchema,
  DriverShiftRequestSchema,
  DriverShiftSchema,
} from '@lekker/core/contracts/drivers';
import {
  DriverLocationAckSchema,
  DriverLocationSchema,
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
  const actions: OrderAction<never, OrderRecord>[] = [
    {
      path: '/driver/orders/{id}/accept',
      audience: 'driver',
      tag,
      summary:
        'Accept a job (atomic: one driver wins, 409 "Another driver took this job"; one job at a time; online with a position younger than 2 minutes)',
      run: (v, id) => drivers.accept(v, id),
    },
    {
      path: '/driver/orders/{id}/pickup',
      audience: 'driver',
      tag,
      summary: 'Picked up from the restaurant (once it is ready); the customer now sees the delivery code',
      run: (v, id) => drivers.pickUp(v, id),
    },
  ];
  const deliver: OrderAction<typeof DriverDeliverRequestSchema._zod.output, OrderRecord> = {
    path: '/driver/orders/{id}/deliver',
    audience: 'driver',
    tag,
    summary:
      "Delivered: the customer's 4-digit code (5 wrong tries lock it for 60 s: 423) and, for cash orders, the cash collected",
    input: DriverDeliverRequestSchema,
    run: (v, id, input) => drivers.deliver(v, id, input),
  };

  const shiftRoute = guardedRoute({
    method: 'get',
    path: '/driver/shift',
    audience: 'driver',
    tags: [tag],
    summary: 'Your shift: online or not, and whether your position is fresh enough for offers',
    responses: { 200: jsonContent(DriverShiftSchema, 'Shift'), ...orderActionErrors },
  });
  const setShiftRoute = guardedRoute({
    method: 'post',
    path: '/driver/shift',
    audience: 'driver',
    tags: [tag],
    summary: 'Go online or offline',
    request: jsonBody(DriverShiftRequestSchema),
    responses: { 200: jsonContent(DriverShiftSchema, 'Shift'), ...orderActionErrors },
  });
  const offersRoute = guardedRoute({
    method: 'get',
    path: '/driver/offers',
    audience: 'driver',
    tags: [tag],
    summary:
      'Open jobs within 20 km, nearest first, with pay, drop-off suburb and distance, cash to collect (online drivers with a position younger than 2 minutes only)',
    responses: { 200: jsonContent(DriverJobOffersSchema, 'Offers'), ...orderActionErrors },
  });
  const jobRoute = guardedRoute({
    method: 'get',
    path: '/driver/job',
    audience: 'driver',
    tags: [tag],
    summary: 'Your current job (pickup and drop-off details), or null',
    responses: { 200: jsonContent(DriverActiveJobResponseSchema, 'Job'), ...orderActionErrors },
  });
  const earningsRoute = guardedRoute({
    method: 'get',
    path: '/driver/earnings',
    audience: 'driver',
    tags: [tag],
    summary: 'Earnings today and this week (Mon–Sun, Africa/Johannesburg), cash held vs owed, completed jobs',
    responses: { 200: jsonContent(DriverEarningsSchema, 'Earnings'), ...orderActionErrors },
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
    summary: 'Share your position (update_driver_location): stored and pushed to your current job',
    request: jsonBody(DriverLocationSchema),
    responses: { 200: jsonContent(DriverLocationAckSchema, 'Stored'), ...orderActionErrors },
  });

  const router = orderActionRoutes([...actions, deliver], orders.view, {
    423: jsonContent(ApiErrorSchema, 'Delivery code locked after 5 wrong tries'),
  });
  return router
    .openapi(shiftRoute, async (c) =>
      c.json(DriverShiftSchema.parse(await drivers.shift(await currentViewer(c))), 200),
    )
    .openapi(setShiftRoute, async (c) =>
      c.json(
        DriverShiftSchema.parse(await drivers.setShift(await currentViewer(c), c.req.valid('json').online)),
        200,
      ),
    )
    .openapi(offersRoute, async (c) =>
      c.json(DriverJobOffersSchema.parse(await drivers.offers(await currentViewer(c))), 200),
    )
    .openapi(jobRoute, async (c) =>
      c.json(
        DriverActiveJobResponseSchema.parse({ job: await drivers.activeJob(await currentViewer(c)) }),
        200,
      ),
    )
    .openapi(earningsRoute, async (c) =>
      c.json(DriverEarningsSchema.parse(await drivers.earnings(await currentViewer(c))), 200),
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
