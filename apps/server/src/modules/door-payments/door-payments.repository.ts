import { DRIVER_JOB_STATUSES } from '@lekker/core/order-status';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, doorPayments, orderEvents, orders, restaurants } from '../../db/schema/index.ts';
import { createRefundsRepository } from '../ledger/refunds.repository.ts';
import { enqueueOrderAnnouncement } from '../orders/orders.repository.ts';

export type DoorPaymentRecord = typeof doorPayments.$inferSelect;

/** Door payments (docs/decisions/071-cash-order-safety.md): the short link and its settling by the ITN. */
export function createDoorPaymentsRepository(db: DbOrTx) {
  return {
    async findByOrder(orderId: string): Promise<DoorPaymentRecord | undefined> {
      const [row] = await db.select().from(doorPayments).where(eq(doorPayments.orderId, orderId)).limit(1);
      return row;
    },
    /** The link with what its page shows: the order's number, status, total and method, and the venue's name. */
    async findByToken(token: string) {
      const [row] = await db
        .select({
          payment: doorPayments,
          orderNumber: orders.orderNumber,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          totalCents: orders.totalCents,
          venueName: restaurants.name,
        })
        .from(doorPayments)
        .innerJoin(orders, eq(orders.id, doorPayments.orderId))
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(eq(doorPayments.token, token))
        .limit(1);
      return row;
    },
    /** One link per order: a second tap (or a reload) keeps the first link. */
    async open(orderId: string, driverId: string, token: string, at: Date): Promise<DoorPaymentRecord> {
      await db
        .insert(doorPayments)
        .values({ orderId, driverId, token, createdAt: at })
        .onConflictDoNothing({ target: doorPayments.orderId });
      const [row] = await db.select().from(doorPayments).where(eq(doorPayments.orderId, orderId)).limit(1);
      return row!;
    },
    /**
     * The ITN paid an open door link (run in a transaction): the Cash on Delivery order becomes a card payment
     * (payment_method payfast with this pf_payment_id, so no cash is collected and the ledger records a card
     * payment), the money is recorded as received, the step is in the order's timeline and the audit log, and the
     * live event is queued. Undefined when there is nothing to settle (no open link, not a cash job in hand).
     */
    async settle(orderId: string, pfPaymentId: string, at: Date) {
      const [open] = await db
        .select()
        .from(doorPayments)
        .where(and(eq(doorPayments.orderId, orderId), isNull(doorPayments.paidAt)))
        .limit(1);
      if (!open) return undefined;
      // One payment wins: the order changes only while it is still a cash job in hand with no payment.
      const [row] = await db
        .update(orders)
        .set({ paymentMethod: 'payfast', pfPaymentId, updatedAt: at })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.paymentMethod, 'cash'),
            isNull(orders.pfPaymentId),
            inArray(orders.status, [...DRIVER_JOB_STATUSES]),
          ),
        )
        .returning();
      if (!row) return undefined;
      const [link] = await db
        .update(doorPayments)
        .set({ paidAt: at, pfPaymentId })
        .where(eq(doorPayments.id, open.id))
        .returning();
      await createRefundsRepository(db).recordPayment({ pfPaymentId, orderId, amountCents: row.totalCents });
      await db.insert(orderEvents).values({
        orderId,
        fromStatus: row.status,
        toStatus: row.status,
        actorId: null,
        actorRole: 'system',
        note: 'paid by card at the door',
        createdAt: at,
      });
      await db.insert(auditLog).values({
        actorId: null,
        actorEmail: null,
        action: 'order.paid_at_door',
        targetType: 'order',
        targetId: orderId,
        summary: `Order ${row.orderNumber} paid by card at the door (PayFast ${pfPaymentId}): no cash collected`,
        details: { pf_payment_id: pfPaymentId, amount_cents: row.totalCents, driver_id: link!.driverId },
        createdAt: at,
      });
      await enqueueOrderAnnouncement(db, orderId, row.status, { statusChanged: false });
      return row;
    },
  };
}
export type DoorPaymentsRepository = ReturnType<typeof createDoorPaymentsRepository>;
