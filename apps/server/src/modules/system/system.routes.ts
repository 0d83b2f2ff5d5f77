import { ApiErrorSchema, HealthSchema, ReadySchema } from '@lekker/core/contracts/common';
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
  summary: 'Readiness: the database answers (and whether Redis does)',
  description:
    'Answers 503 while the database is unreachable. A Redis outage does not fail it: the instance still serves ' +
    '(live events reach its own sockets, rate limits count per instance) and the answer says `redis: "down"`.',
  responses: {
    200: jsonContent(ReadySchema, 'Ready (with Redis up or down, when Redis is configured)'),
    503: jsonContent(ApiErrorSchema, 'The database is down'),
  },
});

/** `redis`: whether Redis answers now (undefined when it is not configured). */
export function systemRoutes(
  system: Pick<SystemRepository, 'ping'>,
  redis: () => 'up' | 'down' | undefined = () => undefined,
) {
  return createRouter()
    .openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200))
    .openapi(readyRoute, async (c) => {
      try {
        await system.ping();
        const state = redis();
        return c.json({ status: 'ok' as const, ...(state ? { redis: state } : {}) }, 200);
      } catch {
        return c.json(errorBody('not_ready', 'The database is not reachable.'), 503);
      }
    });
}
