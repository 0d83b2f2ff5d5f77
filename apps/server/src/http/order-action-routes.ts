import { ApiErrorSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import { type Order, OrderSchema } from '@lekker/core/contracts/orders';
import type { z } from 'zod';
import type { Viewer } from '../domain/viewer.ts';
import { type Audience, guardedRoute } from './guard.ts';
import { createRouter } from './openapi.ts';
import { jsonBody, jsonContent } from './responses.ts';
import { currentViewer } from './viewer.ts';

export const orderActionErrors = {
  400: jsonContent(ApiErrorSchema, 'Invalid input'),
  401: jsonContent(ApiErrorSchema, 'Not signed in'),
  403: jsonContent(ApiErrorSchema, 'Not allowed'),
  404: jsonContent(ApiErrorSchema, 'No such order (or not yours)'),
  409: jsonContent(ApiErrorSchema, 'Not allowed in the current status'),
};

/** One lifecycle action on `/…/orders/{id}/…`: who may call it, its optional body, and what it does. */
export type OrderAction<Input = never, Moved = unknown> = {
  path: string;
  audience: Audience;
  summary: string;
  tag: string;
  input?: z.ZodType<Input>;
  run(viewer: Viewer, id: string, input: Input): Promise<Moved>;
};

/** A POST route per action; each answers the updated order as the caller may see it (`render`). */
export function orderActionRoutes<Moved>(
  // biome-ignore lint/suspicious/noExplicitAny: each action declares its own input type; the list mixes them.
  actions: OrderAction<any, Moved>[],
  render: (moved: Moved, viewer: Viewer) => Promise<Order>,
  /** Further documented answers (e.g. 423 for a locked delivery code). */
  extraResponses: Record<number, ReturnType<typeof jsonContent>> = {},
) {
  const router = createRouter();
  for (const a of actions) {
    const route = guardedRoute({
      method: 'post',
      path: a.path,
      audience: a.audience,
      tags: [a.tag],
      summary: a.summary,
      request: { params: UuidParamSchema, ...(a.input ? jsonBody(a.input) : {}) },
      responses: {
        200: jsonContent(OrderSchema, 'The updated order'),
        ...orderActionErrors,
        422: jsonContent(ApiErrorSchema, 'Refused'),
        ...extraResponses,
      },
    });
    router.openapi(route, async (c) => {
      const viewer = await currentViewer(c);
      const input = a.input ? c.req.valid('json' as never) : undefined;
      const moved = await a.run(viewer, c.req.valid('param').id, input as never);
      return c.json(OrderSchema.parse(await render(moved, viewer)), 200);
    });
  }
  return router;
}
