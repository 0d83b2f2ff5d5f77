import { PRODUCT_NAME } from '@lekker/core/constants';
import { MESSAGES_PER_MINUTE } from '@lekker/core/social';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { transactional } from './db/with-transaction.ts';
import { createPolicy } from './domain/policy.ts';
import type { Viewer } from './domain/viewer.ts';
import { apiDocsRoutes } from './http/api-docs.ts';
import { catalogueCache } from './http/catalogue-cache.ts';
import { compression } from './http/compression.ts';
import { originCheck } from './http/csrf.ts';
import { errorHandler } from './http/error-handler.ts';
import { errorBody } from './http/errors.ts';
import { localOnly } from './http/local-only.ts';
import { createMetrics } from './http/metrics.ts';
import { NO_STORE_PATHS, noStore } from './http/no-store.ts';
import { rejectNul } from './http/nul-guard.ts';
import { createRouter } from './http/openapi.ts';
import {
  createMemoryRateLimitStore,
  createRateLimiter,
  createRedisRateLimitStore,
} from './http/rate-limit.ts';
import { bodyDeadline } from './http/request-timeouts.ts';
import { searchRateLimit } from './http/search-rate-limit.ts';
import {
  cachedDriverViewer,
  sessionLookupWithExpiry,
  sessionViewerLookup,
  viewerMiddleware,
} from './http/viewer.ts';
import { defaultWebDistDir, webStaticRoutes } from './http/web-static.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService, newAccountDefaults } from './modules/accounts/accounts.service.ts';
import { createAdminRepository } from './modules/admin/admin.repository.ts';
import { adminConsoleRoutes } from './modules/admin/admin-console.routes.ts';
import { createAdminConsoleService } from './modules/admin/admin-console.service.ts';
import { adminDispatchRoutes } from './modules/admin/admin-dispatch.routes.ts';
import { createAdminDispatchService } from './modules/admin/admin-dispatch.service.ts';
import { createAdminMoneyService } from './modules/admin/admin-money.service.ts';
import { adminOrdersRoutes } from './modules/admin/admin-orders.routes.ts';
import { createAdminOrdersService } from './modules/admin/admin-orders.service.ts';
import { adminPartnersRoutes } from './modules/admin/admin-partners.routes.ts';
import { createAdminPartnersService } from './modules/admin/admin-partners.service.ts';
import { adminRefundsRoutes } from './modules/admin/admin-refunds.routes.ts';
import { createAdsRepository } from './modules/ads/ads.repository.ts';
import { adsRoutes } from './modules/ads/ads.routes.ts';
import { createAdsService } from './modules/ads/ads.service.ts';
import { adsModerationRoutes } from './modules/ads/ads-moderation.routes.ts';
import { createAdsModerationService } from './modules/ads/ads-moderation.service.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { createApplicationsService } from './modules/applications/applications.service.ts';
import { authHandlerRoutes, authRateLimit } from './modules/auth/auth.routes.ts';
import { createAuth } from './modules/auth/auth.ts';
import { mailAllowance } from './modules/auth/mail-allowance.ts';
import { createSessionCacheRepository } from './modules/auth/session-cache.repository.ts';
import { createSessionCache } from './modules/auth/session-cache.ts';
import { createAccountNumberCipher } from './modules/bank-details/account-number-cipher.ts';
import { bankDetailsRoutes } from './modules/bank-details/bank-details.routes.ts';
import { createBankDetailsService } from './modules/bank-details/bank-details.service.ts';
import { customDeliveryRoutes } from './modules/custom-delivery/custom-delivery.routes.ts';
import { createCustomDeliveryService } from './modules/custom-delivery/custom-delivery.service.ts';
import {
  driverDocumentsRoutes,
  isDriverDocumentUpload,
} from './modules/driver-documents/driver-documents.routes.ts';
import { createDriverDocumentsService } from './modules/driver-documents/driver-documents.service.ts';
import { driversRoutes } from './modules/drivers/drivers.routes.ts';
import { createDriversService, createOfferFeed } from './modules/drivers/drivers.service.ts';
import { fulfilmentRoutes } from './modules/fulfilment/fulfilment.routes.ts';
import { createFulfilmentService } from './modules/fulfilment/fulfilment.service.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { createGeocoder, createGeoService } from './modules/geo/geo.service.ts';
import { createJobsRepository } from './modules/jobs/jobs.repository.ts';
import { createAbandonedPaymentsSweep } from './modules/jobs/sweeps.ts';
import { createRefundRecoveryService } from './modules/ledger/refund-recovery.service.ts';
import { createRefundsService } from './modules/ledger/refunds.service.ts';
import { createDevMailboxRepository } from './modules/mail/dev-mailbox.repository.ts';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes.ts';
import { createDevMailbox, createSmtpMailer, type Mailer } from './modules/mail/mailer.ts';
import { createMenuRepository } from './modules/menu/menu.repository.ts';
import { menuRoutes } from './modules/menu/menu.routes.ts';
import { createMenuService } from './modules/menu/menu.service.ts';
import { createMessagesRepository } from './modules/messages/messages.repository.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { createMessagesService } from './modules/messages/messages.service.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createOrderAnnouncer } from './modules/orders/order-announcer.ts';
import { createOutboxDelivery } from './modules/orders/order-outbox.ts';
import { createOrderPayments } from './modules/orders/order-payments.ts';
import { createOrderTransitions } from './modules/orders/order-transitions.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { buildPaymentForm } from './modules/payments/payfast-form.ts';
import { createPayfastRefundGateway } from './modules/payments/payfast-refunds.ts';
import { payfastSimulatorRoutes } from './modules/payments/payfast-simulator.routes.ts';
import { PAYFAST_NOTIFY_PATH } from './modules/payments/payfast-urls.ts';
import type { PaymentsOrdersPort } from './modules/payments/payments.port.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPortalRepository } from './modules/portal/portal.repository.ts';
import { portalRoutes } from './modules/portal/portal.routes.ts';
import { createPortalService } from './modules/portal/portal.service.ts';
import { createProfileRepository } from './modules/profile/profile.repository.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { promotionsRoutes } from './modules/promotions/promotions.routes.ts';
import { createPromotionsService } from './modules/promotions/promotions.service.ts';
import { isReceiptUpload, receiptsRoutes } from './modules/receipts/receipts.routes.ts';
import { createReceiptsService } from './modules/receipts/receipts.service.ts';
import { createDataAccess } from './modules/repositories.ts';
import { createCatalogueVersionRepository } from './modules/restaurants/catalogue-version.repository.ts';
import { createRestaurantListRepository } from './modules/restaurants/restaurant-list.repository.ts';
import { createRestaurantListService } from './modules/restaurants/restaurant-list.service.ts';
import { restaurantsRoutes } from './modules/restaurants/restaurants.routes.ts';
import { createRestaurantsService } from './modules/restaurants/restaurants.service.ts';
import { createReviewsRepository } from './modules/reviews/reviews.repository.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { createSearchRepository } from './modules/search/search.repository.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createStorage, storageBuckets } from './modules/storage/create-storage.ts';
import { isLocalStorage } from './modules/storage/local-storage.ts';
import { publicImageRoutes } from './modules/storage/public-images.ts';
import { storageRoutes } from './modules/storage/storage.routes.ts';
import type { ObjectStorage } from './modules/storage/storage.ts';
import { createStoriesRepository } from './modules/stories/stories.repository.ts';
import { isStoryUpload, storiesRoutes } from './modules/stories/stories.routes.ts';
import { createStoriesService } from './modules/stories/stories.service.ts';
import { createSystemRepository } from './modules/system/system.repository.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { createVenueMoneyRepository } from './modules/venue-money/venue-money.repository.ts';
import { venueMoneyRoutes } from './modules/venue-money/venue-money.routes.ts';
import { createVenueMoneyService } from './modules/venue-money/venue-money.service.ts';
import { createVenuesRepository } from './modules/venues/venues.repository.ts';
import { isVenueImageUpload, venuesRoutes } from './modules/venues/venues.routes.ts';
import { createVenuesService } from './modules/venues/venues.service.ts';
import { createMemoryBus, type RealtimeBus } from './realtime/bus.ts';
import { type CatchUpItem, createRealtimeGateway } from './realtime/gateway.ts';
import { socketCap } from './realtime/open-files.ts';
import { createRealtimeRepository } from './realtime/realtime.repository.ts';
import { createRoomAuthorizer } from './realtime/rooms.ts';

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
  /** Orders as payments see them; the PayFast ITN endpoint is mounted only with it. */
  paymentsPort?: PaymentsOrdersPort;
  /** Realtime fan-out: in-process by default; main.ts passes a Redis bus when REDIS_URL is set. */
  bus?: RealtimeBus;
  /** Who may listen to `order:<id>` (default: admins only). */
  canJoinOrder?: (viewer: Viewer, orderId: string) => Promise<boolean>;
  /** What a reconnecting socket missed since a time (default: nothing). */
  catchUp?: (userId: string, since: Date) => Promise<CatchUpItem[]>;
  /** Realtime server heartbeat (default HEARTBEAT_MS; tests shorten it). */
  realtimeHeartbeatMs?: number;
  /** Replaces the configured object storage (tests). */
  storage?: ObjectStorage;
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
  const bus =
    deps.bus ??
    createMemoryBus({
      onError: (error, context) => logger.error({ err: error }, `realtime bus: ${context}`),
    });

  // One set of repositories for the order flow and its neighbours; services run their transactions through it.
  const data = createDataAccess(db);
  const restaurants = createRestaurantsService(data.restaurants, clock);
  // The menu shows the venue's live promotions (the service is built below, once the policy exists).
  const menu = createMenuService(createMenuRepository(db), restaurants, (id) => promotions.liveForMenu(id));
  const ads = createAdsService(createAdsRepository(db), clock);
  const search = createSearchService(createSearchRepository(db), clock);
  const geocoder = createGeocoder(config.geocoder);
  const geo = createGeoService(geocoder, logger);

  const mailbox = createDevMailboxRepository(db);
  const mailer =
    deps.mailer ??
    (config.mail.smtpUrl
      ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
      : createDevMailbox(mailbox, logger));
  const accountsRepo = data.accounts;
  // Sessions that end (sign-out everywhere, password reset, suspension) are announced on the bus: every instance
  // (this one synchronously) closes the user's sockets and forgets their cached session and driver rights
  // (docs/decisions/040-session-cache.md). `gateway` and `drivers` are defined below.
  const endSessions = (userId: string) => {
    void bus.signal({ kind: 'session.ended', user_id: userId });
  };
  // The driver-position POST's session cache; its sweep drops sessions gone, expired or no longer an approved driver.
  const sessionCacheRepo = createSessionCacheRepository(db);
  const sessionCache = createSessionCache({
    stillValid: (ids) => sessionCacheRepo.approvedDriverSessions(ids),
    logger,
  });
  bus.onSignal((signal) => {
    if (signal.kind !== 'session.ended') return;
    sessionCache.forgetUser(signal.user_id);
    drivers.forgetDriver(signal.user_id);
  });
  const auth = createAuth({
    config,
    db,
    mailer,
    onUserCreated: newAccountDefaults(accountsRepo),
    onPasswordReset: endSessions,
    // One session deleted by better-auth (sign-out, revoke, password change): its sockets and cached copy end.
    onSessionDeleted: (s) =>
      void bus.signal({ kind: 'session.ended', user_id: s.userId, session_ids: [s.id] }),
    // Each address's hourly allowance of auth mails, shared across instances (`limiter` is defined below).
    allowMail: (kind, address) =>
      mailAllowance(limiter, config.authRateLimit.mailsPerAddressPerHour)(kind, address),
    isSuspended: async (userId) => (await accountsRepo.suspensionOf(userId)) !== undefined,
  });
  // A suspended driver's released jobs are announced like any order change (`announce` is defined below).
  const applications = createApplicationsService(
    data,
    (order) => announce(order, { statusChanged: false }),
    endSessions,
    { mailer, publicUrl: config.publicUrl },
  );
  const accounts = createAccountsService(auth, accountsRepo, applications, endSessions);
  const venueSuspensions = createVenuesRepository(db);
  const policy = createPolicy({
    hasRole: (userId, role) => accountsRepo.hasRole(userId, role),
    isRestaurantMember: (userId, restaurantId) => accountsRepo.isRestaurantMember(userId, restaurantId),
    isRestaurantSuspended: async (id) => (await venueSuspensions.suspensionOf(id)) !== null,
  });
  // Venue promotions (docs/decisions/022-promotions.md): venue members manage them; checkout prices them.
  const promotions = createPromotionsService({ data, policy, clock });
  // Public reviews, and the portal's list and replies (venue members only).
  const reviews = createReviewsService(createReviewsRepository(db), restaurants, { policy, clock });
  const access = {
    policy,
    driverIsApproved: async (userId: string) => (await accountsRepo.driverStatus(userId)) === 'approved',
  };
  const publish = (room: string, event: Parameters<RealtimeBus['publish']>[1]) => bus.publish(room, event);
  const notifications = createNotificationsService(createNotificationsRepository(db), publish);
  const announceOrder = createOrderAnnouncer({
    publish,
    notifications,
    mailer,
    repo: data.orders,
    logger,
    publicUrl: config.publicUrl,
  });
  // Every order change also updates the job feed of the online drivers near its restaurant.
  const offerFeed = createOfferFeed({ data, publish, clock });
  const announce: typeof announceOrder = async (order, opts) => {
    await announceOrder(order, opts);
    await offerFeed(order).catch((error) =>
      logger.error({ err: error, orderId: order.id }, 'offer feed push failed'),
    );
  };
  // Private receipts (signed links only) on local disk or S3; the orders code checks and attaches them.
  const storage = deps.storage ?? createStorage(config, clock, logger);
  const receipts = createReceiptsService({
    repo: data.receipts,
    storage,
    bucket: storageBuckets(config).receipts,
    policy,
    clock,
    logger,
  });
  // The owner's venue, menu editor and go-live; images go to the public bucket.
  const venues = createVenuesService({
    repo: createVenuesRepository(db),
    policy,
    storage,
    publicBucket: storageBuckets(config).public,
    clock,
  });
  // Venue stories: photos in the public bucket, removed with the story by the `removeExpiredStories` job.
  const stories = createStoriesService({
    repo: transactional(db, createStoriesRepository),
    policy,
    storage,
    publicBucket: storageBuckets(config).public,
    clock,
    logger,
  });
  const move = createOrderTransitions({ data, announce });
  const orders = createOrdersService({
    data,
    policy,
    announce,
    move,
    locate: async (a) => {
      const found = await geocoder.forward(`${a.street}, ${a.city}, ${a.province}`).catch(() => null);
      return found?.success && found.latitude != null && found.longitude != null
        ? { latitude: found.latitude, longitude: found.longitude }
        : null;
    },
    buildPaymentForm: (input) => buildPaymentForm(config, input),
    discountCapCents: config.firstOrderDiscountCapCents,
    clock,
  });
  const fulfilment = createFulfilmentService({
    data,
    policy,
    move,
    announce,
    clock,
    acceptTimeoutMinutes: config.orderAcceptTimeoutMinutes,
  });
  const portal = createPortalService({
    repo: createPortalRepository(db),
    restaurants: data.restaurants,
    policy,
    clock,
  });
  // The portal's statements, payouts and analytics (venue members only).
  const venueMoney = createVenueMoneyService({ repo: createVenueMoneyRepository(db), policy, clock });
  const drivers = createDriversService({
    data,
    move,
    announce,
    publish,
    clock,
    // Latest positions written in one batch this often (docs/decisions/032-sockets-and-positions-at-scale.md).
    positionFlushMs: config.driverLocationFlushMs,
    logger,
  });
  // A driver's cached rights for positions are forgotten when one of their jobs changes, here or on another instance.
  bus.subscribe((room, event) => drivers.orderEvent(room, event));
  const adminOrders = createAdminOrdersService({ data, move });
  // Refunds go through one port: PayFast's API (live/sandbox) or, in simulator mode, the same request to the
  // built-in simulator, answered in-process by this app (`app` exists by the time anyone refunds).
  const refundGateway = createPayfastRefundGateway({
    config,
    fetch:
      config.payfast.mode === 'simulator'
        ? (input, init) => Promise.resolve(app.request(String(input), init))
        : undefined,
    now: clock,
  });
  const refunds = createRefundsService({
    data,
    gateway: refundGateway,
    mailer,
    notifications,
    publicUrl: config.publicUrl,
    clock,
    logger,
  });
  // Refunds a crash left pending (asked about by a job) and an admin's retry or resolution (decision 045).
  const refundRecovery = createRefundRecoveryService({
    data,
    gateway: refundGateway,
    refunds,
    clock,
    logger,
    pendingAfterMinutes: config.refundReconcileAfterMinutes,
  });
  const adminRepo = createAdminRepository(db);
  // Which runner runs the background jobs (main.ts starts one; the console shows it with the schedule).
  const jobState: { runner: 'pg-boss' | 'in-process' | 'none' } = { runner: 'none' };
  const jobsRepo = createJobsRepository(db);
  const adminConsole = createAdminConsoleService({
    data,
    repo: adminRepo,
    move,
    announce,
    refunds,
    mailer,
    clock,
    unansweredAfterMinutes: config.opsUnansweredMinutes,
    jobs: { repo: jobsRepo, runner: () => jobState.runner },
    endAccess: endSessions,
  });
  // Drivers' application documents (private bucket), partners' bank details, ad requests and their moderation.
  const driverDocuments = createDriverDocumentsService({
    data,
    storage,
    bucket: storageBuckets(config).receipts,
    clock,
  });
  const bankCipher = createAccountNumberCipher({ key: config.bankDetailsKey, authSecret: config.authSecret });
  const bankDetails = createBankDetailsService({ data, policy, clock, cipher: bankCipher });
  const adsModeration = createAdsModerationService({ data, policy, mailer, clock });
  const adminPartners = createAdminPartnersService({
    data,
    repo: adminRepo,
    documents: driverDocuments,
    clock,
    cipher: bankCipher,
    unansweredAfterMinutes: config.opsUnansweredMinutes,
  });
  const adminDispatch = createAdminDispatchService({
    data,
    repo: adminRepo,
    announce,
    notify: (userId, n) => notifications.notify(userId, n),
    detail: (id) => adminConsole.detail(id),
    clock,
  });
  const adminMoney = createAdminMoneyService({
    data,
    repo: adminRepo,
    clock,
    cipher: bankCipher,
    unansweredAfterMinutes: config.opsUnansweredMinutes,
  });
  const customDelivery = createCustomDeliveryService({ data, orders, announce, receipts, clock });
  const rooms = createRoomAuthorizer({
    // The order's customer, its restaurant's members, its driver, admins.
    canJoinOrder:
      deps.canJoinOrder ??
      (async (viewer, orderId) => {
        const order = await data.orders.findById(orderId);
        return order !== undefined && (await orders.canView(viewer, order));
      }),
    isRestaurantMember: (userId, restaurantId) => accountsRepo.isRestaurantMember(userId, restaurantId),
    isAdmin: (viewer) => policy.canAccessAdminPanel(viewer),
  });
  const realtimeRepo = createRealtimeRepository(db);
  const gateway = createRealtimeGateway({
    bus,
    lookupViewer: sessionViewerLookup(
      (headers) => auth.api.getSession({ headers }),
      (userId) => accountsRepo.rolesOf(userId),
    ),
    canJoin: rooms.canJoin,
    restaurantsOf: (userId) => realtimeRepo.restaurantIdsOf(userId),
    // Stored notifications and the customer's order changes since `since`.
    catchUp:
      deps.catchUp ??
      (async (userId, since) => [
        ...(await notifications.since(userId, since)),
        ...(await orders.changesSince(userId, since)),
      ]),
    allowedOrigins: config.allowedOrigins,
    heartbeatMs: deps.realtimeHeartbeatMs,
    // Past the cap new upgrades answer 503 + Retry-After, keeping files for HTTP, the database and Redis.
    maxConnections: socketCap(config.realtime.maxConnections, config.realtime.fdHeadroom),
    // One budget of room checks per second for the whole process (docs/decisions/047-redis-outage.md).
    limits: { subscribesPerSecond: config.realtime.subscribesPerSecond },
    liveSessions: (ids) => realtimeRepo.liveSessions(ids),
    // Drivers' positions over their socket (docs/decisions/037-driver-positions-over-the-socket.md).
    location: (viewer, frame) => drivers.socketLocation(viewer, frame),
    logger,
  });
  const limiter = createRateLimiter(
    deps.redis ? createRedisRateLimitStore(deps.redis) : createMemoryRateLimitStore(),
  );
  // Order conversations: stored, pushed live to the order's rooms, and rate-limited per person.
  const messages = createMessagesService({
    repo: createMessagesRepository(db),
    policy,
    publish,
    notify: (userId, n) => notifications.notify(userId, n),
    allowSend: (userId) =>
      limiter.check([
        { key: `messages:user:${userId}`, rule: { limit: MESSAGES_PER_MINUTE, windowMs: 60_000 } },
      ]),
    clock,
  });

  // Redis, when configured: up while the bus and the rate-limit client both have it (docs/decisions/047-redis-outage.md).
  const redisState = (): 'up' | 'down' | undefined => {
    const states = [bus.health().redis, deps.redis && (deps.redis.status === 'ready' ? 'up' : 'down')];
    if (states.includes('down')) return 'down';
    return states.includes('up') ? 'up' : undefined;
  };
  const metrics = createMetrics({ redis: redisState, realtime: () => bus.health() });
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
  // Brotli/gzip for JSON and the web app's assets (catalogue reads get their ETag and cache further down).
  app.use('*', compression());
  const apiBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => c.json(errorBody('payload_too_large', 'The request body is too large.'), 413),
  });
  // Receipt uploads (8 MB) and venue images (5 MB) stream and enforce their limits themselves.
  const isUpload = (method: string, path: string) =>
    isReceiptUpload(method, path) ||
    isDriverDocumentUpload(method, path) ||
    isVenueImageUpload(method, path) ||
    isStoryUpload(method, path);
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
      access,
    ),
  );
  // The hot driver-position POST: its session from memory while valid (decision 040).
  app.use(
    '/api/driver/location',
    cachedDriverViewer(
      sessionCache,
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
  const catalogueVersion = createCatalogueVersionRepository(db);
  app.use(
    '/api/*',
    catalogueCache({
      version: () => catalogueVersion.current(),
      clock,
      // The list reads the version in its page statement (decision 036), search in its geometry read (decision 035).
      versionInAnswer: [/^\/api\/restaurants$/, /^\/api\/search$/],
    }),
  );
  app.onError(errorHandler(logger));

  const api = createRouter()
    .route('/', systemRoutes(createSystemRepository(db), redisState))
    .route('/', accountsRoutes(accounts))
    .route('/', applicationsRoutes(applications))
    .route(
      '/',
      restaurantsRoutes(
        restaurants,
        createRestaurantListService(createRestaurantListRepository(db), clock, {
          labelsFor: (ids) => promotions.labelsFor(ids),
          labelsFrom: (rows) => promotions.labelsFrom(rows),
        }),
      ),
    )
    .route('/', menuRoutes(menu))
    .route('/', reviewsRoutes(reviews))
    .route('/', adsRoutes(ads))
    .route('/', geoRoutes(geo))
    .route('/', searchRoutes(search))
    .route('/', notificationsRoutes(notifications))
    .route('/', profileRoutes(createProfileService(transactional(db, createProfileRepository))))
    .route('/', ordersRoutes(orders))
    .route('/', fulfilmentRoutes(fulfilment, orders))
    .route('/', portalRoutes(portal))
    .route('/', venueMoneyRoutes(venueMoney))
    .route('/', driversRoutes(drivers, orders))
    .route('/', adminOrdersRoutes(adminOrders, orders))
    .route('/', adminConsoleRoutes(adminConsole, adminMoney))
    .route('/', adminRefundsRoutes(refundRecovery, adminConsole))
    .route('/', adminPartnersRoutes(adminPartners))
    .route('/', adminDispatchRoutes(adminDispatch))
    .route('/', adsModerationRoutes(adsModeration))
    .route('/', bankDetailsRoutes(bankDetails))
    .route('/', driverDocumentsRoutes(driverDocuments))
    .route('/', receiptsRoutes(receipts))
    .route('/', venuesRoutes(venues))
    .route('/', promotionsRoutes(promotions))
    .route('/', customDeliveryRoutes(customDelivery))
    .route('/', messagesRoutes(messages))
    .route('/', storiesRoutes(stories))
    .route('/', storageRoutes(isLocalStorage(storage) ? storage : undefined));

  api.route('/', gateway.routes);

  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '0.1.0',
      description:
        'Food and grocery delivery marketplace for South African towns. Money is integer cents (ZAR).',
    },
    servers: [{ url: '/api' }],
  });
  if (mailer.kind === 'dev-mailbox' && !config.isProduction) {
    // It holds password-reset links: this machine only, unless DEV_MAILBOX_REMOTE says otherwise.
    if (!config.devMailboxRemote)
      api.use(
        '/dev/mailbox',
        localOnly('The dev mailbox', 'Set DEV_MAILBOX_REMOTE=true to share it.', config.trustedProxy),
      );
    api.route('/', devMailboxRoutes(mailbox));
  }
  // The PayFast ITN marks orders paid through the orders module's payments port, never the browser.
  api.route(
    '/',
    paymentsRoutes({
      config,
      db,
      logger,
      port: deps.paymentsPort ?? createOrderPayments({ data, announce }),
    }),
  );
  if (config.payfast.mode === 'simulator' && !config.isProduction)
    api.route('/', payfastSimulatorRoutes({ config, logger }));
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
  // Without a token, metrics are for this machine only.
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
  // Background jobs main.ts schedules (tests call them directly with their fake clock).
  const jobs = {
    autoRejectUnanswered: () => fulfilment.autoRejectUnanswered(),
    // Refunds still pending REFUND_RECONCILE_AFTER_MINUTES after they were sent, asked about at the provider.
    reconcilePendingRefunds: () => refundRecovery.reconcilePending(),
    // Order announcements a crash or an outage left undelivered (the outbox written with each status change).
    deliverOutbox: createOutboxDelivery({ repo: data.orders, announce, clock, logger }),
    // Checkouts left at PayFast for 30 minutes are cancelled; receipts no order took are removed.
    cancelAbandonedPayments: createAbandonedPaymentsSweep({ repo: adminRepo, move, clock }),
    cleanupReceipts: () => receipts.cleanupAbandoned(config.storage.receiptRetentionHours),
    // Stories past their 24 hours: file, then row.
    removeExpiredStories: () => stories.removeExpired(),
  };
  return Object.assign(app, {
    realtime: { bus, gateway },
    sessionCache,
    receipts,
    jobs,
    jobState,
    jobsRepo,
    /** Writes the driver positions still waiting for their batch (shutdown). */
    flushDriverPositions: () => drivers.closePositions(),
  });
}
export type App = ReturnType<typeof buildApp>;
