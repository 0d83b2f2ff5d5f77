import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, phoneVerifications } from '../../db/schema/index.ts';

/** What the cash order shield (decision 071) needs to know about a customer. */
export function createCashShieldRepository(db: DbOrTx) {
  return {
    async factsOf(customerId: string): Promise<{ firstCashOrder: boolean; phoneVerified: boolean }> {
      const [delivered] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.customerId, customerId),
            eq(orders.paymentMethod, 'cash'),
            eq(orders.status, 'delivered'),
          ),
        )
        .limit(1);
      const [phone] = await db
        .select({ userId: phoneVerifications.userId })
        .from(phoneVerifications)
        .where(and(eq(phoneVerifications.userId, customerId), isNotNull(phoneVerifications.verifiedPhone)))
        .limit(1);
      return { firstCashOrder: !delivered, phoneVerified: phone !== undefined };
    },
  };
}
export type CashShieldRepository = ReturnType<typeof createCashShieldRepository>;
