import { UuidParamSchema } from '@lekker/core/contracts/common';
import {
  AnswerSubstitutionRequestSchema,
  OrderSubstitutionsSchema,
  ProposeSubstitutionRequestSchema,
} from '@lekker/core/contracts/substitutions';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { orderActionErrors } from '../../http/order-action-routes.ts';
import { jsonBody, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { SubstitutionsService } from './substitutions.service.ts';

const answer = jsonContent(OrderSubstitutionsSchema, "The order's lines, choices and substitutions");

const deskRoute = guardedRoute({
  method: 'get',
  path: '/restaurant/orders/{id}/substitutions',
  audience: 'restaurant',
  tags: ['Restaurant'],
  summary: "A grocery order's lines with the customer's substitution choices, and its substitutions",
  request: { params: UuidParamSchema },
  responses: { 200: answer, ...orderActionErrors },
});

const proposeRoute = guardedRoute({
  method: 'post',
  path: '/restaurant/orders/{id}/substitutions',
  audience: 'restaurant',
  tags: ['Restaurant'],
  summary:
    'While packing, mark a line unavailable: propose a replacement from the store (the customer has 3 minutes) or refund it (proposed_item_id null)',
  request: { params: UuidParamSchema, ...jsonBody(ProposeSubstitutionRequestSchema) },
  responses: { 200: answer, ...orderActionErrors },
});

const customerRoute = guardedRoute({
  method: 'get',
  path: '/orders/{id}/substitutions',
  audience: 'customer',
  tags: ['Orders'],
  summary: "Your order's substitutions (a proposal to answer within 3 minutes)",
  request: { params: UuidParamSchema },
  responses: { 200: answer, ...orderActionErrors },
});

const answerRoute = guardedRoute({
  method: 'post',
  path: '/orders/{id}/substitutions/answer',
  audience: 'customer',
  tags: ['Orders'],
  summary:
    'Accept or decline a proposed replacement within its 3 minutes (409 substitution_expired after: your rule was applied)',
  request: { params: UuidParamSchema, ...jsonBody(AnswerSubstitutionRequestSchema) },
  responses: { 200: answer, ...orderActionErrors },
});

/** Grocery substitutions (docs/decisions/070-grocery-substitutions.md). */
export function substitutionsRoutes(service: SubstitutionsService) {
  return createRouter()
    .openapi(deskRoute, async (c) => {
      const viewer = await currentViewer(c);
      return c.json(
        OrderSubstitutionsSchema.parse(await service.forDesk(viewer, c.req.valid('param').id)),
        200,
      );
    })
    .openapi(proposeRoute, async (c) => {
      const viewer = await currentViewer(c);
      const out = await service.propose(viewer, c.req.valid('param').id, c.req.valid('json'));
      return c.json(OrderSubstitutionsSchema.parse(out), 200);
    })
    .openapi(customerRoute, async (c) => {
      const viewer = await currentViewer(c);
      return c.json(
        OrderSubstitutionsSchema.parse(await service.forCustomer(viewer, c.req.valid('param').id)),
        200,
      );
    })
    .openapi(answerRoute, async (c) => {
      const viewer = await currentViewer(c);
      const out = await service.answer(viewer, c.req.valid('param').id, c.req.valid('json'));
      return c.json(OrderSubstitutionsSchema.parse(out), 200);
    });
}
