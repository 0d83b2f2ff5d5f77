import { ApiErrorSchema, HealthSchema } from '@lekker/core/contracts/common';
import { errorBody } from '../../http/errors.ts';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import type { SystemRepository } from './system.repository.ts';

const healthRoute = guardedRoute({
  method: 'get',
  audience: 'public',
  path: '/health',
  tags: ['System'],
  summary: 'Liveness: the process answers',
  responses: { 200: jsonContent(HealthSchema, 'Alive') },
});

const readyRoute = guardedRoute({
  method: 'get',
  audience: 'public',
  path: '/ready',
  tags: ['System'],
  summary: 'Readiness: the database answers',
  responses: {
    200: jsonContent(HealthSchema, 'Ready'),
    503: jsonContent(ApiErrorSchema, 'A dependency is down'),
  },
});

export function systemRoutes(system: Pick<SystemRepository, 'ping'>) {
  return createRouter()
    .openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200))
    .openapi(readyRoute, async (c) => {
      try {
        await system.ping();
        return c.json({ status: 'ok' as const }, 200);
      } catch {
        return c.json(errorBody('not_ready', 'The database is not reachable.'), 503);
      }
    });
}
