import { PRODUCT_NAME } from '@lekker/core/constants';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { apiDocsRoutes } from './http/api-docs.ts';
import { errorHandler } from './http/error-handler.ts';
import { errorBody } from './http/errors.ts';
import { originCheck } from './http/csrf.ts';
import { createMetrics } from './http/metrics.ts';
import { createRouter } from './http/openapi.ts';
import { createPolicy } from './http/policy.ts';
import { createMemoryRateLimitStore, createRateLimiter, createRedisRateLimitStore } from './http/rate-limit.ts';
import { viewerMiddleware } from './http/viewer.ts';
import { defaultWebDistDir, webStaticRoutes } from './http/web-static.ts';
import { createAccountsRepository } from './modules/accounts/accounts.repository.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService, newAccountDefaults } from './modules/accounts/accounts.service.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { createApplicationsService } from './modules/applications/applications.service.ts';
import { createAuth } from './modules/auth/auth.ts';
import { authHandlerRoutes, authRateLimit } from './modules/auth/auth.routes.ts';
import { createDevMailboxRepository } from './modules/mail/dev-mailbox.repository.ts';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes.ts';
import { createDevMailbox, createSmtpMailer, type Mailer } from './modules/mail/mailer.ts';
import { createAdsRepository } from './modules/ads/ads.repository.ts';
import { adsRoutes } from './modules/ads/ads.routes.ts';
import { createAdsService } from './modules/ads/ads.service.ts';
import { createMenuRepository } from './modules/menu/menu.repository.ts';
import { menuRoutes } from './modules/menu/menu.routes.ts';
import { createMenuService } from './modules/menu/menu.service.ts';
import { createRestaurantsRepository } from './modules/restaurants/restaurants.repository.ts';
import { restaurantsRoutes } from './modules/restaurants/restaurants.routes.ts';
import { createRestaurantsService } from './modules/restaurants/restaurants.service.ts';
import { createReviewsRepository } from './modules/reviews/reviews.repository.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { createSearchRepository } from './modules/search/search.repository.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';

export type AppDeps = {
  config: Config;
  db: Db;
  logger: Logger;
  /** Injected so tests can pin "now" (opening hours, ad dates). */
  clock?: () => Date;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Shared state across instances (rate limits, realtime) when REDIS_URL is set. */
  redis?: Redis;
  /** Replaces the configured mailer (tests). */
  mailer?: Mailer;
};

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

/** Builds the whole HTTP app; main.ts serves it and tests call it through `app.request()`. */
export function buildApp(deps: AppDeps) {
  const { config, db, logger } = deps;
  const clock = deps.clock ?? (() => new Date());

  const restaurants = createRestaurantsService(createRestaurantsRepository(db), clock);
  const menu = createMenuService(createMenuRepository(db), restaurants);
  const reviews = createReviewsService(createReviewsRepository(db), restaurants);
  const ads = createAdsService(createAdsRepository(db), clock);
  const search = createSearchService(createSearchRepository(db), clock);

  const mailbox = createDevMailboxRepository(db);
  const mailer =
    deps.mailer ??
    (config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl, config.mail.from) : createDevMailbox(mailbox, logger));
  const accountsRepo = createAccountsRepository(db);
  const auth = createAuth({ config, db, mailer, onUserCreated: newAccountDefaults(accountsRepo) });
  const applications = createApplicationsService(db);
  const accounts = createAccountsService(auth, accountsRepo, applications);
  const policy = createPolicy({
    hasRole: (userId, role) => accountsRepo.hasRole(userId, role),
    isRestaurantMember: (userId, restaurantId) => accountsRepo.isRestaurantMember(userId, restaurantId),
  });
  const access = {
    policy,
    driverIsApproved: async (userId: string) => (await accountsRepo.driverStatus(userId)) === 'approved',
  };
  const limiter = createRateLimiter(deps.redis ? createRedisRateLimitStore(deps.redis) : createMemoryRateLimitStore());

  const metrics = createMetrics();
  const app = new Hono();
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
  app.use('/api/*', bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json(errorBody('payload_too_large', 'The request body is too large.'), 413) }));
  app.use('/api/*', originCheck(config.publicUrl));
  app.use('/api/*', authRateLimit(limiter, config));
  app.use(
    '/api/*',
    viewerMiddleware(
      (headers) => auth.api.getSession({ headers }),
      (userId) => accountsRepo.rolesOf(userId),
      access,
    ),
  );
  app.onError(errorHandler(logger));

  const api = createRouter()
    .route('/', systemRoutes(db))
    .route('/', accountsRoutes(accounts))
    .route('/', applicationsRoutes(applications))
    .route('/', restaurantsRoutes(restaurants))
    .route('/', menuRoutes(menu))
    .route('/', reviewsRoutes(reviews))
    .route('/', adsRoutes(ads))
    .route('/', searchRoutes(search));

  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '0.1.0',
      description: 'Food and grocery delivery marketplace for South African towns. Money is integer cents (ZAR).',
    },
    servers: [{ url: '/api' }],
  });
  if (mailer.kind === 'dev-mailbox' && !config.isProduction) api.route('/', devMailboxRoutes(mailbox));
  api.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'lekker.session_token',
    description: 'The HttpOnly session cookie set by sign-in',
  });
  api.route('/auth', authHandlerRoutes(auth));
  api.route('/docs', apiDocsRoutes());
  api.all('*', (c) => c.json(errorBody('not_found', `No API endpoint ${c.req.method} ${c.req.path}`), 404));

  app.route('/api', api);
  app.get('/metrics', async (c) =>
    c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType }),
  );
  if (deps.serveWeb) app.route('/', webStaticRoutes(config.webDistDir ?? defaultWebDistDir()));
  return app;
}
export type App = ReturnType<typeof buildApp>;
