import { transactional } from '../db/with-transaction.ts';
import { createPolicy } from '../domain/policy.ts';
import {
  createMemoryRateLimitStore,
  createRateLimiter,
  createRedisRateLimitStore,
} from '../http/rate-limit.ts';
import { newAccountDefaults } from '../modules/accounts/accounts.service.ts';
import { createAuth } from '../modules/auth/auth.ts';
import { mailAllowance } from '../modules/auth/mail-allowance.ts';
import { createSessionCacheRepository } from '../modules/auth/session-cache.repository.ts';
import { createSessionCache } from '../modules/auth/session-cache.ts';
import { createGeocoder } from '../modules/geo/geo.service.ts';
import { createDevMailboxRepository } from '../modules/mail/dev-mailbox.repository.ts';
import { createDevMailbox, createSmtpMailer } from '../modules/mail/mailer.ts';
import { createNotificationsRepository } from '../modules/notifications/notifications.repository.ts';
import { createNotificationsService } from '../modules/notifications/notifications.service.ts';
import { createMarketingOptOut } from '../modules/preferences/marketing-opt-out.ts';
import { createPreferencesRepository } from '../modules/preferences/preferences.repository.ts';
import { createRecipientPreferences } from '../modules/preferences/recipient-preferences.ts';
import { createVenueNotificationsRepository } from '../modules/preferences/venue-notifications.repository.ts';
import { createVenueRecipients } from '../modules/preferences/venue-notifications.service.ts';
import { createLanguageLookup } from '../modules/profile/profile-language.ts';
import { createDataAccess } from '../modules/repositories.ts';
import { createStorage } from '../modules/storage/create-storage.ts';
import { createVenuesRepository } from '../modules/venues/venues.repository.ts';
import { createMemoryBus, type RealtimeBus } from '../realtime/bus.ts';
import type { AppDeps } from './app-deps.ts';
import { composeMessaging } from './messaging.ts';
import { composePush } from './push.ts';

/** What every area shares: the clock, the bus, the repositories, mail, sign-in, the policy, storage. */
export function composeCore(deps: AppDeps) {
  const { config, db, logger } = deps;
  const clock = deps.clock ?? (() => new Date());
  const bus =
    deps.bus ??
    createMemoryBus({
      onError: (error, context) => logger.error({ err: error }, `realtime bus: ${context}`),
    });

  // One set of repositories for the order flow and its neighbours; services run their transactions through it.
  const data = createDataAccess(db);
  const geocoder = createGeocoder(config.geocoder);

  const mailbox = createDevMailboxRepository(db);
  const mailer =
    deps.mailer ??
    (config.mail.smtpUrl
      ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
      : createDevMailbox(mailbox, logger));
  const accountsRepo = data.accounts;
  // Sessions that end (sign-out everywhere, password reset, suspension) are announced on the bus: every instance
  // (this one synchronously) closes the user's sockets and forgets their cached session and driver rights
  // (docs/decisions/040-session-cache.md; composition/drivers.ts listens).
  const endSessions = (userId: string) => {
    void bus.signal({ kind: 'session.ended', user_id: userId });
  };
  // The driver-position POST's session cache; its sweep drops sessions gone, expired or no longer an approved driver.
  const sessionCacheRepo = createSessionCacheRepository(db);
  const sessionCache = createSessionCache({
    stillValid: (ids) => sessionCacheRepo.approvedDriverSessions(ids),
    logger,
  });
  const limiter = createRateLimiter(
    deps.redis ? createRedisRateLimitStore(deps.redis) : createMemoryRateLimitStore(),
  );
  const auth = createAuth({
    config,
    db,
    mailer,
    onUserCreated: newAccountDefaults(accountsRepo),
    onPasswordReset: endSessions,
    // One session deleted by better-auth (sign-out, revoke, password change): its sockets and cached copy end.
    onSessionDeleted: (s) =>
      void bus.signal({ kind: 'session.ended', user_id: s.userId, session_ids: [s.id] }),
    // Each address's hourly allowance of auth mails, shared across instances.
    allowMail: (kind, address) =>
      mailAllowance(limiter, config.authRateLimit.mailsPerAddressPerHour)(kind, address),
    isSuspended: async (userId) => (await accountsRepo.suspensionOf(userId)) !== undefined,
  });
  const venueSuspensions = createVenuesRepository(db);
  const policy = createPolicy({
    hasRole: (userId, role) => accountsRepo.hasRole(userId, role),
    isRestaurantMember: (userId, restaurantId) => accountsRepo.isRestaurantMember(userId, restaurantId),
    isRestaurantSuspended: async (id) => (await venueSuspensions.suspensionOf(id)) !== null,
  });
  const access = {
    policy,
    driverIsApproved: async (userId: string) => (await accountsRepo.driverStatus(userId)) === 'approved',
  };
  const publish = (room: string, event: Parameters<RealtimeBus['publish']>[1]) => bus.publish(room, event);
  const notifications = createNotificationsService(createNotificationsRepository(db), publish);
  // Web push: the devices, their routes, and the 'push' provider messaging sends through (decision 059).
  const push = composePush({ config, db, limiter, clock, logger });
  const pushDevices = deps.pushDevices ?? push.devices;
  // What messaging reads of people and venues: the consent module's tables (decision 058), and its STOP handling.
  const preferencesRepo = transactional(db, createPreferencesRepository);
  const stopReplies = createMarketingOptOut({ repo: preferencesRepo, clock });
  // Push, SMS and WhatsApp: every area sends through `messaging.messaging` (modules/messaging, decision 057).
  const messaging = composeMessaging({
    config,
    db,
    clock,
    logger,
    sendAtOnce: deps.sendMessagesAtOnce,
    languageOf: createLanguageLookup(db),
    preferences: createRecipientPreferences({ repo: preferencesRepo, pushDevices }),
    venues: createVenueRecipients(createVenueNotificationsRepository(db)),
    optOut: { optOutMarketing: async (phone) => void (await stopReplies.optOutMarketing(phone)) },
    providers: deps.pushProvider === null ? {} : { push: deps.pushProvider ?? push.provider },
  });
  // Private receipts (signed links only) and public images, on local disk or S3.
  const storage = deps.storage ?? createStorage(config, clock, logger);
  return {
    ...deps,
    clock,
    bus,
    data,
    geocoder,
    mailbox,
    mailer,
    accountsRepo,
    endSessions,
    sessionCache,
    limiter,
    auth,
    policy,
    access,
    publish,
    notifications,
    messaging,
    /** The port the areas send through (tests may record instead: AppDeps.messaging). */
    messagingPort: deps.messaging ?? messaging.messaging,
    push,
    pushDevices,
    storage,
  };
}
export type Core = ReturnType<typeof composeCore>;
