import { UuidParamSchema } from '@lekker/core/contracts/common';
import {
  DoorPaymentSchema,
  PayAtDoorSchema,
  PayTokenParamSchema,
} from '@lekker/core/contracts/door-payments';
import { PaymentFormSchema } from '@lekker/core/contracts/orders';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { orderActionErrors } from '../../http/order-action-routes.ts';
import { errorResponses, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { DoorPaymentsService } from './door-payments.service.ts';

const driverRoute = (method: 'get' | 'post', summary: string) =>
  guardedRoute({
    method,
    path: '/driver/orders/{id}/door-payment',
    audience: 'driver',
    tags: ['Driver'],
    summary,
    request: { params: UuidParamSchema },
    responses: { 200: jsonContent(DoorPaymentSchema, 'The door payment'), ...orderActionErrors },
  });
const getDriverRoute = driverRoute(
  'get',
  "Your job's door payment: none, open (the link shown) or paid by card (collect no cash)",
);
const openDriverRoute = driverRoute(
  'post',
  '"Customer pays by card": the short link (for a QR code) to a PayFast payment of exactly this cash order; one per order',
);

const linkErrors = errorResponses({
  400: 'Not a payment link',
  404: 'Unknown link',
  409: 'Already paid, or the order is no longer at the door',
});
const pageRoute = guardedRoute({
  method: 'get',
  path: '/pay/{token}',
  audience: 'public',
  tags: ['Payments'],
  summary: 'A door payment link: the order number, venue and amount, and whether it is open, paid or closed',
  request: { params: PayTokenParamSchema },
  responses: { 200: jsonContent(PayAtDoorSchema, 'The link'), ...linkErrors },
});
const formRoute = guardedRoute({
  method: 'post',
  path: '/pay/{token}/payfast',
  audience: 'public',
  tags: ['Payments'],
  summary:
    "The PayFast form for exactly the order's total; only PayFast's ITN (all four checks) marks it paid",
  request: { params: PayTokenParamSchema },
  responses: { 200: jsonContent(PaymentFormSchema, 'The form to post to PayFast'), ...linkErrors },
});

export function doorPaymentsRoutes(doorPayments: DoorPaymentsService) {
  return createRouter()
    .openapi(getDriverRoute, async (c) =>
      c.json(await doorPayments.forDriver(await currentViewer(c), c.req.valid('param').id), 200),
    )
    .openapi(openDriverRoute, async (c) =>
      c.json(await doorPayments.open(await currentViewer(c), c.req.valid('param').id), 200),
    )
    .openapi(pageRoute, async (c) => c.json(await doorPayments.page(c.req.valid('param').token), 200))
    .openapi(formRoute, async (c) => c.json(await doorPayments.paymentForm(c.req.valid('param').token), 200));
}
