import { PRODUCT_NAME } from '@lekker/core/constants';
import { apiDocsRoutes } from '../http/api-docs.ts';
import { errorBody } from '../http/errors.ts';
import { localOnly } from '../http/local-only.ts';
import { createRouter } from '../http/openapi.ts';
import { accountsRoutes } from '../modules/accounts/accounts.routes.ts';
import { adminConsoleRoutes } from '../modules/admin/admin-console.routes.ts';
import { adminDispatchRoutes } from '../modules/admin/admin-dispatch.routes.ts';
import { adminDispatchBoardRoutes } from '../modules/admin/admin-dispatch-board.routes.ts';
import { adminOrdersRoutes } from '../modules/admin/admin-orders.routes.ts';
import { adminPartnersRoutes } from '../modules/admin/admin-partners.routes.ts';
import { adminRefundsRoutes } from '../modules/admin/admin-refunds.routes.ts';
import { adsRoutes } from '../modules/ads/ads.routes.ts';
import { adsModerationRoutes } from '../modules/ads/ads-moderation.routes.ts';
import { applicationsRoutes } from '../modules/applications/applications.routes.ts';
import { authHandlerRoutes } from '../modules/auth/auth.routes.ts';
import { bankDetailsRoutes } from '../modules/bank-details/bank-details.routes.ts';
import { collectionRoutes } from '../modules/collection/collection.routes.ts';
import { customDeliveryRoutes } from '../modules/custom-delivery/custom-delivery.routes.ts';
import { dispatchRoutes } from '../modules/dispatch/dispatch.routes.ts';
import { doorPaymentsRoutes } from '../modules/door-payments/door-payments.routes.ts';
import { createDoorPaymentsService } from '../modules/door-payments/door-payments.service.ts';
import { doorstepRoutes } from '../modules/doorstep/doorstep.routes.ts';
import type { DoorstepService } from '../modules/doorstep/doorstep.service.ts';
import { driverDocumentsRoutes } from '../modules/driver-documents/driver-documents.routes.ts';
import { driversRoutes } from '../modules/drivers/drivers.routes.ts';
import type { createDriversService } from '../modules/drivers/drivers.service.ts';
import { fulfilmentRoutes } from '../modules/fulfilment/fulfilment.routes.ts';
import { geoRoutes } from '../modules/geo/geo.routes.ts';
import { devMailboxRoutes } from '../modules/mail/dev-mailbox.routes.ts';
import { menuRoutes } from '../modules/menu/menu.routes.ts';
import { messagesRoutes } from '../modules/messages/messages.routes.ts';
import type { createMessagesService } from '../modules/messages/messages.service.ts';
import {
  adminMessagesRoutes,
  devOutboxRoutes,
  messagingWebhookRoutes,
} from '../modules/messaging/messaging.routes.ts';
import { notificationsRoutes } from '../modules/notifications/notifications.routes.ts';
import { createOrderPayments } from '../modules/orders/order-payments.ts';
import { ordersRoutes } from '../modules/orders/orders.routes.ts';
import {
  devScheduledOrdersRoutes,
  scheduledOrdersRoutes,
} from '../modules/orders/scheduled-orders.routes.ts';
import { buildPaymentForm } from '../modules/payments/payfast-form.ts';
import { payfastSimulatorRoutes } from '../modules/payments/payfast-simulator.routes.ts';
import { paymentsRoutes } from '../modules/payments/payments.routes.ts';
import { portalRoutes } from '../modules/portal/portal.routes.ts';
import { preferencesRoutes } from '../modules/preferences/preferences.routes.ts';
import { privacyRoutes } from '../modules/privacy/privacy.routes.ts';
import { profileRoutes } from '../modules/profile/profile.routes.ts';
import { promotionsRoutes } from '../modules/promotions/promotions.routes.ts';
import { receiptsRoutes } from '../modules/receipts/receipts.routes.ts';
import { restaurantsRoutes } from '../modules/restaurants/restaurants.routes.ts';
import { reviewsRoutes } from '../modules/reviews/reviews.routes.ts';
import { searchRoutes } from '../modules/search/search.routes.ts';
import { isLocalStorage } from '../modules/storage/local-storage.ts';
import { storageRoutes } from '../modules/storage/storage.routes.ts';
import { createStoreItemsRepository } from '../modules/store-items/store-items.repository.ts';
import { storeItemsRoutes } from '../modules/store-items/store-items.routes.ts';
import { storiesRoutes } from '../modules/stories/stories.routes.ts';
import { substitutionsRoutes } from '../modules/substitutions/substitutions.routes.ts';
import type { SubstitutionsService } from '../modules/substitutions/substitutions.service.ts';
import { createSystemRepository } from '../modules/system/system.repository.ts';
import { systemRoutes } from '../modules/system/system.routes.ts';
import { tipAfterRoutes } from '../modules/tips/tip-after.routes.ts';
import { createTipAfterService } from '../modules/tips/tip-after.service.ts';
import { tipPaymentFormBuilder } from '../modules/tips/tip-payment-form.ts';
import { withTipPayments } from '../modules/tips/tip-payments.port.ts';
import { venueMoneyRoutes } from '../modules/venue-money/venue-money.routes.ts';
import { venuesRoutes } from '../modules/venues/venues.routes.ts';
import type { createRealtimeGateway } from '../realtime/gateway.ts';
import type { AdminArea } from './admin.ts';
import type { Core } from './core.ts';
import type { CustomerArea } from './customer.ts';
import type { OrdersArea } from './orders.ts';
import type { PaymentsArea } from './payments.ts';
import type { PortalArea } from './portal.ts';
import type { PrivacyArea } from './privacy.ts';
import type { PushArea } from './push.ts';
import type { SchedulingArea } from './scheduling.ts';

