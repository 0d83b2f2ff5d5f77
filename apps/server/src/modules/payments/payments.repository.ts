import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type PaymentNotificationOutcome, paymentNotifications } from '../../db/schema/index.ts';
import type { Pairs } from './payfast-signature.ts';

export type { PaymentNotificationOutcome };

export type NewPaymentNotification = {
  receivedAt: Date;
  sourceIp: string;
  mPaymentId: string | null;
  pfPaymentId: string | null;
  paymentStatus: string | null;
  amountGross: string | null;
  payload: Pairs;
  outcome: PaymentNotificationOutcome;
  reason: string | null;
};

export function createPaymentsRepository(db: DbOrTx) {
  return {
    async insertNotification(row: NewPaymentNotification): Promise<void> {
      await db.insert(paymentNotifications).values(row);
    },
    /** Whether a notification for this PayFast payment and status already passed every check. */
    async wasProcessed(pfPaymentId: string, paymentStatus: string): Promise<boolean> {
      const rows = await db
        .select({ id: paymentNotifications.id })
        .from(paymentNotifications)
        .where(
          and(
            eq(paymentNotifications.pfPaymentId, pfPaymentId),
            eq(paymentNotifications.paymentStatus, paymentStatus),
            ne(paymentNotifications.outcome, 'rejected'),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    /** One order's notifications, newest first (support, tests). */
    listForOrder(orderNumber: string) {
      return db
        .select()
        .from(paymentNotifications)
        .where(eq(paymentNotifications.mPaymentId, orderNumber))
        .orderBy(desc(paymentNotifications.receivedAt));
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
