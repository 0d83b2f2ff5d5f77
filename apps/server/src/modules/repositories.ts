import type { Db, DbOrTx } from '../db/client.ts';
import { type Transactional, transactional } from '../db/with-transaction.ts';
import { createAccountsRepository } from './accounts/accounts.repository.ts';
import { createAdminRepository } from './admin/admin.repository.ts';
import { createApplicationsRepository } from './applications/applications.repository.ts';
import { createAuditRepository } from './audit/audit.repository.ts';
import { createDriversRepository } from './drivers/drivers.repository.ts';
import { createFulfilmentRepository } from './fulfilment/fulfilment.repository.ts';
import { createLedgerRepository } from './ledger/ledger.repository.ts';
import { createOrdersRepository } from './orders/orders.repository.ts';
import { createReceiptsRepository } from './receipts/receipts.repository.ts';
import { createRestaurantsRepository } from './restaurants/restaurants.repository.ts';
import { createReviewWritesRepository } from './reviews/reviews.repository.ts';

/**
 * The repositories the order flow and its neighbours share, built once per database handle. Services receive
 * `DataAccess` and call `data.withTransaction((r) => …)` when several writes must commit together.
 */
export function bindRepositories(db: DbOrTx) {
  return {
    accounts: createAccountsRepository(db),
    admin: createAdminRepository(db),
    applications: createApplicationsRepository(db),
    audit: createAuditRepository(db),
    drivers: createDriversRepository(db),
    fulfilment: createFulfilmentRepository(db),
    ledger: createLedgerRepository(db),
    orders: createOrdersRepository(db),
    receipts: createReceiptsRepository(db),
    restaurants: createRestaurantsRepository(db),
    reviews: createReviewWritesRepository(db),
  };
}
export type Repositories = ReturnType<typeof bindRepositories>;
export type DataAccess = Transactional<Repositories>;

export const createDataAccess = (db: Db): DataAccess => transactional(db, bindRepositories);
