import { Hono } from 'hono';
import { composeAdmin } from './composition/admin.ts';
import { apiRoutes } from './composition/api-routes.ts';
import type { AppDeps } from './composition/app-deps.ts';
import { composeCore } from './composition/core.ts';
import { composeCustomer } from './composition/customer.ts';
import { composeDoorstep } from './composition/doorstep.ts';
import { composeDrivers } from './composition/drivers.ts';
import { composeJobs } from './composition/jobs.ts';
import { composeOrders } from './composition/orders.ts';
import { composePayments } from './composition/payments.ts';
import { composePortal } from './composition/portal.ts';
import { composePrivacy } from './composition/privacy.ts';
import { composeRealtime } from './composition/realtime.ts';
import { composeScheduling } from './composition/scheduling.ts';
import { composeSubstitutions } from './composition/substitutions.ts';
import { createMetrics } from './http/metrics.ts';
import { applyMiddlewareStack, mountMetrics } from './http/middleware-stack.ts';
import { defaultWebDistDir, webStaticRoutes } from './http/web-static.ts';
import { storageBuckets } from './modules/storage/create-storage.ts';
import { isLocalStorage } from './modules/storage/local-storage.ts';
import { publicImageRoutes } from './modules/storage/public-images.ts';

export type { AppDeps } from './composition/app-deps.ts';

/** Builds the whole HTTP app; main.ts serves it and tests call it through `app.request()`. */
export function buildApp(deps: AppDeps) {
  const app = new Hono();
  const core = composeCore(deps);
  const { config, bus, storage } = core;
  const orders = composeOrders(core);
  const customer = composeCustomer(core, orders);
  const portal = composePortal(core);
  const drivers = composeDrivers(core, orders);
  // Simulator refunds are answered in-process by this app (built by the time anyone refunds).
  const payments = composePayments(core, (input, init) => app.request(input, init));
  const admin = composeAdmin(core, orders, portal, payments);
  const scheduling = composeScheduling(core, orders, payments);
  const { gateway, messages } = composeRealtime(core, orders, drivers);
  const doorstep = composeDoorstep(core, orders, messages);
  const privacy = composePrivacy(core);
  const substitutions = composeSubstitutions(core, payments);
  // Web push (composed with messaging in core): its routes and its provider.
  const { push } = core;

  // Redis, when configured: up while the bus and the rate-limit client both have it (docs/decisions/047-redis-outage.md).
  const redisState = (): 'up' | 'down' | undefined => {
    const states = [bus.health().redis, deps.redis && (deps.redis.status === 'ready' ? 'up' : 'down')];
    if (states.includes('down')) return 'down';
    return states.includes('up') ? 'up' : undefined;
  };
  const metrics = createMetrics({ redis: redisState, realtime: () => bus.health() });
  applyMiddlewareStack(app, core, metrics);
  const areas = {
    customer,
    orders,
    portal,
    drivers,
    doorstep,
    payments,
    admin,
    gateway,
    messages,
    push,
    scheduling,
    privacy,
    substitutions,
  };
  app.route('/api', apiRoutes(core, areas, redisState));
  mountMetrics(app, config, metrics);
  // Uploaded public images (logos, covers, dishes, stories) on the local driver, before the web app's own files.
  if (isLocalStorage(storage)) app.route('/', publicImageRoutes(storage, storageBuckets(config).public));
  if (deps.serveWeb)
    app.route(
      '/',
      webStaticRoutes(config.webDistDir ?? defaultWebDistDir(), {
        // The first screen's catalogue answers in the page (http/first-answers.ts): asked of this app as any visitor
        // asks (no cookie: public reads, the same for everyone), so they come from the catalogue cache as they are.
        firstAnswer: (c) => async (request) => {
          const url = new URL(request, c.req.url);
          const response = await app.fetch(
            new Request(url, { headers: { accept: 'application/json' } }),
            c.env,
          );
          return response.status === 200 ? await response.text() : undefined;
        },
      }),
    );
  // Services publish through `bus`; main.ts closes the sockets and the bus on shutdown.
  return Object.assign(app, {
    realtime: { bus, gateway },
    sessionCache: core.sessionCache,
    receipts: orders.receipts,
    jobs: composeJobs(core, areas),
    /** The dispatcher (tests read why whom was offered an order). */
    dispatch: orders.dispatch,
    /** Push, SMS and WhatsApp: the port, its sender and logs (tests drive the sender). */
    messaging: core.messaging,
    jobState: admin.jobState,
    /** The 'push' ChannelProvider (modules/push/push-provider.ts). */
    pushProvider: push.provider,
    jobsRepo: admin.jobsRepo,
    /** Writes the driver positions still waiting for their batch (shutdown). */
    flushDriverPositions: () => drivers.closePositions(),
  });
}
export type App = ReturnType<typeof buildApp>;
