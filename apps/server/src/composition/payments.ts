import { createRefundRecoveryService } from '../modules/ledger/refund-recovery.service.ts';
import { createRefundsService } from '../modules/ledger/refunds.service.ts';
import { createPayfastRefundGateway } from '../modules/payments/payfast-refunds.ts';
import type { Core } from './core.ts';

/** Refunds through one port, and the recovery of refunds a crash left pending. */
export function composePayments(
  core: Core,
  /** The app itself: in simulator mode refunds go to its built-in simulator (called only once it is built). */
  request: (input: string, init?: RequestInit) => Response | Promise<Response>,
) {
  const { config, data, clock, logger } = core;
  // Refunds go through one port: PayFast's API (live/sandbox) or, in simulator mode, the same request to the
  // built-in simulator, answered in-process by this app.
  const refundGateway = createPayfastRefundGateway({
    config,
    fetch:
      config.payfast.mode === 'simulator'
        ? (input, init) => Promise.resolve(request(String(input), init))
        : undefined,
    now: clock,
  });
  const refunds = createRefundsService({
    data,
    gateway: refundGateway,
    mailer: core.mailer,
    notifications: core.notifications,
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
  return { refunds, refundRecovery };
}
export type PaymentsArea = ReturnType<typeof composePayments>;
