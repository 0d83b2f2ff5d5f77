import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** The pattern of the route that answered (the last non-middleware match), e.g. `/api/restaurants/:id`. */
function handlerRoute(c: Parameters<MiddlewareHandler>[0]): string {
  const routes = matchedRoutes(c).filter((r) => r.method !== 'ALL');
  return routes.at(-1)?.path ?? 'unmatched';
}

/** Prometheus metrics of one app instance: process defaults plus request counts and durations per route. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  const middleware: MiddlewareHandler = async (c, next) => {
    const start = performance.now();
    await next();
    // The matched route pattern, never the raw path, so ids do not explode the label set.
    const route = c.req.path.startsWith('/api') ? handlerRoute(c) : 'static';
    requests.inc({ method: c.req.method, route, status: String(c.res.status) });
    duration.observe({ method: c.req.method, route }, (performance.now() - start) / 1000);
  };
  return { registry, middleware };
}
