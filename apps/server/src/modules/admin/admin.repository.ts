import { LIVE_STATUSES } from '@lekker/core/order-status';
import type { DbOrTx } from '../../db/client.ts';
import { createAdminOrdersRepository } from './admin-orders.repository.ts';
import { createAdminOverviewRepository } from './admin-overview.repository.ts';
import { createAdminPeopleRepository } from './admin-people.repository.ts';
import { createAdminVenuesRepository } from './admin-venues.repository.ts';

export type { VenueWrite } from './admin-venues.repository.ts';

/** Orders an operator watches: paid or cash-accepted and not finished. */
export { LIVE_STATUSES };

/**
 * The admin console's reads and the few writes no other module owns (venue status, commission), one file per
 * concern: orders, people (users and drivers), venues, the overview.
 */
export function createAdminRepository(db: DbOrTx) {
  return {
    ...createAdminOrdersRepository(db),
    ...createAdminPeopleRepository(db),
    ...createAdminVenuesRepository(db),
    ...createAdminOverviewRepository(db),
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
export type BoardRow = Awaited<ReturnType<AdminRepository['board']>>[number];
