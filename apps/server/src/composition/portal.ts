import { transactional } from '../db/with-transaction.ts';
import { createAccountNumberCipher } from '../modules/bank-details/account-number-cipher.ts';
import { createBankDetailsService } from '../modules/bank-details/bank-details.service.ts';
import { createDriverDocumentsService } from '../modules/driver-documents/driver-documents.service.ts';
import { createPortalRepository } from '../modules/portal/portal.repository.ts';
import { createPortalService } from '../modules/portal/portal.service.ts';
import { storageBuckets } from '../modules/storage/create-storage.ts';
import { createStoriesRepository } from '../modules/stories/stories.repository.ts';
import { createStoriesService } from '../modules/stories/stories.service.ts';
import { createVenueMoneyRepository } from '../modules/venue-money/venue-money.repository.ts';
import { createVenueMoneyService } from '../modules/venue-money/venue-money.service.ts';
import { createVenuesRepository } from '../modules/venues/venues.repository.ts';
import { createVenuesService } from '../modules/venues/venues.service.ts';
import type { Core } from './core.ts';

/** The partners' side: the venue portal, its money, venue editing, stories, bank details, driver documents. */
export function composePortal(core: Core) {
  const { config, db, data, policy, clock, logger, storage } = core;
  const publicBucket = storageBuckets(config).public;
  const portal = createPortalService({
    repo: createPortalRepository(db),
    restaurants: data.restaurants,
    policy,
    clock,
  });
  // The portal's statements, payouts and analytics (venue members only).
  const venueMoney = createVenueMoneyService({ repo: createVenueMoneyRepository(db), policy, clock });
  // The owner's venue, menu editor and go-live; images go to the public bucket.
  const venues = createVenuesService({
    repo: createVenuesRepository(db),
    policy,
    storage,
    publicBucket,
    clock,
  });
  // Venue stories: photos in the public bucket, removed with the story by the `removeExpiredStories` job.
  const stories = createStoriesService({
    repo: transactional(db, createStoriesRepository),
    policy,
    storage,
    publicBucket,
    clock,
    logger,
  });
  // Drivers' application documents (private bucket) and partners' bank details.
  const driverDocuments = createDriverDocumentsService({
    data,
    storage,
    bucket: storageBuckets(config).receipts,
    clock,
  });
  const bankCipher = createAccountNumberCipher({ key: config.bankDetailsKey, authSecret: config.authSecret });
  const bankDetails = createBankDetailsService({ data, policy, clock, cipher: bankCipher });
  return { portal, venueMoney, venues, stories, driverDocuments, bankCipher, bankDetails };
}
export type PortalArea = ReturnType<typeof composePortal>;
