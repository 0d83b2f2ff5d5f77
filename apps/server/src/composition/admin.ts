import { createAdminRepository } from '../modules/admin/admin.repository.ts';
import { createAdminConsoleService } from '../modules/admin/admin-console.service.ts';
import { createAdminDispatchService } from '../modules/admin/admin-dispatch.service.ts';
import { createDispatchBoardRepository } from '../modules/admin/admin-dispatch-board.repository.ts';
import { createDispatchBoardService } from '../modules/admin/admin-dispatch-board.service.ts';
import { createAdminMoneyService } from '../modules/admin/admin-money.service.ts';
import { createAdminOrdersService } from '../modules/admin/admin-orders.service.ts';
import { createAdminPartnersService } from '../modules/admin/admin-partners.service.ts';
import { createAdsModerationService } from '../modules/ads/ads-moderation.service.ts';
import { createJobsRepository } from '../modules/jobs/jobs.repository.ts';
import { storageBuckets } from '../modules/storage/create-storage.ts';
import type { Core } from './core.ts';
import type { OrdersArea } from './orders.ts';
import type { PaymentsArea } from './payments.ts';
import type { PortalArea } from './portal.ts';

/** The operations console: orders, partners, dispatch, money, ad moderation, and the job runner it shows. */
export function composeAdmin(
  core: Core,
  ordersArea: OrdersArea,
  portalArea: PortalArea,
  paymentsArea: PaymentsArea,
) {
  const { config, db, data, clock } = core;
  const { move, announce } = ordersArea;
  const adminRepo = createAdminRepository(db);
  // Which runner runs the background jobs (main.ts starts one; the console shows it with the schedule).
  const jobState: { runner: 'pg-boss' | 'in-process' | 'none' } = { runner: 'none' };
  const jobsRepo = createJobsRepository(db);
  const adminOrders = createAdminOrdersService({ data, move });
  const adminConsole = createAdminConsoleService({
    data,
    repo: adminRepo,
    move,
    announce,
    refunds: paymentsArea.refunds,
    mailer: core.mailer,
    clock,
    unansweredAfterMinutes: config.opsUnansweredMinutes,
    jobs: { repo: jobsRepo, runner: () => jobState.runner },
    signedProof: (path) => core.storage.signedUrl(storageBuckets(config).receipts, path, 600),
    endAccess: core.endSessions,
  });
  const adsModeration = createAdsModerationService({ data, policy: core.policy, mailer: core.mailer, clock });
  const adminPartners = createAdminPartnersService({
    data,
    repo: adminRepo,
    documents: portalArea.driverDocuments,
    clock,
    cipher: portalArea.bankCipher,
    unansweredAfterMinutes: config.opsUnansweredMinutes,
  });
  const adminDispatch = createAdminDispatchService({
    data,
    repo: adminRepo,
    announce,
    notify: (userId, n) => core.notifications.notify(userId, n),
    detail: (id) => adminConsole.detail(id),
    clock,
  });
  // The dispatch board (decision 072): drivers and waiting orders, and the dispatcher's scores per order.
  const dispatchBoard = createDispatchBoardService({
    repo: adminRepo,
    board: createDispatchBoardRepository(db),
    dispatch: ordersArea.dispatch,
    clock,
  });
  const adminMoney = createAdminMoneyService({
    data,
    repo: adminRepo,
    clock,
    cipher: portalArea.bankCipher,
    unansweredAfterMinutes: config.opsUnansweredMinutes,
  });
  return {
    adminRepo,
    jobState,
    jobsRepo,
    adminOrders,
    adminConsole,
    adsModeration,
    adminPartners,
    adminDispatch,
    dispatchBoard,
    adminMoney,
  };
}
export type AdminArea = ReturnType<typeof composeAdmin>;
