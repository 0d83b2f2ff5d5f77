import { createAbandonedPaymentsSweep } from '../modules/jobs/sweeps.ts';
import { createOutboxDelivery } from '../modules/orders/order-outbox.ts';
import type { Areas } from './api-routes.ts';
import type { Core } from './core.ts';

/** Background jobs main.ts schedules (tests call them directly with their fake clock). */
export function composeJobs(
  core: Core,
  areas: Pick<Areas, 'orders' | 'portal' | 'payments' | 'admin' | 'scheduling' | 'privacy' | 'substitutions'>,
) {
  const { config, data, clock, logger } = core;
  const { fulfilment, receipts, announce, move } = areas.orders;
  return {
    autoRejectUnanswered: () => fulfilment.autoRejectUnanswered(),
    // Refunds still pending REFUND_RECONCILE_AFTER_MINUTES after they were sent, asked about at the provider.
    reconcilePendingRefunds: () => areas.payments.refundRecovery.reconcilePending(),
    // Order announcements a crash or an outage left undelivered (the outbox written with each status change).
    deliverOutbox: createOutboxDelivery({ repo: data.orders, announce, clock, logger }),
    // Checkouts left at PayFast for 30 minutes are cancelled; receipts no order took are removed.
    cancelAbandonedPayments: createAbandonedPaymentsSweep({ repo: areas.admin.adminRepo, move, clock }),
    cleanupReceipts: () => receipts.cleanupAbandoned(config.storage.receiptRetentionHours),
    // Messages due (retries; fresh ones go at once), unanswered orders escalated.
    sendMessages: () => core.messaging.sender.sendDue(),
    escalateUnanswered: () => areas.orders.orderMessages.escalateUnanswered(),
    // Dispatch waves due: first waves timed to the kitchen, and the next wave once 30 s passed (decision 063).
    dispatchWaves: () => areas.orders.dispatch.sweep(),
    // Stories past their 24 hours: file, then row.
    removeExpiredStories: () => areas.portal.stories.removeExpired(),
    // Order for later: scheduled orders into the kitchen queue at slot − preparation, or cancelled (and refunded)
    // when their venue is no longer open at the slot (docs/product.md#order-for-later).
    releaseScheduledOrders: () => areas.scheduling.scheduledOrders.releaseDue(),
    // Account deletions that waited for an order to end; deleted customers' records past their 5 years
    // (docs/decisions/067-privacy-export-and-deletion.md).
    completeWaitingDeletions: () => areas.privacy.deletion.completeWaiting(),
    purgeDeletedCustomers: () => areas.privacy.deletion.purgeExpired(),
    // Grocery substitutions past their 3 minutes get the customer's rule, once (decision 070).
    expireSubstitutions: () => areas.substitutions.expireDue(),
  };
}