export type Areas = {
  customer: CustomerArea;
  orders: OrdersArea;
  portal: PortalArea;
  drivers: ReturnType<typeof createDriversService>;
  doorstep: DoorstepService;
  payments: PaymentsArea;
  admin: AdminArea;
  gateway: ReturnType<typeof createRealtimeGateway>;
  messages: ReturnType<typeof createMessagesService>;
  push: PushArea;
  scheduling: SchedulingArea;
  privacy: PrivacyArea;
  substitutions: SubstitutionsService;
};

/** Every endpoint under /api, its OpenAPI document, and the 404 for the rest. */
export function apiRoutes(core: Core, areas: Areas, redisState: () => 'up' | 'down' | undefined) {
  const { config, db, logger } = core;
  const { customer: c, orders: o, portal: p, admin: a } = areas;
  // Tips after delivery (decision 069): their own PayFast payment, through the same ITN as orders.
  const tipAfter = createTipAfterService({
    data: core.data,
    buildPaymentForm: tipPaymentFormBuilder(config),
    clock: core.clock,
  });
  const api = createRouter()
    .route('/', systemRoutes(createSystemRepository(db), redisState))
    .route('/', accountsRoutes(c.accounts))
    .route('/', applicationsRoutes(c.applications))
    .route('/', restaurantsRoutes(c.restaurants, c.restaurantList))
    .route('/', menuRoutes(c.menu))
    .route('/', storeItemsRoutes(createStoreItemsRepository(db)))
    .route('/', reviewsRoutes(c.reviews))
    .route('/', adsRoutes(c.ads))
    .route('/', geoRoutes(c.geo))
    .route('/', searchRoutes(c.search))
    .route('/', notificationsRoutes(core.notifications))
    .route('/', profileRoutes(c.profile))
    .route('/', privacyRoutes(areas.privacy))
    .route('/', preferencesRoutes(c.preferences, c.venueNotifications))
    .route('/', ordersRoutes(o.orders))
    .route('/', tipAfterRoutes(tipAfter))
    .route('/', scheduledOrdersRoutes(areas.scheduling.scheduledOrders))
    .route('/', fulfilmentRoutes(o.fulfilment, o.orders))
    .route('/', collectionRoutes(o.collection, o.orders))
    .route('/', portalRoutes(p.portal))
    .route('/', venueMoneyRoutes(p.venueMoney))
    .route('/', driversRoutes(areas.drivers, o.orders))
    .route('/', doorstepRoutes(areas.doorstep, o.orders))
    .route(
      '/',
      doorPaymentsRoutes(
        createDoorPaymentsService({
          data: core.data,
          publicUrl: config.publicUrl,
          buildPaymentForm: (input) => buildPaymentForm(config, input),
          clock: core.clock,
        }),
      ),
    )
    .route('/', substitutionsRoutes(areas.substitutions))
    .route('/', dispatchRoutes(o.dispatch))
    .route('/', adminOrdersRoutes(a.adminOrders, o.orders))
    .route('/', adminConsoleRoutes(a.adminConsole, a.adminMoney))
    .route('/', adminRefundsRoutes(areas.payments.refundRecovery, a.adminConsole))
    .route('/', adminPartnersRoutes(a.adminPartners))
    .route('/', adminDispatchRoutes(a.adminDispatch))
    .route('/', adminDispatchBoardRoutes(a.dispatchBoard))
    .route('/', adsModerationRoutes(a.adsModeration))
    .route('/', bankDetailsRoutes(p.bankDetails))
    .route('/', driverDocumentsRoutes(p.driverDocuments))
    .route('/', receiptsRoutes(o.receipts))
    .route('/', venuesRoutes(p.venues))
    .route('/', promotionsRoutes(c.promotions))
    .route('/', customDeliveryRoutes(o.customDelivery))
    .route('/', messagesRoutes(areas.messages))
    .route('/', areas.push.routes())
    .route('/', storiesRoutes(p.stories))
    .route('/', adminMessagesRoutes(core.messaging.log))
    .route('/', messagingWebhookRoutes(core.messaging.reports))
    .route('/', storageRoutes(isLocalStorage(core.storage) ? core.storage : undefined));

  api.route('/', areas.gateway.routes);

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
  if (core.mailer.kind === 'dev-mailbox' && !config.isProduction) {
    // It holds password-reset links: this machine only, unless DEV_MAILBOX_REMOTE says otherwise.
    if (!config.devMailboxRemote)
      api.use(
        '/dev/mailbox',
        localOnly('The dev mailbox', 'Set DEV_MAILBOX_REMOTE=true to share it.', config.trustedProxy),
      );
    api.route('/', devMailboxRoutes(core.mailbox));
  }
  if (!config.isProduction) {
    // The dev outbox holds one-time phone codes: this machine only, like the mailbox.
    if (!config.devMailboxRemote)
      api.use(
        '/dev/outbox',
        localOnly('The dev outbox', 'Set DEV_MAILBOX_REMOTE=true to share it.', config.trustedProxy),
      );
    api.route('/', devOutboxRoutes(core.messaging.log));
    // The e2e servers' clock cannot be moved: an admin runs the release sweep as at a chosen time instead.
    api.route('/', devScheduledOrdersRoutes(areas.scheduling.scheduledOrders));
  }
  // The PayFast ITN marks orders paid through the orders module's payments port, never the browser.
  api.route(
    '/',
    paymentsRoutes({
      config,
      db,
      logger,
      port: withTipPayments(
        core.paymentsPort ?? createOrderPayments({ data: core.data, announce: o.announce }),
        tipAfter,
      ),
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
  api.route('/auth', authHandlerRoutes(core.auth));
  api.route('/docs', apiDocsRoutes());
  api.all('*', (ctx) =>
    ctx.json(errorBody('not_found', `No API endpoint ${ctx.req.method} ${ctx.req.path}`), 404),
  );
  return api;
}
