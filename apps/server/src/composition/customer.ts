import { PHONE_CODE_MAX_PER_NUMBER, PHONE_CODE_SEND_WINDOW_MS } from '@lekker/core/notification-rules';
import { transactional } from '../db/with-transaction.ts';
import { createAccountsService } from '../modules/accounts/accounts.service.ts';
import { createAdsRepository } from '../modules/ads/ads.repository.ts';
import { createAdsService } from '../modules/ads/ads.service.ts';
import { createApplicationsService } from '../modules/applications/applications.service.ts';
import { createGeoService } from '../modules/geo/geo.service.ts';
import { createMenuRepository } from '../modules/menu/menu.repository.ts';
import { createMenuService } from '../modules/menu/menu.service.ts';
import { createPreferencesRepository } from '../modules/preferences/preferences.repository.ts';
import { createPreferencesService } from '../modules/preferences/preferences.service.ts';
import { createVenueNotificationsRepository } from '../modules/preferences/venue-notifications.repository.ts';
import { createVenueNotificationsService } from '../modules/preferences/venue-notifications.service.ts';
import { createProfileRepository } from '../modules/profile/profile.repository.ts';
import { createProfileService } from '../modules/profile/profile.service.ts';
import { createPromotionsService } from '../modules/promotions/promotions.service.ts';
import { createRestaurantListRepository } from '../modules/restaurants/restaurant-list.repository.ts';
import { createRestaurantListService } from '../modules/restaurants/restaurant-list.service.ts';
import { createRestaurantsService } from '../modules/restaurants/restaurants.service.ts';
import { createReviewsRepository } from '../modules/reviews/reviews.repository.ts';
import { createReviewsService } from '../modules/reviews/reviews.service.ts';
import { createSearchRepository } from '../modules/search/search.repository.ts';
import { createSearchService } from '../modules/search/search.service.ts';
import type { Core } from './core.ts';
import type { OrdersArea } from './orders.ts';

/** What customers browse and their accounts: venues, menus, promotions, reviews, ads, search, places, profile. */
export function composeCustomer(core: Core, ordersArea: OrdersArea) {
  const { config, db, data, policy, clock, logger } = core;
  const restaurants = createRestaurantsService(data.restaurants, clock);
  // Venue promotions (docs/decisions/022-promotions.md): venue members manage them; checkout prices them.
  const promotions = createPromotionsService({ data, policy, clock });
  // The menu shows the venue's live promotions.
  const menu = createMenuService(createMenuRepository(db), restaurants, (id) => promotions.liveForMenu(id));
  const restaurantList = createRestaurantListService(createRestaurantListRepository(db), clock, {
    labelsFor: (ids) => promotions.labelsFor(ids),
    labelsFrom: (rows) => promotions.labelsFrom(rows),
  });
  const ads = createAdsService(createAdsRepository(db), clock);
  const search = createSearchService(createSearchRepository(db), clock);
  const geo = createGeoService(core.geocoder, logger);
  // Public reviews, and the portal's list and replies (venue members only).
  const reviews = createReviewsService(createReviewsRepository(db), restaurants, { policy, clock });
  // A suspended driver's released jobs are announced like any order change.
  const applications = createApplicationsService(
    data,
    (order) => ordersArea.announce(order, { statusChanged: false }),
    core.endSessions,
    { mailer: core.mailer, publicUrl: config.publicUrl },
  );
  const accounts = createAccountsService(core.auth, core.accountsRepo, applications, core.endSessions);
  const profile = createProfileService(transactional(db, createProfileRepository));
  // Phone verification, switches and consent (docs/decisions/058-consent-and-phone-verification.md); the messaging
  // module reads `preferences.recipientPreferences` (RecipientPreferences) and `venueNotifications.recipients`.
  const preferences = createPreferencesService({
    repo: transactional(db, createPreferencesRepository),
    messaging: core.messagingPort,
    pushDevices: core.pushDevices,
    clock,
    codeSecret: config.authSecret,
    numberAllowance: async (phone) =>
      (await core.limiter.hit(`phone-code:number:${phone}`, PHONE_CODE_SEND_WINDOW_MS)).count <=
      PHONE_CODE_MAX_PER_NUMBER,
  });
  const venueNotifications = createVenueNotificationsService({
    repo: transactional(db, createVenueNotificationsRepository),
    policy,
    clock,
  });
  return {
    restaurants,
    restaurantList,
    promotions,
    menu,
    ads,
    search,
    geo,
    reviews,
    applications,
    accounts,
    profile,
    preferences,
    venueNotifications,
  };
}
export type CustomerArea = ReturnType<typeof composeCustomer>;
