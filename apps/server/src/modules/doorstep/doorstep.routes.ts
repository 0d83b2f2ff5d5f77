import { ApiErrorSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import {
  CodeNotCollectedQuerySchema,
  type FailedDeliveryResolveRequest,
  FailedDeliveryResolveRequestSchema,
  type HandoverReviewRequest,
  HandoverReviewRequestSchema,
  UndeliverableQuerySchema,
} from '@lekker/core/contracts/doorstep';
import { OrderSchema } from '@lekker/core/contracts/orders';
import { guardedRoute } from '../../http/guard.ts';
import { type OrderAction, orderActionErrors, orderActionRoutes } from '../../http/order-action-routes.ts';
import { jsonContent } from '../../http/responses.ts';
import { imageRequestBody, imageUploadErrors, uploadBodyOf } from '../../http/upload-body.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { OrderRecord } from '../orders/orders.repository.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { DoorstepService } from './doorstep.service.ts';

/** The doorstep photos stream up to 5 MB and limit themselves: the global 1 MB body limit skips them. */
const DOORSTEP_UPLOAD =
  /^\/api\/driver\/orders\/[0-9a-f-]{36}\/(leave-at-door|undeliverable|code-not-collected)$/i;
export const isDoorstepUpload = (method: string, path: string) =>
  method === 'POST' && DOORSTEP_UPLOAD.test(path);

const photoResponses = {
  200: jsonContent(OrderSchema, 'The updated order'),
  ...orderActionErrors,
  422: jsonContent(ApiErrorSchema, 'Refused (a cash order: the cash is not confirmed)'),
  ...imageUploadErrors,
};

const leaveRoute = guardedRoute({
  method: 'post',
  path: '/driver/orders/{id}/leave-at-door',
  audience: 'driver',
  tags: ['Driver'],
  summary:
    'Left at the door (the customer chose it, the doorstep wait is over): the photo is the raw body; ends the delivery',
  request: { params: UuidParamSchema, body: imageRequestBody },
  responses: photoResponses,
});

const undeliverableRoute = guardedRoute({
  method: 'post',
  path: '/driver/orders/{id}/undeliverable',
  audience: 'driver',
  tags: ['Driver'],
  summary:
    'Could not be delivered (the doorstep wait is over): the photo is the raw body, the note in the query; an admin decides next',
  request: { params: UuidParamSchema, query: UndeliverableQuerySchema, body: imageRequestBody },
  responses: photoResponses,
});

const handoverRoute = guardedRoute({
  method: 'post',
  path: '/driver/orders/{id}/code-not-collected',
  audience: 'driver',
  tags: ['Driver'],
  summary:
    "The delivery code cannot be collected: the photo is the raw body, the customer's confirmation is in the chat (cash orders: cash_collected_cents); an admin reviews it",
  request: { params: UuidParamSchema, query: CodeNotCollectedQuerySchema, body: imageRequestBody },
  responses: photoResponses,
});

export function doorstepRoutes(doorstep: DoorstepService, orders: OrdersService) {
  const notAnswering: OrderAction<never, OrderRecord> = {
    path: '/driver/orders/{id}/not-answering',
    audience: 'driver',
    tag: 'Driver',
    summary:
      'The customer is not answering: starts the doorstep wait once (server time) and tells the customer in the order chat',
    run: (v, id) => doorstep.notAnswering(v, id),
  };
  const resolve: OrderAction<FailedDeliveryResolveRequest, OrderRecord> = {
    path: '/admin/orders/{id}/failed-delivery',
    audience: 'admin',
    tag: 'Admin',
    summary:
      'Decide an order that could not be delivered: return_to_venue or discard (cancelled; a paid one is owed its charge back) or redeliver (ready again for a new driver)',
    input: FailedDeliveryResolveRequestSchema,
    run: (v, id, input) => doorstep.resolve(v, id, input.outcome),
  };
  const review: OrderAction<HandoverReviewRequest, OrderRecord> = {
    path: '/admin/orders/{id}/handover-review',
    audience: 'admin',
    tag: 'Admin',
    summary:
      'Review a handover without the code: approve (delivered, with its money) or not (could not be delivered; the outcomes follow)',
    input: HandoverReviewRequestSchema,
    run: (v, id, input) => doorstep.reviewHandover(v, id, input.approve),
  };
  return orderActionRoutes([notAnswering, resolve, review], orders.view)
    .openapi(leaveRoute, async (c) => {
      const viewer = await currentViewer(c);
      const moved = await doorstep.leaveAtDoor(viewer, c.req.valid('param').id, uploadBodyOf(c));
      return c.json(OrderSchema.parse(await orders.view(moved, viewer)), 200);
    })
    .openapi(undeliverableRoute, async (c) => {
      const viewer = await currentViewer(c);
      const moved = await doorstep.undeliverable(
        viewer,
        c.req.valid('param').id,
        c.req.valid('query').note,
        uploadBodyOf(c),
      );
      return c.json(OrderSchema.parse(await orders.view(moved, viewer)), 200);
    })
    .openapi(handoverRoute, async (c) => {
      const viewer = await currentViewer(c);
      const moved = await doorstep.codeNotCollected(
        viewer,
        c.req.valid('param').id,
        c.req.valid('query').cash_collected_cents,
        uploadBodyOf(c),
      );
      return c.json(OrderSchema.parse(await orders.view(moved, viewer)), 200);
    });
}
