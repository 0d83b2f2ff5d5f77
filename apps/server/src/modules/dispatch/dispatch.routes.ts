import { ApiErrorSchema, OkSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import { AdminOrderDispatchSchema, DriverDispatchOfferResponseSchema } from '@lekker/core/contracts/dispatch';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { DispatchService } from './dispatch.service.ts';

const tag = 'Driver';
const errors = {
  401: jsonContent(ApiErrorSchema, 'Not signed in'),
  403: jsonContent(ApiErrorSchema, 'Not a driver account'),
};

/**
 * Dispatch over HTTP (docs/decisions/063-dispatch-rules-and-weights.md): the driver's offer in hand and declining it;
 * the admin's view of why whom was offered an order.
 */
export function dispatchRoutes(dispatch: DispatchService) {
  const offerRoute = guardedRoute({
    method: 'get',
    path: '/driver/offer',
    audience: 'driver',
    tags: [tag],
    summary:
      'The job the dispatcher offered you, with its 30-second window (accept it with POST /driver/orders/{id}/accept), or null',
    responses: { 200: jsonContent(DriverDispatchOfferResponseSchema, 'Offer'), ...errors },
  });
  const declineRoute = guardedRoute({
    method: 'post',
    path: '/driver/offers/{id}/decline',
    audience: 'driver',
    tags: [tag],
    summary: 'Decline the job offered to you (the order id): it goes to the next drivers at once',
    request: { params: UuidParamSchema },
    responses: {
      200: jsonContent(OkSchema, 'Declined'),
      ...errors,
      409: jsonContent(ApiErrorSchema, 'The offer has ended (expired, taken or not yours)'),
    },
  });
  const adminRoute = guardedRoute({
    method: 'get',
    path: '/admin/orders/{id}/dispatch',
    audience: 'admin',
    tags: ['Admin'],
    summary:
      "The dispatcher's state for an order and every offer it made: wave, driver, score (minutes to the venue less the fair-share credit), answer",
    request: { params: UuidParamSchema },
    responses: {
      200: jsonContent(AdminOrderDispatchSchema, 'Dispatch'),
      401: jsonContent(ApiErrorSchema, 'Not signed in'),
      403: jsonContent(ApiErrorSchema, 'Not an admin'),
      404: jsonContent(ApiErrorSchema, 'No such order'),
    },
  });
  return createRouter()
    .openapi(adminRoute, async (c) =>
      c.json(AdminOrderDispatchSchema.parse(await dispatch.adminView(c.req.valid('param').id)), 200),
    )
    .openapi(offerRoute, async (c) =>
      c.json(
        DriverDispatchOfferResponseSchema.parse({
          offer: await dispatch.currentOffer(await currentViewer(c)),
        }),
        200,
      ),
    )
    .openapi(declineRoute, async (c) => {
      await dispatch.decline(await currentViewer(c), c.req.valid('param').id);
      return c.json(OkSchema.parse({ ok: true }), 200);
    });
}
