import type { OrderStatus } from '@lekker/core/order-status';
import type { Logger } from 'pino';
import type { Announce } from './order-announcer.ts';
import type { OrdersRepository } from './orders.repository.ts';

/** An announcement this old and still undelivered was lost (crash, outage): the sweep sends it. */
export const OUTBOX_GRACE_MS = 30_000;
/** After this many failed attempts an announcement is given up (and logged). */
const MAX_ATTEMPTS = 10;

/**
 * Delivers the order announcements a crash or a failure left behind (docs/decisions/016-hardening-limits.md): every status change writes
 * its outbox row in the change's transaction; the announcer marks it delivered; rows still undelivered after the
 * grace period are announced again here, as of the status they record. main.ts runs it at start and every 30 s, on
 * every instance: each row is claimed (compare-and-set on its attempt count, stamping attempted_at) so only one
 * instance announces it, and no sweep takes it again within the grace period.
 */
export function createOutboxDelivery(deps: {
  repo: OrdersRepository;
  announce: Announce;
  clock: () => Date;
  logger: Pick<Logger, 'warn' | 'error'>;
}) {
  return async function deliverPending(options: { graceMs?: number } = {}): Promise<number> {
    const now = deps.clock();
    const before = new Date(now.getTime() - (options.graceMs ?? OUTBOX_GRACE_MS));
    const rows = await deps.repo.pendingAnnouncements(before);
    // Several rows of one order announcing the same thing (a crash between two changes) go out once.
    const announced = new Set<string>();
    for (const row of rows) {
      const key = JSON.stringify([row.orderId, row.payload]);
      if (announced.has(key)) {
        await deps.repo.countAnnouncementAttempt(row.id, row.attempts, true, now);
        continue;
      }
      announced.add(key);
      const order = await deps.repo.findById(row.orderId);
      const giveUp = !order || row.attempts + 1 >= MAX_ATTEMPTS;
      // Another instance sweeping at the same moment may have taken it: then it is theirs to announce.
      if (!(await deps.repo.countAnnouncementAttempt(row.id, row.attempts, giveUp, now))) continue;
      if (!order) continue;
      if (giveUp)
        deps.logger.error({ orderId: row.orderId, status: row.payload.status }, 'announcement given up');
      await deps.announce(
        { ...order, status: row.payload.status as OrderStatus },
        { statusChanged: row.payload.statusChanged, driverAssigned: row.payload.driverAssigned === true },
      );
    }
    return rows.length;
  };
}
export type DeliverOutbox = ReturnType<typeof createOutboxDelivery>;
