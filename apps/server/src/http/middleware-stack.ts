import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Core } from '../composition/core.ts';
import type { Config } from '../config.ts';
import { authRateLimit } from '../modules/auth/auth.routes.ts';
import { isDoorstepUpload } from '../modules/doorstep/doorstep.routes.ts';
import { isDriverDocumentUpload } from '../modules/driver-documents/driver-documents.routes.ts';
import { PAYFAST_NOTIFY_PATH } from '../modules/payments/payfast-urls.ts';
import { isReceiptUpload } from '../modules/receipts/receipts.routes.ts';
import { createCatalogueVersionRepository } from '../modules/restaurants/catalogue-version.repository.ts';
import { isStoryUpload } from '../modules/stories/stories.routes.ts';
import { isVenueImageUpload } from '../modules/venues/venues.routes.ts';
import { catalogueCache } from './catalogue-cache.ts';
import { compression } from './compression.ts';
import { originCheck } from './csrf.ts';
import { errorHandler } from './error-handler.ts';
import { errorBody } from './errors.ts';
import { localOnly } from './local-only.ts';
import type { createMetrics } from './metrics.ts';
import { NO_STORE_PATHS, noStore } from './no-store.ts';
import { rejectNul } from './nul-guard.ts';
import { bodyDeadline } from './request-timeouts.ts';
import { searchRateLimit } from './search-rate-limit.ts';
import { cachedDriverViewer, sessionLookupWithExpiry, viewerMiddleware } from './viewer.ts';

type Metrics = ReturnType<typeof createMetrics>;

function contentSecurityPolicy(config: Config) {
  const tileOrigin = (() => {
    try {
      return new URL(config.mapTileUrl.replace(/\{[a-z]\}/g, 'a')).origin;
    } catch {
      return undefined;
    }
  })();
  const tileHosts = tileOrigin ? [tileOrigin.replace('://a.', '://*.'), tileOrigin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...tileHosts],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", 'https://www.payfast.co.za', 'https://sandbox.payfast.co.za'],
    frameAncestors: ["'none'"],
  };
}

// Receipt uploads (8 MB), venue images and doorstep photos (5 MB) stream and enforce their limits themselves.
const isUpload = (method: string, path: string) =>
  isReceiptUpload(method, path) ||
  isDriverDocumentUpload(method, path) ||
  isVenueImageUpload(method, path) ||
  isStoryUpload(method, path) ||
  isDoorstepUpload(method, path);

/** Every request's path through headers, metrics, limits, guards, the viewer and the catalogue cache, in order. */
export function applyMiddlewareStack(app: Hono, core: Core, metrics: Metrics) {
  const { config, limiter, auth, accountsRepo } = core;
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(config),
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      strictTransportSecurity: config.isProduction ? 'max-age=31536000; includeSubDomains' : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use('*', metrics.middleware);
  // Brotli/gzip for JSON and the web app's assets (catalogue reads get their ETag and cache further down).
  app.use('*', compression());
  const apiBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => c.json(errorBody('payload_too_large', 'The request body is too large.'), 413),
  });
  app.use('/api/*', (c, next) => (isUpload(c.req.method, c.req.path) ? next() : apiBodyLimit(c, next)));
  // Any other body arrives within REQUEST_BODY_TIMEOUT_SECONDS or is a 408 (uploads: Node's request timeout).
  app.use('/api/*', bodyDeadline(config.requestTimeouts.bodyMs, isUpload));
  // A NUL byte anywhere in a request is a 400 here, once, before any endpoint or the database sees it.
  app.use('/api/*', rejectNul());
  app.use(
    '/api/*',
    originCheck(config.allowedOrigins, (path) => path === PAYFAST_NOTIFY_PATH),
  );
  app.use('/api/*', authRateLimit(limiter, config));
  app.use(
    '/api/*',
    searchRateLimit(limiter, {
      perMinute: config.searchRateLimitPerMinute,
      trustedProxy: config.trustedProxy,
    }),
  );
  app.use(
    '/api/*',
    viewerMiddleware(
      (headers) => auth.api.getSession({ headers }),
      (userId) => accountsRepo.rolesOf(userId),
      core.access,
    ),
  );
  // The hot driver-position POST: its session from memory while valid (decision 040).
  app.use(
    '/api/driver/location',
    cachedDriverViewer(
      core.sessionCache,
      sessionLookupWithExpiry(
        (headers) => auth.api.getSession({ headers }),
        (userId) => accountsRepo.rolesOf(userId),
      ),
    ),
  );
  // Account numbers, the bulk-EFT file and people's details are never kept by a cache (decision 046).
  for (const path of NO_STORE_PATHS) app.use(path, noStore);
  // ETag and a short Cache-Control on public catalogue reads; the list, a venue, its menu and search answered from
  // memory while the catalogue is unchanged (docs/decisions/023-catalogue-answer-cache.md). After the rate limits.
  const catalogueVersion = createCatalogueVersionRepository(core.db);
  app.use(
    '/api/*',
    catalogueCache({
      version: () => catalogueVersion.current(),
      clock: core.clock,
      // The list reads the version in its page statement (decision 036), search in its geometry read (decision 035).
      versionInAnswer: [/^\/api\/restaurants$/, /^\/api\/search$/],
    }),
  );
  app.onError(errorHandler(core.logger));
}

/** GET /metrics: the operator token, or this machine only when none is set. */
export function mountMetrics(app: Hono, config: Config, metrics: Metrics) {
  if (!config.metricsToken)
    app.use(
      '/metrics',
      localOnly('/metrics', 'Set METRICS_TOKEN to scrape it remotely.', config.trustedProxy),
    );
  app.get('/metrics', async (c) => {
    if (config.metricsToken && c.req.header('authorization') !== `Bearer ${config.metricsToken}`)
      return c.json(errorBody('unauthorized', 'Metrics need the operator token.'), 401);
    return c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType });
  });
}
