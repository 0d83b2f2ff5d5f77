import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { BusHealth } from '../realtime/bus.ts';

/** The pattern of the route that answered (the last non-middleware match), e.g. `/api/restaurants/:id`. */
function handlerRoute(c: Parameters<MiddlewareHandler>[0]): string {
  const routes = matchedRoutes(c).filter((r) => r.method !== 'ALL');
  return routes.at(-1)?.path ?? 'unmatched';
}

/** What the metrics read at each scrape: Redis' state (undefined when not configured) and the realtime bus'. */
export type MetricSources = { redis(): 'up' | 'down' | undefined; realtime(): BusHealth };

/**
 * Prometheus metrics of one app instance: process defaults, request counts and durations per route, and the Redis
 * outage figures (docs/decisions/047-redis-outage.md): `redis_up`, `realtime_events_buffered`,
 * `realtime_events_dropped_total`.
 */
export function createMetrics(sources?: MetricSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  if (sources) registerRealtimeMetrics(registry, sources);
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

function registerRealtimeMetrics(registry: Registry, sources: MetricSources) {
  new Gauge({
    name: 'redis_up',
    help: 'Whether Redis answers (1) or not (0); absent when REDIS_URL is not set',
    registers: [registry],
    collect() {
      const state = sources.redis();
      if (state === undefined) this.reset();
      else this.set(state === 'up' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'realtime_events_buffered',
    help: 'Realtime events and signals waiting for Redis to come back',
    registers: [registry],
    collect() {
      this.set(sources.realtime().buffered);
    },
  });
  new Counter({
    name: 'realtime_events_dropped_total',
    help: 'Realtime events and signals that never reached Redis (buffer full, too old, or the publish failed)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.realtime().dropped);
    },
  });
}
