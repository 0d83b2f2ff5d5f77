import type { Db, DbOrTx } from '../db/client.ts';
import { type Transactional, transactional } from '../db/with-transaction.ts';
import { createAccountsRepository } from './accounts/accounts.repository.ts';
import { createAdminRepository } from './admin/admin.repository.ts';
import { createAdsRepository } from './ads/ads.repository.ts';
import { createApplicationsRepository } from './applications/applications.repository.ts';
import { createAuditRepository } from './audit/audit.repository.ts';
import { createBankDetailsRepository } from './bank-details/bank-details.repository.ts';
import { createCashShieldRepository } from './cash-shield/cash-shield.repository.ts';
import { createCollectionRepository } from './collection/collection.repository.ts';
import { createDispatchRepository } from './dispatch/dispatch.repository.ts';
import { createDoorPaymentsRepository } from './door-payments/door-payments.repository.ts';
import { createDoorstepRepository } from './doorstep/doorstep.repository.ts';
import { createDriverDocumentsRepository } from './driver-documents/driver-documents.repository.ts';
import { createDriversRepository } from './drivers/drivers.repository.ts';
import { createFulfilmentRepository } from './fulfilment/fulfilment.repository.ts';
import { createLedgerRepository } from './ledger/ledger.repository.ts';
import { createRefundsRepository } from './ledger/refunds.repository.ts';
import { createOrdersRepository } from './orders/orders.repository.ts';
import { createScheduledOrdersRepository } from './orders/scheduled-orders.repository.ts';
import { createPromotionsRepository } from './promotions/promotions.repository.ts';
import { createReceiptsRepository } from './receipts/receipts.repository.ts';
import { createRestaurantsRepository } from './restaurants/restaurants.repository.ts';
import { createReviewWritesRepository } from './reviews/reviews.repository.ts';
import { createSubstitutionsRepository } from './substitutions/substitutions.repository.ts';
import { createTipPaymentsRepository } from './tips/tip-payments.repository.ts';

/**
 * The repositories the order flow and its neighbours share, built once per database handle. Services receive
 * `DataAccess` and call `data.withTransaction((r) => …)` when several writes must commit together.
 */
export function bindRepositories(db: DbOrTx) {
  return {
    accounts: createAccountsRepository(db),
    admin: createAdminRepository(db),
    ads: createAdsRepository(db),
    applications: createApplicationsRepository(db),
    audit: createAuditRepository(db),
    bankDetails: createBankDetailsRepository(db),
    collection: createCollectionRepository(db),
    cashShield: createCashShieldRepository(db),
    dispatch: createDispatchRepository(db),
    doorPayments: createDoorPaymentsRepository(db),
    doorstep: createDoorstepRepository(db),
    driverDocuments: createDriverDocumentsRepository(db),
    drivers: createDriversRepository(db),
    fulfilment: createFulfilmentRepository(db),
    ledger: createLedgerRepository(db),
    orders: createOrdersRepository(db),
    promotions: createPromotionsRepository(db),
    receipts: createReceiptsRepository(db),
    refunds: createRefundsRepository(db),
    restaurants: createRestaurantsRepository(db),
    reviews: createReviewWritesRepository(db),
    scheduledOrders: createScheduledOrdersRepository(db),
    substitutions: createSubstitutionsRepository(db),
    tipPayments: createTipPaymentsRepository(db),
  };
}
export type Repositories = ReturnType<typeof bindRepositories>;
export type DataAccess = Transactional<Repositories>;

export const createDataAccess = (db: Db): DataAccess => transactional(db, bindRepositories);
